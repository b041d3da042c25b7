import Foundation
import Testing
@testable import OrbitLayout

/// How a `LiveLayout` starts: from one placement, whose rings' free space it keeps, with or without a previous
/// layout. Every failure names the seed.
@Suite struct LiveLayoutStartTests {
    /// Each ring's free space is exactly that of the spots on it, as if they had been inserted one by one.
    @Test(arguments: 0..<40) func keptFreeSpaceIsThatOfTheSpotsPlaced(seed: UInt64) throws {
        let scene = RandomScene(seed: seed).trimmed(to: 400)
        let live = try LiveLayout(scene.request)
        for (index, ring) in live.ringStates.enumerated() {
            var rebuilt = RingOccupancy(annulus: ring.occupancy.annulus, avatarRadius: ring.occupancy.avatarRadius,
                                        spacing: ring.occupancy.spacing)
            for key in ring.members { rebuilt.insert(live.spots[Int(key.slot)]) }
            #expect(ring.occupancy.count == rebuilt.count, "seed \(seed) ring \(index)")
            #expect(ring.occupancy.openCellCount == rebuilt.openCellCount, "seed \(seed) ring \(index)")
            for cell in 0..<(rebuilt.sectorCount * rebuilt.laneRadii.count) {
                let kept = ring.occupancy.cells.arcs(of: cell).map { [$0.lower, $0.upper] }
                #expect(kept == rebuilt.cells.arcs(of: cell).map { [$0.lower, $0.upper] }, "seed \(seed) ring \(index) cell \(cell)")
            }
        }
    }

    /// With a previous layout the start is `place(request, previous:)`'s, and newcomers placed afterwards overlap no one.
    @Test(arguments: 0..<40) func startsFromAPreviousLayoutAsPlaceDoes(seed: UInt64) throws {
        let scene = RandomScene(seed: seed).trimmed(to: 200)
        var random = SeededGenerator(seed: seed ^ 0x5CA1E)
        var earlier = scene.request
        earlier.people = earlier.people.filter { _ in random.nextUnit() < 0.7 }
        let previous = try OrbitLayouter.place(earlier, previous: nil).result
        var live = try LiveLayout(scene.request, previous: previous)
        #expect(live.result() == (try OrbitLayouter.place(scene.request, previous: previous).result), "seed \(seed)")

        let newcomers = (0..<30).map { Person(id: "new\($0)", distanceMeters: 1 + 20_000 * random.nextUnit()) }
        _ = live.apply(newcomers.map { .upsert($0) })
        let result = live.result()
        let clearance = 2 * scene.request.avatarRadius + scene.request.spacing
        let byRing = Dictionary(grouping: result.nodes, by: \.ring)
        for (ring, nodes) in byRing {
            for i in nodes.indices {
                for j in nodes.indices where j > i {
                    let a = nodes[i], b = nodes[j]
                    let distance = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
                    #expect(distance >= clearance * (1 - 1e-9), "seed \(seed) ring \(ring): \(a.id) and \(b.id) overlap")
                }
            }
        }
    }
}
