import Foundation
import Testing

/// `orbit-demo` against hostile input: absurd replays, signals during a replay, unwritable outputs, many
/// people sharing one missing avatar. Each ends in a documented exit code and one clear message.
@Suite struct DemoHostileUseTests {
    static let enabled = DemoBinaryTests.binary != nil
    let demo = DemoBinaryTests()

    static func trace(fps: String, duration: String) -> String {
        #"{"center": {"x": 640, "y": 400}, "fps": \#(fps), "duration": \#(duration), "events": [{"t": 0, "type": "down", "x": 700, "y": 400}, {"t": 0.1, "type": "up", "x": 700, "y": 450}]}"#
    }

    /// `spin` accepts fps 1e-18 over 1e18 s (one frame); played at 60 fps it is 6e19 frames: refused, no trap.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func absurdReplaysAreRefusedWith65() throws {
        for (fps, duration) in [("1e-18", "1e18"), ("60", "1e12")] {
            let path = try DemoBinaryTests.write(Self.trace(fps: fps, duration: duration), named: "absurd.json")
            let result = try demo.run(["--offscreen", "--replay", path])
            #expect(result.code == 65 && result.error.contains("more than 1000000 frames"), "\(result.code): \(result.error)")
            #expect(!result.error.contains("rendering offscreen"), "refused before the run")
        }
    }

    /// A replay polls the window for quit requests: SIGTERM (and SIGINT, which SDL turns into the same
    /// SDL_QUIT) ends it like the close button, with the statistics written and 128 + the signal as the status.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"), arguments: [SIGTERM, SIGINT])
    func signalsEndAReplay(signal: Int32) throws {
        let trace = try DemoBinaryTests.write(Self.trace(fps: "60", duration: "10000"), named: "long.json")
        let stats = DemoBinaryTests.temporaryPath("stats.json")
        let process = Process()
        process.executableURL = DemoBinaryTests.binary
        process.arguments = ["--offscreen", "--users", "200", "--replay", trace, "--stats", stats]
        process.currentDirectoryURL = Fixtures.repository
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        // Wait for the run to start (its first line), then ask it to stop.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("rendering offscreen") {
            let chunk = stderr.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        kill(process.processIdentifier, signal)
        // A hang guard, not a timing: 600,001 frames would take many minutes.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("orbit-demo ignored signal \(signal) during a replay")
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal)
        #expect(FileManager.default.fileExists(atPath: stats), "statistics are written on the way out")
    }

    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func unwritableOutputsAreRefusedBeforeTheRun() throws {
        for arguments in [["--stats", "/nonexistent/stats.json"], ["--screenshot", "/nonexistent/shot.png"],
                          ["--screenshot", FileManager.default.temporaryDirectory.path]] {
            let result = try demo.run(["--offscreen", "--frames", "2"] + arguments)
            #expect(result.code == 73 && result.error.contains(arguments[1]), "\(arguments): \(result.error)")
            #expect(!result.error.contains("rendering offscreen"), "\(arguments): refused before the run")
        }
    }

    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func oneWarningPerMissingAvatarPath() throws {
        let users = (0..<400).map { #"{"id": "p\#($0)", "distanceMeters": \#(20 + $0 * 3), "avatar": "missing-\#($0 % 2).png"}"# }
        let people = try DemoBinaryTests.write(#"{"viewport": {"width": 1280, "height": 800}, "avatarRadius": 22, "spacing": 4, "users": [\#(users.joined(separator: ","))]}"#, named: "people.json")
        let result = try demo.run(["--people", people, "--offscreen", "--frames", "20"])
        #expect(result.code == 0, "\(result.error)")
        let warnings = result.error.split(separator: "\n").filter { $0.contains("missing-") }
        #expect(warnings.count == 2, "\(warnings)")
    }

    /// Ids, names and avatar paths with terminal escapes reach stderr escaped, and a 30 KB name is cut. (The
    /// skipped-people line printed `bad^[[31mID^[[0m` raw.)
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func controlBytesNeverReachStandardError() throws {
        let escape = #"bad\u001b[31mID\u001b[0m"#
        let long = String(repeating: "\\ue000", count: 30_000)
        let users = [
            #"{"id": "\#(escape)", "distanceMeters": 20}"#, #"{"id": "\#(escape)", "distanceMeters": 30}"#,
            #"{"id": "p1", "distanceMeters": 40, "avatar": "x\u001b]0;title\u0007.png"}"#,
            #"{"id": "p2", "name": "N\u001b[2J\#(long)", "distanceMeters": 50}"#,
        ]
        let people = try DemoBinaryTests.write(#"{"viewport": {"width": 1280, "height": 800}, "avatarRadius": 22, "spacing": 4, "users": [\#(users.joined(separator: ","))]}"#, named: "people.json")
        let result = try demo.run(["--people", people, "--offscreen", "--frames", "20"])
        #expect(result.code == 0, "\(result.error)")
        #expect(!result.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }, "\(result.error.debugDescription)")
        #expect(result.error.contains(#"bad\u{1B}[31mID\u{1B}[0m"#), "\(result.error)")
        #expect(result.error.split(separator: "\n").allSatisfy { $0.utf8.count < 2000 }, "a line echoes a whole name")
    }
}
