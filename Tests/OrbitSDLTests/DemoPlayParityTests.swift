import Foundation
import Testing

/// The same replay through `orbit-demo` (SDL, real fonts) and through `orbit-layout play` (headless) ends
/// with the same selected and focused person, the same zoom and the same overlay texts: both front ends are
/// thin over one session.
@Suite(.serialized) struct DemoPlayParityTests {
    let demo = DemoBinaryTests()

    static let playBinary: URL? = DemoBinaryTests.binary.map { $0.deletingLastPathComponent().appendingPathComponent("orbit-layout") }
        .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }

    static let traces: [[String]] = [
        [DemoScreenTests.key("Tab", at: 0.1), DemoScreenTests.key("Tab", at: 0.2), DemoScreenTests.key("Return", at: 0.3),
         DemoScreenTests.key("L", at: 0.4), DemoScreenTests.key("H", at: 0.5)],
        [DemoScreenTests.key("/", at: 0.1), DemoScreenTests.text("an", at: 0.2), DemoScreenTests.wheel(2, x: 700, y: 380, at: 0.3)],
        [DemoScreenTests.wheel(3, x: 500, y: 300, at: 0.1), #"{"t": 0.6, "type": "down", "x": 900, "y": 420}"#,
         #"{"t": 0.65, "type": "move", "x": 880, "y": 470}"#, #"{"t": 0.7, "type": "up", "x": 860, "y": 520}"#,
         DemoScreenTests.key("Right", at: 0.8), DemoScreenTests.key("?", at: 0.9), DemoScreenTests.key("Escape", at: 1.0),
         DemoScreenTests.key("Shift+Tab", at: 1.1), DemoScreenTests.key("Return", at: 1.2)],
        [DemoScreenTests.key("Tab", at: 0.1), DemoScreenTests.key("B", at: 0.2), DemoScreenTests.key("Return", at: 0.9)],
    ]
    /// Options both front ends take, per trace.
    static let options: [[String]] = [[], ["--placement", "bearing"], [], ["--max-rings", "2"]]

    @Test(.enabled(if: DemoBinaryTests.binary != nil && playBinary != nil, "orbit-demo and orbit-layout are not built beside the tests"),
          arguments: traces.indices)
    func theDemoAndPlayEndAlike(trace index: Int) throws {
        let trace = try DemoBinaryTests.trace(Self.traces[index], duration: 2.5)
        let stats = DemoBinaryTests.temporaryPath("stats.json")
        let shown = try demo.run(["--replay", trace, "--offscreen", "--stats", stats] + Self.options[index])
        #expect(shown.code == 0, "\(shown.error)")
        let demoEnd = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any])

        let process = Process()
        process.executableURL = Self.playBinary
        process.arguments = ["play", "Assets/people.json", "--replay", trace] + Self.options[index]
        process.currentDirectoryURL = Fixtures.repository
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let playEnd = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(demoEnd["selected"] as? String == playEnd["selected"] as? String, "trace \(index)")
        #expect(demoEnd["focused"] as? String == playEnd["focused"] as? String, "trace \(index)")
        let zoom = try #require(demoEnd["zoom"] as? Double), playZoom = try #require(playEnd["zoom"] as? Double)
        #expect(abs(zoom / playZoom - 1) < 1e-5, "trace \(index): zoom \(zoom) in the demo, \(playZoom) in play")
        // The HUD's first lines are the window's own figures (frame rate, textures); the rest is the session's. The
        // legend's size is fixed, not measured, so it shows (in the same corner) in both or in neither; ring labels,
        // measured with each front end's fonts (Pango in the demo, an estimate in play), may sit elsewhere but say
        // the same, so one may sit on its ring where the other has a leader to it (leaders are not compared). The
        // demo's statistics list kinds and texts, not rects.
        func texts(_ overlays: Any?, _ kinds: (String) -> Bool) -> [String] {
            ((overlays as? [[String: Any]]) ?? []).filter { kinds($0["kind"] as? String ?? "") }
                .map { "\($0["kind"] as? String ?? "?"): \(($0["text"] as? [String] ?? []).joined(separator: " | "))" }.sorted()
        }
        let strict = { (kind: String) in kind != "hud" && kind != "leader" }
        #expect(texts(demoEnd["overlays"], strict) == texts(playEnd["overlays"], strict), "trace \(index)")
        #expect(!texts(playEnd["overlays"], strict).isEmpty)
    }
}
