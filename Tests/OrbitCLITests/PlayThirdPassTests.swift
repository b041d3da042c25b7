import Foundation
import OrbitFiles
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitCLI

/// The screen's third pass through `orbit-layout play` on the repository's people: every window starts at the
/// fit, a search pick ends beside its card inside the window, a zoomed-in view pans, "You" opens the viewer's
/// card, a press on a coasting ring picks no one, keyboard focus names its person.
@Suite struct PlayThirdPassTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let people = root.appendingPathComponent("Assets/people.json").path
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-camera-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Plays `events` in a window of `size` for `duration` s and returns the last frame (no events: the first frame).
    func play(_ events: [String], size: (Double, Double), duration: Double = 3) throws -> [String: Any] {
        var arguments = ["play", Self.people, "--size", "\(Int(size.0))x\(Int(size.1))"]
        if !events.isEmpty {
            let trace = folder.appendingPathComponent("trace-\(UUID().uuidString).json")
            try Data("{\"center\": {\"x\": \(size.0 / 2), \"y\": \(size.1 / 2)}, \"fps\": 60, \"duration\": \(duration), \"events\": [\(events.joined(separator: ","))]}".utf8)
                .write(to: trace)
            arguments += ["--replay", trace.path]
        }
        let run = PlaceRun(arguments)
        try #require(run.code == 0, "exit \(run.code): \(run.error)")
        return try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    static func people(_ frame: [String: Any]) -> [[String: Any]] { frame["people"] as? [[String: Any]] ?? [] }
    static func rect(_ overlay: [String: Any]) -> OrbitRect {
        OrbitRect(x: overlay["x"] as! Double, y: overlay["y"] as! Double, width: overlay["width"] as! Double, height: overlay["height"] as! Double)
    }
    static func point(_ person: [String: Any]) -> OrbitPoint { OrbitPoint(x: person["x"] as! Double, y: person["y"] as! Double) }
    /// How far `point` is from `rect` (0 inside it).
    static func gap(_ rect: OrbitRect, _ point: OrbitPoint) -> Double {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX), dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
    static func isInside(_ person: [String: Any], _ size: (Double, Double)) -> Bool {
        let at = point(person), radius = person["radius"] as! Double
        return at.x - radius >= 0 && at.y - radius >= 0 && at.x + radius <= size.0 && at.y + radius <= size.1
    }

    static let sizes: [(Double, Double)] = [(1280, 800), (700, 500), (420, 320), (320, 240)]

    @Test func everyWindowStartsAtTheFit() throws {
        for size in Self.sizes {
            let frame = try play([], size: size, duration: 0.1)
            #expect(frame["zoom"] as? Double == frame["fitZoom"] as? Double && frame["atRest"] as? Bool == true, "\(size)")
            let people = Self.people(frame)
            #expect(!people.isEmpty && people.allSatisfy { Self.isInside($0, size) }, "\(size): someone outside")
        }
    }

    /// The farthest person, one at the third quartile and one at the median distance, picked by search in
    /// windows down to 320×240, end drawn inside the window with their card inside it and clear of them.
    @Test func aSearchPickEndsInsideBesideItsCard() throws {
        let file = try PeopleFile(data: Data(contentsOf: URL(fileURLWithPath: Self.people)), source: "people.json")
        let viewer = try #require(file.request.viewer)
        let shown = file.request.people.filter { $0.relation != .blocked && $0.name != nil }
            .sorted { ($0.distance(from: viewer) ?? 0) < ($1.distance(from: viewer) ?? 0) }
        let picks = [shown[shown.count - 1], shown[shown.count * 3 / 4], shown[shown.count / 2]]
        for size in Self.sizes.dropFirst() {
            for person in picks {
                let name = try #require(person.name)
                let frame = try play([#"{"t": 0.1, "type": "key", "key": "/"}"#, #"{"t": 0.2, "type": "text", "text": "\#(name)"}"#,
                                      #"{"t": 0.4, "type": "key", "key": "Return"}"#], size: size)
                #expect(frame["selected"] as? String == person.id && frame["atRest"] as? Bool == true, "\(size) \(name)")
                let drawn = try #require(Self.people(frame).first { $0["id"] as? String == person.id }, "\(size): \(name) not drawn")
                let card = try #require((frame["overlays"] as? [[String: Any]])?.first { $0["kind"] as? String == "card" }, "\(size): no card")
                let frameOfCard = Self.rect(card)
                #expect(Self.isInside(drawn, size), "\(size): \(name) outside at \(Self.point(drawn))")
                #expect(frameOfCard.minX >= 0 && frameOfCard.minY >= 0 && frameOfCard.maxX <= size.0 && frameOfCard.maxY <= size.1, "\(size): card outside")
                #expect(Self.gap(frameOfCard, Self.point(drawn)) >= drawn["radius"] as! Double, "\(size): the card covers \(name)")
            }
        }
    }

    /// Zoomed in, `Shift+Left` ×3 moves everyone by the same offset; `Home` goes back to the fit.
    @Test func shiftArrowsPanAZoomedInView() throws {
        let size = (700.0, 500.0)
        let zoom = [#"{"t": 0.1, "type": "wheel", "x": 500, "y": 150, "dy": 6}"#]
        let keys = (0..<3).map { #"{"t": \#(1 + 0.2 * Double($0)), "type": "key", "key": "Shift+Left"}"# }
        let before = try play(zoom, size: size), after = try play(zoom + keys, size: size)
        #expect((before["zoom"] as! Double) > (before["fitZoom"] as! Double))
        let moved = Dictionary(uniqueKeysWithValues: Self.people(before).map { ($0["id"] as! String, Self.point($0)) })
        let offsets = Self.people(after).compactMap { person in moved[person["id"] as! String].map { Self.point(person) - $0 } }
        #expect(offsets.count > 10)
        #expect(offsets.allSatisfy { $0.distance(to: OrbitPoint(x: 192, y: 0)) < 0.02 }, "\(Set(offsets.map { "\($0.x),\($0.y)" }))")
        let home = try play(zoom + keys + [#"{"t": 1.8, "type": "key", "key": "Home"}"#], size: size)
        #expect(home["zoom"] as? Double == home["fitZoom"] as? Double)
        let fit = try play([], size: size, duration: 0.1)
        let centred = try play(keys, size: size)
        #expect(Self.people(centred).map(Self.point) == Self.people(fit).map(Self.point), "the fit view panned")
    }

    /// A fling, then a press on the coasting ring, selects no one.
    @Test func flingThenPressSelectsNoOne() throws {
        let size = (1280.0, 800.0)
        let first = try play([], size: size, duration: 0.1)
        let target = try #require(Self.people(first).first { ($0["ring"] as? Int) == 3 })
        let at = Self.point(target)
        let fling = [#"{"t": 0.5, "type": "down", "x": \#(at.x), "y": \#(at.y)}"#, #"{"t": 0.53, "type": "move", "x": \#(at.x + 40), "y": \#(at.y + 8)}"#,
                     #"{"t": 0.56, "type": "move", "x": \#(at.x + 90), "y": \#(at.y + 20)}"#, #"{"t": 0.58, "type": "up", "x": \#(at.x + 110), "y": \#(at.y + 26)}"#]
        let press = [#"{"t": 0.7, "type": "down", "x": \#(at.x), "y": \#(at.y)}"#, #"{"t": 0.75, "type": "up", "x": \#(at.x), "y": \#(at.y)}"#]
        let caught = try play(fling + press, size: size)
        #expect(caught["selected"] is NSNull)
        let atRest = try play(press, size: size)
        #expect(atRest["selected"] as? String == target["id"] as? String, "a press at rest picks who is there")
    }

    /// A click on "You" opens the viewer's card (no person selected); `Escape` closes it.
    @Test func clickingYouOpensTheViewerCard() throws {
        let size = (700.0, 500.0)
        let click = [#"{"t": 0.2, "type": "down", "x": 350, "y": 250}"#, #"{"t": 0.25, "type": "up", "x": 350, "y": 250}"#]
        let frame = try play(click, size: size, duration: 1)
        let card = try #require((frame["overlays"] as? [[String: Any]])?.first { $0["kind"] as? String == "card" })
        let lines = card["text"] as? [String] ?? []
        #expect(lines.first == "You" && lines.contains { $0.contains("° N") } && frame["selected"] is NSNull, "\(lines)")
        #expect(Self.gap(Self.rect(card), OrbitPoint(x: 350, y: 250)) >= 14)
        let closed = try play(click + [#"{"t": 0.5, "type": "key", "key": "Escape"}"#], size: size, duration: 1)
        #expect(!(closed["overlays"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "card" })
    }

    /// `Tab Tab` names the focused person as hover does.
    @Test func keyboardFocusNamesItsPerson() throws {
        let frame = try play([#"{"t": 0.1, "type": "key", "key": "Tab"}"#, #"{"t": 0.3, "type": "key", "key": "Tab"}"#], size: (700, 500), duration: 1.5)
        let focused = try #require(frame["focused"] as? String)
        let file = try PeopleFile(data: Data(contentsOf: URL(fileURLWithPath: Self.people)), source: "people.json")
        let name = try #require(file.request.people.first { $0.id == focused }?.name)
        let tooltip = try #require((frame["overlays"] as? [[String: Any]])?.first { $0["kind"] as? String == "tooltip" })
        #expect(tooltip["text"] as? [String] == [name])
    }

    /// Help drawn over the rings is not written over: a focused or hovered person's name gives way to it.
    @Test func noNameIsWrittenOverHelp() throws {
        for size in [(700.0, 500.0), (1280.0, 800.0)] {
            let keys = ["Tab", "Tab", "?"].enumerated().map { #"{"t": \#(0.1 + 0.2 * Double($0.offset)), "type": "key", "key": "\#($0.element)"}"# }
            let frame = try play(keys + [#"{"t": 0.8, "type": "move", "x": \#(size.0 / 2 + 40), "y": \#(size.1 / 2)}"#], size: size, duration: 1.5)
            let overlays = frame["overlays"] as? [[String: Any]] ?? []
            let help = try #require(overlays.first { $0["kind"] as? String == "help" }.map(Self.rect))
            for tooltip in overlays where tooltip["kind"] as? String == "tooltip" {
                let name = Self.rect(tooltip)
                let meets = help.minX < name.maxX && name.minX < help.maxX && help.minY < name.maxY && name.minY < help.maxY
                #expect(!meets, "\(size): '\((tooltip["text"] as? [String])?.first ?? "")' over help at \(name)")
            }
        }
    }

    /// Help fits every window down to 320×240 with no line cut ("…"); where its rows do not all fit, its last row
    /// says which are shown, and paging down reaches the end.
    @Test func helpFitsEveryWindowWithNoLineCut() throws {
        for size in Self.sizes {
            let open = [#"{"t": 0.1, "type": "key", "key": "?"}"#]
            let pages = (0..<12).map { #"{"t": \#(0.2 + 0.02 * Double($0)), "type": "key", "key": "PageDown"}"# }
            for events in [open, open + pages] {
                let frame = try play(events, size: size, duration: 0.6)
                let help = try #require((frame["overlays"] as? [[String: Any]])?.first { $0["kind"] as? String == "help" }, "\(size)")
                let rect = Self.rect(help), lines = help["text"] as? [String] ?? []
                #expect(rect.minX >= 0 && rect.minY >= 0 && rect.maxX <= size.0 && rect.maxY <= size.1, "\(size): \(rect)")
                #expect(!lines.contains { $0.hasSuffix("…") }, "\(size): \(lines)")
                guard let last = lines.last, let scroll = last.wholeMatch(of: /(\d+)–(\d+) of (\d+).*/) else {
                    #expect(size.1 >= 800, "\(size): all of help shown in a small window? \(lines)")
                    continue
                }
                if events.count > 1 { #expect(scroll.2 == scroll.3, "\(size): paging down ends at the last row: \(last)") }
            }
        }
    }
}
