import Foundation

/// Lowers the calling thread's scheduling priority for background work (call it on a thread of your own:
/// a pooled thread would carry the lower priority into other work) and can put it back.
///
/// On Linux each thread has its own nice value: a decode worker at nice +10 gets about a tenth of a core
/// that the render thread (nice 0) also wants, so decoding as fast as the cores allow costs the frame rate
/// little. Elsewhere this does nothing (Dispatch's quality of service already orders the threads).
struct BackgroundPriority {
    /// How much nicer than before a background thread runs.
    static let niceIncrement: Int32 = 10

    #if os(Linux)
    private let thread = BackgroundPriority.currentThreadID()
    private let previous: Int32
    #endif

    private init() {
        #if os(Linux)
        guard thread > 0 else {
            previous = 0
            return
        }
        errno = 0
        let current = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread))
        previous = errno == 0 ? current : 0
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread), previous + Self.niceIncrement)
        #endif
    }

    /// Lowers the calling thread's priority.
    static func lowerCurrentThread() -> BackgroundPriority { BackgroundPriority() }

    /// Restores the priority the thread had (an unprivileged thread may not regain it; it then stays nicer).
    func restore() {
        #if os(Linux)
        guard thread > 0 else { return }
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread), previous)
        #endif
    }

    #if os(Linux)
    /// The kernel's id of the calling thread, read from `/proc/thread-self` (a link to `PID/task/TID`):
    /// Swift does not import `gettid` or the variadic `syscall`. 0 when it cannot be read.
    private static func currentThreadID() -> pid_t {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
        guard length > 0 else { return 0 }
        let link = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return link.split(separator: "/").last.flatMap { pid_t($0) } ?? 0
    }
    #endif
}
