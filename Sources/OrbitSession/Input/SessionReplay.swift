import OrbitMotion

/// A recorded trace (the demo's `--replay` format: pointer (with leave and cancel), wheel, key, text, pinch and twist events) played into a
/// session on a virtual clock of `step` seconds per frame, so every front end replays it alike.
package struct SessionReplay: Sendable {
    /// The virtual frame step: 1/60 s.
    package static let step = 1.0 / 60

    /// The trace played.
    package let trace: PointerTrace
    /// Frames the replay runs: from t = 0 through the trace's `duration`.
    package let frameCount: Int
    private var next = 0

    /// A replay of `trace`.
    /// - Throws: `PointerTrace.Invalid` naming the field when the trace cannot be replayed (see
    ///   `PointerTrace.validate()`) or runs too many frames.
    package init(_ trace: PointerTrace) throws(PointerTrace.Invalid) {
        try trace.validate()
        frameCount = try trace.playbackFrameCount(step: Self.step)
        self.trace = trace
    }

    /// The time of frame `index`.
    package static func time(ofFrame index: Int) -> Double { Double(index) * step }

    /// The inputs of the events not yet played whose time is at most `time`, in order.
    package mutating func inputs(until time: Double) -> [SessionInput] {
        var inputs: [SessionInput] = []
        while next < trace.events.count, trace.events[next].t <= time {
            if let input = Self.input(for: trace.events[next]) { inputs.append(input) }
            next += 1
        }
        return inputs
    }

    /// The session input of a trace event (`nil` for a key event without a key name).
    package static func input(for event: PointerEvent) -> SessionInput? {
        switch event.type {
        case .down: .pointerDown(event.point, time: event.t, source: event.source)
        case .move: .pointerMoved(event.point, time: event.t, source: event.source)
        case .up: .pointerUp(event.point, time: event.t, source: event.source)
        case .leave: .pointerLeft(time: event.t)
        case .cancel: .pointerCancelled(time: event.t)
        case .wheel: .wheel(notches: event.dy ?? 0, at: event.point, time: event.t)
        case .key: KeyChord(event.key ?? "").map { .key($0, time: event.t) }
        case .text: .text(event.text ?? "", time: event.t)
        case .pinch: .pinch(scale: event.scale ?? 1, about: event.point, time: event.t)
        case .twist: .twist(radians: event.angle ?? 0, about: event.point, time: event.t)
        }
    }
}

extension OrbitSession {
    /// Plays `replay` from its first frame and returns the last frame.
    /// - Throws: `SessionError` when a frame cannot be drawn.
    package mutating func play(_ replay: SessionReplay) throws(SessionError) -> SessionFrame {
        var replay = replay
        var last: SessionFrame?
        for index in 0..<max(1, replay.frameCount) {
            let time = SessionReplay.time(ofFrame: index)
            for input in replay.inputs(until: time) { handle(input) }
            last = try advance(to: time)
        }
        return last!
    }
}
