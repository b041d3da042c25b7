/// An avatar centre relative to the ring centre: distance `radius` and base angle `angle` in [0, 2π).
public struct PolarSpot: Hashable, Sendable {
    public var radius: Double
    public var angle: Double

    public init(radius: Double, angle: Double) {
        self.radius = radius
        self.angle = angle
    }
}
