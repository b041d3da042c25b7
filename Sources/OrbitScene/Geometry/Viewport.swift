import OrbitLayout

/// An axis-aligned rectangle in screen points (y grows down), such as the window's visible area.
public struct Viewport: Hashable, Sendable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
        minX = x
        minY = y
        maxX = x + width
        maxY = y + height
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
    public var center: Point { Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }

    /// The rectangle grown by `amount` on every side.
    public func grown(by amount: Double) -> Viewport {
        Viewport(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// Whether `point` lies inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

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
