import Dispatch
import Foundation
import OrbitNetwork

/// Decodes avatar files on threads of its own and hands the results to the render thread as plain
/// `PixelBuffer`s.
///
/// The render thread `submit`s requests and `cancel`s them; once per frame it calls
/// `takeResults(maxBytes:)`. Requests are decoded in submission order (within each source's share, below) by at most `maxConcurrentDecodes`
/// worker threads, started on demand (not Dispatch's shared pool) and run at a lower priority
/// (`BackgroundPriority`), so decoding never takes the frame loop's core. A request cancelled before a worker
/// picks it up is never decoded; one cancelled while decoding is discarded when it finishes. A missing,
/// undecodable or oversized file (or one that is not a regular file) gives a failure result and one warning
/// per file, and is not read again: later requests for it fail at once.
///
/// Each request is decoded for its diameter: a JPEG at the smallest scale n/8 that covers it (`JPEGDecoding`).
/// The memory running decodes hold is bounded in bytes, not by the number of threads: each decode reserves what
/// its header says it will hold before allocating it, and waits, without using the CPU, while that would take
/// the total past `maxDecodeBytes` (a decode larger than the whole budget runs alone).
///
/// A decode that works longer than `stallTimeout` (a hung network mount, say; time spent waiting for the byte
/// budget above does not count) fails as stalled and its worker
/// is written off and replaced, so a hung source holds no decoder; the decode is told to stop (a JPEG decode
/// stops within a few rows or a scan; a read hung in the kernel or an SDL_image decode runs on, its memory
/// still counted). At most `maxStalledWorkers` threads may be written off at once (beyond that, no
/// replacements: the pipeline runs with fewer workers). A stall
/// passes: requests for the file fail at once for `stallRetryDelay` seconds, then the next one reads it again;
/// each stall of such a retry doubles the delay, up to `maxStallRetryDelay`, and a read that succeeds resets
/// it. The failure says when (`AvatarLoadError.retryAfter`); the file is warned about once, at its first stall.
/// Stalls and retry delays are timed by the `clock` given to `init` (the system's monotonic uptime by default),
/// and decodes are written off only in `takeResults(maxBytes:)`: a test that moves its own clock past
/// `stallTimeout` gets the write-off at its next call, with no real waiting.
///
/// A slow or hung source cannot hold more than its share of the decoders: a file's source is its directory
/// (the path up to its last `/`, compared as written; links and mounts are not resolved), and at most
/// `maxDecodesPerSource` (half the workers, rounded up) decodes from one source run while requests from
/// another source wait. A source alone with waiting requests may use every worker; as they finish, the freed
/// workers go to other sources' requests that arrived meanwhile.
///
/// Thread-safe: every method may be called from any thread.
public final class DecodePipeline: Sendable {
    /// How many decodes may run at once. Default: the active processor cores; the workers run at lower
    /// priority (`BackgroundPriority`), so the frame loop still gets its core when it needs it.
    public let maxConcurrentDecodes: Int
    /// Bounds on accepted files; larger ones fail with `AvatarLoadError.tooLarge`.
    public let limits: ImageLimits
    /// Where failures are reported, once per file.
    public let warnings: WarningLog
    /// Most decodes from one source (a file's directory) at once while another source has requests waiting:
    /// half of `maxConcurrentDecodes`, rounded up (so at least 1).
    public let maxDecodesPerSource: Int
    /// Seconds after which a running decode is written off as stalled. Default 10: a decode takes milliseconds,
    /// but decoders run at lower priority, and on a busy 2-core machine 2 s wrote off healthy files.
    public let stallTimeout: Double
    /// Most written-off workers at once. Default 8.
    public let maxStalledWorkers: Int
    /// Seconds a file whose decode stalled fails at once before it is read again. Default 30.
    public let stallRetryDelay: Double
    /// The most that delay grows to, doubling with each stall of a retry. Default 480 (30 s doubled 4 times).
    public let maxStallRetryDelay: Double
    /// The most bytes running decodes reserve at once (a single decode may exceed it, alone). Default 128 MiB:
    /// two progressive 4096 × 4096 JPEGs' coefficients, or hundreds of 256-pixel avatars.
    public let maxDecodeBytes: Int
    /// Whether the workers lower their priority (`BackgroundPriority`). Default `true`, so decoding never takes the
    /// frame loop's core; a caller that only waits for the decodes (a test, a batch tool) may keep them at its own.
    public let lowersWorkerPriority: Bool

    /// The default number of decode threads: the active cores (they run at lower priority).
    public static let defaultConcurrency = max(1, ProcessInfo.processInfo.activeProcessorCount)

    private let loader: any AvatarImageLoading
    /// Monotonic nanoseconds: when decodes start, whether they stalled, and when a stalled file is read again.
    private let clock: @Sendable () -> UInt64
    private let budget: DecodeMemoryBudget
    private let state: Lock<DecodePipelineState>
    private let running = DispatchGroup()

    /// A pipeline with no requests yet.
    ///
    /// - Parameters:
    ///   - maxConcurrentDecodes: the bound on simultaneous decodes; values below 1 count as 1.
    ///   - limits: bounds on accepted files.
    ///   - loader: reads files into pixels; SDL_image by default.
    ///   - warnings: where failures are reported.
    ///   - stallTimeout: seconds after which a running decode is written off as stalled.
    ///   - maxStalledWorkers: most written-off worker threads at once.
    ///   - stallRetryDelay: seconds a stalled file fails at once before it is read again.
    ///   - maxStallRetryDelay: the most that delay doubles up to.
    ///   - maxDecodeBytes: the most bytes running decodes reserve at once; values below 1 count as 1.
    ///   - clock: monotonic nanoseconds, by which stalls and retry delays are timed (read when a decode starts
    ///     or finishes, around its waits for memory and in `takeResults(maxBytes:)`);
    ///     `DispatchTime.now().uptimeNanoseconds` by default. A clock that never moves means no decode is ever
    ///     written off.
    ///   - lowersWorkerPriority: whether the workers run at lower priority.
    public init(
        maxConcurrentDecodes: Int = DecodePipeline.defaultConcurrency,
        limits: ImageLimits = ImageLimits(),
        loader: any AvatarImageLoading = SDLImageLoader(),
        warnings: WarningLog = WarningLog(),
        stallTimeout: Double = 10,
        maxStalledWorkers: Int = 8,
        stallRetryDelay: Double = 30,
        maxStallRetryDelay: Double = 480,
        maxDecodeBytes: Int = 128 << 20,
        clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
        lowersWorkerPriority: Bool = true
    ) {
        self.lowersWorkerPriority = lowersWorkerPriority
        self.maxConcurrentDecodes = max(1, maxConcurrentDecodes)
        maxDecodesPerSource = (self.maxConcurrentDecodes + 1) / 2
        self.limits = limits
        self.loader = loader
        self.clock = clock
        self.warnings = warnings
        self.stallTimeout = stallTimeout
        self.maxStalledWorkers = maxStalledWorkers
        self.stallRetryDelay = stallRetryDelay
        self.maxStallRetryDelay = maxStallRetryDelay
        budget = DecodeMemoryBudget(capacity: maxDecodeBytes, clock: clock)
        self.maxDecodeBytes = budget.capacity
        state = Lock(DecodePipelineState(
            maxWorkers: self.maxConcurrentDecodes, maxPerSource: maxDecodesPerSource, retryDelay: Self.nanoseconds(stallRetryDelay),
            maxRetryDelay: Self.nanoseconds(maxStallRetryDelay), budget: budget))
    }

    /// `seconds` in nanoseconds: negative or NaN counts as 0, beyond `UInt64` as `UInt64.max` (never).
    static func nanoseconds(_ seconds: Double) -> UInt64 {
        let nanoseconds = seconds * 1e9
        guard nanoseconds < Double(UInt64.max) else { return nanoseconds.isNaN ? 0 : .max }
        return UInt64(max(0, nanoseconds))
    }

    /// Asks for `request.personID`'s avatar. A request equal to the person's current one does
    /// nothing; a different one replaces it (a waiting request keeps its place in line).
    ///
    /// - Complexity: amortised O(1).
    public func submit(_ request: AvatarRequest) {
        let startsWorker = state.withLock { state in
            state.submit(request)
        }
        if startsWorker { startWorker() }
    }

    /// Withdraws the person's request: not yet started → never decoded; decoding → its result is
    /// dropped; finished but not yet taken → dropped. Does nothing for unknown people.
    ///
    /// - Complexity: O(1).
    public func cancel(personID: String) {
        state.withLock { $0.cancel(personID) }
    }

    /// Withdraws every request.
    ///
    /// - Complexity: O(requests).
    public func cancelAll() {
        state.withLock { state in
            for personID in Array(state.entries.keys) { state.cancel(personID) }
        }
    }

    /// The finished results in completion order, each person's request leaving the pipeline as it is
    /// taken: successful images of at most `maxBytes` pixel bytes in all (at least one, so a large image
    /// cannot wait forever); failures cost nothing to handle and are returned as they come. Decodes stalled
    /// past `stallTimeout` are written off first and come back as failures that pass (`retryAfter`).
    ///
    /// - Complexity: O(results returned + dropped stale results + decodes running).
    public func takeResults(maxBytes: Int) -> [DecodedAvatar] {
        let (results, replacements) = state.withLock { state in
            // The clock is read under the lock, so no job can be stamped later than `now`.
            let replacements = state.writeOffStalled(
                now: clock(), timeout: Self.nanoseconds(stallTimeout), maxStalled: maxStalledWorkers)
            return (state.takeResults(maxBytes: maxBytes), replacements)
        }
        for _ in 0..<replacements.writtenOff { running.leave() }
        for _ in 0..<replacements.started { startWorker() }
        for stall in replacements.stalls { warnings.warnOnce(about: stall.path, stall.description) }
        return results
    }

    /// A consistent snapshot of the counters (the memory ones read just after the others).
    public var statistics: DecodeStatistics {
        var statistics = state.withLock { $0.statistics }
        (statistics.bytesInFlight, statistics.peakBytesInFlight, statistics.memoryWaits) = budget.usage
        return statistics
    }

    /// Blocks until no request is waiting or decoding, or `timeout` seconds pass.
    /// - Returns: whether the pipeline went idle in time.
    @discardableResult
    public func waitUntilIdle(timeout: Double) -> Bool {
        running.wait(timeout: .now() + timeout) == .success
    }

    private func startWorker() {
        running.enter()
        let thread = Thread { [self] in work() }
        thread.name = "orbit-decoder"
        thread.start()
    }

    /// One worker thread: lowers its own priority (it is ours, so nothing else inherits it) unless told not to,
    /// then decodes waiting requests until none is left or it is written off as stalled.
    private func work() {
        if lowersWorkerPriority { _ = BackgroundPriority.lowerCurrentThread() }
        var job = state.withLock { $0.startNext(now: clock()) }
        while let current = job {
            let onMainThread = Thread.isMainThread
            let image = decode(current)
            // A decode told to stop was written off: its file is warned about as stalled, not as this failure.
            if case .failure(let error) = image, !current.control.isCancelled {
                warnings.warnOnce(about: error.path, error.description)
            }
            let next: DecodePipelineState.Next = state.withLock {
                $0.finish(current, image: image, onMainThread: onMainThread, now: clock())
            }
            switch next {
            case .job(let another): job = another
            case .idle: job = nil
            case .writtenOff: return  // its slot was already given to a replacement
            }
        }
        running.leave()
    }

    /// Decodes `job` for its diameter, giving back the memory it reserved once the image is prepared.
    private func decode(_ job: DecodePipelineState.Job) -> Result<DecodedImage, AvatarLoadError> {
        defer { job.control.releaseReservation() }
        do throws(AvatarLoadError) {
            let options = ImageDecodeOptions(limits: limits, side: job.request.diameter, control: job.control)
            let source: LoadedImage
            if let bytes = job.request.bytes {
                source = try loader.loadImage(bytes: bytes, source: job.request.path, options: options)
            } else {
                source = try loader.loadImage(atPath: job.request.path, options: options)
            }
            return .success(DecodedImage(pixels: job.request.prepare(source.pixels), nativeSide: source.nativeSide))
        } catch {
            return .failure(error)
        }
    }
}

/// Prepared pixels and the size of the image they came from.
public struct DecodedImage: Sendable {
    /// The prepared pixels: downscaled, round, desaturated if asked.
    public var pixels: PixelBuffer
    /// The source image's shorter side: a larger request gains nothing.
    public var nativeSide: Int
}

/// A finished decode as the render thread receives it.
public struct DecodedAvatar: Sendable {
    /// The request this answers.
    public var request: AvatarRequest
    /// The prepared image (downscaled, round, desaturated if asked), or why there is none.
    public var image: Result<DecodedImage, AvatarLoadError>
}
