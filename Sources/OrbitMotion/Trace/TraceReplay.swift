import OrbitGeometry

/// Plays a `PointerTrace`'s pointer events through a `RingSpinner`, frame by frame (a `cancel` releases the ring
/// where the pointer last was; leave, wheel, key and text events are skipped: they drive the app, not the ring).
///
/// `advance(to:)` applies every event up to a time and reports the frame there, so a live caller (the
/// demo's `--replay`) can step it by its own clock; `record(_:configuration:)` produces every frame of
/// the trace at once (`orbit-layout spin`).
package struct TraceReplay: Sendable {
    /// One presented frame.
    package struct Frame: Sendable, Hashable, Codable {
        /// The frame's timestamp, seconds.
        package var t: Double
        /// The ring offset, radians.
        package var offset: Double
        /// The ring's angular velocity, radians per second (see `RingSpinner.velocity(at:)`).
        package var velocity: Double
        /// What the ring was doing in this frame.
        package var phase: RingSpinner.Phase
    }

    /// Every frame of a trace and what its last release did.
    package struct Recording: Sendable, Hashable, Codable {
        /// Every frame, at the trace's frame rate.
        package var frames: [Frame]
        /// The last release in the trace (earlier releases show in the frames), or `nil` when the
        /// pointer never went up. Encoded as `null` then, so the key is always present.
        package var release: RingSpinner.Release?

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(frames, forKey: .frames)
            try container.encode(release, forKey: .release)
        }
    }

    /// The trace being played.
    package let trace: PointerTrace
    /// The spinner the events drive.
    package private(set) var spinner: RingSpinner
    /// What the most recent release did, if the pointer went up yet.
    package private(set) var lastRelease: RingSpinner.Release?
    /// The index of the next event to apply.
    private var nextEvent = 0
    /// Where the pointer last was, where a `cancel` releases the ring.
    private var pointer = OrbitPoint(x: 0, y: 0)

    /// A replay of `trace` (validated first) on a spinner with `configuration`, starting at offset 0.
    /// - Throws: `PointerTrace.Invalid` when the trace cannot be replayed.
    package init(_ trace: PointerTrace, configuration: RingSpinner.Configuration = .init()) throws(PointerTrace.Invalid) {
        try trace.validate()
        self.trace = trace
        spinner = RingSpinner(center: trace.center, configuration: configuration)
    }

    /// The timestamp of frame `index`: the first event's time plus `index / fps`.
    package func frameTime(_ index: Int) -> Double {
        (trace.events.first?.t ?? 0) + Double(index) / trace.fps
    }

    /// Applies every event with `t ≤ time` not applied yet, then reports the frame at `time`.
    package mutating func advance(to time: Double) -> Frame {
        while nextEvent < trace.events.count, trace.events[nextEvent].t <= time {
            apply(trace.events[nextEvent])
            nextEvent += 1
        }
        return Frame(t: time, offset: spinner.offset(at: time), velocity: spinner.velocity(at: time), phase: spinner.phase(at: time))
    }

    /// Applies the events that come after the last frame, so `lastRelease` covers the whole trace.
    package mutating func finish() {
        _ = advance(to: .infinity)
    }

    private mutating func apply(_ event: PointerEvent) {
        switch event.type {
        case .down: spinner.press(at: event.point, time: event.t)
        case .move: spinner.move(to: event.point, time: event.t)
        case .up: lastRelease = spinner.release(at: event.point, time: event.t) ?? lastRelease
        case .cancel: lastRelease = spinner.release(at: pointer, time: event.t) ?? lastRelease
        case .leave, .wheel, .key, .text, .pinch, .twist: break  // zoom and keys belong to the app, not to one ring
        }
        if event.type.isPointer { pointer = event.point }
    }

    /// Every frame of `trace` (one per `1/fps` from the first event up to `duration`) and its last release.
    /// - Throws: `PointerTrace.Invalid` when the trace cannot be replayed.
    /// - Complexity: O(frames + events).
    package static func record(
        _ trace: PointerTrace, configuration: RingSpinner.Configuration = .init()
    ) throws(PointerTrace.Invalid) -> Recording {
        var replay = try TraceReplay(trace, configuration: configuration)
        var frames: [Frame] = []
        frames.reserveCapacity(trace.frameCount)
        for index in 0..<trace.frameCount {
            frames.append(replay.advance(to: replay.frameTime(index)))
        }
        replay.finish()
        return Recording(frames: frames, release: replay.lastRelease)
    }
}
