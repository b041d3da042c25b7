import Foundation
import OrbitLayout
import Testing
@testable import OrbitSDL

/// Runs the built `orbit-demo` offscreen as a subprocess: flags, exit codes, messages, and what a scripted
/// run's statistics and screenshot say.
@Suite struct DemoBinaryTests {
    /// The `orbit-demo` built beside the test bundle, if the build produced it.
    static let binary: URL? = {
        let directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("orbit-demo") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the demo from the repository root with the offscreen video driver.
    func run(_ arguments: [String]) throws -> (code: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.repository
        process.environment = ProcessInfo.processInfo.environment.merging(["SDL_VIDEODRIVER": "offscreen"]) { _, new in new }
        let (stdout, stderr) = (Pipe(), Pipe())
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("orbit-demo-\(UUID().uuidString)-\(name)").path
    }

    /// `text` written to a fresh `temporaryPath(name)`; returns the path.
    static func write(_ text: String, named name: String) throws -> String {
        let path = temporaryPath(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(.enabled(if: binary != nil, "orbit-demo is not built beside the tests"))
    func badFlagsPrintTheUsageAndExit64() throws {
        for arguments in [["--frobnicate"], ["--users", "0"], ["--size", "12"], ["--seed", "3"], ["--placement", "spiral"],
                          ["--decoders"], ["--people", "a.json", "--users", "5"], ["--theme", "sepia"], ["--text-scale", "3"],
                          ["--locale", "fr"]] {
            let result = try run(arguments)
            #expect(result.code == 64 && result.error.contains("Usage: orbit-demo"), "\(arguments): \(result.code) \(result.error)")
        }
        // A value the parser quotes is cut and escaped as every message's is.
        let hostile = try run(["--placement", "\u{1B}[31m" + String(repeating: "x", count: 100_000)])
        #expect(hostile.code == 64 && hostile.error.contains(#"'\u{1B}[31mxxx"#) && hostile.error.contains("x…'"), "\(hostile.error.prefix(300))")
        #expect(hostile.error.utf8.count < 2_000 && !hostile.error.unicodeScalars.contains("\u{1B}"), "\(hostile.error.prefix(300))")
        let help = try run(["--help"])
        #expect(help.code == 0 && help.output.contains("USAGE: orbit-demo") && help.output.contains("OPTIONS:")
            && help.output.contains("--replay <TRACE.json>") && help.output.contains("Esc  close") && help.output.contains("--max-rings <N>")
            && help.output.contains("--theme <NAME>") && help.output.contains("--text-scale <F>") && help.output.contains("--locale <NAME>")
            && help.output.contains("--image-cache <DIR>"))
    }

    @Test(.enabled(if: binary != nil, "orbit-demo is not built beside the tests"))
    func unreadableOrMalformedInputFailsWithWhereAndWhy() throws {
        let malformed = Self.temporaryPath("people.json")
        try Data("{\n  oops".utf8).write(to: URL(fileURLWithPath: malformed))
        let syntax = try run(["--people", malformed, "--offscreen", "--frames", "1"])
        #expect(syntax.code == 65 && syntax.error.contains("line 2"), "\(syntax.error)")
        let missing = try run(["--people", "/nonexistent/people.json", "--offscreen", "--frames", "1"])
        #expect(missing.code == 66 && missing.error.contains("/nonexistent/people.json"), "\(missing.error)")

        let trace = Self.temporaryPath("trace.json")
        try Data(#"{"center": {"x": 0, "y": 0}, "fps": 60, "duration": 1, "events": [{"t": 0.5, "type": "down", "x": 1, "y": 1}, {"t": 0.1, "type": "up", "x": 1, "y": 1}]}"#.utf8)
            .write(to: URL(fileURLWithPath: trace))
        let unsorted = try run(["--replay", trace, "--offscreen", "--users", "10"])
        #expect(unsorted.code == 65 && unsorted.error.contains("events[1].t"), "\(unsorted.error)")
    }

    /// Invalid people are named once on stderr (count and ids) and left out; the valid ones are shown.
    @Test(.enabled(if: binary != nil, "orbit-demo is not built beside the tests"))
    func invalidPeopleAreListedOnceAndSkipped() throws {
        let people = Self.temporaryPath("people.json")
        try Data("""
            {"viewport": {"width": 640, "height": 400}, "avatarRadius": 20, "users": [
              {"id": "fine", "distanceMeters": 120, "avatar": "missing.png"},
              {"id": "backwards", "distanceMeters": -5},
              {"id": "stranger", "distanceMeters": 50, "relation": "nemesis"}]}
            """.utf8).write(to: URL(fileURLWithPath: people))
        let stats = Self.temporaryPath("stats.json")
        let result = try run(["--people", people, "--offscreen", "--size", "640x400", "--frames", "3", "--stats", stats])
        #expect(result.code == 0, "\(result.error)")
        let lines = result.error.split(separator: "\n").filter { $0.contains("skipped") }
        #expect(lines.count == 1 && lines[0].contains("2 people skipped") && lines[0].contains("backwards") && lines[0].contains("stranger"),
                "\(result.error)")
        let figures = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any]
        #expect(figures?["people"] as? Int == 1)
    }

    /// Issue 9's end state: a fling, four notches out, seven in about an off-centre point and a rest leave every
    /// drawn avatar sharp and none a placeholder. `--settle` waits (in real time) for the decoders, so the
    /// check does not depend on how fast this machine decodes.
    @Test(.enabled(if: binary != nil, "orbit-demo is not built beside the tests"))
    func zoomingOutAndInEndsWithEveryAvatarSharp() throws {
        let stats = Self.temporaryPath("zoom-stats.json")
        let result = try run(["--users", "1000", "--seed", "1", "--replay", "Assets/traces/zoom.json", "--settle", "120",
                              "--offscreen", "--stats", stats])
        #expect(result.code == 0, "\(result.error)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any])
        #expect(figures["sharpAtEnd"] as? Double == 1, "\(figures)")
        #expect(figures["placeholdersAtEnd"] as? Int == 0, "\(figures)")
        let peak = try #require(figures["textureBytesPeak"] as? Int), budget = try #require(figures["textureBudgetBytes"] as? Int)
        #expect(peak > 0 && peak <= budget)
        // Steady avatars were drawn from exact copies, which hold no more than the window's pixels could show.
        let copies = try #require(figures["avatarCopyBytesPeak"] as? Int)
        #expect(copies > 0 && copies <= 4 * 1280 * 800, "\(figures)")
        // Moving avatars were rescaled into copies, each at most the drawn side rounded up to 16 pixels: about
        // twice the area at the smallest avatars, so within twice the window's pixels.
        let moving = try #require(figures["motionCopyBytesPeak"] as? Int)
        #expect(moving > 0 && moving <= 2 * 4 * 1280 * 800, "\(figures)")
    }

    /// A long fling replay over a crowd: the statistics hold every documented key, textures created − destroyed
    /// = resident at the end, nothing decoded on the main thread, residency within the budget; the
    /// screenshot is not blank.
    @Test(.enabled(if: binary != nil, "orbit-demo is not built beside the tests"))
    func longReplayKeepsTexturesBalanced() throws {
        let stats = Self.temporaryPath("stats.json"), screenshot = Self.temporaryPath("shot.png")
        // The fling replay zoomed in first: at the fit, where every window starts, 3000 people are dots.
        var fling = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Fixtures.repository.appendingPathComponent("Assets/traces/fling.json"))) as? [String: Any])
        fling["events"] = [["t": 0.0, "type": "wheel", "x": 640.0, "y": 400.0, "dy": 8.0]] + (fling["events"] as? [[String: Any]] ?? [])
        let trace = Self.temporaryPath("zoomed-fling.json")
        try JSONSerialization.data(withJSONObject: fling).write(to: URL(fileURLWithPath: trace))
        let result = try run(["--users", "3000", "--seed", "5", "--replay", trace, "--frames", "300",
                              "--offscreen", "--stats", stats, "--screenshot", screenshot])
        #expect(result.code == 0, "\(result.error)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any])
        for key in ["frames", "frameMs", "people", "maxVisible", "maxResidentTextures", "texturesCreated", "texturesDestroyed",
                    "decodesDone", "decodesCancelled", "decodeFailures", "mainThreadDecodes", "peakRSSBytes", "sharpAtEnd",
                    "placeholdersAtEnd", "textureBytesPeak", "textureBudgetBytes"] {
            #expect(figures[key] != nil, "statistics lack \(key)")
        }
        let number = { (key: String) in figures[key] as? Int ?? -1 }
        // Blocked people (about 6% of a crowd) are hidden by default.
        #expect(number("frames") == 300 && number("people") > 2700)
        #expect(number("texturesCreated") - number("texturesDestroyed") == number("residentTexturesAtEnd"), "\(figures)")
        #expect(number("mainThreadDecodes") == 0)
        #expect(number("maxVisible") > 0 && number("maxResidentTextures") > 0, "\(figures)")
        #expect(number("textureBytesPeak") > 0 && number("textureBytesPeak") <= number("textureBudgetBytes"), "\(figures)")
        let frameMs = try #require(figures["frameMs"] as? [String: Double])
        #expect(frameMs["p50"]! <= frameMs["p95"]! && frameMs["p95"]! <= frameMs["p99"]! && frameMs["p99"]! <= frameMs["max"]!)
        #expect(frameMs["maxAfterFirst"]! <= frameMs["max"]!)
        // CPU time is part of the frame's wall time (to the clocks' resolution) and not nothing.
        let frameCPUMs = try #require(figures["frameCPUMs"] as? [String: Double])
        #expect(frameCPUMs["p50"]! > 0 && frameCPUMs["p50"]! <= frameMs["p50"]! + 0.5 && frameCPUMs["max"]! <= frameMs["max"]! + 0.5, "\(figures)")
        let pixels = try SDLImageLoader().loadImage(atPath: screenshot, limits: ImageLimits())
        #expect(Set(stride(from: 0, to: pixels.rgba.count, by: 4).map { pixels.rgba[$0..<$0 + 3] }).count > 500, "the screenshot looks blank")
    }

    /// Writes a trace of `events` (JSON objects) lasting `duration` seconds and returns its path.
    static func trace(_ events: [String], duration: Double) throws -> String {
        let path = temporaryPath("trace.json")
        let json = #"{"center": {"x": 320, "y": 200}, "fps": 60, "duration": \#(duration), "events": [\#(events.joined(separator: ","))]}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Replayed keys, wheel steps and text go through the window's input handling: Escape never quits, Ctrl+Q ends the replay early, four
    /// notches zoom in from the fit (where every window starts), typed text and unknown key names are handled or refused by name.
    @Test(.enabled(if: binary != nil, "orbit-demo is not built beside the tests"))
    func replayedKeysWheelAndTextActLikeRealInput() throws {
        func statistics(_ trace: String) throws -> [String: Any] {
            let stats = Self.temporaryPath("stats.json")
            let result = try run(["--users", "2000", "--replay", trace, "--offscreen", "--size", "640x400", "--stats", stats])
            #expect(result.code == 0, "\(result.error)")
            return try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any] ?? [:]
        }
        let quit = try statistics(Self.trace([#"{"t": 0.2, "type": "key", "key": "Escape"}"#, #"{"t": 0.3, "type": "key", "key": "Ctrl+Q"}"#], duration: 2))
        let frames = quit["frames"] as? Int ?? 0
        #expect(frames > 12 && frames < 60, "Escape at 0.2 s should not quit, Ctrl+Q at 0.3 s should end a 2 s replay early: \(frames) frames")

        let still = try statistics(Self.trace([#"{"t": 0, "type": "move", "x": 320, "y": 200}"#], duration: 0.2))
        let zoomedIn = try statistics(Self.trace(
            (0..<4).map { #"{"t": \#(Double($0) * 0.02), "type": "wheel", "x": 320, "y": 200, "dy": 1}"# }
                + [#"{"t": 0.1, "type": "text", "text": "h?"}"#, #"{"t": 0.1, "type": "key", "key": "Shift+Tab"}"#],
            duration: 0.5))
        let zoom = { (figures: [String: Any]) in (figures["zoom"] as? Double ?? 0) / (figures["fitZoom"] as? Double ?? 1) }
        #expect(abs(zoom(still) - 1) < 1e-9 && zoom(zoomedIn) > 1.5, "\(zoomedIn) vs \(still)")

        let unknown = try run(["--replay", Self.trace([#"{"t": 0, "type": "key", "key": "Ctrl+Frobnicate"}"#], duration: 1),
                               "--offscreen", "--users", "10"])
        #expect(unknown.code == 65 && unknown.error.contains("events[0].key") && unknown.error.contains("Frobnicate"), "\(unknown.error)")
    }
}
