import Foundation
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct PersonCardTests {
    @Test func distancesReadAsPeopleSayThem() {
        #expect(PersonCard.format(meters: 350.4) == "350 m")
        #expect(PersonCard.format(meters: 0) == "0 m")
        #expect(PersonCard.format(meters: 999.6) == "1.0 km")
        #expect(PersonCard.format(meters: 1234) == "1.2 km")
        #expect(PersonCard.format(meters: 99_960) == "100 km")
        #expect(PersonCard.format(meters: 350_400) == "350 km")
        #expect(PersonCard.format(meters: -1) == "distance unknown")
        #expect(PersonCard.format(meters: .nan) == "distance unknown")
    }

    /// Over seeds: the formatted distance read back is within half its last digit of the true distance.
    @Test func formattedDistancesRoundTripWithinTheirPrecision() throws {
        for seed in UInt64(1)...500 {
            var random = SeededGenerator(seed: seed)
            let meters = pow(10, 7 * random.nextUnit())
            let text = PersonCard.format(meters: meters)
            let parts = text.split(separator: " ")
            let number = try #require(Double(parts[0]), "seed \(seed): \(text)")
            let (value, step) = parts[1] == "m" ? (number, 1.0) : (number * 1000, text.contains(".") ? 100.0 : 1000.0)
            #expect(abs(value - meters) <= step / 2 + 1e-9, "seed \(seed): \(meters) m read as '\(text)'")
        }
    }

    @Test func cardSaysNameDistanceRelationAndActivity() {
        let viewer = GeoCoordinate(latitude: 50, longitude: 14)
        let near = viewer.destination(meters: 1234, bearing: 1)
        let located = PersonCard(
            person: Person(id: "a", name: "Ada Lovelace", latitude: near.latitude, longitude: near.longitude,
                           distanceMeters: 5, isActive: false, relation: .friend),
            viewer: viewer)
        #expect(located.lines == ["Ada Lovelace", "1.2 km away", "friend · inactive"])
        let plain = PersonCard(person: Person(id: "b", distanceMeters: 350), viewer: nil)
        #expect(plain.lines == ["b", "350 m away", "no relation · active"])
        #expect(PersonCard(person: Person(id: "c", name: ""), viewer: viewer).distance == "distance unknown")
    }
}
