/// Estimates the angular velocity of a pointer about a ring centre from timestamped angle samples.
///
/// The default estimate is the slope, at the newest sample, of a least-squares parabola through the
/// recent samples (`Estimator.quadratic`, as Flutter's and Android's `lsq2` trackers do), so a flick
/// that accelerates until release reads at its release speed rather than its average. The fit window
/// (`VelocityTracker+Window.swift`) holds the newest samples up to `horizon` (100 ms) old, at most
/// `maximumFitSamples` (20), ending at a gap longer than `maximumGap` (40 ms) between two samples;
/// one spike in it is dropped (`VelocityTracker+Fit.swift`). The estimate is 0 when the pointer rested
/// for more than `restInterval` (40 ms) before the time asked about, and clamped to ±`maximumSpeed`
/// (4 rad/s).
///
/// Samples are unwrapped across ±π as they arrive, so raw `atan2` angles may be fed directly. Times
/// are compared in whole microseconds: a sample older than the newest is ignored (out of order); one
/// in the newest's microsecond replaces it (the later report of the same instant wins); non-finite
/// samples are ignored. The tracker keeps the newest `capacity` samples in a ring buffer allocated
/// once, at `init`; estimating allocates nothing.
package struct VelocityTracker: Sendable {
    /// How the velocity is estimated from the samples.
    package enum Estimator: String, Sendable, Hashable, Codable {
        /// The slope at the newest sample of a least-squares parabola through the window, robust to
        /// one spike (the default).
        case quadratic
        /// The slope of a least-squares line through the same window, robust to one spike: a
        /// baseline that reads an accelerating flick at about its average speed over the window.
        case line
        /// The slope between the two newest samples: the original's estimate, kept as a baseline.
        case lastTwoSamples
    }

    /// How the velocity is estimated: the estimator, its window, the rest rule and the clamp.
    package struct Configuration: Sendable, Hashable {
        /// How the velocity is estimated. Default `.quadratic`.
        package var estimator: Estimator = .quadratic
        /// How far back the fit looks from the newest sample, in seconds, compared in whole
        /// microseconds: a sample exactly this old is in. Default 0.1.
        package var horizon: Double = 0.1
        /// The window ends at a gap longer than this (seconds) between two consecutive samples: what
        /// came before a pause says nothing about the motion after it. Default 0.04.
        package var maximumGap: Double = 0.04
        /// The most samples a fit uses (the newest ones). Default 20.
        package var maximumFitSamples: Int = 20
        /// The fewest samples a fit uses; with fewer in the window, the slope between the two newest
        /// samples stands in (and 0 with one). Default 3.
        package var minimumFitSamples: Int = 3
        /// A pointer that has not moved for longer than this (seconds) before the time asked about has
        /// stopped: the velocity is 0. Default 0.04.
        package var restInterval: Double = 0.04
        /// Angle changes up to this (radians) do not count as movement for the rest rule, so a
        /// pointer reporting the same spot again is resting. Default 0.001 (0.2 pt at a 200 pt radius).
        package var restTolerance: Double = 0.001
        /// The estimate is clamped to ±this, in radians per second. Default 4.
        package var maximumSpeed: Double = 4

        /// The defaults listed on each property.
        package init() {}
    }

    struct Sample: Sendable {
        var time: Double
        var angle: Double
        /// `time` in whole microseconds: what ordering and the window's edges compare.
        var microseconds: Int64 { VelocityTracker.microseconds(time) }
    }

    /// The most samples kept (older ones drop off first).
    package static let capacity = 64
    // An array, not `InlineArray`, which needs the Swift 6.2 runtime (macOS 26, iOS 26).
    typealias Storage = [Sample]

    /// How the velocity is estimated; fixed for the tracker's life.
    package let configuration: Configuration
    /// A ring buffer: the newest sample is at `newestIndex`, the one before it just below (mod capacity).
    var samples = Storage(repeating: Sample(time: 0, angle: 0), count: Self.capacity)
    var newestIndex = -1
    /// How many of `samples` are filled.
    package private(set) var sampleCount = 0
    /// Where and when the pointer last moved by more than `restTolerance`.
    private var lastMovement = Sample(time: 0, angle: 0)

    /// A tracker with no samples yet.
    package init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The newest sample's unwrapped angle, if any.
    package var latestAngle: Double? { sampleCount > 0 ? samples[newestIndex].angle : nil }

    /// Adds the pointer's angle at `time` (seconds), unwrapped to within half a turn of the newest sample.
    /// - Complexity: O(1).
    package mutating func addSample(angle: Double, time: Double) {
        guard angle.isFinite, time.isFinite else { return }
        let microseconds = Self.microseconds(time)
        guard sampleCount > 0 else {
            newestIndex = 0
            samples[0] = Sample(time: time, angle: angle)
            sampleCount = 1
            lastMovement = samples[0]
            return
        }
        let newest = samples[newestIndex]
        guard microseconds >= newest.microseconds else { return }
        let sample = Sample(time: time, angle: RingAngle.unwrapped(angle, near: newest.angle))
        if microseconds > newest.microseconds {
            newestIndex = (newestIndex + 1) % Self.capacity
            sampleCount = min(sampleCount + 1, Self.capacity)
        }
        samples[newestIndex] = sample
        if abs(sample.angle - lastMovement.angle) > configuration.restTolerance {
            lastMovement = sample
        }
    }

    /// Forgets every sample (a new gesture starts).
    package mutating func reset() {
        sampleCount = 0
        newestIndex = -1
    }

    /// The estimated angular velocity at `time` (usually the newest sample's or the release's), in
    /// radians per second: 0 with no samples or after a rest longer than `restInterval`, clamped to
    /// ±`maximumSpeed`, never NaN.
    /// - Complexity: O(k²) for the k ≤ `maximumFitSamples` samples in the window (k ≤ 20: a few
    ///   hundred multiplications), no allocation.
    package func velocity(at time: Double) -> Double {
        guard sampleCount > 0 else { return 0 }
        let now = time.isFinite ? max(time, samples[newestIndex].time) : samples[newestIndex].time
        guard now - lastMovement.time <= configuration.restInterval else { return 0 }
        let estimate = switch configuration.estimator {
        case .quadratic: fittedVelocity(degree: 2)
        case .line: fittedVelocity(degree: 1)
        case .lastTwoSamples: twoSampleVelocity()
        }
        guard estimate.isFinite else { return 0 }
        return min(max(estimate, -configuration.maximumSpeed), configuration.maximumSpeed)
    }

    /// The slope between the two newest samples, or 0 with fewer than two.
    func twoSampleVelocity() -> Double {
        guard sampleCount >= 2 else { return 0 }
        let older = sample(age: 1), newer = sample(age: 0)
        return (newer.angle - older.angle) / (newer.time - older.time)
    }

    /// The sample `age` places before the newest (0 is the newest); `age < sampleCount`.
    func sample(age: Int) -> Sample {
        samples[(newestIndex - age + Self.capacity) % Self.capacity]
    }

    /// `seconds` in whole microseconds, held within ±4·10¹⁸ so that differences cannot overflow.
    static func microseconds(_ seconds: Double) -> Int64 {
        guard !seconds.isNaN else { return 0 }
        return Int64(min(max(seconds * 1e6, -4e18), 4e18).rounded())
    }
}
