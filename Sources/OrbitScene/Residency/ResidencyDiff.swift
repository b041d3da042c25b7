/// What the texture owner (renderer/decoder) must do after a frame. Each list keeps the order decided.
public struct ResidencyDiff: Hashable, Sendable {
    /// Start decoding these people's avatars; answer with `markReady` or `markFailed`.
    public var requests: [String] = []
    /// Abandon these in-flight decodes (drop the result if it already arrived).
    public var cancellations: [String] = []
    /// Free these ready textures.
    public var evictions: [String] = []

    public init(requests: [String] = [], cancellations: [String] = [], evictions: [String] = []) {
        self.requests = requests
        self.cancellations = cancellations
        self.evictions = evictions
    }

    public var isEmpty: Bool { requests.isEmpty && cancellations.isEmpty && evictions.isEmpty }
}

/// Where one person's texture stands.
public enum TextureState: Hashable, Sendable {
    /// No texture and none asked for.
    case absent
    /// Wanted, but the budget is full of wanted textures: requested once room frees up.
    case waiting
    /// Requested; the decode is in flight.
    case requested
    /// Decoded and held by the renderer.
    case ready
    /// The decode failed; not retried while the person stays wanted (the placeholder stays).
    case failed
}
