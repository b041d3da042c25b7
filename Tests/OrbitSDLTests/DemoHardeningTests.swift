import Foundation
import Testing

/// `orbit-demo` against the second round of hostile use (issue 17): replay fields beyond what SDL's events hold,
/// screenshots that cannot be written, feed updates the layout refuses, signals during a long start-up, help
/// written to a full device or a closed pipe.
@Suite struct DemoHardeningTests {
    static let enabled = DemoBinaryTests.binary != nil
    let demo = DemoBinaryTests()

    /// A wheel event's `dy`, `x` or `y` beyond Int32 trapped converting to SDL's event; each is refused up front,
    /// naming the event and the field.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"), arguments: [
        (#""x": 640, "y": 400, "dy": 3e9"#, "events[1].dy"),
        (#""x": 1e12, "y": 400, "dy": 1"#, "events[1].x"),
        (#""x": 640, "y": -3e9, "dy": 1"#, "events[1].y"),
    ])
    func replayFieldsBeyondTheirRangeAreRefusedWith65(fields: String, path: String) throws {
        let trace = try DemoBinaryTests.trace([
            #"{"t": 0, "type": "wheel", "x": 640, "y": 400, "dy": 1}"#, #"{"t": 0.1, "type": "wheel", \#(fields)}"#,
        ], duration: 0.5)
        let result = try demo.run(["--offscreen", "--users", "50", "--replay", trace])
        #expect(result.code == 65 && result.error.contains("\(trace): \(path): must be within"), "\(result.code): \(result.error)")
        #expect(!result.error.contains("rendering offscreen"), "refused before the run")
    }

    /// `--screenshot /dev/full` said it wrote the frame and exited 0.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func aScreenshotToAFullDeviceFailsWith74() throws {
        let result = try demo.run(["--offscreen", "--users", "50", "--frames", "2", "--screenshot", "/dev/full"])
        #expect(result.code == 74 && result.error.contains("/dev/full"), "\(result.code): \(result.error)")
        #expect(!result.error.contains("wrote the last frame"), "\(result.error)")
    }

    /// A write that fails part way (here the file size limit, as a full disk would) leaves an existing
    /// screenshot as it was; it used to be truncated.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func aFailedScreenshotWriteKeepsTheOldFile() throws {
        let old = Data("an older screenshot".utf8)
        let path = try DemoBinaryTests.write(String(decoding: old, as: UTF8.self), named: "shot.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 64 blocks (32 KiB in dash's units) is far less than a 1280x800 frame's PNG; EFBIG, not SIGXFSZ.
        process.arguments = ["-c", #"trap '' XFSZ; ulimit -f 64; exec "$0" "$@""#, try #require(DemoBinaryTests.binary).path,
                             "--offscreen", "--users", "200", "--frames", "2", "--screenshot", path]
        process.environment = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "offscreen"]) { _, new in new }
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 74, "\(process.terminationStatus): \(error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == old, "the old screenshot was changed")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
            .filter { $0.hasPrefix(".orbit-out-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    /// The screenshot's time is its own field, never a frame's.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func theScreenshotIsTimedOnItsOwn() throws {
        for withScreenshot in [true, false] {
            let stats = DemoBinaryTests.temporaryPath("stats.json")
            let screenshot = withScreenshot ? ["--screenshot", DemoBinaryTests.temporaryPath("shot.png")] : []
            let result = try demo.run(["--offscreen", "--users", "50", "--frames", "3", "--stats", stats] + screenshot)
            #expect(result.code == 0, "\(result.error)")
            let figures = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any])
            if withScreenshot {
                #expect((figures["screenshotMs"] as? Double).map { $0 > 0 } == true, "\(figures)")
            } else {
                #expect(figures["screenshotMs"] is NSNull, "\(figures)")
            }
        }
    }

    static let people = #"{"viewport": {"width": 1280, "height": 800}, "avatarRadius": 22, "spacing": 4, "users": [\#((0..<12).map { #"{"id": "p\#($0)", "name": "P \#($0)", "distanceMeters": \#(50 + 40 * $0)}"# }.joined(separator: ",")), {"id": "bk", "distanceMeters": 60, "relation": "blocked"}]}"#

    /// Updates the live layout refuses are listed with their line and reason, as `orbit-layout live` lists
    /// them, once each; a refused upsert leaves nothing behind (`R` lays out the people the demo kept, and used
    /// to find the invalid newcomer among them). Updates about blocked people while they are hidden are no error and
    /// are kept: `B` then shows the blocked newcomer, not the blocked person the feed removed.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func refusedFeedUpdatesAreReportedAndLeaveNoTrace() throws {
        let people = try DemoBinaryTests.write(Self.people, named: "people.json")
        let feed = try DemoBinaryTests.write("""
            {"t": 0, "op": "remove", "id": "ghost"}
            {"t": 0.1, "op": "upsert", "person": {"id": "neg", "name": "Neg", "distanceMeters": -5}}
            {"t": 0.1, "op": "upsert", "person": {"id": "hid", "name": "Hid", "distanceMeters": 70, "relation": "blocked"}}
            {"t": 0.2, "op": "upsert", "person": {"id": "new", "name": "New", "distanceMeters": 90}}
            {"t": 0.3, "op": "remove", "id": "ghost"}
            {"t": 0.3, "op": "remove", "id": "bk"}

            """, named: "feed.ndjson")
        let reseed = try DemoBinaryTests.trace([#"{"t": 0.6, "type": "key", "key": "R"}"#, #"{"t": 0.8, "type": "key", "key": "B"}"#], duration: 1)
        let result = try demo.run(["--offscreen", "--people", people, "--feed", feed, "--replay", reseed])
        #expect(result.code == 0, "\(result.error)")
        let lines = result.error.split(separator: "\n").map(String.init)
        for expected in ["\(feed):1: skipped: remove of unknown id 'ghost'", "\(feed):2: skipped: invalid person 'neg': negative distance",
                         "\(feed):5: skipped: remove of unknown id 'ghost'"] {
            #expect(lines.filter { $0.hasSuffix(expected) }.count == 1, "\(expected) in \(result.error)")
        }
        #expect(lines.filter { $0.contains("skipped:") }.count == 3, "\(result.error)")
        #expect(!result.error.contains("people skipped") && !result.error.contains("person skipped"), "R found a refused person: \(result.error)")
        #expect(result.error.contains("13 people placed"), "the twelve and the newcomer: \(result.error)")
        #expect(result.error.contains("1 blocked person shown; 14 people"), "B shows the blocked newcomer only: \(result.error)")
    }

    /// A feed of bad lines lists the first twenty and counts the rest.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func skippedFeedLinesAreCapped() throws {
        let bad = (0..<30).map { #"{"t": \#(Double($0) / 100), "op": "remove", "id": "ghost\#($0)"}"# } + ["x"]
        let feed = try DemoBinaryTests.write(bad.joined(separator: "\n") + "\n", named: "feed.ndjson")
        let result = try demo.run(["--offscreen", "--users", "20", "--frames", "60", "--feed", feed])
        #expect(result.code == 0, "\(result.error)")
        let listed = result.error.split(separator: "\n").filter { $0.contains("skipped: ") }
        #expect(listed.count == 20, "\(listed.count) listed: \(result.error)")
        #expect(result.error.contains("\(feed): 31 lines skipped in all, 11 not listed"), "\(result.error)")
    }

    /// SIGTERM during start-up ends it at once with 128 + 15; it used to wait for the first frame and exit 0. The signal is blocked until the demo takes it over, so it arrives during start-up.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"), arguments: [SIGTERM, SIGINT])
    func aSignalDuringStartUpEndsItWith128PlusTheSignal(signal: Int32) throws {
        let null = open("/dev/null", O_WRONLY)
        defer { close(null) }
        let spawned = try SpawnedDemo(["--offscreen", "--users", "2000", "--frames", "5"], blocking: [signal], stdout: null)
        kill(spawned.pid, signal)
        let result = spawned.finish()
        #expect(result.code == 128 + signal && result.signal == nil, "\(String(describing: result)))")
        #expect(result.error.contains("stopped by signal \(signal) (") && result.error.contains("while starting"), "\(result.error)")
        #expect(!result.error.contains("rendering offscreen"), "stopped before the first frame: \(result.error)")
    }

    /// A broken PNG avatar is reported once by the demo; libpng's own `libpng error: …` line no longer joins it.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func aBrokenPNGIsReportedOnceWithoutLibpngsOwnLines() throws {
        let broken = try Fixtures.temporaryFile(named: "broken.png", bytes: HeaderBombs.png(width: 32, height: 32))
        let people = try DemoBinaryTests.write(#"{"viewport": {"width": 1280, "height": 800}, "avatarRadius": 22, "users": [{"id": "b", "distanceMeters": 50, "avatar": "\#(broken)"}]}"#, named: "people.json")
        let result = try demo.run(["--offscreen", "--people", people, "--frames", "5", "--settle", "30"])
        #expect(result.code == 0, "\(result.error)")
        #expect(result.error.split(separator: "\n").filter { $0.contains("cannot decode") }.count == 1, "\(result.error)")
        #expect(!result.error.contains("libpng"), "\(result.error)")
    }

    /// `--help > /dev/full` exited 0; `--help | head -c 10` died of SIGPIPE.
    @Test(.enabled(if: enabled, "orbit-demo is not built beside the tests"))
    func helpReportsAFailedWriteAndToleratesAClosedPipe() throws {
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        let toFull = try SpawnedDemo(["--help"], stdout: full).finish()
        #expect(toFull.code == 74 && toFull.error.contains("cannot write standard output"), "\(toFull)")

        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])  // the reader went away, as `head -c 10` does once it has its bytes
        defer { close(ends[1]) }
        let toClosed = try SpawnedDemo(["--help"], stdout: ends[1]).finish()
        #expect(toClosed.code == 0 && toClosed.signal == nil && toClosed.error.isEmpty, "\(toClosed)")
    }
}
