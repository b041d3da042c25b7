import Foundation

/// Helpers for angles in radians.
package enum AngleMath {
    /// One full turn, 2π.
    package static let fullTurn = 2 * Double.pi

    /// `angle` wrapped into [0, 2π).
    package static func normalized(_ angle: Double) -> Double {
        var wrapped = angle.truncatingRemainder(dividingBy: fullTurn)
        if wrapped < 0 { wrapped += fullTurn }
        // A tiny negative angle plus 2π rounds up to 2π itself, which is the same direction as 0.
        return wrapped < fullTurn ? wrapped : 0
    }

    /// The direction of the vector (dx, dy) in Orbit's convention (direction `(sin α, cos α)`, so 0
    /// points down the screen), in [0, 2π).
    package static func of(dx: Double, dy: Double) -> Double { normalized(atan2(dx, dy)) }

    /// The smallest absolute difference between two directions, in [0, π].
    package static func distance(_ a: Double, _ b: Double) -> Double {
        let d = normalized(a - b)
        return min(d, fullTurn - d)
    }
}
