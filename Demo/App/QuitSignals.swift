import OrbitFiles

/// SIGINT and SIGTERM as a request to quit, honoured at the next frame in every mode (live, `--frames`,
/// `--replay`, offscreen) like the window's close button, once start-up is over (see `installForStartup()`).
/// A wait on a FIFO or a pipe (`--screenshot`, `--stats` with no reader) ends at once with exit 128 + the
/// signal, and a second signal ends the demo wherever it is (see `OrbitFiles.TerminationSignals`).
///
/// SDL would turn them into `SDL_QUIT` itself, but only when they are at their default action on start: a
/// demo started by a shell script, a test runner or `nohup` can inherit them ignored or blocked, and a
/// replay never reads live events. So the demo takes them itself.
enum QuitSignals {
    /// Installs the handler and unblocks both signals.
    static func install() {
        TerminationSignals.install(.record)
    }

    /// Whether SIGINT or SIGTERM arrived.
    static var isRequested: Bool { TerminationSignals.received != nil }

    /// The signal that asked to quit (the first, if both arrived), or `nil`: the demo then exits 128 + its number.
    static var received: Int32? { TerminationSignals.received }
}
