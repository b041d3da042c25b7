import Foundation
import Testing

/// A built program (`orbit-layout`, `orbit-demo`) run as a child process that the test signals.
struct ChildProcess {
    /// The most a test waits for something the child must do; only an upper bound, never a pass condition.
    static let patience: TimeInterval = 10

    let process = Process()
    let standardError = Pipe()

    /// The program built beside the test bundle, if the build produced it.
    static func built(_ name: String) -> URL? {
        PlaceBinaryTests.binary.map { $0.deletingLastPathComponent().appendingPathComponent(name) }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }

    /// Starts `program` with `arguments` in `folder`, standard input and output on the null device.
    init(_ program: URL, _ arguments: [String], in folder: String) throws {
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "offscreen"]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = standardError
        try process.run()
    }

    /// Polls `condition` until it holds or `patience` runs out.
    @discardableResult
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(patience)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Whether the child has its own handler for `signal` (Linux: `SigCgt` in `/proc/PID/status`), so a
    /// signal sent now reaches the program rather than the default action of a process still starting.
    func handles(_ signal: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
              let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
        return mask & (1 << UInt64(signal - 1)) != 0
    }

    /// Sends `signal` and waits (at most `patience`) for the child to end; a child that does not end is killed.
    /// - Returns: the exit status, or `nil` when the child did not exit by itself (it hung or a signal killed it).
    func signal(_ signal: Int32) -> Int32? {
        kill(process.processIdentifier, signal)
        guard Self.eventually({ !process.isRunning }) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    var errorText: String { String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
}

/// SIGINT and SIGTERM end both programs with 128 + the signal, even while they wait on a FIFO with no peer,
/// and leave no temporary output behind. (The demo ignored them while blocked opening a FIFO; only SIGKILL
/// ended it. A half-written `.orbit-out-*` stayed beside the target after a signal.)
@Suite(.enabled(if: PlaceBinaryTests.binary != nil && FileManager.default.fileExists(atPath: "/proc/self/status"),
                "needs orbit-layout built beside the tests and Linux's /proc"))
final class SignalTests {
    let folder: String

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    init() throws {
        folder = NSTemporaryDirectory() + "orbit-signals-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(PlaceCommandErrorTests.validScene.utf8).write(to: URL(fileURLWithPath: folder + "/people.json"))
        #expect(mkfifo(folder + "/fifo", 0o600) == 0)
    }

    func leftovers() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".orbit-out-") }
    }

    @Test(arguments: [(["place", "fifo"], SIGTERM), (["spin", "--trace", "fifo"], SIGINT),
                      (["place", "people.json", "--out", "fifo"], SIGTERM), (["live", "people.json", "--feed", "fifo"], SIGINT)])
    func aFIFOWithNoPeerEndsOnASignal(arguments: [String], signal: Int32) throws {
        let child = try ChildProcess(PlaceBinaryTests.binary!, arguments, in: folder)
        #expect(ChildProcess.eventually { child.handles(signal) }, "\(arguments): no handler for signal \(signal)")
        #expect(child.signal(signal) == 128 + signal, "\(arguments)")
    }

    /// The frames file is open (a temporary file) while the feed is read: any signal that ends the process
    /// removes it. (SIGHUP, SIGUSR1 and SIGALRM left it behind.)
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGALRM, SIGQUIT])
    func aSignalDuringAWriteLeavesNoTemporaryFile(signal: Int32) throws {
        let child = try ChildProcess(PlaceBinaryTests.binary!, ["live", "people.json", "--feed", "fifo", "--frames", "frames.ndjson"], in: folder)
        #expect(ChildProcess.eventually { !leftovers().isEmpty }, "the frames' temporary file never appeared")
        #expect(ChildProcess.eventually { child.handles(signal) }, "no handler for signal \(signal)")
        #expect(child.signal(signal) == 128 + signal)
        #expect(leftovers().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/frames.ndjson"))
    }

    /// The demo, waiting for the writer of a FIFO given as `--people` (during start-up), still quits on SIGTERM.
    @Test(.enabled(if: ChildProcess.built("orbit-demo") != nil, "orbit-demo is not built beside the tests"))
    func theDemoEndsOnASignalWhileAFIFOHasNoWriter() throws {
        let child = try ChildProcess(ChildProcess.built("orbit-demo")!, ["--offscreen", "--people", "fifo"], in: folder)
        #expect(ChildProcess.eventually { child.handles(SIGTERM) })
        #expect(child.signal(SIGTERM) == 128 + SIGTERM)
        #expect(child.errorText.contains("SIGTERM"))
    }
}
