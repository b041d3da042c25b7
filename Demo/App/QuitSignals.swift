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
            signal(number) { _ in quitRequested = 1 }
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// Whether SIGINT or SIGTERM arrived.
    static var isRequested: Bool { quitRequested != 0 }
}

/// Written only by the signal handler (a plain store, async-signal-safe), read by the frame loop.
nonisolated(unsafe) private var quitRequested: sig_atomic_t = 0
