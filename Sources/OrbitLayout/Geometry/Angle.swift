/// Helpers for angles in radians.
public enum Angle {
    /// One full turn, 2π.
    public static let fullTurn = 2 * Double.pi

    /// `angle` wrapped into [0, 2π).
    public static func normalized(_ angle: Double) -> Double {
        var wrapped = angle.truncatingRemainder(dividingBy: fullTurn)
        if wrapped < 0 { wrapped += fullTurn }
        // A tiny negative angle plus 2π rounds up to 2π itself, which is the same direction as 0.
        return wrapped < fullTurn ? wrapped : 0
    }

    /// The smallest absolute difference between two directions, in [0, π].
    public static func distance(_ a: Double, _ b: Double) -> Double {
        let d = normalized(a - b)
        return min(d, fullTurn - d)
    }
}
