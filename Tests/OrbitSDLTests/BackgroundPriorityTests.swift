import Foundation
import Synchronization
import Testing
@testable import OrbitSDL

@Suite struct BackgroundPriorityTests {
    #if os(Linux)
    /// On a thread of its own (priorities are per thread on Linux), lowering raises the nice value by
    /// `niceIncrement` (capped at 19) and leaves other threads alone.
    @Test func lowersOnlyTheCallingThread() {
        let seen = Mutex<(before: Int32, during: Int32, process: Int32)?>(nil)
        let thread = Thread {
            let before = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            let priority = BackgroundPriority.lowerCurrentThread()
            let during = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            let process = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(getpid()))
            priority.restore()
            seen.withLock { $0 = (before, during, process) }
        }
        thread.start()
        while seen.withLock({ $0 == nil }) { usleep(1000) }
        let values = seen.withLock { $0! }
        #expect(values.during == min(19, values.before + BackgroundPriority.niceIncrement), "\(values)")
        #expect(values.process == getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(getpid())), "the main thread changed: \(values)")
    }
    #endif
}
