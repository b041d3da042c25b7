/// A recorded pointer gesture over one ring, replayed by `TraceReplay` (the `orbit-layout spin` input and
/// the demo's `--replay` file).
///
/// JSON: `{"center": {"x", "y"}, "fps", "duration", "events": [{"t", "type": "down"|"move"|"up", "x", "y"}]}`.
/// Times are seconds; `duration` is the timestamp of the last frame wanted (frames run from the first
/// event's `t`). Check a trace with `validate()` before replaying it.
public struct PointerTrace: Sendable, Hashable, Codable {
    public var center: Point
    /// Frames per second of the replay.
    public var fps: Double
    /// Frames are produced from the first event's time up to and including this time.
    public var duration: Double
    /// Pointer events in time order (equal times allowed).
    public var events: [PointerEvent]

    public init(center: Point, fps: Double, duration: Double, events: [PointerEvent]) {
        self.center = center
        self.fps = fps
        self.duration = duration
        self.events = events
    }
}

/// One pointer event of a trace.
public struct PointerEvent: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case down, move, up

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let kind = Kind(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown event type '\(name)' (expected down, move or up)")
            }
            self = kind
        }
    }

    /// Seconds.
    public var t: Double
    public var type: Kind
    public var x: Double
    public var y: Double

    public init(t: Double, type: Kind, x: Double, y: Double) {
        self.t = t
        self.type = type
        self.x = x
        self.y = y
    }

    public var point: Point { Point(x: x, y: y) }
}
