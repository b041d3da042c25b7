import Foundation
import OrbitGeometry
import OrbitLayout

/// A layout of realistic density made without the layout engine, for benchmarks, tests and demos at any size.
///
/// People sit on circular tracks `avatarRadius·2 + spacing` apart around `center`, the first track two
/// cells out; each track has evenly spaced seats of that width and each seat is taken with probability
/// `fill` (seeded), so avatars never overlap. Every `tracksPerRing` tracks make a ring. Relations, activity
/// and names are drawn from the same seed.
///
/// - Complexity: O(people / fill).
public struct SyntheticLayout: Sendable {
    public var result: LayoutResult
    public var people: [OrbitPerson]

    public init(
        people count: Int, center: OrbitPoint, avatarRadius: Double = 20, spacing: Double = 8, fill: Double = 0.6,
        tracksPerRing: Int = 3, seed: UInt64 = 1
    ) {
        var random = SeededGenerator(seed: seed)
        let cell = 2 * avatarRadius + spacing
        let fill = min(max(fill, 0.05), 1)
        let tracksPerRing = max(1, tracksPerRing)
        var nodes: [PlacedNode] = []
        var people: [OrbitPerson] = []
        var rings: [RingInfo] = []
        nodes.reserveCapacity(max(0, count))
        people.reserveCapacity(max(0, count))
        var track = 0
        while nodes.count < count {
            let radius = cell * Double(2 + track)
            let seats = Int(2 * Double.pi * radius / cell)
            let phase = random.nextUnit() * 2 * Double.pi
            let ring = track / tracksPerRing
            if ring == rings.count {
                rings.append(RingInfo(index: ring, innerRadius: radius - cell / 2,
                                      outerRadius: radius + cell * (Double(tracksPerRing) - 0.5),
                                      maxDistanceMeters: nil, count: 0))
            }
            for seat in 0..<seats where nodes.count < count && random.nextUnit() < fill {
                let angle = AngleMath.normalized(phase + Double(seat) * 2 * Double.pi / Double(seats))
                let id = "p\(nodes.count)"
                nodes.append(PlacedNode(id: id, ring: ring, x: center.x + radius * sin(angle),
                                        y: center.y + radius * cos(angle), angle: angle, radius: radius))
                people.append(OrbitPerson(id: id, name: "Person \(nodes.count)", isActive: random.nextUnit() < 0.8,
                                     relation: Relation.allCases[Int(random.next() % UInt64(Relation.allCases.count))]))
                rings[ring].count += 1
            }
            track += 1
        }
        result = LayoutResult(center: center, avatarRadius: avatarRadius, spacing: spacing, rings: rings,
                              nodes: nodes, unplaced: [], rejected: [])
        self.people = people
    }
}
