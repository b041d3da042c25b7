import COrbitSignals
import Foundation

/// The signals that end a process, as both Orbit programs take them: ``handled`` (SIGHUP, SIGINT, SIGQUIT,
/// SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ) always end the program, with exit
/// status 128 + the signal's number, and never leave a temporary `.orbit-out-*` file behind. (SIGPIPE is
/// ignored by both, so a reader that goes away is a write error; SIGKILL cannot be handled.)
///
/// Until ``install(_:exitMessage:)`` is called the signals keep their default action. Once installed:
/// - in ``Response/exit`` (`orbit-layout`), the first signal removes the temporary file of any atomic write
///   in progress (see ``OutputFile``) and ends the process at once, wherever it is;
/// - in ``Response/record`` (`orbit-demo`), the first signal is only recorded, for the program to finish
///   its frame and quit; a second one ends the process as ``Response/exit`` does.
///
/// Reading and writing never block past a signal either way: ``InputFile`` and ``OutputFile`` wait for a FIFO's
/// peer, for data and for room to write in steps of at most ``checkInterval``, and throw
/// ``FileError/interrupted(signal:activity:)`` once a signal has arrived.
public enum TerminationSignals {
    /// What the first signal does.
    public enum Response: Sendable {
        /// Remove temporary files and end the process with 128 + the signal's number.
        case exit
        /// Record the signal (see ``received``); a second signal ends the process as `exit` does.
        case record
    }

    /// The longest a wait on a FIFO, a pipe or a terminal goes without looking for a signal: 0.1 s.
    public static let checkInterval: Int32 = 100

    /// The signals handled, in the order of their numbers.
    public static let handled: [Int32] = (0...).lazy.map { Int32(orbit_signals_handled(Int32($0))) }.prefix { $0 != 0 }.map { $0 }

    /// Installs the handler for the ``handled`` signals, taking them even when they were inherited ignored or
    /// blocked (a script's background job, a test runner), and unblocks them in the calling thread.
    /// Call it early, from the main thread; a later call replaces the response and the message.
    /// - Parameters:
    ///   - response: what the first signal does.
    ///   - exitMessage: what to write on stderr (made now, for each handled signal: a handler cannot format
    ///     text) when a signal ends the process, e.g. a program still starting up says so; default none.
    public static func install(_ response: Response, exitMessage: ((Int32) -> String)? = nil) {
        for signal in handled { orbit_signals_set_exit_message(signal, exitMessage?(signal) ?? "") }
        orbit_signals_install(response == .exit ? 1 : 0)
    }

    /// The first handled signal received since ``install(_:exitMessage:)``, or `nil`.
    public static var received: Int32? {
        let number = orbit_signals_received()
        return number == 0 ? nil : number
    }

    /// Throws when a signal has arrived, so a wait ends.
    /// - Parameter activity: what was being waited for, for the message (`waiting for a writer of 'feed'`).
    /// - Throws: ``FileError/interrupted(signal:activity:)``.
    static func check(_ activity: @autoclosure () -> String) throws(FileError) {
        guard let signal = received else { return }
        throw FileError.interrupted(signal: signal, activity: activity())
    }

    /// Sleeps for ``checkInterval`` (or until a signal arrives), then ``check(_:)``s.
    static func pause(_ activity: @autoclosure () -> String) throws(FileError) {
        _ = poll(nil, 0, checkInterval)
        try check(activity())
    }

    /// The signal's name (`SIGINT`, `SIGHUP`, …) for a handled one, else `signal N`.
    public static func name(of signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2",
            SIGALRM: "SIGALRM", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        ]
        return names[signal] ?? "signal \(signal)"
    }

    /// Runs `body` with the handled signals held back in this thread, so a step such as "create a temporary
    /// file, then track it" is never cut in the middle; a signal that arrives meanwhile acts right after.
    static func deferring<Value>(_ body: () -> Value) -> Value {
        let held = orbit_signals_hold()
        defer { orbit_signals_release(held) }
        return body()
    }

    /// A temporary file removed by the handler if it ends the process (see ``Response/exit``).
    struct TrackedFile {
        fileprivate let slot: Int32

        /// Tracks `path`; when every slot is taken the file is not tracked (it is still removed on any
        /// failure the program sees).
        init(_ path: String) {
            slot = orbit_signals_track(path)
        }

        /// Stops tracking the file (it was renamed into place or removed).
        func release() {
            orbit_signals_untrack(slot)
        }
    }
}
