import Foundation

extension OrbitPoint {
    /// The point at distance `radius` from `center` in direction `angle`, using Orbit's screen
    /// convention `x = center.x + radius·sin(angle)`, `y = center.y + radius·cos(angle)` (y grows down,
    /// so angle 0 points down the screen and π points up, "north").
    public init(center: OrbitPoint, radius: Double, angle: Double) {
        self.init(x: center.x + radius * sin(angle), y: center.y + radius * cos(angle))
    }

    /// The direction of this point seen from `center`, in [0, 2π), inverse of `init(center:radius:angle:)`.
    public func angle(around center: OrbitPoint) -> Double {
        AngleMath.of(dx: x - center.x, dy: y - center.y)
    }
}
