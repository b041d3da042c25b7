import Foundation
import OrbitCLI
import OrbitFiles

// A reader that goes away (`orbit-layout … | head -c 10`) is a write error to report with exit 74, not a
// silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
// A signal that ends a process (SIGINT, SIGTERM, SIGHUP, …) ends the run at once with exit 128 + the signal,
// removing a half-written temporary output.
TerminationSignals.install(.exit)
exit(OrbitLayoutCommand.run(Array(CommandLine.arguments.dropFirst())))
