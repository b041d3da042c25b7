extension PointerTrace {
    /// The most frames a replay may produce (a guard against `fps` or `duration` typos).
    package static let maximumFrameCount = 1_000_000
    /// The largest magnitude of a position (`center`, an event's `x` and `y`): far beyond any screen, and
    /// within what a player may convert to a 32-bit integer (SDL's event coordinates).
    package static let maximumCoordinate = 1e9
    /// The largest magnitude of a wheel event's `dy`, in notches (a real wheel reports a few per event).
    package static let maximumNotches = 1000.0

    /// Why a trace cannot be replayed: the key path of the offending value and what is wrong with it, as data
    /// a caller can `switch` on; `description` is the message (`events[3].t: must be a finite number, got nan`).
    package struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where, e.g. `events[3].t`.
        package var path: String
        /// What is wrong with it.
        package var problem: Problem

        /// The problem at `path`.
        package init(path: String, problem: Problem) {
            self.path = path
            self.problem = problem
        }

        package var description: String { "\(path): \(problem)" }

        /// What is wrong with a trace's value.
        package enum Problem: Hashable, Sendable, CustomStringConvertible {
            /// A number is not finite.
            case notFinite(Double)
            /// `fps` is not greater than 0.
            case notPositive(Double)
            /// A player's step is not a finite number > 0.
            case invalidStep(Double)
            /// A position's magnitude is beyond `PointerTrace.maximumCoordinate` (1e9).
            case coordinateTooLarge(Double)
            /// A wheel step's magnitude is beyond `PointerTrace.maximumNotches` (1000).
            case wheelTooLarge(Double)
            /// A pinch's scale or a twist's angle is outside `range`.
            case outOfRange(Double, range: ClosedRange<Double>)
            /// The trace has no event.
            case noEvents
            /// An event's time is before that of the event before it (`previousIndex`, at `previousTime`).
            case unsorted(time: Double, previousIndex: Int, previousTime: Double)
            /// A `down` while the pointer is already down since event `since`.
            case downWhileDown(since: Int)
            /// An `up` or `cancel` (the event's `type`) while the pointer is up.
            case upWithoutDown(String)
            /// A `key` event without a key name.
            case missingKeyName
            /// A `key` event's name is `bytes` long, more than `KeyChord.maximumLength` (64).
            case keyNameTooLong(bytes: Int)
            /// A `text` event without text.
            case missingText
            /// `duration` is before the first event's time.
            case durationBeforeFirstEvent(duration: Double, firstEvent: Double)
            /// `fps` over the trace's `seconds` makes more than `limit` frames.
            case tooManyFrames(fps: Double, seconds: Double, limit: Int)
            /// A player stepping at `fps` frames per second would need more than `limit` frames for `duration`.
            case tooManyPlaybackFrames(duration: Double, fps: Double, limit: Int)

            package var description: String {
                switch self {
                case .notFinite(let value): "must be a finite number, got \(value)"
                case .notPositive(let value): "must be greater than 0, got \(value)"
                case .invalidStep(let value): "must be a finite number > 0, got \(value)"
                case .coordinateTooLarge(let value): "must be within ±\(Int(PointerTrace.maximumCoordinate)), got \(value)"
                case .wheelTooLarge(let value): "must be within ±\(Int(PointerTrace.maximumNotches)) notches, got \(value)"
                case .outOfRange(let value, let range): "must be within \(range.lowerBound)…\(range.upperBound), got \(value)"
                case .noEvents: "needs at least one event (frames start at the first event)"
                case .unsorted(let time, let previousIndex, let previousTime):
                    "\(time) is earlier than events[\(previousIndex)].t = \(previousTime); events must be sorted by time"
                case .downWhileDown(let since): "'down' while the pointer is already down since events[\(since)]"
                case .upWithoutDown(let kind): "'\(kind)' without a preceding 'down'"
                case .missingKeyName: "needs a key name, e.g. Escape or Shift+Tab"
                case .keyNameTooLong(let bytes): "is \(bytes) bytes long; a key name has at most \(KeyChord.maximumLength)"
                case .missingText: "needs the typed text"
                case .durationBeforeFirstEvent(let duration, let first): "\(duration) is before the first event (t = \(first))"
                case .tooManyFrames(let fps, let seconds, let limit): "\(fps) frames per second over \(seconds) s is more than \(limit) frames"
                case .tooManyPlaybackFrames(let duration, let fps, let limit):
                    "\(duration) s at \(fps) frames per second is more than \(limit) frames"
                }
            }
        }
    }

    /// The number of frames a replay produces: one every `1/fps` seconds from the first event up to
    /// `duration`.
    package var frameCount: Int {
        guard let first = events.first?.t else { return 0 }
        return Int(((duration - first) * fps + 1e-9).rounded(.down)) + 1
    }

    /// The frames a player stepping `step` seconds from time 0 needs to show the trace up to `duration`
    /// (a window replaying at its own frame rate rather than the trace's `fps`), at most `maximumFrameCount`.
    /// - Throws: `Invalid` at `duration` when that would take more frames (a trace `validate()` accepts
    ///   can last 1e18 s at a tiny `fps`), or when `step` is not a finite number > 0.
    package func playbackFrameCount(step: Double) throws(Invalid) -> Int {
        guard step.isFinite, step > 0 else { throw Invalid(path: "step", problem: .invalidStep(step)) }
        let frames = (max(0, duration) / step).rounded(.up) + 1
        guard frames.isFinite, frames <= Double(Self.maximumFrameCount) else {
            throw Invalid(path: "duration", problem: .tooManyPlaybackFrames(duration: duration, fps: 1 / step, limit: Self.maximumFrameCount))
        }
        return Int(frames)
    }

    /// Checks that the trace can be replayed: finite numbers, positions (`center`, `x`, `y`) within
    /// ±`maximumCoordinate`, wheel steps within ±`maximumNotches`, `fps > 0`, at least one event, events
    /// sorted by time, `down` only while up and `up` or `cancel` only while down, a key name in `key` events (at most `KeyChord.maximumLength` bytes), text in
    /// `text` events, a `scale` in `PointerEvent.pinchScaleRange` in `pinch` events and an `angle` in
    /// `PointerEvent.twistAngleRange` in `twist` events, `duration` not before the first event, and at most
    /// `maximumFrameCount` frames. Moves while up (hovering) are allowed and ignored;
    /// a trace may end with the pointer down.
    /// - Throws: `Invalid` naming the first problem found.
    package func validate() throws(Invalid) {
        try Self.requireCoordinate(center.x, "center.x")
        try Self.requireCoordinate(center.y, "center.y")
        try Self.requireFinite(fps, "fps")
        guard fps > 0 else { throw Invalid(path: "fps", problem: .notPositive(fps)) }
        try Self.requireFinite(duration, "duration")
        guard let first = events.first else {
            throw Invalid(path: "events", problem: .noEvents)
        }

        var pressedAt: Int?
        for (index, event) in events.enumerated() {
            let path = "events[\(index)]"
            try Self.requireFinite(event.t, "\(path).t")
            try Self.requireCoordinate(event.x, "\(path).x")
            try Self.requireCoordinate(event.y, "\(path).y")
            if let dy = event.dy {
                try Self.requireFinite(dy, "\(path).dy")
                guard abs(dy) <= Self.maximumNotches else { throw Invalid(path: "\(path).dy", problem: .wheelTooLarge(dy)) }
            }
            if index > 0, event.t < events[index - 1].t {
                throw Invalid(path: "\(path).t", problem: .unsorted(time: event.t, previousIndex: index - 1, previousTime: events[index - 1].t))
            }
            switch event.type {
            case .down:
                if let pressedAt {
                    throw Invalid(path: "\(path).type", problem: .downWhileDown(since: pressedAt))
                }
                pressedAt = index
            case .up, .cancel:
                guard pressedAt != nil else {
                    throw Invalid(path: "\(path).type", problem: .upWithoutDown(event.type.rawValue))
                }
                pressedAt = nil
            case .move, .wheel, .leave:
                break
            case .key:
                let bytes = event.key?.utf8.count ?? 0
                guard bytes <= KeyChord.maximumLength else { throw Invalid(path: "\(path).key", problem: .keyNameTooLong(bytes: bytes)) }
                guard KeyChord(event.key ?? "") != nil else { throw Invalid(path: "\(path).key", problem: .missingKeyName) }
            case .text:
                guard !(event.text ?? "").isEmpty else { throw Invalid(path: "\(path).text", problem: .missingText) }
            case .pinch:
                try Self.require(event.scale ?? .nan, in: PointerEvent.pinchScaleRange, "\(path).scale")
            case .twist:
                try Self.require(event.angle ?? .nan, in: PointerEvent.twistAngleRange, "\(path).angle")
            }
        }

        guard duration >= first.t else {
            throw Invalid(path: "duration", problem: .durationBeforeFirstEvent(duration: duration, firstEvent: first.t))
        }
        let frames = (duration - first.t) * fps
        guard frames < Double(Self.maximumFrameCount) else {
            throw Invalid(path: "fps", problem: .tooManyFrames(fps: fps, seconds: duration - first.t, limit: Self.maximumFrameCount))
        }
    }

    private static func require(_ value: Double, in range: ClosedRange<Double>, _ path: String) throws(Invalid) {
        try requireFinite(value, path)
        guard range.contains(value) else {
            throw Invalid(path: path, problem: .outOfRange(value, range: range))
        }
    }

    private static func requireFinite(_ value: Double, _ path: String) throws(Invalid) {
        guard value.isFinite else { throw Invalid(path: path, problem: .notFinite(value)) }
    }

    /// Checks that `value` is finite and its magnitude at most `maximumCoordinate`.
    private static func requireCoordinate(_ value: Double, _ path: String) throws(Invalid) {
        try requireFinite(value, path)
        guard abs(value) <= maximumCoordinate else { throw Invalid(path: path, problem: .coordinateTooLarge(value)) }
    }
}
