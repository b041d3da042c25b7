import OrbitGeometry

/// A disc: an avatar's footprint in scene points.
package struct PlaneCircle: Hashable, Sendable, Codable {
    /// The disc's centre.
    package var center: OrbitPoint
    /// The disc's radius.
    package var radius: Double

    /// The disc of `radius` about `center`.
    package init(center: OrbitPoint, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The edge-to-edge gap to `other`; negative when the discs overlap.
    package func gap(to other: PlaneCircle) -> Double {
        center.distance(to: other.center) - radius - other.radius
    }
}
