import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `scripts/avatar_server.py` run for a test: good, slow and hostile image routes on 127.0.0.1 at a free port,
/// stopped when the test is done (and by itself after `lifetime` seconds, should the test die).
public final class AvatarServer: @unchecked Sendable {
    /// The port it listens on (127.0.0.1 only).
    public let port: Int
    private let process: Process

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts the server over the images in `directory`, its `/drip` route sending a byte every `dripInterval`
    /// seconds, ending by itself after `lifetime` seconds; with `people`, it first writes a people file of that
    /// kind (`sample` or `hostile`, see the script) whose avatars are URLs on it.
    public init(directory: String, dripInterval: Double = 1, lifetime: Double = 900, people: (kind: String, path: String)? = nil) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scripts/avatar_server.py")
            .standardizedFileURL.path
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--dir", directory, "--drip-interval", "\(dripInterval)", "--lifetime", "\(lifetime)"]
            + (people.map { ["--write-people", $0.kind, $0.path] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // The first line is "port N", written once it listens; an empty read means it exited.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("port "), let port = Int(text.dropFirst(5).prefix { $0.isNumber }) else {
            kill(process.processIdentifier, SIGKILL)
            throw StartError(description: "avatar_server.py did not start: '\(text)'")
        }
        self.port = port
    }

    deinit { stop() }

    /// The URL of `path` (starting with `/`) on this server.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// How many requests the server has seen for each path (with its query), waiting at most 10 s for the answer.
    public func counts() throws -> [String: Int] {
        let answer = Lock()
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: URL(string: url("/__counts"))!) { data, _, _ in
            answer.set(data)
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 10) == .success, let data = answer.data,
              let counts = try JSONSerialization.jsonObject(with: data) as? [String: Int]
        else { throw StartError(description: "no request counts from the server") }
        return counts
    }

    /// Stops the server (and waits for it to end). SIGKILL: the child may inherit a test runner's blocked SIGTERM.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The answer of a request, set on URLSession's thread and read after the semaphore.
    private final class Lock: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Data?
        func set(_ data: Data?) { lock.withLock { value = data } }
        var data: Data? { lock.withLock { value } }
    }
}
