import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitScene
import Testing
@testable import OrbitSession

/// The screen's second pass: search results with a count and a highlight, list rows that reveal, true north in
/// bearing placement, toasts, empty states, hover and two-finger input.
@Suite struct OrbitSessionScreenTests {
    static func key(_ name: String) -> (Double) -> SessionInput {
        { .key(KeyChord(name)!, time: $0) }
    }

    static func click(_ scenario: inout SessionScenario, _ point: OrbitPoint) throws {
        try scenario.step { .pointerDown(point, time: $0) }
        try scenario.step { .pointerUp(point, time: $0) }
    }

    /// Over random typing, arrows and resizes, the highlight always lies within the matches and on a row in
    /// view; the results' lines are the names of the matches in view, in order; the field says how many match.
    @Test func theHighlightStaysWithinTheResults() throws {
        let moves = ["Up", "Down", "Down", "PageDown", "PageUp", "Backspace"]
        for seed: UInt64 in 1...150 {
            var scenario = try SessionScenario(seed: seed, people: 180)
            var random = SeededGenerator(seed: seed)
            try scenario.step(Self.key("/"))
            for _ in 0..<12 {
                switch random.next() % 6 {
                case 0, 1: try scenario.step { .text(["a", "e", "n", "o", "r", " ", "z"][Int(random.next() % 7)], time: $0) }
                case 2: scenario.session.resize(to: SessionScenario.randomWindow(&random)); try scenario.frame(after: 1.0 / 60)
                case 3 where !scenario.lastFrame.overlays(.results).isEmpty:  // the wheel over the results moves the highlight
                    let at = scenario.lastFrame.overlays(.results)[0].frame.center
                    let zoom = scenario.lastFrame.zoom, notches = Double(Int(random.next() % 7) - 3)
                    try scenario.step { .wheel(notches: notches, at: at, time: $0) }
                    #expect(scenario.lastFrame.zoom == zoom, "seed \(seed): the wheel over the results zoomed")
                default: try scenario.step(Self.key(moves[Int(random.next() % UInt64(moves.count))]))
                }
                let search = try #require(scenario.session.state.search)
                let frame = scenario.lastFrame
                let field = try #require(frame.overlays(.search).first)
                if search.query.isEmpty { continue }
                if search.matches.isEmpty {
                    #expect(field.lines[1] == "Backspace edits   Esc closes", "seed \(seed)")
                    let said = frame.overlays.flatMap(\.lines).filter { $0.lowercased().contains("no one matches") }
                    #expect(said.count == 1, "seed \(seed): \(said)")
                    #expect(frame.overlays(.results).isEmpty && frame.overlays(.empty).count == 1, "seed \(seed)")
                    continue
                }
                #expect(search.matches.indices.contains(search.highlight), "seed \(seed): highlight \(search.highlight) of \(search.matches.count)")
                #expect(field.lines[1].hasPrefix(search.total == 1 ? "1 match" : "\(DistanceText.count(search.total)) matches"), "seed \(seed): \(field.lines)")
                guard let results = frame.overlays(.results).first else { continue }
                let shown = search.top..<(search.top + results.lines.count)
                #expect(shown.contains(search.highlight), "seed \(seed): highlight \(search.highlight) outside rows \(shown)")
                let names = search.matches[shown].map(\.name)
                #expect(zip(results.lines, names).allSatisfy { line, name in line == name || line.hasSuffix("…") && name.hasPrefix(line.dropLast()) },
                        "seed \(seed): \(results.lines) vs \(names)")
            }
        }
    }

    /// `↓ ↓ Return` reveals the third match; a click on a row reveals that row's person; they end drawn inside
    /// the window with their card beside them, not over them.
    @Test func aResultIsPickedByKeysOrByClick() throws {
        var picked = 0
        for seed: UInt64 in 1...20 {
            var scenario = try SessionScenario(seed: seed, people: 180, window: OrbitSize(width: 1280, height: 800))
            try scenario.step(Self.key("/"))
            try scenario.step { .text("a", time: $0) }
            let matches = try #require(scenario.session.state.search?.matches)
            guard matches.count >= 4, scenario.session.live.node(matches[2].id) != nil else { continue }
            try scenario.step(Self.key("Down"))
            try scenario.step(Self.key("Down"))
            try scenario.step(Self.key("Return"))
            #expect(scenario.lastFrame.selectedID == matches[2].id, "seed \(seed)")
            #expect(scenario.session.state.search == nil)
            try scenario.settle()
            let drawn = try #require(scenario.lastFrame.people.first { $0.id == matches[2].id }, "seed \(seed): not drawn")
            let card = try #require(scenario.lastFrame.overlays(.card).first, "seed \(seed): no card")
            let window = OrbitRect(width: 1280, height: 800)
            #expect(window.contains(drawn.position) && card.frame.isInside(window), "seed \(seed)")
            #expect(card.frame.distance(from: drawn.position) >= drawn.radius, "seed \(seed): the card covers them")

            try scenario.step(Self.key("/"))
            try scenario.step { .text("a", time: $0) }
            let rows = try #require(scenario.lastFrame.overlays(.results).first)
            let row = OverlayKit.padding + 3.5 * 20  // rows of the default theme
            let target = try #require(scenario.session.state.search?.matches[3])
            try Self.click(&scenario, OrbitPoint(x: rows.frame.center.x, y: rows.frame.minY + row))
            #expect(scenario.lastFrame.selectedID == target.id, "seed \(seed): clicked row 4")
            picked += 1
        }
        #expect(picked >= 15)
    }

    /// With no match `Return` does nothing and the search stays open.
    @Test func returnWithoutAMatchDoesNothing() throws {
        var scenario = try SessionScenario(seed: 3, people: 180)
        try scenario.step(Self.key("/"))
        try scenario.step { .text("qqqxz", time: $0) }
        let before = (scenario.lastFrame.selectedID, scenario.lastFrame.focusedID)
        try scenario.step(Self.key("Return"))
        #expect(scenario.session.state.search?.query == "qqqxz")
        #expect(scenario.lastFrame.selectedID == before.0 && scenario.lastFrame.focusedID == before.1)
        #expect(scenario.lastFrame.overlays(.empty).first?.lines.first == "No one matches “qqqxz”")
    }

    /// The "+N" list: `↓ Return` and a click on a row open the card of someone not on a ring, docked, with
    /// their distance; the list closes.
    @Test func listRowsRevealPeopleBeyondTheRings() throws {
        for seed: UInt64 in 1...10 {
            var crowd = CrowdGenerator(seed: seed, avatars: [])
            var request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: seed,
                                        people: crowd.next(200))
            request.maxRings = 1
            var scenario = try SessionScenario(seed: seed, people: 0, window: OrbitSize(width: 1000, height: 700))
            scenario.session = try OrbitSession(request: request, windowSize: OrbitSize(width: 1000, height: 700), configuration: SessionScenario.demo)
            try scenario.frame(after: 1.0 / 60)
            let chip = try #require(scenario.lastFrame.overlays(.chip).first)
            try Self.click(&scenario, chip.frame.center)
            let unplaced = scenario.session.layout().unplaced
            try scenario.step(Self.key("Down"))
            try scenario.step(Self.key("Down"))
            try scenario.step(Self.key("Return"))
            #expect(scenario.lastFrame.selectedID == unplaced[1].id, "seed \(seed)")
            #expect(scenario.session.state.listTop == nil)
            let card = try #require(scenario.lastFrame.overlays(.card).first)
            let person = try #require(scenario.session.person(unplaced[1].id))
            let distance = try #require(person.distance(from: request.viewer).map { DistanceText.short(meters: $0) })
            #expect(card.lines.contains { $0.contains(distance) }, "seed \(seed): \(card.lines) lacks \(distance)")
            // Docked in a corner (top-right unless labels sit there), clear of the labels.
            let docked = (card.frame.maxX >= 1000 - OverlayKit.margin - 2 || card.frame.minX <= OverlayKit.margin + 2)
                && (card.frame.minY <= OverlayKit.margin + 2 || card.frame.maxY >= 700 - OverlayKit.margin - 2)
            #expect(docked, "seed \(seed): the card \(card.frame) is not docked in a corner")
            for label in scenario.lastFrame.overlays(.label) where label.frame.meets(card.frame) {
                Issue.record("seed \(seed): the card \(card.frame) covers '\(label.lines.first ?? "")'")
            }

            try Self.click(&scenario, chip.frame.center)
            let list = try #require(scenario.lastFrame.overlays(.list).first)
            let row = list.frame.minY + OverlayKit.padding + 3.5 * 20  // rows of the default theme
            try Self.click(&scenario, OrbitPoint(x: list.frame.center.x, y: row))
            #expect(scenario.lastFrame.selectedID == unplaced[2].id, "seed \(seed): clicked the third row")
        }
    }

    /// In bearing placement every ring turns as one and the north marker sits where the rings' common offset
    /// puts north, over random drags, flings, twists, keys and zooms; `Home` turns north back up.
    @Test(arguments: [1...60, 61...120] as [ClosedRange<UInt64>]) func northStaysTrue(seeds: ClosedRange<UInt64>) throws {
        var bearing = 0
        for seed in seeds {
            var scenario = try SessionScenario(seed: seed, people: [1, 40, 180][Int(seed % 3)])
            guard scenario.session.request.placement == .bearing else { continue }
            bearing += 1
            for _ in 0..<10 {
                if scenario.random.next() % 3 == 0 {
                    let at = scenario.point(), angle = (scenario.random.nextUnit() - 0.5) * 2
                    try scenario.step { .twist(radians: angle, about: at, time: $0) }
                } else {
                    try scenario.randomInput()
                }
                try Self.checkNorth(scenario, seed: seed)
            }
            try scenario.step(Self.key("Home"))
            try scenario.settle()
            try Self.checkNorth(scenario, seed: seed)
            let offset = scenario.session.scene.lastOffsets.first ?? 0
            #expect(abs(AngleMath.normalized(offset + .pi) - .pi) < 1e-6, "seed \(seed): Home left north at offset \(offset)")
        }
        #expect(bearing >= 20)
    }

    static func checkNorth(_ scenario: SessionScenario, seed: UInt64) throws {
        let session = scenario.session
        let offsets = session.scene.lastOffsets
        #expect(offsets.allSatisfy { $0 == offsets.first }, "seed \(seed): rings turned apart \(offsets)")
        let placed = session.live.count > session.live.unplacedCount
        let markers = scenario.lastFrame.overlays(.north)
        #expect(markers.count == (placed ? 1 : 0), "seed \(seed): \(markers.count) north markers")
        guard let marker = markers.first else { return }
        #expect(scenario.window.contains(marker.frame), "seed \(seed): north outside the window")
        let center = session.scene.lastCamera.screen(session.interaction.center)
        let window = scenario.window
        guard window.insetBy(40).contains(center), marker.frame.center.distance(to: center) > 1 else { return }
        let drawn = marker.frame.center.angle(around: center)
        let wanted = AngleMath.normalized(.pi + (offsets.first ?? 0))
        let error = abs(AngleMath.normalized(drawn - wanted + .pi) - .pi)
        #expect(error < 1e-6, "seed \(seed): north drawn at \(drawn), rings say \(wanted)")
    }

    /// A toast never covers the selected person (nor the card) over random input with a selection, and fades
    /// out by itself on the session's clock.
    @Test func toastsKeepOffTheSelectedPersonAndFade() throws {
        let keys = ["B", "+", "-", "R", "B", "Tab", "Return"]
        var shown = 0
        for seed: UInt64 in 1...120 {
            var scenario = try SessionScenario(seed: seed)
            for step in 0..<12 {
                if step % 2 == 0 {
                    try scenario.randomInput()
                } else {
                    try scenario.step(Self.key(keys[Int(scenario.random.next() % UInt64(keys.count))]))
                }
                let frame = scenario.lastFrame
                guard let toast = frame.overlays(.toast).first else { continue }
                shown += 1
                if let id = frame.selectedID, let person = frame.people.first(where: { $0.id == id }) {
                    #expect(toast.frame.distance(from: person.position) >= person.radius - 1e-6, "seed \(seed): the toast covers \(id)")
                }
                if let card = frame.overlays(.card).first { #expect(!card.frame.meets(toast.frame), "seed \(seed): the toast covers the card") }
                #expect(scenario.window.contains(toast.frame))
            }
        }
        #expect(shown > 100)

        var scenario = try SessionScenario(seed: 4, people: 40)
        try scenario.step(Self.key("B"))
        let toastsShown = scenario.session.state.toastsShown
        let start = scenario.time
        var alphas: [Double] = []
        let duration = scenario.session.configuration.toastDuration
        while scenario.time < start + duration + 0.5 {
            try scenario.frame(after: 0.1)
            alphas.append(scenario.lastFrame.overlays(.toast).first?.commands.first?.alpha ?? 0)
        }
        #expect(alphas.first == 1 && alphas.last == 0)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 }, "\(alphas)")
        #expect(alphas.contains { $0 > 0 && $0 < 1 })
        #expect(toastsShown >= 1)
    }

    /// What B says counts the blocked people it shows or hides.
    @Test func blockedToastsCount() throws {
        var crowd = CrowdGenerator(seed: 2, avatars: [])
        var people = crowd.next(30)
        for index in 0..<3 { people[index].relation = .blocked }
        for index in 3..<people.count where people[index].relation == .blocked { people[index].relation = .friend }
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: 2, people: people)
        var scenario = try SessionScenario(seed: 2, people: 0)
        scenario.session = try OrbitSession(request: request, windowSize: OrbitSize(width: 900, height: 700), configuration: SessionScenario.demo)
        try scenario.step(Self.key("B"))
        #expect(scenario.lastFrame.overlays(.toast).first?.lines == ["3 blocked people shown; 30 people (was 27)"])
        try scenario.settle()
        try scenario.step(Self.key("B"))
        #expect(scenario.lastFrame.overlays(.toast).first?.lines == ["3 blocked people hidden; 27 people (was 30)"])
    }

    /// `R` right after a feed's newcomer arrives keeps them, and says how many it placed.
    @Test func reseedKeepsWhoJustArrived() throws {
        var scenario = try SessionScenario(seed: 6, people: 40)
        var crowd = CrowdGenerator(seed: 99, avatars: [])
        let newcomer = crowd.next(1)[0]
        try scenario.frame(after: 0.2)
        scenario.session.apply([.upsert(newcomer)])
        try scenario.frame(after: 0.2)
        let count = scenario.session.live.count
        try scenario.step(Self.key("R"))
        #expect(scenario.session.live.person(newcomer.id) != nil, "R dropped the newcomer")
        #expect(scenario.session.live.count == count)
        #expect(scenario.lastFrame.overlays(.toast).first?.lines.first?.contains(": \(count) people placed") == true)
    }

    /// No people: "No one nearby"; everyone blocked: how many, and that B shows them (then the state goes).
    @Test func emptyStatesSayWhy() throws {
        var nobody = try SessionScenario(seed: 1, people: 0)
        try nobody.settle()
        #expect(nobody.lastFrame.overlays(.empty).first?.lines.first == "No one nearby")

        var crowd = CrowdGenerator(seed: 5, avatars: [])
        var people = crowd.next(12)
        for index in people.indices { people[index].relation = .blocked }
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: 5, people: people)
        var scenario = try SessionScenario(seed: 5, people: 0)
        scenario.session = try OrbitSession(request: request, windowSize: OrbitSize(width: 800, height: 600), configuration: SessionScenario.demo)
        try scenario.settle()
        let empty = try #require(scenario.lastFrame.overlays(.empty).first)
        #expect(empty.lines == ["12 people here are blocked — B shows them"])
        #expect(scenario.window.contains(empty.frame))
        try scenario.step(Self.key("B"))
        try scenario.settle()
        // All twelve are back on the rings (one may sit under a ring label, which keeps people out).
        #expect(scenario.lastFrame.overlays(.empty).isEmpty && scenario.session.live.count == 12 && scenario.session.live.unplacedCount == 0)
    }

    /// The name shows after the pointer rests `hoverDelay` over a person, not before and not while dragging;
    /// the cursor is a hand over a person and a grabbing hand while a ring turns.
    @Test func hoverShowsTheNameAndTheCursorFollows() throws {
        var hovered = 0
        for seed: UInt64 in 1...30 {
            var scenario = try SessionScenario(seed: seed, people: 40, window: OrbitSize(width: 1000, height: 800))
            try scenario.settle()
            let frame = scenario.lastFrame
            let covered = frame.overlays.filter { $0.kind != .focus && $0.kind != .pulse }.map(\.frame)
            guard let person = frame.people.first(where: { p in p.opacity == 1 && !covered.contains { $0.distance(from: p.position) < p.radius + 2 } })
            else { continue }
            try scenario.step { .pointerMoved(person.position, time: $0) }
            #expect(scenario.lastFrame.overlays(.tooltip).isEmpty && scenario.lastFrame.cursor == .hand, "seed \(seed)")
            try scenario.frame(after: 0.1)
            #expect(scenario.lastFrame.overlays(.tooltip).isEmpty, "seed \(seed): the name showed before the delay")
            try scenario.frame(after: 0.25)
            let tooltip = try #require(scenario.lastFrame.overlays(.tooltip).first, "seed \(seed)")
            #expect(tooltip.lines == [scenario.session.person(person.id)?.name ?? person.id])
            #expect(scenario.lastFrame.hoveredID == person.id)
            #expect(tooltip.frame.distance(from: person.position) >= person.radius, "seed \(seed): the tooltip covers them")

            try scenario.step { .pointerDown(person.position, time: $0) }
            let away = OrbitPoint(x: person.position.x + 30, y: person.position.y + 30)
            try scenario.step { .pointerMoved(away, time: $0) }
            try scenario.frame(after: 0.5)
            #expect(scenario.lastFrame.overlays(.tooltip).isEmpty && scenario.lastFrame.hoveredID == nil, "seed \(seed): a name while dragging")
            #expect(scenario.lastFrame.cursor == .grab, "seed \(seed)")
            try scenario.step { .pointerUp(away, time: $0) }
            hovered += 1
        }
        #expect(hovered >= 25)
    }

    /// A pinch zooms about the fingers' centre; a twist turns the ring under the fingers and ends a press
    /// without a click.
    @Test func twoFingersZoomAndTurn() throws {
        var scenario = try SessionScenario(seed: 8, people: 180, window: OrbitSize(width: 1000, height: 800))
        scenario.session.request.placement = .random
        scenario.session.interaction.turnsTogether = false
        try scenario.settle()
        let zoom = scenario.lastFrame.zoom
        let about = OrbitPoint(x: 600, y: 300)
        let world = scenario.session.scene.lastCamera.world(about)
        try scenario.step { .pinch(scale: 2, about: about, time: $0) }
        try scenario.settle()
        #expect(abs(scenario.lastFrame.zoom / zoom - 2) < 1e-6)
        let back = scenario.session.scene.lastCamera.screen(world)
        #expect(back.distance(to: about) < 1e-6, "the fingers' centre moved to \(back)")

        try scenario.step(Self.key("Home"))
        try scenario.settle()
        let person = try #require(scenario.lastFrame.people.first { $0.opacity == 1 })
        let ring = try #require(scenario.session.live.node(person.id)?.ring)
        let before = scenario.session.scene.lastOffsets
        try scenario.step { .pointerDown(person.position, time: $0) }
        try scenario.step { .twist(radians: 0.3, about: person.position, time: $0) }
        try scenario.step { .pointerUp(person.position, time: $0) }
        try scenario.settle()
        let after = scenario.session.scene.lastOffsets
        #expect(abs(after[ring] - (before[ring] - 0.3)) < 1e-6, "ring \(ring): \(before[ring]) → \(after[ring])")
        #expect(after.indices.allSatisfy { $0 == ring || after[$0] == before[$0] })
        #expect(scenario.lastFrame.selectedID == nil, "the press the twist ended was taken as a click")
    }
}

extension OrbitRect {
    func insetBy(_ inset: Double) -> OrbitRect {
        OrbitRect(x: minX + inset, y: minY + inset, width: max(0, width - 2 * inset), height: max(0, height - 2 * inset))
    }
}
