import OrbitGeometry
import Testing
@testable import OrbitLayout

@Suite struct LayoutResultValidationTests {
    static func layout(ring: Int, rings: Int = 2) -> LayoutResult {
        LayoutResult(
            center: OrbitPoint(x: 0, y: 0), avatarRadius: 5, spacing: 1,
            rings: (0..<rings).map { RingInfo(index: $0, innerRadius: 10 + 20 * Double($0), outerRadius: 25 + 20 * Double($0), maxDistanceMeters: nil, count: 1) },
            nodes: [PlacedNode(id: "a", ring: ring, x: 0, y: 20, angle: 0, radius: 20)], unplaced: [], rejected: [])
    }

    @Test func everyLayoutThePlacerMakesIsValid() throws {
        for seed in UInt64(1)...30 {
            var random = SeededGenerator(seed: seed)
            let people = (0..<Int(random.next() % 400)).map { OrbitPerson(id: "p\($0)", distanceMeters: random.nextUnit() * 30_000) }
            let request = LayoutRequest(viewport: OrbitSize(width: 300, height: 200), avatarRadius: 4 + 10 * random.nextUnit(), spacing: 2,
                                        seed: seed, maxRings: seed.isMultiple(of: 3) ? 2 : nil, people: people)
            #expect(throws: Never.self, "seed \(seed)") { try OrbitLayouter.place(request).result.validate() }
        }
    }

    /// A node's ring must be one of the rings listed, so consumers size per-ring storage by the rings, not the index.
    @Test(arguments: [Int.max, 1_000_000_000, 2, -1, Int.min]) func ringsBeyondTheListAreInvalid(ring: Int) {
        #expect(throws: LayoutResult.Invalid.self) { try Self.layout(ring: ring).validate() }
        #expect(throws: Never.self) { try Self.layout(ring: 1).validate() }
    }

    @Test func badNumbersNameTheirPath() {
        var layout = Self.layout(ring: 0)
        layout.nodes[0].radius = .nan
        let radius = #expect(throws: LayoutResult.Invalid.self) { try layout.validate() }
        // NaN equals nothing, so the case is matched rather than compared.
        guard case .negativeOrNotFinite(let value)? = radius?.problem, value.isNaN, radius?.path == "nodes[0].radius" else {
            Issue.record("\(String(describing: radius))")
            return
        }
        layout = Self.layout(ring: 0)
        layout.rings[1].index = 7
        #expect(throws: LayoutResult.Invalid(path: "rings[1].index", problem: .wrongIndex(expected: 1, found: 7))) { try layout.validate() }
        layout = Self.layout(ring: 0)
        layout.avatarRadius = 0
        #expect(throws: LayoutResult.Invalid.self) { try layout.validate() }
    }
}
