import OrbitNetwork

/// One decode's link to the pipeline running it: whether the decode is still wanted, and the memory it may
/// hold. A loader reserves what its decode will hold before allocating it (`reserve(bytes:for:)`), and stops
/// soon once `isCancelled`; the pipeline cancels a decode it writes off as stalled, and gives back its
/// reservation once the loader has returned. Time spent waiting for memory is kept apart (`workingTime`): a
/// decode queued behind others' bytes is not stalled.
///
/// Thread-safe.
public final class DecodeControl: Sendable {
    private struct State {
        var cancelled = false
        var reserved = 0
        /// Nanoseconds spent in finished waits for memory, and since when the decode waits now (by the budget's clock).
        var waited: UInt64 = 0
        var waitingSince: UInt64?
    }

    private let budget: DecodeMemoryBudget?
    private let state = Lock(State())

    /// A control that is never cancelled and grants any memory at once: for a decode outside a pipeline.
    public init() {
        budget = nil
    }

    /// A control whose reservations come from `budget`.
    init(budget: DecodeMemoryBudget?) {
        self.budget = budget
    }

    /// Whether the decode is no longer wanted: a loader should stop and throw `stopped(path:)`.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Reserves `bytes` for the decode of `path`, waiting while the pipeline's running decodes hold too much.
    /// - Throws: `stopped(path:)` when the decode is cancelled before or while it waits.
    public func reserve(bytes: Int, for path: String) throws(AvatarLoadError) {
        guard let budget else {
            guard !isCancelled else { throw Self.stopped(path: path) }
            return
        }
        let since = budget.clock()
        state.withLock { $0.waitingSince = since }
        let granted = budget.reserve(max(0, bytes)) { !isCancelled }
        let now = budget.clock()
        state.withLock { state in
            state.waited += now > since ? now - since : 0
            state.waitingSince = nil
            if granted { state.reserved += max(0, bytes) }
        }
        guard granted else { throw Self.stopped(path: path) }
    }

    /// Nanoseconds from `started` to `now` that the decode spent working: less its waits for memory, the one under
    /// way included. 0 when `now` is not after `started`.
    func workingTime(since started: UInt64, now: UInt64) -> UInt64 {
        state.withLock { state in
            let elapsed = now > started ? now - started : 0
            let waiting = state.waitingSince.map { now > $0 ? now - $0 : 0 } ?? 0
            return elapsed - min(elapsed, state.waited + waiting)
        }
    }

    /// The failure of a decode of `path` stopped because it was no longer wanted. Its result is dropped
    /// (the pipeline wrote it off), so this is never reported as the file's failure.
    public static func stopped(path: String) -> AvatarLoadError {
        .undecodable(path: path, reason: "decode stopped: no longer wanted")
    }

    /// Marks the decode unwanted, waking it if it waits for memory.
    func cancel() {
        if let budget {
            budget.wakeWaiting { state.withLock { $0.cancelled = true } }
        } else {
            state.withLock { $0.cancelled = true }
        }
    }

    /// Gives back everything the decode reserved.
    func releaseReservation() {
        let bytes = state.withLock { state in
            defer { state.reserved = 0 }
            return state.reserved
        }
        budget?.release(bytes)
    }
}
