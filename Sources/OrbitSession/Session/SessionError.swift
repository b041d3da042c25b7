import OrbitLayout
import OrbitScene

/// Why a session could not start or draw a frame: the layer that refused, with its own typed error
/// (which carries the field, id or value); `description` is the message for people.
public enum SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request cannot be laid out (an unusable scene: avatar radius, viewport, bands…).
    case layout(LayoutError)
    /// The scene cannot be built from the layout.
    case scene(SceneError)
    /// The scene cannot draw this view (a non-finite camera or offset).
    case frame(SceneError)

    public var description: String {
        switch self {
        case .layout(let error): "cannot lay the people out: \(error)"
        case .scene(let error): "cannot build the scene: \(error)"
        case .frame(let error): "the scene cannot draw this view: \(error)"
        }
    }
}
