import Foundation

/// Angles follow the layout's convention: direction `(sin α, cos α)`, so α = 0 points down the screen's y axis.
enum Angle {
    static let fullTurn = 2 * Double.pi

    /// `angle` wrapped into [0, 2π).
    static func normalized(_ angle: Double) -> Double {
        let wrapped = angle.truncatingRemainder(dividingBy: fullTurn)
        let positive = wrapped < 0 ? wrapped + fullTurn : wrapped
        return positive >= fullTurn ? 0 : positive
    }

    /// The angle of the vector (dx, dy) in the layout's convention.
    static func of(dx: Double, dy: Double) -> Double { normalized(atan2(dx, dy)) }
}
