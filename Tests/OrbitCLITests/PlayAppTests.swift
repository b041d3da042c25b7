import Foundation
import OrbitLayout
import Testing
@testable import OrbitCLI

/// Orbit in an app through `orbit-layout play`: the app's keys against the demo's; leave, cancel and touch.
@Suite struct PlayAppTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-app-\(UUID().uuidString)")
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

    /// Plays `events` (JSON objects) for `duration` s with `options` and returns the run.
    func play(_ events: [String], duration: Double = 2, _ options: [String] = []) throws -> PlaceRun {
        let trace = try write("trace-\(UUID().uuidString).json",
                              "{\"center\": {\"x\": 640, \"y\": 400}, \"fps\": 60, \"duration\": \(duration), \"events\": [\(events.joined(separator: ","))]}")
        return PlaceRun(["play", try people(), "--replay", trace] + options)
    }

    func frame(_ run: PlaceRun) throws -> [String: Any] {
        try #require(run.code == 0, "exit \(run.code): \(run.error)")
        return try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    static func key(_ t: Double, _ name: String) -> String { #"{"t": \#(t), "type": "key", "key": "\#(name)"}"# }

    static func positions(_ frame: [String: Any]) -> [String: [Double]] {
        var positions: [String: [Double]] = [:]
        for person in frame["people"] as? [[String: Any]] ?? [] {
            positions[person["id"] as! String] = [person["x"] as! Double, person["y"] as! Double]
        }
        return positions
    }

    /// `--keys app`: `+ + - R Q` leave everyone where they are and do not quit; the demo's keys (the default) quit
    /// on `Q` and change who is there.
    @Test func appKeysLeaveEveryoneWhereTheyAre() throws {
        let keys = ["+", "+", "-", "R", "Q"].enumerated().map { Self.key(0.1 + 0.1 * Double($0.offset), $0.element) }
        let still = try frame(play([Self.key(0.05, "Tab")], duration: 3))
        let app = try frame(play([Self.key(0.05, "Tab")] + keys, duration: 3, ["--keys", "app"]))
        #expect(app["quit"] as? Bool == false)
        #expect(Self.positions(app) == Self.positions(still))
        let demo = try frame(play([Self.key(0.05, "Tab")] + keys, duration: 3))
        #expect(demo["quit"] as? Bool == true)
        #expect(Self.positions(demo) != Self.positions(still))
        let quitOnly = try frame(play([Self.key(0.1, "Q")], ["--keys", "demo"]))
        #expect(quitOnly["quit"] as? Bool == true)
        let bad = try play([Self.key(0.1, "Q")], ["--keys", "tv"])
        #expect(bad.code == 64 && bad.error.contains("--keys"))
    }

    static func overlays(_ frame: [String: Any], _ kind: String) -> [[String: Any]] {
        (frame["overlays"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == kind }
    }

    /// A person drawn well inside the window and clear of every overlay in the first frame, with where they are.
    func someone() throws -> (id: String, x: Double, y: Double) {
        let first = try frame(play([Self.key(0, "Escape")], duration: 0))
        let overlays = first["overlays"] as? [[String: Any]] ?? []
        for person in first["people"] as? [[String: Any]] ?? [] {
            let (x, y, r) = (person["x"] as! Double, person["y"] as! Double, person["radius"] as! Double)
            let clear = overlays.allSatisfy { overlay in
                let (ox, oy, w, h) = (overlay["x"] as! Double, overlay["y"] as! Double, overlay["width"] as! Double, overlay["height"] as! Double)
                return x + r + 40 < ox || x - r - 40 > ox + w || y + r + 40 < oy || y - r - 40 > oy + h
            }
            if clear, r > 10, (200...1080).contains(x), (150...650).contains(y) { return (person["id"] as! String, x, y) }
        }
        throw CancellationError()
    }

    static func pointer(_ t: Double, _ type: String, _ x: Double, _ y: Double, touch: Bool = false) -> String {
        #"{"t": \#(t), "type": "\#(type)", "x": \#(x), "y": \#(y)\#(touch ? #", "source": "touch""# : "")}"#
    }

    @Test func leaveTakesTheTooltipAway() throws {
        let person = try someone()
        let hover = [Self.pointer(0.1, "move", person.x, person.y)]
        let resting = try frame(play(hover, duration: 1))
        #expect(Self.overlays(resting, "tooltip").count == 1)
        let left = try frame(play(hover + [#"{"t": 0.8, "type": "leave"}"#], duration: 1))
        #expect(Self.overlays(left, "tooltip").isEmpty)
    }

    /// A tap by a finger opens the card; after `Escape` closes it no tooltip shows, where a mouse's would.
    @Test func aTouchTapOpensTheCardWithNoTooltip() throws {
        let person = try someone()
        for touch in [true, false] {
            let tap = [Self.pointer(0.1, "down", person.x, person.y, touch: touch), Self.pointer(0.15, "up", person.x, person.y, touch: touch)]
            let opened = try frame(play(tap, duration: 1))
            #expect(opened["selected"] as? String == person.id && Self.overlays(opened, "card").count == 1 && Self.overlays(opened, "tooltip").isEmpty)
            let closed = try frame(play(tap + [Self.key(1, "Escape")], duration: 2))
            #expect(closed["selected"] is NSNull)
            #expect(Self.overlays(closed, "tooltip").count == (touch ? 0 : 1), "touch: \(touch)")
        }
    }

    @Test func downThenCancelSelectsNoOne() throws {
        let person = try someone()
        let cancelled = try frame(play([Self.pointer(0.1, "down", person.x, person.y, touch: true), #"{"t": 0.15, "type": "cancel"}"#], duration: 1))
        #expect(cancelled["selected"] is NSNull && Self.overlays(cancelled, "card").isEmpty)
        let bad = try play([#"{"t": 0.15, "type": "cancel"}"#])
        #expect(bad.code == 65 && bad.error.contains("'cancel' without a preceding 'down'"), "\(bad.error)")
        let unknown = try play([#"{"t": 0.1, "type": "down", "x": 1, "y": 1, "source": "pen"}"#])
        #expect(unknown.code == 65 && unknown.error.contains("pen"), "\(unknown.error)")
    }

    /// `--theme light --format svg` has a light background, the default a dark one.
    @Test func theThemeColoursTheSVG() throws {
        let light = PlaceRun(["play", try people(), "--format", "svg", "--theme", "light"])
        let dark = PlaceRun(["play", try people(), "--format", "svg"])
        #expect(light.code == 0 && light.output.contains(##"height="800" fill="#F4F5F8""##))
        #expect(dark.code == 0 && dark.output.contains(##"height="800" fill="#0B0D14""##))
        let bad = PlaceRun(["play", try people(), "--theme", "sepia"])
        #expect(bad.code == 64 && bad.error.contains("--theme"))
        let scale = PlaceRun(["play", try people(), "--text-scale", "3"])
        #expect(scale.code == 64 && scale.error.contains("--text-scale"))
    }
}
