import OrbitLayout

/// Input a `RingScene` refuses, naming what and where.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The layout as a whole is unusable: a non-finite centre or a non-positive avatar radius.
    case invalidLayout(String)
    /// A `SceneStyle` property set out of its range (the initialiser clamps, the properties cannot).
    case invalidStyle(String)
    /// A node has a ring the layout does not list, or a non-finite angle or radius.
    case invalidNode(id: String, reason: String)
    /// The id is already in the scene.
    case duplicateID(String)
    /// A ring offset is not finite.
    case invalidOffset(ring: Int, value: Double)
    /// The viewport is not finite or has a negative side.
    case invalidViewport(Rect)
    /// The camera's scale is not finite and positive, or its translation is not finite.
    case invalidCamera(Camera)

    /// What is wrong and where, e.g. `offsets[2] must be finite, got nan`.
    public var description: String {
        switch self {
        case .invalidLayout(let why): "layout: \(why)"
        case .invalidStyle(let why): "style: \(why)"
        case .invalidNode(let id, let why): "node '\(id)': \(why)"
        case .duplicateID(let id): "node '\(id)' appears more than once"
        case .invalidOffset(let ring, let value): "offsets[\(ring)] must be finite, got \(value)"
        case .invalidViewport(let v): "viewport must be finite with width, height ≥ 0, got (\(v.minX), \(v.minY), \(v.width)×\(v.height))"
        case .invalidCamera(let c): "camera scale must be finite and > 0 and translation finite, got scale \(c.scale) at (\(c.translation.x), \(c.translation.y))"
        }
    }
}
