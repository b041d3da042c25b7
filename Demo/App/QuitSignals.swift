import Foundation

/// SIGINT and SIGTERM as a request to quit, honoured at the next frame in every mode (live, `--frames`,
/// `--replay`, offscreen) like the window's close button.
///
/// SDL would turn them into `SDL_QUIT` itself, but only when they are at their default action on start: a
/// demo started by a shell script, a test runner or `nohup` can inherit them ignored or blocked, and a
/// replay never reads live events. So the demo takes them itself.
enum QuitSignals {
    /// Installs the handlers and unblocks both signals.
    static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { quitRequested = $0 }
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether SIGINT or SIGTERM arrived.
    static var isRequested: Bool { quitRequested != 0 }

    /// The signal that asked to quit (the last one, if both arrived), or `nil`.
    static var received: Int32? { quitRequested == 0 ? nil : Int32(quitRequested) }
}

/// The signal's number, written only by the signal handler (a plain store, async-signal-safe), read by the
/// frame loop; 0 until one arrives.
nonisolated(unsafe) private var quitRequested: sig_atomic_t = 0
