import OrbitGeometry
import OrbitLayout

extension OrbitRect {
    /// Distance from `point` to the nearest point of the rectangle; 0 inside.
    func distance(to point: OrbitPoint) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The nearest and farthest distance from `point` to the rectangle. A circle around `point` meets the
    /// rectangle exactly when its radius lies between the two (distance is continuous on a connected set).
    func distances(from point: OrbitPoint) -> (near: Double, far: Double) {
        let dx = max(abs(point.x - minX), abs(point.x - maxX))
        let dy = max(abs(point.y - minY), abs(point.y - maxY))
        return (distance(to: point), (dx * dx + dy * dy).squareRoot())
    }

    var corners: [OrbitPoint] {
        [OrbitPoint(x: minX, y: minY), OrbitPoint(x: maxX, y: minY), OrbitPoint(x: maxX, y: maxY), OrbitPoint(x: minX, y: maxY)]
    }

    var isValid: Bool {
        minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite && maxX >= minX && maxY >= minY
    }
}
