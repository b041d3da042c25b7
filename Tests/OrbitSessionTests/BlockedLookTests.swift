import OrbitGeometry
import OrbitLayout
import OrbitScene
import Testing
@testable import OrbitSession

/// Blocked people shown with `B` are unmistakable: a bar across the face that no other relation has (so it reads
/// in grayscale too), in the legend's swatch and named in its words, in English, German and Arabic.
@Suite struct BlockedLookTests {
    @Test func everyRelationHasItsOwnFormAndWords() {
        let forms = Relation.allCases.map(RelationStyle.init)
        #expect(Set(forms).count == Relation.allCases.count, "two relations look alike without colour: \(forms)")
        #expect(forms.filter(\.isBarred) == [RelationStyle(.blocked)])
        for strings in [OrbitStrings.english, OrbitStrings(locale: "de"), OrbitStrings(locale: "ar")] {
            let words = forms.map { $0.description(in: strings) }
            #expect(Set(words).count == words.count, "\(words)")
        }
    }

    /// Over 40 seeds, a quarter of 40 people blocked: with `B`, every blocked person drawn as an avatar has a bar (a panel in their colour at
    /// their centre), nobody else has one, and the legend's blocked row has its barred swatch.
    @Test(arguments: 0..<40) func blockedPeopleShownWithBAreBarred(seed: UInt64) throws {
        var crowd = CrowdGenerator(seed: seed, avatars: [])
        var people = crowd.next(40)
        for index in people.indices where index % 4 == 0 { people[index].relation = .blocked }
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: seed, people: people)
        var scenario = try SessionScenario(seed: seed, people: 0)
        scenario.session = try OrbitSession(request: request, windowSize: OrbitSize(width: 1000, height: 700), configuration: SessionScenario.demo)
        try scenario.step(OrbitSessionScreenTests.key("B"))
        try scenario.settle()
        let frame = scenario.lastFrame
        let blocked = Set(scenario.session.live.result().nodes.filter { scenario.session.person($0.id)?.relation == .blocked }.map(\.id))
        try #require(!blocked.isEmpty, "seed \(seed): no blocked people to look at")
        let red = Relation.blocked.color
        let bars = frame.drawList.filter {
            if case .panel(_, _, let fill) = $0.content { fill == red } else { false }
        }
        #expect(frame.people.contains { blocked.contains($0.id) && $0.radius > 6 }, "seed \(seed): no blocked face drawn")
        for person in frame.people where person.radius > 6 {
            let barred = bars.contains { $0.position.distance(to: person.position) < 0.5 }
            #expect(barred == blocked.contains(person.id), "seed \(seed): \(person.id) blocked \(blocked.contains(person.id)) barred \(barred)")
        }
        if let legend = frame.overlays(.legend).first, legend.lines.contains(where: { $0.contains("barred face") }) {
            #expect(legend.commands.contains { if case .panel(_, _, let fill) = $0.content { fill == red } else { false } }, "seed \(seed)")
        }
    }
}
