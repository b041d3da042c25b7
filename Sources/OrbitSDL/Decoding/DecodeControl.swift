/// One decode's link to the pipeline running it: whether the decode is still wanted, and the memory it may
/// hold. A loader reserves what its decode will hold before allocating it (`reserve(bytes:for:)`), and stops
/// soon once `isCancelled`; the pipeline cancels a decode it writes off as stalled, and gives back its
/// reservation once the loader has returned.
///
/// Thread-safe.
public final class DecodeControl: Sendable {
    private let budget: DecodeMemoryBudget?
    private let state = Locked((cancelled: false, reserved: 0))

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
        let granted = budget?.reserve(max(0, bytes)) { !isCancelled } ?? !isCancelled
        guard granted else { throw Self.stopped(path: path) }
        state.withLock { $0.reserved += max(0, bytes) }
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
