import Foundation
import OrbitLayout
import Testing
@testable import OrbitCLI

/// The screen's second pass through `orbit-layout play`: search results and list rows picked by keys and
/// clicks, north after turning in bearing placement, the empty states.
@Suite struct PlayScreenTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A people file of `count` people named "Person i" with id "pi"; `edit` changes each user.
    func people(count: Int = 60, edit: (inout [String: Any]) -> Void = { _ in }) throws -> String {
        var document = PlaceScene.document(seed: 3, count: count)
        var users = document["users"] as! [[String: Any]]
        for index in users.indices { edit(&users[index]) }
        document["users"] = users
        return try write("people-\(UUID().uuidString).json", String(decoding: PlaceScene.data(document), as: UTF8.self))
    }

    /// Plays `events` (JSON objects) for `duration` s and returns the last frame.
    func play(_ people: String, _ events: [String], duration: Double = 2, _ options: [String] = []) throws -> [String: Any] {
        let trace = try write("trace-\(UUID().uuidString).json",
                              "{\"center\": {\"x\": 640, \"y\": 400}, \"fps\": 60, \"duration\": \(duration), \"events\": [\(events.joined(separator: ","))]}")
        let run = PlaceRun(["play", people, "--replay", trace] + options)
        try #require(run.code == 0, "exit \(run.code): \(run.error)")
        return try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    static func overlays(_ frame: [String: Any], _ kind: String) -> [[String: Any]] {
        (frame["overlays"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == kind }
    }

    static func text(_ overlay: [String: Any]?) -> [String] { overlay?["text"] as? [String] ?? [] }

    static func center(_ overlay: [String: Any]) -> (x: Double, y: Double) {
        let (x, y, w, h) = (overlay["x"] as! Double, overlay["y"] as! Double, overlay["width"] as! Double, overlay["height"] as! Double)
        return (x + w / 2, y + h / 2)
    }

    static func key(_ t: Double, _ name: String) -> String { #"{"t": \#(t), "type": "key", "key": "\#(name)"}"# }
    static func click(_ t: Double, _ x: Double, _ y: Double) -> [String] {
        [#"{"t": \#(t), "type": "down", "x": \#(x), "y": \#(y)}"#, #"{"t": \#(t + 0.05), "type": "up", "x": \#(x), "y": \#(y)}"#]
    }

    /// The id of "Person i" (possibly cut with an ellipsis: then nil); a list row's name is bidi-isolated.
    static func id(ofName line: String) -> String? {
        let row = String(String.UnicodeScalarView(line.unicodeScalars.filter { $0 != "\u{2068}" && $0 != "\u{2069}" }))
        let name = row.split(separator: " — ").first.map(String.init) ?? row
        guard name.hasPrefix("Person "), let number = Int(name.dropFirst(7)) else { return nil }
        return "p\(number)"
    }

    static let search = [key(0.1, "/"), #"{"t": 0.2, "type": "text", "text": "Person 1"}"#]

    @Test func aSearchResultIsPickedByKeysAndByClick() throws {
        let file = try people()
        let open = try play(file, Self.search)
        let field = try #require(Self.overlays(open, "search").first)
        let results = try #require(Self.overlays(open, "results").first)
        let names = Self.text(results)
        #expect(names.count == 6 && names.allSatisfy { $0.hasPrefix("Person 1") }, "\(names)")
        // Person 1, 10…19 less those blocked (hidden).
        let count = Int(Self.text(field).last?.split(separator: " ").first ?? "") ?? 0
        #expect(Self.text(field).last?.contains(" matches (1–6)") == true && (7...11).contains(count), "\(Self.text(field))")

        let byKeys = try play(file, Self.search + [Self.key(0.3, "Down"), Self.key(0.4, "Down"), Self.key(0.5, "Return")])
        #expect(byKeys["selected"] as? String == Self.id(ofName: names[2]))
        #expect(Self.overlays(byKeys, "search").isEmpty && Self.overlays(byKeys, "card").count == 1)

        let frame = results["y"] as! Double, rowY = frame + 12 + 20 * 3.5
        let byClick = try play(file, Self.search + Self.click(0.3, Self.center(results).x, rowY))
        #expect(byClick["selected"] as? String == Self.id(ofName: names[3]))

        // Scrolling: the highlight moves past the rows in view and the rows follow.
        let scrolled = try play(file, Self.search + (0..<8).map { Self.key(0.3 + 0.01 * Double($0), "Down") })
        let rows = Self.text(Self.overlays(scrolled, "results").first)
        #expect(rows.count == 6 && rows.first != names.first, "\(rows)")
    }

    @Test func aListRowIsPickedByKeysAndByClick() throws {
        let file = try people(count: 80)
        let capped = ["--max-rings", "1"]
        let first = try play(file, [Self.key(0.05, "H")], duration: 0.2, capped)
        let chip = try #require(Self.overlays(first, "chip").first)
        let (x, y) = Self.center(chip)
        let open = try play(file, Self.click(0.1, x, y), duration: 0.5, capped)
        let list = try #require(Self.overlays(open, "list").first)
        let rows = Array(Self.text(list).dropFirst().dropLast())
        #expect(rows.count >= 3)

        let byKeys = try play(file, Self.click(0.1, x, y) + [Self.key(0.3, "Down"), Self.key(0.35, "Return")], duration: 0.6, capped)
        #expect(byKeys["selected"] as? String == Self.id(ofName: rows[0]))
        let card = try #require(Self.overlays(byKeys, "card").first)
        #expect(Self.text(card).contains { rows[0].hasSuffix($0) || $0.contains(rows[0].components(separatedBy: " — ").last!) }, "\(Self.text(card))")
        #expect(Self.overlays(byKeys, "list").isEmpty)

        let rowY = (list["y"] as! Double) + 12 + 20 * 2.5
        let byClick = try play(file, Self.click(0.1, x, y) + Self.click(0.3, Self.center(list).x, rowY), duration: 0.6, capped)
        #expect(byClick["selected"] as? String == Self.id(ofName: rows[1]))
    }

    /// The angle of a point about the window's centre, as layouts measure it (0 down, π up).
    static func angle(_ x: Double, _ y: Double) -> Double { atan2(x - 640, y - 400) }

    static func turned(_ a: Double, _ b: Double) -> Double {
        var delta = (b - a).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        return delta
    }

    @Test func northStaysTrueAfterTurningInBearingPlacement() throws {
        let file = try people(count: 60)
        let bearing = ["--placement", "bearing"]
        let still = try play(file, [Self.key(0.05, "L")], duration: 0.5, bearing)
        let north = try #require(Self.overlays(still, "north").first)
        let up = Self.center(north)
        #expect(abs(up.x - 640) < 1 && up.y < 400, "north is not up: \(up)")
        let people = try #require(still["people"] as? [[String: Any]])
        let inner = try #require(people.compactMap { $0["ring"] as? Int }.min())
        let grab = try #require(people.first { ($0["ring"] as? Int) == inner })
        let (gx, gy) = (grab["x"] as! Double, grab["y"] as! Double)
        let radius = ((gx - 640) * (gx - 640) + (gy - 400) * (gy - 400)).squareRoot()
        let start = Self.angle(gx, gy)
        var drag = [#"{"t": 0.1, "type": "down", "x": \#(gx), "y": \#(gy)}"#]
        for step in 1...20 {
            let a = start + 0.03 * Double(step)
            drag.append(#"{"t": \#(0.1 + 0.02 * Double(step)), "type": "move", "x": \#(640 + radius * sin(a)), "y": \#(400 + radius * cos(a))}"#)
        }
        let end = start + 0.6
        drag.append(#"{"t": 0.9, "type": "up", "x": \#(640 + radius * sin(end)), "y": \#(400 + radius * cos(end))}"#)
        let turned = try play(file, [Self.key(0.05, "L")] + drag, duration: 4, bearing)
        let after = try #require(turned["people"] as? [[String: Any]])
        let before = Dictionary(uniqueKeysWithValues: people.map { ($0["id"] as! String, Self.angle($0["x"] as! Double, $0["y"] as! Double)) })
        let deltas = after.compactMap { p in before[p["id"] as! String].map { Self.turned($0, Self.angle(p["x"] as! Double, p["y"] as! Double)) } }
        #expect(deltas.count == people.count && abs(deltas[0]) > 0.3, "\(deltas.prefix(3))")
        #expect(deltas.allSatisfy { abs($0 - deltas[0]) < 0.02 }, "rings turned apart: \(Set(deltas.map { ($0 * 100).rounded() / 100 }))")
        let moved = Self.center(try #require(Self.overlays(turned, "north").first))
        #expect(abs(Self.turned(Self.angle(up.x, up.y), Self.angle(moved.x, moved.y)) - deltas[0]) < 0.02, "the marker did not turn with the rings")

        let home = try play(file, [Self.key(0.05, "L")] + drag + [Self.key(1.5, "Home")], duration: 4, bearing)
        let back = Self.center(try #require(Self.overlays(home, "north").first))
        #expect(abs(back.x - 640) < 1 && back.y < 400, "Home left north at \(back)")
    }

    @Test func emptyStatesSayWhy() throws {
        let nobody = try play(try people(count: 0), [Self.key(0.05, "L")], duration: 0.5)
        #expect(Self.text(Self.overlays(nobody, "empty").first).first == "No one nearby")

        let blocked = try people(count: 12) { $0["relation"] = "blocked" }
        let hidden = try play(blocked, [Self.key(0.05, "L")], duration: 0.5)
        #expect(Self.text(Self.overlays(hidden, "empty").first) == ["12 people here are blocked — B shows them"])
        let shown = try play(blocked, [Self.key(0.05, "B")], duration: 1)
        #expect(Self.overlays(shown, "empty").isEmpty)
        #expect(Self.text(Self.overlays(shown, "toast").first) == ["12 blocked people shown; 12 people (was 0)"])

        let none = try play(try people(), [Self.key(0.1, "/"), #"{"t": 0.2, "type": "text", "text": "zzqx"}"#, Self.key(0.3, "Return")])
        #expect(Self.text(Self.overlays(none, "empty").first).first == "No one matches “zzqx”")
        #expect(Self.text(Self.overlays(none, "search").first).last == "Backspace edits   Esc closes")
        let said = (none["overlays"] as? [[String: Any]] ?? []).flatMap(Self.text).filter { $0.lowercased().contains("no one matches") }
        #expect(said.count == 1, "\(said)")
        #expect(none["selected"] is NSNull && Self.overlays(none, "results").isEmpty)
    }

    @Test func pinchAndTwistReplay() throws {
        let file = try people(count: 60)
        let pinched = try play(file, [#"{"t": 0.1, "type": "pinch", "x": 700, "y": 300, "scale": 1.5}"#], duration: 1)
        let still = try play(file, [Self.key(0.05, "L")], duration: 1)
        #expect(abs((pinched["zoom"] as! Double) / (still["zoom"] as! Double) - 1.5) < 1e-3)
        let bad = try write("bad.json", #"{"center": {"x": 0, "y": 0}, "fps": 60, "duration": 1, "events": [{"t": 0, "type": "twist", "x": 1, "y": 1, "angle": 9}]}"#)
        let run = PlaceRun(["play", file, "--replay", bad])
        #expect(run.code != 0 && run.error.contains("events[0].angle"), "\(run.code) \(run.error)")
    }
}
