/// Estimates the angular velocity of a pointer about a ring centre from timestamped angle samples.
///
/// The default estimate is a least-squares line through the samples of the last `horizon` (100 ms),
/// as Flutter's and Android's trackers do, with one outlier dropped when it stands far out of line
/// (see `VelocityTracker+LeastSquares.swift`). It is 0 when the pointer rested for more than
/// `restInterval` (40 ms) before the time asked about, and clamped to ±`maximumSpeed` (4 rad/s).
///
/// Samples are unwrapped across ±π as they arrive, so raw `atan2` angles may be fed directly. A sample
/// older than the newest is ignored (out of order); one with the newest's timestamp replaces it (the
/// later report of the same instant wins); non-finite samples are ignored. The tracker keeps the
/// newest `capacity` samples in a ring buffer allocated once, at `init`.
public struct VelocityTracker: Sendable {
    /// How the velocity is estimated from the samples.
    public enum Estimator: String, Sendable, Hashable, Codable {
        /// A least-squares line over the recent samples, robust to one outlier (the default).
        case leastSquares
        /// The slope between the two newest samples: the original's estimate, kept as a baseline.
        case lastTwoSamples
    }

    /// How the velocity is estimated: the estimator, its time window, the rest rule and the clamp.
    public struct Configuration: Sendable, Hashable {
        /// How the velocity is estimated. Default `.leastSquares`.
        public var estimator: Estimator = .leastSquares
        /// How far back the fit looks from the newest sample, in seconds. Default 0.1.
        public var horizon: Double = 0.1
        /// The fewest samples a least-squares fit uses; with fewer, the slope between the two newest
        /// samples stands in (and 0 with one). Default 3.
        public var minimumFitSamples: Int = 3
        /// A pointer that has not moved for longer than this (seconds) before the time asked about has
        /// stopped: the velocity is 0. Default 0.04.
        public var restInterval: Double = 0.04
        /// Angle changes up to this (radians) do not count as movement for the rest rule, so a
        /// pointer reporting the same spot again is resting. Default 0.001 (0.2 pt at a 200 pt radius).
        public var restTolerance: Double = 0.001
        /// The estimate is clamped to ±this, in radians per second. Default 4.
        public var maximumSpeed: Double = 4

        /// The defaults listed on each property.
        public init() {}
    }

    struct Sample: Sendable {
        var time: Double
        var angle: Double
    }

    /// The most samples kept (older ones drop off first).
    public static let capacity = 64
    // An array, not `InlineArray`, which needs the Swift 6.2 runtime (macOS 26, iOS 26).
    typealias Storage = [Sample]

    /// How the velocity is estimated; fixed for the tracker's life.
    public let configuration: Configuration
    /// A ring buffer: the newest sample is at `newestIndex`, the one before it just below (mod capacity).
    var samples = Storage(repeating: Sample(time: 0, angle: 0), count: Self.capacity)
    var newestIndex = -1
    /// How many of `samples` are filled.
    public private(set) var sampleCount = 0
    /// Where and when the pointer last moved by more than `restTolerance`.
    private var lastMovement = Sample(time: 0, angle: 0)

    /// A tracker with no samples yet.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The newest sample's unwrapped angle, if any.
    public var latestAngle: Double? { sampleCount > 0 ? samples[newestIndex].angle : nil }

    /// Adds the pointer's angle at `time` (seconds), unwrapped to within half a turn of the newest sample.
    /// - Complexity: O(1).
    public mutating func addSample(angle: Double, time: Double) {
        guard angle.isFinite, time.isFinite else { return }
        guard sampleCount > 0 else {
            newestIndex = 0
            samples[0] = Sample(time: time, angle: angle)
            sampleCount = 1
            lastMovement = samples[0]
            return
        }
        let newest = samples[newestIndex]
        guard time >= newest.time else { return }
        let sample = Sample(time: time, angle: RingAngle.unwrapped(angle, near: newest.angle))
        if time > newest.time {
            newestIndex = (newestIndex + 1) % Self.capacity
            sampleCount = min(sampleCount + 1, Self.capacity)
        }
        samples[newestIndex] = sample
        if abs(sample.angle - lastMovement.angle) > configuration.restTolerance {
            lastMovement = sample
        }
    }

    /// Forgets every sample (a new gesture starts).
    public mutating func reset() {
        sampleCount = 0
        newestIndex = -1
    }

    /// The estimated angular velocity at `time` (usually the newest sample's or the release's), in
    /// radians per second: 0 with no samples or after a rest longer than `restInterval`, clamped to
    /// ±`maximumSpeed`, never NaN.
    /// - Complexity: O(k) for the k samples inside the horizon.
    public func velocity(at time: Double) -> Double {
        guard sampleCount > 0 else { return 0 }
        let now = time.isFinite ? max(time, samples[newestIndex].time) : samples[newestIndex].time
        guard now - lastMovement.time <= configuration.restInterval else { return 0 }
        let estimate: Double
        switch configuration.estimator {
        case .leastSquares:
            estimate = leastSquaresVelocity()
        case .lastTwoSamples:
            estimate = sampleCount >= 2 ? slope(from: sample(age: 1), to: sample(age: 0)) : 0
        }
        guard estimate.isFinite else { return 0 }
        return min(max(estimate, -configuration.maximumSpeed), configuration.maximumSpeed)
    }

    /// The sample `age` places before the newest (0 is the newest); `age < sampleCount`.
    func sample(age: Int) -> Sample {
        samples[(newestIndex - age + Self.capacity) % Self.capacity]
    }

    /// The slope of the line through two samples with different timestamps.
    func slope(from older: Sample, to newer: Sample) -> Double {
        (newer.angle - older.angle) / (newer.time - older.time)
    }
}
