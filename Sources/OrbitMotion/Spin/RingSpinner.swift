import OrbitGeometry

/// Turns one ring under a pointer and lets it coast to a stop: one spinner per ring, each on its own.
///
/// While pressed, the ring follows the pointer's angle about `center` so the spot under the pointer
/// stays under it (grab), unwrapped across ±π however many turns the pointer makes. On release the
/// pointer's angular velocity is estimated (`VelocityTracker`); above `inertiaThreshold` the ring coasts
/// as `Configuration.coast` says, by default slowing like a scroll view from exactly the release
/// velocity (`Deceleration.scrollView`). A press while it coasts catches the ring at its presented
/// offset and starts a new drag. A pointer exactly on the
/// centre has no angle: such positions are ignored (a press there still catches the ring, and the grab
/// begins at the first position with an angle).
///
/// Time is always passed in (seconds on the caller's clock, e.g. frame or event timestamps).
public struct RingSpinner: Sendable {
    /// What the ring is doing.
    package enum Phase: String, Sendable, Hashable, Codable {
        /// At rest.
        case idle
        /// Following a pressed pointer.
        case drag
        /// Coasting after a fling.
        case inertia
    }

    /// What a release did.
    public struct Release: Sendable, Hashable, Codable {
        /// The estimated angular velocity at release, radians per second (clamped).
        public var velocity: Double
        /// Whether the ring coasts (the speed exceeded the inertia threshold).
        public var inertia: Bool
        /// How far the ring coasts, in radians (0 without inertia).
        public var distance: Double
    }

    private enum State: Sendable {
        case resting(offset: Double)
        case dragging(Drag)
        case coasting(Motion)
    }

    private struct Drag: Sendable {
        /// The ring's offset when the grab began.
        var offsetAtGrab: Double
        /// The pointer's unwrapped angle when the grab began and now; `nil` until the pointer has
        /// been somewhere other than the centre.
        var grabAngle: Double?
        var pointerAngle: Double?

        var offset: Double {
            guard let grabAngle, let pointerAngle else { return offsetAtGrab }
            return offsetAtGrab + (pointerAngle - grabAngle)
        }
    }

    /// A coast in progress: along a timing curve (a programmatic turn, the original fling) or a decay.
    private enum Motion: Sendable {
        case curve(startOffset: Double, distance: Double, tween: Tween)
        case decay(startOffset: Double, startTime: Double, velocity: Double, deceleration: Deceleration)

        func offset(at time: Double) -> Double {
            switch self {
            case .curve(let start, let distance, let tween):
                start + distance * tween.progress(at: time)
            case .decay(let start, let startTime, let velocity, let deceleration):
                start + deceleration.travel(after: time - startTime, releaseVelocity: velocity)
            }
        }

        func velocity(at time: Double) -> Double {
            switch self {
            case .curve(_, let distance, let tween):
                distance * tween.progressRate(at: time)
            case .decay(_, let startTime, let velocity, let deceleration):
                time < startTime ? 0 : deceleration.velocity(after: time - startTime, releaseVelocity: velocity)
            }
        }

        func isFinished(at time: Double) -> Bool {
            switch self {
            case .curve(_, _, let tween):
                tween.isFinished(at: time)
            case .decay(_, let startTime, let velocity, let deceleration):
                time >= startTime + deceleration.duration(releaseVelocity: velocity)
            }
        }

        var endOffset: Double {
            switch self {
            case .curve(let start, let distance, _): start + distance
            case .decay(let start, _, let velocity, let deceleration): start + deceleration.distance(releaseVelocity: velocity)
            }
        }
    }

    /// The ring's centre, about which pointer angles are measured.
    public var center: OrbitPoint
    /// How the ring spins; fixed for the spinner's life.
    package let configuration: Configuration
    private var state: State
    private var tracker: VelocityTracker

    /// A resting ring at `offset` radians about `center` that coasts like a scroll view after a fling, or —
    /// `reducedMotion`, for people who ask for less motion — a fifth as far, resting within 0.35 s.
    public init(center: OrbitPoint, offset: Double = 0, reducedMotion: Bool = false) {
        self.init(center: center, offset: offset, configuration: reducedMotion ? .reducedMotion : Configuration())
    }

    /// A resting ring at `offset` radians about `center` that spins as `configuration` says.
    package init(center: OrbitPoint, offset: Double = 0, configuration: Configuration) {
        self.center = center
        self.configuration = configuration
        state = .resting(offset: offset.isFinite ? offset : 0)
        tracker = VelocityTracker(configuration: configuration.velocityTracking)
    }

    /// The ring offset φ presented at `time`, in radians (unbounded: it counts whole turns).
    /// - Complexity: O(1), no allocation: safe to call for every ring on every frame.
    public func offset(at time: Double) -> Double {
        switch state {
        case .resting(let offset): offset
        case .dragging(let drag): drag.offset
        case .coasting(let coast): coast.offset(at: time)
        }
    }

    /// The ring's angular velocity at `time`, radians per second: while dragging, the tracker's estimate
    /// (what a release now would fling with); while coasting, the coast's speed; else 0.
    public func velocity(at time: Double) -> Double {
        switch state {
        case .resting: 0
        case .dragging: tracker.velocity(at: time)
        case .coasting(let coast): coast.velocity(at: time)
        }
    }

    /// What the ring is doing at `time` (coasting ends when the ring comes to rest).
    package func phase(at time: Double) -> Phase {
        switch state {
        case .resting: .idle
        case .dragging: .drag
        case .coasting(let coast): coast.isFinished(at: time) ? .idle : .inertia
        }
    }

    /// Whether a pointer is pressed on the ring.
    public var isDragging: Bool {
        if case .dragging = state { return true }
        return false
    }

    /// The pointer went down at `point`: the ring stops where it is presented at `time` and follows
    /// the pointer from here. A press while already dragging re-grabs at the current offset.
    public mutating func press(at point: OrbitPoint, time: Double) {
        state = .dragging(Drag(offsetAtGrab: offset(at: time)))
        tracker.reset()
        move(to: point, time: time)
    }

    /// The pressed pointer moved to `point`. Ignored when not dragging or when `point` is the centre.
    public mutating func move(to point: OrbitPoint, time: Double) {
        guard case .dragging(var drag) = state, let raw = RingAngle.of(point, about: center) else { return }
        let angle = drag.pointerAngle.map { RingAngle.unwrapped(raw, near: $0) } ?? raw
        if drag.grabAngle == nil { drag.grabAngle = angle }
        drag.pointerAngle = angle
        state = .dragging(drag)
        tracker.addSample(angle: angle, time: time)
    }

    /// Turns the ring from where it is presented at `time` to `target` (radians, unbounded) over `duration`
    /// seconds along `curve` (default 0.45 s ease-in-out), as a programmatic coast: a press catches it as it
    /// catches a fling. Ignored while dragging or for a non-finite target; a non-positive duration jumps.
    package mutating func turn(to target: Double, time: Double, duration: Double = 0.45, curve: CubicBezier = .easeInOut) {
        guard !isDragging, target.isFinite else { return }
        let start = offset(at: time)
        guard duration > 0 else { return state = .resting(offset: target) }
        state = .coasting(.curve(startOffset: start, distance: target - start, tween: Tween(startTime: time, duration: duration, curve: curve)))
    }

    /// Where the ring comes to rest: the end of its coast, or where it is.
    package var restingOffset: Double {
        switch state {
        case .resting(let offset): offset
        case .dragging(let drag): drag.offset
        case .coasting(let coast): coast.endOffset
        }
    }

    /// The pointer went up at `point` at `time`: the ring coasts or rests.
    ///
    /// An up where the pointer already was adds no velocity sample (it would read as a sudden stop);
    /// whether the pointer had stopped is the rest rule's call (`VelocityTracker.Configuration.restInterval`).
    /// - Returns: what the release did, or `nil` when no pointer was pressed.
    @discardableResult
    public mutating func release(at point: OrbitPoint, time: Double) -> Release? {
        guard case .dragging(let drag) = state else { return nil }
        if let raw = RingAngle.of(point, about: center), let last = drag.pointerAngle,
           abs(RingAngle.unwrapped(raw, near: last) - last) > configuration.velocityTracking.restTolerance {
            move(to: point, time: time)
        }
        let offset = offset(at: time)
        let velocity = tracker.velocity(at: time)
        tracker.reset()
        let distance: Double, motion: Motion
        switch configuration.coast {
        case .decay(let deceleration):
            distance = deceleration.distance(releaseVelocity: velocity)
            motion = .decay(startOffset: offset, startTime: time, velocity: velocity, deceleration: deceleration)
        case .original:
            distance = velocity * Coast.originalDuration
            motion = .curve(startOffset: offset, distance: distance,
                            tween: Tween(startTime: time, duration: Coast.originalDuration, curve: .orbitFling))
        }
        guard abs(velocity) > configuration.inertiaThreshold, distance != 0 else {
            state = .resting(offset: offset)
            return Release(velocity: velocity, inertia: false, distance: 0)
        }
        state = .coasting(motion)
        return Release(velocity: velocity, inertia: true, distance: distance)
    }
}
