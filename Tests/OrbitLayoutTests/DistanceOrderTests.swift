import OrbitGeometry
import Testing
@testable import OrbitLayout

@Suite struct DistanceOrderTests {
    @Test(arguments: 0..<40) func matchesAComparisonSortByDistanceThenId(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pool = [0, 1e-300, 0.5, 1, 1, 2, 1e6, 4e7, .greatestFiniteMagnitude]
        let people = (0..<Int(random.nextUnit() * 300)).map { i in
            let distance = random.nextUnit() < 0.5 ? pool[Int(random.nextUnit() * Double(pool.count))] : random.nextUnit() * 1e5
            return Candidate(id: "id\(Int(random.nextUnit() * 1_000))-\(i)", distanceMeters: distance, bearing: nil)
        }
        let expected = people.sorted { a, b in
            a.distanceMeters != b.distanceMeters ? a.distanceMeters < b.distanceMeters : a.id < b.id
        }
        #expect(DistanceOrder.sorted(people).map(\.id) == expected.map(\.id), "seed \(seed)")
    }

    @Test func negativeZeroDistanceCountsAsZero() throws {
        let people = [OrbitPerson(id: "b", distanceMeters: -0.0), OrbitPerson(id: "a", distanceMeters: 1), OrbitPerson(id: "c", distanceMeters: 0)]
        let result = try OrbitLayouter.place(LayoutRequest(viewport: OrbitSize(width: 100, height: 100), avatarRadius: 2, people: people)).result
        #expect(result.nodes.map(\.id) == ["b", "c", "a"])
    }
}
