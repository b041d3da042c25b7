import Foundation

extension QuitSignals {
    /// Handlers for start-up: SIGINT and SIGTERM end the process at once with 128 + the signal and one line on
    /// stderr. Start-up (reading the people, laying out a crowd of millions) can take many seconds inside the
    /// library, where no flag is checked, and has written nothing yet, so there is nothing to finish or clean up.
    /// Call `install()` when start-up is over: from then on a signal ends the run after its frame.
    static func installForStartup() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { number in
                // Only async-signal-safe calls: write and _exit.
                let message: StaticString = number == SIGINT
                    ? "orbit-demo: stopped by signal 2 (SIGINT) while starting\n"
                    : "orbit-demo: stopped by signal 15 (SIGTERM) while starting\n"
                _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
                _exit(128 + number)
            }
        }
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }
}
