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
            // An empty ring keeps no free space at all.
            guard let occupancy = ring.occupancy else {
                #expect(ring.members.isEmpty, "seed \(seed) ring \(index)")
                continue
            }
            var rebuilt = RingOccupancy(annulus: occupancy.annulus, avatarRadius: occupancy.avatarRadius, spacing: occupancy.spacing)
            for key in ring.members { rebuilt.insert(live.spots[Int(key.slot)]) }
            #expect(occupancy.count == rebuilt.count, "seed \(seed) ring \(index)")
            #expect(occupancy.openCellCount == rebuilt.openCellCount, "seed \(seed) ring \(index)")
            for cell in 0..<(rebuilt.sectorCount * rebuilt.laneRadii.count) {
                let kept = occupancy.cells.arcs(of: cell).map { [$0.lower, $0.upper] }
                #expect(kept == rebuilt.cells.arcs(of: cell).map { [$0.lower, $0.upper] }, "seed \(seed) ring \(index) cell \(cell)")
            }
        }
    }

    /// One person beyond 3,000 bands: the empty band rings inside theirs hold no free space (each held its whole
    /// circumference's cells, 3.94 GB in all), and the person's ring lets its own go when they leave.
    @Test func emptyRingsHoldNoFreeSpace() throws {
        let bands = (1...3000).map { Double($0) * 10 }
        var live = try LiveLayout(LayoutRequest(viewport: Size(width: 1280, height: 800), avatarRadius: 20, spacing: 4, bandsMeters: bands,
                                                people: [Person(id: "far", distanceMeters: 1e9)]))
        #expect(live.ringStates.count == 3001 && live.ringStates.map { $0.occupancy != nil } == Array(repeating: false, count: 3000) + [true])
        _ = live.apply([.remove(id: "far")])
        #expect(live.ringStates.allSatisfy { $0.occupancy == nil })
        _ = live.apply([.upsert(Person(id: "near", distanceMeters: 15)), .upsert(Person(id: "far", distanceMeters: 1e9))])
        #expect(live.ringStates.indices.filter { live.ringStates[$0].occupancy != nil } == [1, 3000])
        #expect(live.node("near")?.ring == 1 && live.node("far")?.ring == 3000)
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
