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
                    scenario.session.apply([.upsert(Person(id: id, distanceMeters: Double(random.next() % 900)))])
                default: break
                }
                let forward = random.next() % 3 != 0
                let from = scenario.session.focusID ?? scenario.session.selectedID
                let order = ReadingOrder(nodes: scenario.session.live.result().nodes)
                let expected = forward ? order.next(after: from) : order.previous(before: from)
                try scenario.step { .key(KeyChord(forward ? "Tab" : "Shift+Tab")!, time: $0) }
                if let expected { #expect(scenario.session.focusID == expected, "seed \(seed): from \(from ?? "nil")") }
            }
        }
    }
}
