/// A point in scene points (x grows right, y grows down), as a pointer reports it.
///
/// OrbitMotion keeps its own point type so that it depends on nothing else in Orbit; convert from
/// `OrbitLayout.Point` with `PlanePoint(x: p.x, y: p.y)`.
public struct PlanePoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
