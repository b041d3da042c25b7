/// An axis-aligned rectangle in scene points (y grows down).
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether `point` lies inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// Whether `circle` touches or overlaps this rectangle (distance from the centre to the nearest
    /// point of the rectangle is at most the radius).
    public func intersects(_ circle: Circle) -> Bool {
        let nearest = Point(x: min(max(circle.center.x, minX), maxX), y: min(max(circle.center.y, minY), maxY))
        return nearest.distance(to: circle.center) <= circle.radius
    }
}
