import Foundation
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct PersonCardTests {
    @Test func cardSaysNameDistanceRelationAndActivity() {
        let viewer = GeoCoordinate(latitude: 50, longitude: 14)
        let near = viewer.destination(meters: 1234, bearing: 1)
        let person = OrbitPerson(id: "a", name: "Ada Lovelace", latitude: near.latitude, longitude: near.longitude,
                            distanceMeters: 5, isActive: false, relation: .friend)
        let located = PersonCard(person: person, viewer: viewer)
        #expect(located.lines == ["Ada Lovelace", "1.2 km away", "friend · idle"])
        let plain = PersonCard(person: OrbitPerson(id: "b", distanceMeters: 350), viewer: nil)
        #expect(plain.lines == ["b", "350 m away", "no relation · active"])
        #expect(PersonCard(person: OrbitPerson(id: "c", name: ""), viewer: viewer).distance == "distance unknown")
        // Bearing 1 rad ≈ 57°: north-east, said only in bearing placement.
        let bearing = PersonCard(person: person, viewer: viewer, placement: .bearing)
        #expect(bearing.lines[1] == "1.2 km away · NE")
        #expect(bearing.spokenLabel == "Ada Lovelace, 1.2 kilometres NE, friend, idle")
    }

    @Test func spokenLabelReadsAsASentence() {
        let card = PersonCard(person: OrbitPerson(id: "x", name: "Ana Novak", distanceMeters: 120, relation: .friend), viewer: nil)
        #expect(card.spokenLabel == "Ana Novak, 120 metres, friend, active")
        let one = PersonCard(person: OrbitPerson(id: "y", distanceMeters: 1, isActive: false), viewer: nil)
        #expect(one.spokenLabel == "y, 1 metre, no relation, idle")
    }
}
