/// A point (or vector) in scene points. Screen convention: x grows right, y grows down.
public struct OrbitPoint: Hashable, Sendable, Codable {
    /// Horizontal coordinate; grows to the right.
    public var x: Double
    /// Vertical coordinate; grows downward.
    public var y: Double

    /// The point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = OrbitPoint(x: 0, y: 0)

    /// Euclidean length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Euclidean distance to `other`.
    public func distance(to other: OrbitPoint) -> Double { (self - other).length }

    /// The sum of two vectors.
    public static func + (a: OrbitPoint, b: OrbitPoint) -> OrbitPoint { OrbitPoint(x: a.x + b.x, y: a.y + b.y) }
    /// The difference of two vectors: the vector from `b` to `a`.
    public static func - (a: OrbitPoint, b: OrbitPoint) -> OrbitPoint { OrbitPoint(x: a.x - b.x, y: a.y - b.y) }
    /// The vector scaled by `s`.
    public static func * (a: OrbitPoint, s: Double) -> OrbitPoint { OrbitPoint(x: a.x * s, y: a.y * s) }
}

/// A width and height in scene points.
public struct OrbitSize: Hashable, Sendable, Codable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// A size of `width` × `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
