/// An avatar centre relative to the ring centre: distance `radius` and base angle `angle` in [0, 2π).
package struct PolarSpot: Hashable, Sendable {
    /// Distance from the ring centre.
    package var radius: Double
    /// Base angle in radians, in [0, 2π) (see `PlacedNode` for the convention).
    package var angle: Double

    /// The spot at `radius` and `angle`.
    package init(radius: Double, angle: Double) {
        self.radius = radius
        self.angle = angle
    }
}
