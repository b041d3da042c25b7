import ArgumentParser
import Foundation
import OrbitCLI
import OrbitFiles

/// When the program started, for `--stats`' `startupMs`.
let launchTime = DispatchTime.now()

/// `orbit-demo`: people around you on rings in an SDL2 window (see `DemoOptions`, or `orbit-demo --help`).
@MainActor func main() -> Int32 {
    // A reader that goes away (`--help | head -c 10`) is a write error to handle, not a silent death by SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let options: DemoOptions
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
        options = try DemoOptions.parse(arguments)
    } catch {
        // Help (exit 0) goes to standard output; a bad flag or value (64) with the usage to standard error.
        let code = DemoOptions.exitCode(for: error)
        guard code.isSuccess else {
            FileHandle.standardError.write(Data((DemoOptions.errorMessage(for: error, arguments: arguments) + "\n").utf8))
            return code.rawValue
        }
        return writeStandardOutput(DemoOptions.fullMessage(for: error) + "\n")
    }
    // Start-up (reading the people, laying out millions) can take seconds inside the library and has nothing to
    // finish: a signal ends it at once. From the first frame on, a signal is a request to quit after the frame,
    // like the window's close button (SDL would only do that for signals not inherited ignored or blocked).
    TerminationSignals.install(.exit) { "orbit-demo: stopped by signal \($0) (\(TerminationSignals.name(of: $0))) while starting\n" }
    LibraryMessageFilter.install()
    do {
        let app = try DemoApp(options: options)
        TerminationSignals.install(.record)
        try app.run()
        // A run a signal ended says so, as a process killed by it would.
        return TerminationSignals.received.map { 128 + $0 } ?? 0
    } catch {
        DemoApp.say("\(error)")
        return error.code
    }
}

/// Writes `text` to standard output.
/// - Returns: 0 when written, and when the reader went away before the end (`--help | head`: it read what it
///   wanted); 74 with a message when the write fails (a full disk, `/dev/full`).
func writeStandardOutput(_ text: String) -> Int32 {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        guard written >= 0 else {
            switch errno {
            case EINTR: continue
            case EPIPE: return 0
            default:
                FileHandle.standardError.write(Data("orbit-demo: cannot write standard output: \(String(cString: strerror(errno)))\n".utf8))
                return 74
            }
        }
        bytes = bytes.dropFirst(written)
    }
    return 0
}

exit(main())
