import OrbitGeometry
extension OrbitRect {
    /// Whether `circle` touches or overlaps this rectangle (distance from the centre to the nearest
    /// point of the rectangle is at most the radius).
    package func intersects(_ circle: PlaneCircle) -> Bool {
        let nearest = OrbitPoint(x: min(max(circle.center.x, minX), maxX), y: min(max(circle.center.y, minY), maxY))
        return nearest.distance(to: circle.center) <= circle.radius
    }
}
