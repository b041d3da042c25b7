/// An axis-aligned rectangle in scene points (y grows down).
public struct OrbitRect: Hashable, Sendable, Codable {
    /// The top-left corner.
    public var origin: OrbitPoint
    /// The width and height.
    public var size: OrbitSize

    /// The rectangle with its top-left corner at `origin`.
    public init(origin: OrbitPoint, size: OrbitSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle with its top-left corner at (`x`, `y`), by default the origin.
    public init(x: Double = 0, y: Double = 0, width: Double, height: Double) {
        self.init(origin: OrbitPoint(x: x, y: y), size: OrbitSize(width: width, height: height))
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The size's width.
    public var width: Double { size.width }
    /// The size's height.
    public var height: Double { size.height }
    /// The middle point.
    public var center: OrbitPoint { OrbitPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// The rectangle grown by `amount` on every side.
    public func grown(by amount: Double) -> OrbitRect {
        OrbitRect(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// Whether `point` lies inside or on the edge.
    public func contains(_ point: OrbitPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
