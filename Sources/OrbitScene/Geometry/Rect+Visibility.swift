import OrbitGeometry
import OrbitLayout

extension Rect {
    /// Distance from `point` to the nearest point of the rectangle; 0 inside.
    func distance(to point: Point) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The nearest and farthest distance from `point` to the rectangle. A circle around `point` meets the
    /// rectangle exactly when its radius lies between the two (distance is continuous on a connected set).
    func distances(from point: Point) -> (near: Double, far: Double) {
        let dx = max(abs(point.x - minX), abs(point.x - maxX))
        let dy = max(abs(point.y - minY), abs(point.y - maxY))
        return (distance(to: point), (dx * dx + dy * dy).squareRoot())
    }

    var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    var isValid: Bool {
        minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite && maxX >= minX && maxY >= minY
    }
}
