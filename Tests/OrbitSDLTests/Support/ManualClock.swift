import Foundation
import Synchronization

/// A clock the test moves by hand: a pipeline given `{ clock.now }` times its stalls and retries by it alone,
/// so a write-off happens exactly when the test advances past the timeout, however slow the machine is.
final class ManualClock: Sendable {
    private let nanoseconds = Mutex<UInt64>(1_000_000_000)

    /// Monotonic nanoseconds; starts at 1 s and moves only by `advance(seconds:)`.
    var now: UInt64 { nanoseconds.withLock { $0 } }

    func advance(seconds: Double) {
        nanoseconds.withLock { $0 += UInt64(seconds * 1e9) }
    }

    /// A pipeline clock that never moves: no decode is ever written off as stalled, for tests that poll a
    /// pipeline while real decodes run and must not depend on how fast they finish.
    static let stopped: @Sendable () -> UInt64 = { 1_000_000_000 }
}

/// Polls `condition` (every millisecond) until it holds; `false` if it still does not after `deadline` seconds.
///
/// For waiting on background threads: the deadline is generous (30 s by default) and only reached when the
/// test fails, so a loaded machine slows the test down but never fails it.
func waitUntil(deadline: Double = 30, _ condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(deadline)
    while !condition() {
        guard Date() < end else { return false }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return true
}
