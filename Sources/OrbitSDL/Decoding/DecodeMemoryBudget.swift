import Foundation

/// The bytes that a pipeline's running decodes hold, bounded: each decode reserves what its header says it
/// will hold before allocating it, and waits (without using the CPU) while that would take the total past
/// `capacity`, unless nothing at all is reserved, so that an image larger than the whole budget still decodes,
/// alone. Decodes are bounded by bytes, not by how many threads run them.
final class DecodeMemoryBudget: @unchecked Sendable {
    /// The most bytes reserved at once (except by a single decode alone).
    let capacity: Int
    /// Monotonic nanoseconds, by which a decode's control times its waits for memory (the pipeline's clock).
    let clock: @Sendable () -> UInt64
    private let condition = NSCondition()
    private var reserved = 0
    private var peak = 0
    private var waits = 0

    /// A budget of `capacity` bytes (at least 1), its waits timed by `clock` (monotonic nanoseconds).
    init(capacity: Int, clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.capacity = max(1, capacity)
        self.clock = clock
    }

    /// Reserves `bytes`, waiting while they do not fit beside what others hold and `wanted()` stays true.
    /// - Returns: whether the bytes were reserved (`false`: no longer wanted, nothing reserved).
    func reserve(_ bytes: Int, while wanted: () -> Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        var waited = false
        while reserved > 0, bytes > capacity - reserved, wanted() {
            if !waited { waits += 1 }
            waited = true
            condition.wait()
        }
        guard wanted() else { return false }
        reserved += bytes
        peak = max(peak, reserved)
        return true
    }

    /// Gives back `bytes` reserved earlier, waking the decodes waiting for memory.
    func release(_ bytes: Int) {
        guard bytes > 0 else { return }
        condition.lock()
        reserved -= bytes
        condition.broadcast()
        condition.unlock()
    }

    /// Runs `change` (a decode's cancellation) under the budget's lock, then wakes the decodes waiting for
    /// memory, so a waiting one that is no longer wanted sees it at once.
    func wakeWaiting(after change: () -> Void) {
        condition.lock()
        change()
        condition.broadcast()
        condition.unlock()
    }

    /// Bytes reserved now, the most reserved at once so far, and how many reservations had to wait.
    var usage: (reserved: Int, peak: Int, waits: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (reserved, peak, waits)
    }
}
