import Foundation
import OrbitCLI

// A reader that goes away (`orbit-layout … | head -c 10`) is a write error to report with exit 74, not a
// silent death by SIGPIPE.
signal(SIGPIPE, SIG_IGN)
exit(OrbitLayoutCommand.run(Array(CommandLine.arguments.dropFirst())))
