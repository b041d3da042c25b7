import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitCLI

/// Labels and panels through `orbit-layout play` (issue 31, items 2 and 3): every label belongs to a ring drawn
/// (on its circle, or in a column joined to it by a leader), columns in ring order with the chip last; search
/// results, the list, the tooltip, a toast and the card cover no label and no legend; nothing covers "You"; the
/// legend keeps its corner at the fit, zoomed in and after `Home`.
@Suite struct PlayLabelTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let people = root.appendingPathComponent("Assets/people.json").path
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-labels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Plays `events` in a window of `size` for `duration` s with `options` and returns the last frame.
    func play(_ events: [String], size: (Double, Double), duration: Double = 3, _ options: [String] = []) throws -> [String: Any] {
        let trace = folder.appendingPathComponent("trace-\(UUID().uuidString).json")
        let all = events.isEmpty ? [#"{"t": 0.05, "type": "leave"}"#] : events
        try Data("{\"center\": {\"x\": \(size.0 / 2), \"y\": \(size.1 / 2)}, \"fps\": 60, \"duration\": \(duration), \"events\": [\(all.joined(separator: ","))]}".utf8)
            .write(to: trace)
        let run = PlaceRun(["play", Self.people, "--size", "\(Int(size.0))x\(Int(size.1))", "--replay", trace.path] + options)
        try #require(run.code == 0, "exit \(run.code): \(run.error)")
        let frame = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(frame["atRest"] as? Bool == true, "\(size) \(options): not at rest")
        return frame
    }

    static let crowd = ["--users", "100000", "--max-rings", "5"]

    static func overlays(_ frame: [String: Any], _ kinds: Set<String>) -> [[String: Any]] {
        (frame["overlays"] as? [[String: Any]] ?? []).filter { kinds.contains($0["kind"] as? String ?? "") }
    }
    static func rect(_ overlay: [String: Any]) -> OrbitRect {
        OrbitRect(x: overlay["x"] as! Double, y: overlay["y"] as! Double, width: overlay["width"] as! Double, height: overlay["height"] as! Double)
    }
    static func gap(_ rect: OrbitRect, _ point: OrbitPoint) -> Double {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX), dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
    static func meets(_ a: OrbitRect, _ b: OrbitRect) -> Bool { a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY }
    static func circle(_ ring: [String: Any], meets rect: OrbitRect) -> Bool {
        let center = OrbitPoint(x: ring["x"] as! Double, y: ring["y"] as! Double), radius = ring["radius"] as! Double
        let nearest = gap(rect, center)
        let far = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
            .map { OrbitPoint(x: $0.0, y: $0.1).distance(to: center) }.max()!
        return nearest <= radius + 0.01 && radius <= far + 0.01
    }

    /// Every label names a ring drawn and touches its circle or has a leader from its edge to the circle;
    /// column labels (those with leaders) run in ring order down each side, the chip below them. Returns how
    /// many labels there were, and how many in columns.
    @discardableResult
    static func checkLabelsBelong(_ frame: [String: Any], _ context: String) -> (labels: Int, columns: Int) {
        let rings = Dictionary((frame["rings"] as? [[String: Any]] ?? []).map { ($0["index"] as! Int, $0) }, uniquingKeysWith: { a, _ in a })
        let labels = overlays(frame, ["label"]), leaders = overlays(frame, ["leader"])
        let width = (frame["viewport"] as? [String: Any])?["width"] as? Double ?? 0
        var columns: [Bool: [(y: Double, ring: Int)]] = [:]
        for label in labels {
            let box = rect(label), text = (label["text"] as? [String])?.first ?? ""
            guard let index = label["ring"] as? Int, let ring = rings[index] else {
                Issue.record("\(context): '\(text)' names no ring drawn (\(String(describing: label["ring"])))")
                continue
            }
            guard let leader = leaders.first(where: { $0["ring"] as? Int == index }), let points = leader["points"] as? [[Double]], points.count >= 2 else {
                if !circle(ring, meets: box) { Issue.record("\(context): '\(text)' at \(box) is off ring \(index) (r \(ring["radius"]!)) with no leader") }
                continue
            }
            let start = OrbitPoint(x: points[0][0], y: points[0][1]), end = OrbitPoint(x: points.last![0], y: points.last![1])
            let center = OrbitPoint(x: ring["x"] as! Double, y: ring["y"] as! Double)
            #expect(gap(box, start) < 0.02, "\(context): the leader of '\(text)' starts at \(start), off the label \(box)")
            #expect(abs(end.distance(to: center) - (ring["radius"] as! Double)) < 0.02, "\(context): the leader of '\(text)' ends off ring \(index)")
            columns[box.center.x > width / 2, default: []].append((box.minY, index))
        }
        for chip in overlays(frame, ["chip"]) {
            let box = rect(chip)
            for label in columns[box.center.x > width / 2] ?? [] where label.y >= box.minY {
                Issue.record("\(context): the chip at \(box) comes before ring \(label.ring)'s label in its column")
            }
        }
        for (side, list) in columns {
            let rings = list.sorted { $0.y < $1.y }.map(\.ring)
            #expect(rings == rings.sorted() && Set(rings).count == rings.count, "\(context): the \(side ? "right" : "left") column reads rings \(rings)")
        }
        #expect(leaders.count == columns.values.map(\.count).reduce(0, +), "\(context): \(leaders.count) leaders for the column labels")
        return (labels.count, columns.values.map(\.count).reduce(0, +))
    }

    /// Results, list, tooltip, toast and card meet no label, chip or legend; no overlay but help covers "You".
    static func checkPanelsClear(_ frame: [String: Any], _ context: String) {
        let placed = overlays(frame, ["label", "chip", "legend"])
        for panel in overlays(frame, ["results", "list", "tooltip", "toast", "card"]) {
            for label in placed where meets(rect(panel), rect(label)) {
                Issue.record("\(context): \(panel["kind"]!) at \(rect(panel)) covers \(label["kind"]!) '\((label["text"] as? [String])?.first ?? "")'")
            }
        }
        guard let ring = (frame["rings"] as? [[String: Any]])?.first else { return }
        let center = OrbitPoint(x: ring["x"] as! Double, y: ring["y"] as! Double)
        for overlay in overlays(frame, ["label", "chip", "legend", "results", "list", "tooltip", "toast", "card", "search", "hud"]) {
            #expect(gap(rect(overlay), center) >= 14, "\(context): \(overlay["kind"]!) at \(rect(overlay)) covers You at \(center)")
        }
    }

    static func wheel(_ t: Double, _ x: Double, _ y: Double, _ notches: Int) -> String { #"{"t": \#(t), "type": "wheel", "x": \#(x), "y": \#(y), "dy": \#(notches)}"# }
    static func key(_ t: Double, _ name: String) -> String { #"{"t": \#(t), "type": "key", "key": "\#(name)"}"# }
    static func click(_ t: Double, _ x: Double, _ y: Double) -> [String] {
        [#"{"t": \#(t), "type": "down", "x": \#(x), "y": \#(y)}"#, #"{"t": \#(t + 0.05), "type": "up", "x": \#(x), "y": \#(y)}"#]
    }

    @Test func everyLabelBelongsToItsRingAtTheFitAndZoomedIn() throws {
        var columns = 0, labels = 0
        for size in [(1280.0, 800.0), (700.0, 500.0), (420.0, 320.0)] {
            let fit = try play([], size: size, duration: 0.2)
            let counted = Self.checkLabelsBelong(fit, "fit \(size)")
            (labels, columns) = (labels + counted.labels, columns + counted.columns)
            Self.checkPanelsClear(fit, "fit \(size)")
            let zoomed = try play([Self.wheel(0.1, size.0 * 0.72, size.1 * 0.3, 4)], size: size)
            #expect((zoomed["zoom"] as! Double) > (zoomed["fitZoom"] as! Double))
            let counted2 = Self.checkLabelsBelong(zoomed, "zoomed \(size)")
            (labels, columns) = (labels + counted2.labels, columns + counted2.columns)
            Self.checkPanelsClear(zoomed, "zoomed \(size)")
        }
        #expect(labels > 10 && columns > 2, "\(labels) labels, \(columns) in columns: the test looked at little")
    }

    /// At the fit no one is kept out for a label: everyone placed is drawn.
    @Test func noOneIsHiddenAtTheFit() throws {
        for size in [(1280.0, 800.0), (800.0, 600.0), (700.0, 500.0), (420.0, 320.0)] {
            let fit = try play([], size: size, duration: 0.2)
            let people = fit["people"] as? [[String: Any]] ?? []
            let placed = people.filter { $0["ring"] is Int }
            #expect(placed.count == 166, "\(size): \(placed.count) of the 166 people on rings drawn")
        }
    }

    @Test func aCrowdOf100000OnFiveRings() throws {
        let size = (1280.0, 800.0)
        let fit = try play([], size: size, duration: 0.2, Self.crowd)
        let counted = Self.checkLabelsBelong(fit, "100k fit")
        #expect(counted.labels >= 3 && Self.overlays(fit, ["chip"]).count == 1, "100k fit: \(counted.labels) labels")
        Self.checkPanelsClear(fit, "100k fit")
        let zoomed = try play([Self.wheel(0.1, 900, 250, 5)], size: size, Self.crowd)
        Self.checkLabelsBelong(zoomed, "100k zoomed")
        Self.checkPanelsClear(zoomed, "100k zoomed")
        // The list opened by the chip covers no label.
        let chip = try #require(Self.overlays(fit, ["chip"]).first)
        let at = Self.rect(chip).center
        let listed = try play(Self.click(0.2, at.x, at.y), size: size, duration: 1, Self.crowd)
        #expect(Self.overlays(listed, ["list"]).count == 1)
        Self.checkLabelsBelong(listed, "100k list")
        Self.checkPanelsClear(listed, "100k list")
    }

    /// In a window too small for a card beside someone near "You", the card docks in a corner clear of "You".
    @Test func aSmallWindowsCardDocksClearOfYou() throws {
        let size = (420.0, 320.0)
        let fit = try play([], size: size, duration: 0.2)
        for person in (fit["people"] as? [[String: Any]] ?? []).filter({ [1, 2].contains($0["ring"] as? Int) }).prefix(12) {
            let card = try play(Self.click(0.1, person["x"] as! Double, person["y"] as! Double), size: size, duration: 1.5)
            Self.checkPanelsClear(card, "card \(size) \(person["id"]!)")
        }
    }

    @Test func panelsCoverNoLabelNorYou() throws {
        for size in [(1280.0, 800.0), (700.0, 500.0)] {
            let search = try play([Self.key(0.1, "/"), #"{"t": 0.2, "type": "text", "text": "a"}"#], size: size, duration: 1)
            #expect(Self.overlays(search, ["results"]).count == 1)
            Self.checkPanelsClear(search, "search \(size)")
            let fit = try play([], size: size, duration: 0.2)
            // A person on the second ring: hovered (tooltip), then clicked (card).
            let person = try #require((fit["people"] as? [[String: Any]])?.first { $0["ring"] as? Int == 1 })
            let (x, y) = (person["x"] as! Double, person["y"] as! Double)
            let hovered = try play([#"{"t": 0.1, "type": "move", "x": \#(x), "y": \#(y)}"#], size: size, duration: 2)
            #expect(Self.overlays(hovered, ["tooltip"]).count == 1, "\(size): no tooltip")
            Self.checkPanelsClear(hovered, "tooltip \(size)")
            let card = try play(Self.click(0.1, x, y), size: size, duration: 1.5)
            #expect(Self.overlays(card, ["card"]).count == 1, "\(size): no card")
            Self.checkPanelsClear(card, "card \(size)")
            let toast = try play([Self.key(0.1, "B")], size: size, duration: 1, ["--keys", "demo"])
            #expect(Self.overlays(toast, ["toast"]).count == 1, "\(size): no toast")
            Self.checkPanelsClear(toast, "toast \(size)")
        }
    }

    /// `L` answers in every window: a legend shown hides, and one left out for want of a corner clear of people
    /// (700×500 at the fit) comes, over some of them, inside the window, clear of labels and "You", keeping its
    /// corner when zoomed in and after `Home`; a second `L` takes it away again. Where it fits nowhere without
    /// covering "You" (420×320), `L` says so.
    @Test func theLegendKeyAnswersInEveryWindow() throws {
        let small = try play([Self.key(0.1, "L")], size: (420, 320), duration: 0.5)
        #expect(Self.overlays(small, ["legend"]).isEmpty)
        #expect(Self.overlays(small, ["toast"]).flatMap { $0["text"] as? [String] ?? [] } == ["The window is too small for the legend"])
        for size in [(1280.0, 800.0), (700.0, 500.0)] {
            let first = try play([], size: size, duration: 0.2)
            let once = try play([Self.key(0.1, "L")], size: size, duration: 0.5)
            let twice = try play([Self.key(0.1, "L"), Self.key(0.2, "L")], size: size, duration: 0.5)
            let hadLegend = !Self.overlays(first, ["legend"]).isEmpty
            #expect(Self.overlays(once, ["legend"]).isEmpty == hadLegend, "\(size): L did not flip the legend")
            #expect(Self.overlays(twice, ["legend"]).isEmpty != hadLegend, "\(size): L L did not give it back")
            guard !hadLegend else { continue }
            let legend = Self.rect(try #require(Self.overlays(once, ["legend"]).first))
            #expect(legend.minX >= 0 && legend.minY >= 0 && legend.maxX <= size.0 && legend.maxY <= size.1, "\(size): legend at \(legend)")
            for label in Self.overlays(once, ["label", "chip"]) where Self.meets(legend, Self.rect(label)) {
                Issue.record("\(size): the legend covers '\((label["text"] as? [String])?.first ?? "")'")
            }
            Self.checkPanelsClear(once, "legend \(size)")
            let zoom = [Self.key(0.1, "L"), Self.wheel(0.3, size.0 * 0.3, size.1 * 0.6, 3)]
            for events in [zoom, zoom + [Self.key(1.8, "Home")]] {
                let moved = try #require(Self.overlays(try play(events, size: size, duration: 3), ["legend"]).first, "\(size): legend gone")
                let at = Self.rect(moved)
                #expect((at.center.x < size.0 / 2, at.center.y < size.1 / 2) == (legend.center.x < size.0 / 2, legend.center.y < size.1 / 2),
                        "\(size): the legend moved from \(legend) to \(at)")
            }
        }
    }

    /// The legend's corner is the same at the fit, zoomed in and after `Home` (in windows whose fit leaves a
    /// corner free of people: in smaller ones the legend shows only zoomed in, never over anyone at the fit).
    @Test func theLegendKeepsItsCorner() throws {
        for (size, options) in [((1280.0, 800.0), [String]()), ((1440.0, 810.0), []), ((1280.0, 900.0), ["--placement", "bearing"])] {
            func corner(_ frame: [String: Any]) throws -> String {
                let legend = try #require(Self.overlays(frame, ["legend"]).first, "\(size) \(options): no legend")
                let box = Self.rect(legend)
                return (box.center.y < size.1 / 2 ? "top" : "bottom") + (box.center.x < size.0 / 2 ? "-left" : "-right")
            }
            let zoom = [Self.wheel(0.1, size.0 * 0.25, size.1 * 0.75, 4)]
            let fit = try corner(try play([], size: size, duration: 0.2, options))
            let zoomed = try corner(try play(zoom, size: size, options))
            let home = try corner(try play(zoom + [Self.key(1.5, "Home")], size: size, duration: 3, options))
            #expect(fit == zoomed && zoomed == home, "\(size) \(options): \(fit), zoomed \(zoomed), after Home \(home)")
        }
    }
}
