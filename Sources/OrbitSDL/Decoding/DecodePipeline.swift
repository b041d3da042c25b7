import Dispatch
import Foundation

/// Decodes avatar files off the main thread with bounded concurrency and hands the results to the
/// render thread as plain `PixelBuffer`s.
///
/// The render thread `submit`s requests as people come into view and `cancel`s them as they leave;
/// once per frame it calls `takeResults(maxImages:)` and uploads what it got. Requests are decoded
/// in submission order by at most `maxConcurrentDecodes` workers. A request cancelled before a
/// worker picks it up is never decoded; one cancelled while decoding is discarded when it finishes.
/// A missing, undecodable or oversized file gives a failure result and one warning per file.
///
/// Thread-safe: every method may be called from any thread.
public final class DecodePipeline: Sendable {
    /// How many decodes may run at once. Default: the number of active processor cores.
    public let maxConcurrentDecodes: Int
    /// Bounds on accepted files; larger ones fail with `AvatarLoadError.tooLarge`.
    public let limits: ImageLimits
    /// Where failures are reported, once per file.
    public let warnings: WarningLog

    private let loader: any AvatarImageLoading
    private let state = Locked(DecodePipelineState())
    private let running = DispatchGroup()

    /// - Parameters:
    ///   - maxConcurrentDecodes: the bound on simultaneous decodes; values below 1 count as 1.
    ///   - limits: bounds on accepted files.
    ///   - loader: reads files into pixels; SDL_image by default.
    ///   - warnings: where failures are reported.
    public init(
        maxConcurrentDecodes: Int = ProcessInfo.processInfo.activeProcessorCount,
        limits: ImageLimits = ImageLimits(),
        loader: any AvatarImageLoading = SDLImageLoader(),
        warnings: WarningLog = WarningLog()
    ) {
        self.maxConcurrentDecodes = max(1, maxConcurrentDecodes)
        self.limits = limits
        self.loader = loader
        self.warnings = warnings
    }

    /// Asks for `request.personID`'s avatar. A request equal to the person's current one does
    /// nothing; a different one replaces it (a waiting request keeps its place in line).
    ///
    /// - Complexity: amortised O(1).
    public func submit(_ request: AvatarRequest) {
        let startsWorker = state.withLock { state in
            state.submit(request, maxWorkers: maxConcurrentDecodes)
        }
        if startsWorker {
            running.enter()
            DispatchQueue.global(qos: .userInitiated).async { self.work() }
        }
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
    /// taken. At most `maxImages` successful images are returned (the per-frame upload budget);
    /// failures cost nothing to handle and are returned as they come.
    ///
    /// - Complexity: O(results returned + dropped stale results).
    public func takeResults(maxImages: Int) -> [DecodedAvatar] {
        state.withLock { $0.takeResults(maxImages: maxImages) }
    }

    /// A consistent snapshot of the counters.
    public var statistics: DecodeStatistics {
        state.withLock { $0.statistics }
    }

    /// Blocks until no request is waiting or decoding, or `timeout` seconds pass.
    /// - Returns: whether the pipeline went idle in time.
    @discardableResult
    public func waitUntilIdle(timeout: Double) -> Bool {
        running.wait(timeout: .now() + timeout) == .success
    }

    /// One worker: decodes waiting requests until none is left, at a lower scheduling priority (see
    /// `BackgroundPriority`) so that a busy decode queue never starves the render thread of a core.
    private func work() {
        let priority = BackgroundPriority.lowerCurrentThread()
        defer { priority.restore() }
        while let job = state.withLock({ $0.startNext() }) {
            let onMainThread = Thread.isMainThread
            let image = decode(job.request)
            if case .failure(let error) = image {
                warnings.warnOnce(about: error.path, error.description)
            }
            state.withLock { $0.finish(job, image: image, onMainThread: onMainThread) }
        }
        running.leave()
    }

    private func decode(_ request: AvatarRequest) -> Result<PixelBuffer, AvatarLoadError> {
        do throws(AvatarLoadError) {
            return .success(request.prepare(try loader.loadImage(atPath: request.path, limits: limits)))
        } catch {
            return .failure(error)
        }
    }
}

/// A finished decode as the render thread receives it.
public struct DecodedAvatar: Sendable {
    public var request: AvatarRequest
    /// The prepared image (downscaled, round, desaturated if asked), or why there is none.
    public var image: Result<PixelBuffer, AvatarLoadError>
}
