import OrbitLayout

/// Input a `RingScene` refuses, naming what and where.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidLayout(String)
    case invalidNode(id: String, reason: String)
    case duplicateID(String)
    case invalidOffset(ring: Int, value: Double)
    case invalidViewport(Rect)
    case invalidCamera(Camera)

    public var description: String {
        switch self {
        case .invalidLayout(let why): "layout: \(why)"
        case .invalidNode(let id, let why): "node '\(id)': \(why)"
        case .duplicateID(let id): "node '\(id)' appears more than once"
        case .invalidOffset(let ring, let value): "offsets[\(ring)] must be finite, got \(value)"
        case .invalidViewport(let v): "viewport must be finite with width, height ≥ 0, got (\(v.minX), \(v.minY), \(v.width)×\(v.height))"
        case .invalidCamera(let c): "camera scale must be finite and > 0 and translation finite, got scale \(c.scale) at (\(c.translation.x), \(c.translation.y))"
        }
    }
}
