extension PointerTrace {
    /// The most frames a replay may produce (a guard against `fps` or `duration` typos).
    public static let maximumFrameCount = 1_000_000
    /// The largest magnitude of a position (`center`, an event's `x` and `y`): far beyond any screen, and
    /// within what a player may convert to a 32-bit integer (SDL's event coordinates).
    public static let maximumCoordinate = 1e9
    /// The largest magnitude of a wheel event's `dy`, in notches (a real wheel reports a few per event).
    public static let maximumNotches = 1000.0

    /// Why a trace cannot be replayed, with the key path of the offending value.
    public struct Invalid: Error, Sendable, Equatable, CustomStringConvertible {
        /// Where, e.g. `events[3].t`.
        public var path: String
        /// What is wrong with it.
        public var problem: String

        public var description: String { "\(path): \(problem)" }
    }

    /// The number of frames a replay produces: one every `1/fps` seconds from the first event up to
    /// `duration`.
    public var frameCount: Int {
        guard let first = events.first?.t else { return 0 }
        return Int(((duration - first) * fps + 1e-9).rounded(.down)) + 1
    }

    /// The frames a player stepping `step` seconds from time 0 needs to show the trace up to `duration`
    /// (a window replaying at its own frame rate rather than the trace's `fps`), at most `maximumFrameCount`.
    /// - Throws: `Invalid` at `duration` when that would take more frames (a trace `validate()` accepts
    ///   can last 1e18 s at a tiny `fps`), or when `step` is not a finite number > 0.
    public func playbackFrameCount(step: Double) throws(Invalid) -> Int {
        guard step.isFinite, step > 0 else { throw Invalid(path: "step", problem: "must be a finite number > 0, got \(step)") }
        let frames = (max(0, duration) / step).rounded(.up) + 1
        guard frames.isFinite, frames <= Double(Self.maximumFrameCount) else {
            throw Invalid(
                path: "duration",
                problem: "\(duration) s at \(1 / step) frames per second is more than \(Self.maximumFrameCount) frames")
        }
        return Int(frames)
    }

    /// Checks that the trace can be replayed: finite numbers, positions (`center`, `x`, `y`) within
    /// ±`maximumCoordinate`, wheel steps within ±`maximumNotches`, `fps > 0`, at least one event, events
    /// sorted by time, `down` only while up and `up` only while down, a key name in `key` events, text in
    /// `text` events, a `scale` in `PointerEvent.pinchScaleRange` in `pinch` events and an `angle` in
    /// `PointerEvent.twistAngleRange` in `twist` events, `duration` not before the first event, and at most
    /// `maximumFrameCount` frames. Moves while up (hovering) are allowed and ignored;
    /// a trace may end with the pointer down.
    /// - Throws: `Invalid` naming the first problem found.
    public func validate() throws(Invalid) {
        try Self.requireCoordinate(center.x, "center.x")
        try Self.requireCoordinate(center.y, "center.y")
        try Self.requireFinite(fps, "fps")
        guard fps > 0 else { throw Invalid(path: "fps", problem: "must be greater than 0, got \(fps)") }
        try Self.requireFinite(duration, "duration")
        guard let first = events.first else {
            throw Invalid(path: "events", problem: "needs at least one event (frames start at the first event)")
        }

        var pressedAt: Int?
        for (index, event) in events.enumerated() {
            let path = "events[\(index)]"
            try Self.requireFinite(event.t, "\(path).t")
            try Self.requireCoordinate(event.x, "\(path).x")
            try Self.requireCoordinate(event.y, "\(path).y")
            try Self.requireWithin(event.dy ?? 0, Self.maximumNotches, "\(path).dy", unit: " notches")
            if index > 0, event.t < events[index - 1].t {
                throw Invalid(
                    path: "\(path).t",
                    problem: "\(event.t) is earlier than events[\(index - 1)].t = \(events[index - 1].t); events must be sorted by time")
            }
            switch event.type {
            case .down:
                if let pressedAt {
                    throw Invalid(path: "\(path).type", problem: "'down' while the pointer is already down since events[\(pressedAt)]")
                }
                pressedAt = index
            case .up:
                guard pressedAt != nil else {
                    throw Invalid(path: "\(path).type", problem: "'up' without a preceding 'down'")
                }
                pressedAt = nil
            case .move, .wheel:
                break
            case .key:
                guard KeyChord(event.key ?? "") != nil else { throw Invalid(path: "\(path).key", problem: "needs a key name, e.g. Escape or Shift+Tab") }
            case .text:
                guard !(event.text ?? "").isEmpty else { throw Invalid(path: "\(path).text", problem: "needs the typed text") }
            case .pinch:
                try Self.require(event.scale ?? .nan, in: PointerEvent.pinchScaleRange, "\(path).scale")
            case .twist:
                try Self.require(event.angle ?? .nan, in: PointerEvent.twistAngleRange, "\(path).angle")
            }
        }

        guard duration >= first.t else {
            throw Invalid(path: "duration", problem: "\(duration) is before the first event (t = \(first.t))")
        }
        let frames = (duration - first.t) * fps
        guard frames < Double(Self.maximumFrameCount) else {
            throw Invalid(
                path: "fps",
                problem: "\(fps) frames per second over \(duration - first.t) s is more than \(Self.maximumFrameCount) frames")
        }
    }

    private static func require(_ value: Double, in range: ClosedRange<Double>, _ path: String) throws(Invalid) {
        try requireFinite(value, path)
        guard range.contains(value) else {
            throw Invalid(path: path, problem: "must be within \(range.lowerBound)…\(range.upperBound), got \(value)")
        }
    }

    private static func requireFinite(_ value: Double, _ path: String) throws(Invalid) {
        guard value.isFinite else { throw Invalid(path: path, problem: "must be a finite number, got \(value)") }
    }

    private static func requireCoordinate(_ value: Double, _ path: String) throws(Invalid) {
        try requireWithin(value, maximumCoordinate, path, unit: "")
    }

    /// Checks that `value` is finite and its magnitude at most `limit`.
    private static func requireWithin(_ value: Double, _ limit: Double, _ path: String, unit: String) throws(Invalid) {
        try requireFinite(value, path)
        guard abs(value) <= limit else {
            throw Invalid(path: path, problem: "must be within ±\(Int(limit))\(unit), got \(value)")
        }
    }
}
