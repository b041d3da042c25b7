import Foundation
import OrbitLayout
import Testing
@testable import OrbitCLI

/// `orbit-layout play` against its contract: the frame's JSON shape, keys and clicks replayed, the same bytes
/// for the same input, SVG, and usage and data errors with their exit codes.
@Suite struct PlayCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func people(count: Int = 60) throws -> String {
        try write("people.json", String(decoding: PlaceScene.data(PlaceScene.document(seed: 3, count: count)), as: UTF8.self))
    }

    /// A trace of `events` (JSON objects), replayed for `duration` seconds.
    func trace(_ events: [String], duration: Double = 2) throws -> String {
        try write("trace.json", "{\"center\": {\"x\": 640, \"y\": 400}, \"fps\": 60, \"duration\": \(duration), \"events\": [\(events.joined(separator: ","))]}")
    }

    func frame(_ run: PlaceRun) throws -> [String: Any] {
        try #require(run.code == 0, "exit \(run.code): \(run.error)")
        return try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test func theFrameHasTheDocumentedShape() throws {
        let object = try frame(PlaceRun(["play", try people()]))
        #expect(Set(object.keys) == ["t", "viewport", "zoom", "fitZoom", "selected", "focused", "quit", "atRest", "people", "overlays", "rings"])
        #expect(object["selected"] is NSNull && object["focused"] is NSNull)
        #expect((object["viewport"] as? [String: Any])?["width"] as? Double == 1280)
        let people = try #require(object["people"] as? [[String: Any]])
        #expect(!people.isEmpty)
        #expect(people.allSatisfy { Set($0.keys) == ["id", "x", "y", "radius", "ring", "opacity", "saturation"] })
        let overlays = try #require(object["overlays"] as? [[String: Any]])
        let shape: Set<String> = ["kind", "x", "y", "width", "height", "text"]
        for overlay in overlays {
            switch overlay["kind"] as? String {
            case "label": #expect(Set(overlay.keys) == shape.union(["ring"]))
            case "leader": #expect(Set(overlay.keys) == shape.union(["ring", "points"]))
            default: #expect(Set(overlay.keys) == shape)
            }
        }
        #expect(overlays.contains { $0["kind"] as? String == "label" })
        let rings = try #require(object["rings"] as? [[String: Any]])
        #expect(!rings.isEmpty && rings.allSatisfy { Set($0.keys) == ["index", "x", "y", "radius"] })
    }

    /// Avatars that are URLs need no pixels here: the sample whose avatars are all URLs plays, everyone drawn.
    @Test func urlAvatarsPlayLikePaths() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/people-urls.json")
            .standardizedFileURL.path
        let people = try #require(try frame(PlaceRun(["play", sample]))["people"] as? [[String: Any]])
        #expect(people.count == 40)
    }

    @Test func keysAndTextReplayIntoTheSession() throws {
        let path = try trace([
            #"{"t": 0.1, "type": "key", "key": "Tab"}"#, #"{"t": 0.2, "type": "key", "key": "Return"}"#,
            #"{"t": 0.3, "type": "key", "key": "H"}"#, #"{"t": 0.4, "type": "key", "key": "/"}"#,
            #"{"t": 0.5, "type": "text", "text": "Person"}"#, #"{"t": 0.6, "type": "key", "key": "Escape"}"#,
        ])
        let object = try frame(PlaceRun(["play", try people(), "--replay", path, "--size", "700x500"]))
        let selected = try #require(object["selected"] as? String)
        #expect(object["focused"] as? String == selected)
        #expect(object["quit"] as? Bool == false)
        let kinds = (object["overlays"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(kinds.contains("card") && kinds.contains("hud") && !kinds.contains("search"))
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let path = try trace([#"{"t": 0, "type": "wheel", "x": 600, "y": 380, "dy": 2}"#, #"{"t": 0.3, "type": "key", "key": "Right"}"#])
        let arguments = ["play", try people(), "--replay", path, "--placement", "bearing", "--max-rings", "2"]
        let first = PlaceRun(arguments), second = PlaceRun(arguments)
        #expect(first.code == 0 && first.output == second.output)
    }

    @Test func aSyntheticCrowdReplacesTheFilesPeople() throws {
        let object = try frame(PlaceRun(["play", try people(count: 3), "--users", "500", "--seed", "4"]))
        let people = try #require(object["people"] as? [[String: Any]])
        #expect(people.allSatisfy { ($0["id"] as? String)?.hasPrefix("n") == true })
    }

    @Test func svgDrawsTheFrame() throws {
        let run = PlaceRun(["play", try people(), "--format", "svg"])
        #expect(run.code == 0 && run.output.hasPrefix("<?xml") && run.output.contains("data-kind=\"label\""))
    }

    @Test func badUsageAndBadDataHaveTheirExitCodes() throws {
        let path = try people()
        #expect(PlaceRun(["play"]).code == 64)
        #expect(PlaceRun(["play", path, "--size", "0x10"]).code == 64)
        #expect(PlaceRun(["play", path, "--size", "12"]).code == 64)
        #expect(PlaceRun(["play", path, "--max-rings", "0"]).code == 64)
        #expect(PlaceRun(["play", path, "--seed", "3"]).code == 64)
        #expect(PlaceRun(["play", path, "--users", "-1"]).code == 64)
        #expect(PlaceRun(["play", path, "--placement", "spiral"]).code == 64)
        #expect(PlaceRun(["play", path, "--format", "png"]).code == 64)
        #expect(PlaceRun(["play", folder.appendingPathComponent("missing.json").path]).code == 66)
        #expect(PlaceRun(["play", try write("bad.json", "{")]).code == 65)
        let badTrace = try write("bad-trace.json", #"{"center": {"x": 0, "y": 0}, "fps": 60, "duration": 1, "events": [{"t": 0, "type": "up", "x": 1, "y": 1}]}"#)
        let refused = PlaceRun(["play", path, "--replay", badTrace])
        #expect(refused.code == 65 && refused.error.contains("events"), "\(refused.error)")
        #expect(PlaceRun(["play", path, "--out", folder.appendingPathComponent("no/such/dir/out.json").path]).code == 73)
        #expect(PlaceRun(["play", path, "--out", path]).code == 64, "--out naming the people file replaces no input")
        #expect(PlaceRun(["play", path, "--replay", badTrace, "--out", badTrace]).code == 64)
        #expect(PlaceRun(["play", "--help"]).code == 0)
        #expect(PlaceRun(["help", "play"]).output.contains("overlays"))
    }
}
