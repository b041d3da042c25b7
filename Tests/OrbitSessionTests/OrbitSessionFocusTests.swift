import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitScene
import Testing
@testable import OrbitSession

@Suite struct OrbitSessionFocusTests {
    /// Over seeded sessions whose people change between presses (keys, and a feed streaming in): `Tab` and
    /// `Shift+Tab` move the focus to the person after (before) the focused one in the reading order of the layout
    /// as it is now, as a whole order built from a snapshot names them.
    @Test func tabFollowsTheReadingOrderOfTheLayoutNow() throws {
        for seed: UInt64 in 1...60 {
            var scenario = try SessionScenario(seed: seed, people: [0, 1, 40, 180][Int(seed % 4)])
            var random = SeededGenerator(seed: seed)
            for _ in 0..<12 {
                switch random.next() % 4 {
                case 0:
                    let key = ["+", "-", "B"][Int(random.next() % 3)]
                    try scenario.step { .key(KeyChord(key)!, time: $0) }
                case 1:
                    let id = "feed\(random.next() % 20)"
                    scenario.session.apply([.upsert(OrbitPerson(id: id, distanceMeters: Double(random.next() % 900)))])
                default: break
                }
                let forward = random.next() % 3 != 0
                let from = scenario.session.state.focusID ?? scenario.session.state.selectedID
                let order = ReadingOrder(nodes: scenario.session.live.result().nodes)
                let expected = forward ? order.next(after: from) : order.previous(before: from)
                try scenario.step { .key(KeyChord(forward ? "Tab" : "Shift+Tab")!, time: $0) }
                if let expected { #expect(scenario.session.state.focusID == expected, "seed \(seed): from \(from ?? "nil")") }
            }
        }
    }

    /// `Tab`, `Shift+Tab` and `Enter`, input by input: the focus moves along the reading order and names its
    /// person (`focusIsKeyboards`), `Enter` opens the focused person's card, and a `Tab` with the card open takes
    /// the card along.
    @Test func tabMovesTheFocusAndEnterOpensTheCard() throws {
        var store = try SessionTestStore.crowd()
        let first = try #require(ReadingOrder.next(after: nil, in: store.session.live))
        let second = try #require(ReadingOrder.next(after: first, in: store.session.live))
        try store.press("Tab") {
            $0.focusID = first
            $0.focusIsKeyboards = true
        }
        try store.press("Tab") { $0.focusID = second }
        try store.press("Shift+Tab") { $0.focusID = first }
        let frame = try store.advance()
        #expect(frame.focusedID == first && frame.overlays(.tooltip).first?.lines.first == store.session.live.person(first)?.name)
        try store.press("Enter") { $0.selectedID = first }
        try store.press("Tab") {
            $0.focusID = second
            $0.selectedID = second
        }
    }

    /// With the pointer resting on someone else, `Tab`'s focus still names its person: both names show, apart.
    @Test func focusAndHoverNameTheirPeopleBoth() throws {
        var store = try SessionTestStore.crowd()
        let first = try #require(ReadingOrder.next(after: nil, in: store.session.live))
        try store.press("Tab") {
            $0.focusID = first
            $0.focusIsKeyboards = true
        }
        let settled = try store.advance(by: 2)
        let other = try #require(settled.people.first { person in
            person.id != first && person.opacity == 1 && !settled.overlays.contains { $0.frame.gap(to: person.position) < person.radius + 4 }
        })
        store.send({ .pointerMoved(other.position, time: $0) }) { $0.hover.point = other.position }
        try store.advance {
            $0.hover.id = other.id
            $0.hover.since = $0.clock
        }
        let tooltips = try store.advance(by: 0.5).overlays(.tooltip)
        #expect(Set(tooltips.flatMap(\.lines)) == Set([first, other.id].compactMap { store.session.live.person($0)?.name }))
        #expect(tooltips.count == 2 && !tooltips[0].frame.meets(tooltips[1].frame))
    }
}
