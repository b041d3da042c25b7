import Foundation
import Testing
@testable import OrbitCLI

@Suite struct SpinCommandTests {
    /// What a command run printed and returned.
    struct Run {
        var code: Int32
        var output: String
        var error: String
    }

    /// Collects a console's writes (the console's closures must be `Sendable`).
    private final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var output = "", error = ""
        func write(output text: String) { lock.withLock { output += text } }
        func write(error text: String) { lock.withLock { error += text } }
        var written: (String, String) { lock.withLock { (output, error) } }
    }

    static func run(_ arguments: [String], stdin: String = "") -> Run {
        let capture = Capture()
        let console = Console(
            readStandardInput: { Data(stdin.utf8) },
            writeOutput: { capture.write(output: String(decoding: $0, as: UTF8.self)) },
            writeError: { capture.write(error: $0) })
        let code = OrbitLayoutCommand.run(["spin"] + arguments, console: console)
        let (output, error) = capture.written
        return Run(code: code, output: output, error: error)
    }

    /// A fling: 20 moves at 60 Hz turning 2 rad/s about (300, 300) at radius 150, released on the spot.
    static let fling: String = {
        var events: [String] = []
        for frame in 0...20 {
            let t = Double(frame) / 60
            let angle = 0.4 + 2 * t
            let (x, y) = (300 + 150 * sin(angle), 300 + 150 * cos(angle))
            events.append(#"{"t": \#(t), "type": "\#(frame == 0 ? "down" : "move")", "x": \#(x), "y": \#(y)}"#)
            if frame == 20 { events.append(#"{"t": \#(t), "type": "up", "x": \#(x), "y": \#(y)}"#) }
        }
        return #"{"center": {"x": 300, "y": 300}, "fps": 60, "duration": 1.5, "events": [\#(events.joined(separator: ","))]}"#
    }()

    static func temporaryFile(_ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("spin-\(UUID().uuidString).json")
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aTraceBecomesFramesAndARelease() throws {
        let path = try Self.temporaryFile(Self.fling)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = Self.run(["--trace", path])
        #expect(run.code == 0 && run.error.isEmpty, "\(run.error)")
        let result = try Self.json(run.output)
        #expect(Set(result.keys) == ["frames", "release"])
        let frames = try #require(result["frames"] as? [[String: Any]])
        #expect(frames.count == 91)
        for frame in frames {
            #expect(Set(frame.keys) == ["t", "offset", "velocity", "phase"])
            #expect(["drag", "inertia", "idle"].contains(frame["phase"] as? String))
        }
        #expect(frames.map { $0["phase"] as! String }.split(separator: "drag").count == 1, "one drag, then the rest")
        let release = try #require(result["release"] as? [String: Any])
        #expect(Set(release.keys) == ["velocity", "inertia", "distance"])
        #expect(release["inertia"] as? Bool == true)
        #expect(abs((release["velocity"] as! Double) - 2) < 0.1)
        // Keys are sorted, so the output is byte-stable.
        let first = run.output.range(of: #""offset""#)!.lowerBound
        #expect(first < run.output.range(of: #""phase""#)!.lowerBound)
        #expect(Self.run(["--trace", path]).output == run.output)
    }

    @Test func standardInputAndAnOutputFileGiveTheSameBytes() throws {
        let fromStdin = Self.run(["--trace", "-"], stdin: Self.fling)
        #expect(fromStdin.code == 0)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("spin-out-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let toFile = Self.run(["--trace", "-", "--out", out], stdin: Self.fling)
        #expect(toFile.code == 0 && toFile.output.isEmpty)
        #expect(String(decoding: FileManager.default.contents(atPath: out) ?? Data(), as: UTF8.self) == fromStdin.output)
    }

    @Test func theOriginalCoastAndReducedMotion() throws {
        func release(_ arguments: [String]) throws -> (velocity: Double, distance: Double) {
            let run = Self.run(["--trace", "-"] + arguments, stdin: Self.fling)
            #expect(run.code == 0, "\(arguments): \(run.error)")
            let release = try #require(try Self.json(run.output)["release"] as? [String: Any])
            return (release["velocity"] as! Double, release["distance"] as! Double)
        }
        let ours = try release([])
        #expect(try release(["--distance", "velocity-continuous"]) == ours)
        let original = try release(["--distance", "original"])
        #expect(abs(original.distance - original.velocity * 0.7) < 1e-12, "the original coasts D = v·T")
        let reduced = try release(["--reduced-motion"])
        #expect(reduced.velocity == ours.velocity && reduced.distance < ours.distance / 3)
        let both = Self.run(["--trace", "-", "--distance", "original", "--reduced-motion"], stdin: Self.fling)
        #expect(both.code == 64 && both.error.contains("--reduced-motion"))
        #expect(Self.run(["--help"]).output.contains("--reduced-motion") || Self.run(["--help"]).error.contains("--reduced-motion"))
    }

    @Test func badTracesExitWithADataErrorNamingThePlace() {
        let header = #""center": {"x": 0, "y": 0}, "fps": 60, "duration": 1"#
        let down = #"{"t": 0, "type": "down", "x": 0, "y": 10}"#
        let cases: [(String, String)] = [
            (#"{\#(header), "events": [\#(down), {"t": 0.2, "type": "move", "x": 1, "y": 10}, {"t": 0.1, "type": "up", "x": 1, "y": 10}]}"#, "events[2].t"),
            (#"{\#(header), "events": [{"t": 0, "type": "spin", "x": 0, "y": 10}]}"#, "unknown event type 'spin'"),
            (#"{\#(header), "events": [{"t": 0, "type": "up", "x": 0, "y": 10}]}"#, "events[0].type: 'up' without a preceding 'down'"),
            (#"{\#(header), "events": [\#(down), {"t": NaN, "type": "move", "x": 0, "y": 10}]}"#, "not valid JSON"),
            (#"{\#(header), "events": [\#(down), {"t": "NaN", "type": "move", "x": 0, "y": 10}]}"#, "events[1].t"),
            (#"{"center": {"x": 0, "y": 0}, "fps": 0, "duration": 1, "events": [\#(down)]}"#, "fps: must be greater than 0"),
            (#"{"center": {"x": 0, "y": 0}, "duration": 1, "events": [\#(down)]}"#, "fps: required key is missing"),
            (#"{\#(header), "events": []}"#, "events: needs at least one event"),
            ("not json", "not valid JSON"),
        ]
        for (trace, words) in cases {
            let run = Self.run(["--trace", "-"], stdin: trace)
            #expect(run.code == 65, "\(words): exit \(run.code)")
            #expect(run.error.contains(words), "expected '\(words)' in: \(run.error)")
            #expect(run.error.contains("standard input"), "the message names the source: \(run.error)")
            #expect(run.output.isEmpty)
        }
    }

    @Test func usageAndFileProblemsHaveTheirOwnExitCodes() throws {
        #expect(Self.run([]).code == 64)
        #expect(Self.run([]).error.contains("Missing expected argument '--trace <FILE>'"))
        #expect(Self.run(["--trace", "-", "--distance", "far"], stdin: Self.fling).code == 64)
        #expect(Self.run(["trace.json"]).code == 64)
        #expect(Self.run(["--trace", "/nonexistent/trace.json"]).code == 66)
        #expect(Self.run(["--trace", "-", "--out", "/nonexistent/dir/out.json"], stdin: Self.fling).code == 73)
    }
}
