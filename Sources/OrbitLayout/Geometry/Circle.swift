/// A disc: an avatar's footprint in scene points.
public struct Circle: Hashable, Sendable, Codable {
    public var center: Point
    public var radius: Double

    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The edge-to-edge gap to `other`; negative when the discs overlap.
    public func gap(to other: Circle) -> Double {
        center.distance(to: other.center) - radius - other.radius
    }
}
