import OrbitGeometry
import OrbitMotion
import Testing
@testable import OrbitSession

/// The screen's promises, over seeded sessions driven by random input: a failure names the seed.
@Suite struct OrbitSessionInvariantTests {
    /// Seeded sessions per test (each with a few dozen inputs); the 20,000-people cases are separate and few.
    static let sessions: [ClosedRange<UInt64>] = [1...100, 101...200, 201...300, 301...400, 401...500, 501...600]

    /// (c) every overlay inside the window and (d) the card never over the selected person, on every frame;
    /// (a) at rest no label, chip or legend over anyone drawn.
    @Test(arguments: sessions) func screenPromisesHold(seeds: ClosedRange<UInt64>) throws {
        for seed in seeds {
            var scenario = try SessionScenario(seed: seed)
            for _ in 0..<24 {
                try scenario.randomInput()
                try Self.checkEveryFrame(scenario, seed: seed)
            }
            try scenario.settle()
            try Self.checkEveryFrame(scenario, seed: seed)
            Self.checkAtRest(scenario, seed: seed)
        }
    }

    @Test func screenPromisesHoldInACrowdOf20000() throws {
        for seed: UInt64 in [7, 8] {
            var scenario = try SessionScenario(seed: seed, people: 20_000, window: seed == 7 ? OrbitSize(width: 1280, height: 800) : OrbitSize(width: 320, height: 240))
            Self.checkAtRest(scenario, seed: seed)
            for _ in 0..<6 {
                try scenario.randomInput()
                try Self.checkEveryFrame(scenario, seed: seed)
            }
            try scenario.settle()
            Self.checkAtRest(scenario, seed: seed)
        }
    }

    static func checkEveryFrame(_ scenario: SessionScenario, seed: UInt64) throws {
        let frame = scenario.lastFrame
        for layer in frame.overlays {
            #expect(scenario.window.contains(layer.frame), "seed \(seed): \(layer.kind) \(layer.frame) outside \(scenario.window) at t \(frame.time)")
        }
        if let id = frame.selectedID, let card = frame.overlays(.card).first, let person = frame.people.first(where: { $0.id == id }) {
            #expect(card.frame.distance(from: person.position) >= person.radius - 1e-6,
                    "seed \(seed): the card \(card.frame) covers \(id) at \(person.position) r \(person.radius), t \(frame.time)")
        }
        #expect(!frame.quit, "seed \(seed): the session quit without Q")
    }

    /// (a) at rest no label, chip or legend over anyone drawn (the legend may be, where `L` asked for it and no
    /// corner was clear), and none over another, the HUD or the search field. The list, search results, card,
    /// help, toast, empty state and tooltip draw above on purpose; the search field, opened on purpose, may
    /// cover the HUD in a narrow window.
    static func checkAtRest(_ scenario: SessionScenario, seed: UInt64) {
        let frame = scenario.lastFrame
        #expect(frame.atRest, "seed \(seed): not at rest after settling")
        let placed = frame.overlays.filter { [.label, .chip, .legend].contains($0.kind) }
        for layer in placed where layer.kind != .legend || !scenario.session.state.legendOverPeople {
            for person in frame.people where person.opacity > 0 {
                #expect(layer.frame.distance(from: person.position) >= person.radius - 1e-6,
                        "seed \(seed): \(layer.kind) '\(layer.lines.first ?? "")' at \(layer.frame) covers \(person.id) at \(person.position) r \(person.radius)")
            }
        }
        let chrome = frame.overlays.filter { $0.kind == .hud || $0.kind == .search }
        for (index, layer) in placed.enumerated() {
            for other in placed[(index + 1)...] + chrome where layer.frame.meets(other.frame) {
                Issue.record("seed \(seed): \(layer.kind) '\(layer.lines.first ?? "")' at \(layer.frame) meets \(other.kind) '\(other.lines.first ?? "")' at \(other.frame)")
            }
        }
    }

    /// (b) `B B`, `L L`, `H H` and `? ?` give back the same overlays and the same people.
    @Test(arguments: [1...100, 101...200, 201...300, 301...400] as [ClosedRange<UInt64>]) func togglesAreInvolutions(seeds: ClosedRange<UInt64>) throws {
        for seed in seeds {
            var scenario = try SessionScenario(seed: seed)
            for _ in 0..<(seed % 8) { try scenario.randomInput() }
            try scenario.settle()
            let key = ["B", "L", "H", "?"][Int(seed % 4)]
            let before = scenario.lastFrame
            try scenario.step { .key(KeyChord(key)!, time: $0) }
            if seed % 3 != 0 { try scenario.settle() }  // sometimes pressed twice at once, sometimes after it settles
            try scenario.step { .key(KeyChord(key)!, time: $0) }
            try scenario.settle()
            let after = scenario.lastFrame
            let shown = { (frame: SessionFrame) in frame.overlays.filter { $0.kind != .toast && $0.kind != .tooltip }.map { "\($0.kind) \($0.frame) \($0.lines)" } }
            #expect(shown(before) == shown(after), "seed \(seed): \(key) \(key) changed the overlays")
            let people = { (frame: SessionFrame) in frame.people.map { "\($0.id) \(Int(($0.position.x * 1000).rounded())) \(Int(($0.position.y * 1000).rounded()))" } }
            #expect(people(before) == people(after), "seed \(seed): \(key) \(key) changed the people drawn")
        }
    }

    /// `B`, then inputs that leave the people alone (other toggles, focus, zoom, turning rings, resizing), then
    /// `B` again: the same people on the same spots as before the first `B`.
    @Test func blockedPeopleComeBackToTheirSpotsAfterOtherInput() throws {
        for seed: UInt64 in 1...150 {
            var scenario = try SessionScenario(seed: seed)
            try scenario.settle()
            let before = scenario.session.live.result().nodes
            try scenario.step { .key(KeyChord("B")!, time: $0) }
            for _ in 0..<(1 + scenario.random.next() % 6) {
                switch scenario.random.next() % 5 {
                case 0:
                    let key = KeyChord(["H", "L", "?", "Tab", "Escape", "Left"][Int(scenario.random.next() % 6)])!
                    try scenario.step { .key(key, time: $0) }
                case 1:
                    let at = scenario.point()
                    try scenario.step { .wheel(notches: 2, at: at, time: $0) }
                case 2:
                    var at = scenario.point()
                    try scenario.step { [at] in .pointerDown(at, time: $0) }
                    at = OrbitPoint(x: at.x + 30, y: at.y + 20)
                    try scenario.step { [at] in .pointerMoved(at, time: $0) }
                    try scenario.step { [at] in .pointerUp(at, time: $0) }
                case 3:
                    scenario.session.resize(to: SessionScenario.randomWindow(&scenario.random))
                    try scenario.frame(after: 1.0 / 60)
                default:
                    try scenario.settle()
                }
            }
            try scenario.step { .key(KeyChord("B")!, time: $0) }
            try scenario.settle()
            let after = scenario.session.live.result().nodes
            #expect(after == before, "seed \(seed): B, other input, B left \(after.count) people placed, not the \(before.count) as they were")
        }
    }

    /// (e) `Escape` closes the topmost thing open — search, help, list, card, focus — and never quits.
    @Test func escapeClosesTheTopmostAndNeverQuits() throws {
        for seed: UInt64 in 1...200 {
            var scenario = try SessionScenario(seed: seed)
            for _ in 0..<(seed % 10) { try scenario.randomInput() }
            let session = scenario.session
            let open: [String] = [
                session.state.search != nil ? "search" : nil, session.state.showsHelp ? "help" : nil, session.state.listTop != nil ? "list" : nil,
                session.state.selectedID != nil ? "card" : nil, session.state.focusID != nil ? "focus" : nil,
            ].compactMap { $0 }
            try scenario.step { .key(KeyChord("Escape")!, time: $0) }
            let after = scenario.session
            let still: [String] = [
                after.state.search != nil ? "search" : nil, after.state.showsHelp ? "help" : nil, after.state.listTop != nil ? "list" : nil,
                after.state.selectedID != nil ? "card" : nil, after.state.focusID != nil ? "focus" : nil,
            ].compactMap { $0 }
            #expect(still == Array(open.dropFirst()), "seed \(seed): Escape with \(open) open left \(still)")
            #expect(!scenario.lastFrame.quit, "seed \(seed): Escape quit")
        }
    }

    @Test func quitIsQOrCtrlQ() throws {
        for key in ["Q", "Ctrl+Q", "q"] {
            var scenario = try SessionScenario(seed: 3, people: 180)
            try scenario.step { .key(KeyChord(key)!, time: $0) }
            #expect(scenario.lastFrame.quit, "\(key) did not quit")
        }
        var searching = try SessionScenario(seed: 3, people: 180)
        try searching.step { .key(KeyChord("/")!, time: $0) }
        try searching.step { .key(KeyChord("Q")!, time: $0) }
        #expect(!searching.lastFrame.quit, "Q typed into the search quit")
    }
}
