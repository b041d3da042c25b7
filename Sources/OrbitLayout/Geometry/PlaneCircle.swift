/// A disc: an avatar's footprint in scene points.
public struct PlaneCircle: Hashable, Sendable, Codable {
    /// The disc's centre.
    public var center: Point
    /// The disc's radius.
    public var radius: Double

    /// The disc of `radius` about `center`.
    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The edge-to-edge gap to `other`; negative when the discs overlap.
    public func gap(to other: PlaneCircle) -> Double {
        center.distance(to: other.center) - radius - other.radius
    }
}
