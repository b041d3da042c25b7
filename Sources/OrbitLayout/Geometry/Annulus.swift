import OrbitGeometry

/// The region between two concentric circles: the area a ring's avatars must lie wholly inside.
package struct Annulus: Hashable, Sendable, Codable {
    /// The common centre of both circles.
    package var center: OrbitPoint
    /// The radius of the hole.
    package var innerRadius: Double
    /// The radius of the outer edge.
    package var outerRadius: Double

    /// The region between the circles of radius `innerRadius` and `outerRadius` about `center`.
    package init(center: OrbitPoint, innerRadius: Double, outerRadius: Double) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
    }

    /// Radial thickness, `outerRadius − innerRadius`.
    package var width: Double { outerRadius - innerRadius }

    /// Whether `circle` lies wholly inside, allowing `tolerance` for rounding.
    package func contains(_ circle: PlaneCircle, tolerance: Double = 0) -> Bool {
        let rho = circle.center.distance(to: center)
        return rho - circle.radius >= innerRadius - tolerance && rho + circle.radius <= outerRadius + tolerance
    }
}
