import OrbitGeometry
import OrbitLayout
import OrbitMotion
import Testing
@testable import OrbitSession

@Suite struct OrbitSessionCardTextTests {
    /// A card open over many frames, the view turning under it, says what it says with its text made once;
    /// made again when the person changes.
    @Test func theCardTextIsMadeOnceWhileItsPersonStaysTheSame() throws {
        var scenario = try SessionScenario(seed: 3, people: 40, window: OrbitSize(width: 1280, height: 800))
        let id = try #require(scenario.session.live.result().nodes.first?.id)
        scenario.session.apply([.upsert(OrbitPerson(id: id, name: "Z" + String(repeating: "\u{0336}\u{0301}", count: 5_000), distanceMeters: 1))])
        try scenario.step { .key(KeyChord("Tab")!, time: $0) }
        try scenario.step { .key(KeyChord("Return")!, time: $0) }
        try scenario.settle()
        #expect(scenario.lastFrame.overlays(.card).count == 1)
        let made = scenario.session.cardTextsMade
        for _ in 0..<30 { try scenario.step { .key(KeyChord("Right")!, time: $0) } }
        #expect(scenario.session.cardTextsMade == made)
        try scenario.settle()
        #expect(scenario.lastFrame.overlays(.card).count == 1)
        #expect(scenario.session.cardTextsMade == made)
        let selected = try #require(scenario.session.state.selectedID)
        scenario.session.apply([.upsert(OrbitPerson(id: selected, name: "Ana", distanceMeters: 1))])
        try scenario.settle()
        #expect(scenario.session.cardTextsMade == made + 1)
    }
}
