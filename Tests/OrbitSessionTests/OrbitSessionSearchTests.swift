import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitScene
import Testing
@testable import OrbitSession

@Suite struct OrbitSessionSearchTests {
    /// The query stops at `maxQueryLength` characters however much is typed, in one piece or many.
    @Test func theQueryIsCapped() throws {
        var scenario = try SessionScenario(seed: 5, people: 180)
        try scenario.step { .key(KeyChord("/")!, time: $0) }
        try scenario.step { .text(String(repeating: "a", count: 100_000), time: $0) }
        #expect(scenario.session.state.search?.query.count == scenario.session.configuration.maxQueryLength)
        for _ in 0..<50 { try scenario.step { .text("b", time: $0) } }
        #expect(scenario.session.state.search?.query.count == scenario.session.configuration.maxQueryLength)
        #expect(scenario.lastFrame.overlays(.search).count == 1)
    }

    /// An input method's composition shows in the field after the query but is not searched; the committed
    /// text replaces it.
    @Test func aCompositionShowsUntilCommitted() throws {
        var scenario = try SessionScenario(seed: 5, people: 180)
        try scenario.step { .key(KeyChord("/")!, time: $0) }
        try scenario.step { .text("a", time: $0) }
        let before = try #require(scenario.session.state.search?.matches)
        try scenario.step { .compose("ni", time: $0) }
        #expect(scenario.lastFrame.overlays(.search).first?.lines.first == "Find: ani▏")
        #expect(scenario.session.state.search?.query == "a")
        #expect(scenario.session.state.search?.matches == before)
        try scenario.step { .text("你", time: $0) }
        #expect(scenario.session.state.search?.query == "a你")
        #expect(scenario.lastFrame.overlays(.search).first?.lines.first == "Find: a你▏")
    }

    /// Matches narrowed keystroke by keystroke are the matches of the whole query searched afresh.
    @Test func narrowingMatchesAFreshSearch() throws {
        for seed: UInt64 in 1...30 {
            var scenario = try SessionScenario(seed: seed, people: 400)
            var random = SeededGenerator(seed: seed)
            try scenario.step { .key(KeyChord("/")!, time: $0) }
            let alphabet = Array("aeiounkrsv ÁČ")
            for _ in 0..<6 {
                if random.next() % 4 == 0 {
                    try scenario.step { .key(KeyChord("Backspace")!, time: $0) }
                } else {
                    let letter = String(alphabet[Int(random.next() % UInt64(alphabet.count))])
                    try scenario.step { .text(letter, time: $0) }
                }
                let search = try #require(scenario.session.state.search)
                let fresh = scenario.session.peopleSearch.matches(search.query, limit: scenario.session.configuration.searchResults)
                #expect(search.matches == fresh, "seed \(seed): '\(search.query)'")
            }
        }
    }

    /// Over seeded sessions whose people arrive, leave, are shown or hidden and laid out afresh between searches
    /// (and stream in from a feed): every query finds what a search over a snapshot of the layout (placed, then
    /// not placed) finds; the names were folded when the session started, so letters typed with no change in
    /// between fold none and build no search, and a search built after a change folds only names it had not seen.
    @Test func searchFollowsThePeopleWithoutFoldingThemAgain() throws {
        func names(_ session: OrbitSession) -> Set<String> {
            Set((0..<session.live.slotCount).compactMap { session.live.searched(inSlot: $0)?.name })
        }
        for seed: UInt64 in 1...40 {
            var scenario = try SessionScenario(seed: seed, people: [0, 1, 40, 180][Int(seed % 4)])
            var random = SeededGenerator(seed: seed)
            var known = names(scenario.session)  // what the search built at the start folded
            for _ in 0..<4 {
                let key = ["+", "-", "B", "R", "Tab"][Int(random.next() % 5)]
                try scenario.step { .key(KeyChord(key)!, time: $0) }
                if random.next() % 2 == 0 {
                    let id = "feed\(random.next() % 20)"
                    scenario.session.apply([.upsert(OrbitPerson(id: id, name: "Feed \(random.next() % 5)", distanceMeters: Double(random.next() % 900)))])
                    try scenario.frame(after: scenario.session.configuration.layoutRefreshInterval)  // streamed changes reach search
                }
                let built = scenario.session.peopleSearch.generation
                try scenario.step { .key(KeyChord("/")!, time: $0) }
                let search = scenario.session.peopleSearch
                let generation = search.generation
                let now = names(scenario.session)
                if generation != built {
                    #expect(search.foldedNames <= now.subtracting(known).count, "seed \(seed): folded \(search.foldedNames) names again")
                }
                known = now
                for _ in 0..<3 {
                    try scenario.step { .text(String(Array("aeiknor ")[Int(random.next() % 8)]), time: $0) }
                    let state = try #require(scenario.session.state.search)
                    #expect(scenario.session.peopleSearch.generation == generation, "seed \(seed): typing built a search")
                    let layout = scenario.session.live.result()
                    let reference = PeopleSearch((layout.nodes.map(\.id) + layout.unplaced.map(\.id)).map {
                        ($0, scenario.session.live.person($0)?.name ?? $0)
                    })
                    let expected = reference.matches(state.query, limit: scenario.session.configuration.searchResults)
                    #expect(state.matches == expected, "seed \(seed): '\(state.query)'")
                }
                try scenario.step { .key(KeyChord("Escape")!, time: $0) }
            }
        }
    }

    /// A feed's update reaches the search at once, with no frame and no refresh interval in between: a newcomer is
    /// found by the next letter typed, and someone who left is not.
    @Test func streamedPeopleAreFoundAtOnce() throws {
        var scenario = try SessionScenario(seed: 3, people: 180)
        try scenario.step { .key(KeyChord("/")!, time: $0) }
        scenario.session.apply([.upsert(OrbitPerson(id: "feed", name: "Zebulon Quux", distanceMeters: 120))])
        try scenario.step { .text("zebu", time: $0) }
        #expect(scenario.session.state.search?.matches.map(\.id) == ["feed"])
        scenario.session.apply([.remove(id: "feed"), .upsert(OrbitPerson(id: "feed2", name: "Zebulan", distanceMeters: 90))])
        try scenario.step { .text("l", time: $0) }
        #expect(scenario.session.state.search?.matches.map(\.id) == ["feed2"])
    }

    /// `/` opens the search and its own typed `/` is not part of the query; Return reveals the best match.
    @Test func returnRevealsTheBestMatch() throws {
        var scenario = try SessionScenario(seed: 9, people: 180, window: OrbitSize(width: 1280, height: 800))
        let name = try #require(scenario.session.live.person("n1")?.name)
        try scenario.step { .key(KeyChord("/")!, time: $0) }
        try scenario.step { .text("/" + name, time: $0) }
        #expect(scenario.session.state.search?.query == name)
        let best = try #require(scenario.session.state.search?.matches.first)
        try scenario.step { .key(KeyChord("Return")!, time: $0) }
        #expect(scenario.lastFrame.selectedID == best.id && scenario.lastFrame.focusedID == best.id)
        #expect(scenario.lastFrame.overlays(.pulse).count == 1)
        try scenario.settle()
        #expect(scenario.lastFrame.overlays(.card).count == 1)
    }

    /// `/`, typing, `Backspace` and `Enter`, input by input: the `/` that opened the field is not typed, each
    /// keystroke leaves the query and its matches in the state, and `Enter` closes the field on the best match,
    /// which is focused, selected and pulses.
    @Test func eachKeystrokeLeavesTheQueryAndItsMatches() throws {
        var store = try SessionTestStore.crowd()
        let name = try #require(store.session.live.person("n3")?.name)
        let query = String(name.prefix(4)), shorter = String(query.dropLast())
        // The session's search, as the keystrokes meet it (no one changes between them).
        let search = store.session.peopleSearch, limit = store.session.configuration.searchResults
        func expectMatches(_ query: String, in state: inout SessionState) {
            state.search?.query = query
            state.search?.matches = search.matches(query, limit: limit)
            state.search?.total = search.matches(query, limit: .max).count
        }
        try store.press("/") {
            $0.search = SearchState()
            $0.swallowsSlash = true
        }
        store.send({ .text("/" + query, time: $0) }) {
            $0.swallowsSlash = false
            expectMatches(query, in: &$0)
        }
        #expect(store.session.state.search?.matchedIDs.contains("n3") == true)
        try store.press("Backspace") { expectMatches(shorter, in: &$0) }
        store.send({ .text(String(query.last!), time: $0) }) { expectMatches(query, in: &$0) }
        let best = try #require(store.session.state.search?.matchedIDs.first)
        try store.press("Enter") {
            $0.search = nil
            $0.focusID = best
            $0.selectedID = best
            $0.pulse = SessionState.Pulse(id: best, start: $0.clock)
        }
    }
}
