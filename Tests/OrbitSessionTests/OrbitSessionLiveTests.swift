import OrbitGeometry
import OrbitLayout
import OrbitMotion
import Testing
@testable import OrbitSession

@Suite struct OrbitSessionLiveTests {
    /// Keys act on the layout as it is: a streamed newcomer is kept by `R` and can leave with `-`, however
    /// recently they came (the snapshot reading order and search use is taken at most once a second).
    @Test func keysSeeStreamedChanges() throws {
        for key in ["R", "B"] {
            var scenario = try SessionScenario(seed: 4, people: 40, window: OrbitSize(width: 1280, height: 800))
            let newcomer = OrbitPerson(id: "late", name: "Late Comer", distanceMeters: 120)
            try scenario.frame(after: 0.2)
            scenario.session.apply([.upsert(newcomer)])
            try scenario.step { .key(KeyChord(key)!, time: $0) }
            try scenario.settle()
            #expect(scenario.session.live.node("late") != nil, "\(key) lost the streamed newcomer")
        }
    }

    /// A hidden blocked person's feed updates are kept aside (no refusal), and `B` shows their latest.
    @Test func hiddenBlockedUpdatesAreKeptForB() throws {
        var scenario = try SessionScenario(seed: 4, people: 40, window: OrbitSize(width: 1280, height: 800))
        let blocked = OrbitPerson(id: "bk", name: "Blocked", distanceMeters: 80, relation: .blocked)
        let change = scenario.session.apply([.upsert(blocked), .remove(id: "nobody")])
        #expect(change.refused.map(\.index) == [1])
        #expect(scenario.session.live.node("bk") == nil)
        let (hidden, before) = (scenario.session.hiddenBlocked.count, scenario.session.live.count)
        try scenario.step { .key(KeyChord("B")!, time: $0) }
        #expect(scenario.session.live.node("bk") != nil && hidden >= 1)
        #expect(scenario.lastFrame.overlays(.toast).first?.lines == ["\(hidden) blocked \(hidden == 1 ? "person" : "people") shown; \(before + hidden) people (was \(before))"])
    }
}
