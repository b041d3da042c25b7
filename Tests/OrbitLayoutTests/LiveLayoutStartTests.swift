import Foundation
import OrbitGeometry
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
            // A ring keeps its free space just when it is worth keeping; one that does not has room.
            let shape = RingOccupancy.shape(annulus: ring.annulus, avatarRadius: ring.avatarRadius, spacing: ring.spacing)
            let worth = RingOccupancy.isWorthKeeping(cells: shape.cells, reach: shape.reach, avatars: ring.members.count)
            #expect((ring.occupancy != nil) == worth, "seed \(seed) ring \(index)")
            guard let occupancy = ring.occupancy else {
                #expect(!ring.isFull, "seed \(seed) ring \(index)")
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

    /// One person beyond 3,000 bands, then one on each band: rings keep free space only where it is worth keeping
    /// (at most 64 cells a person, or people enough to maybe fill the ring): the empty band rings hold none (each
    /// held its whole circumference's cells, 3.94 GB in all) and neither do rings far out with one person each
    /// (6.2 GB); a ring lets its free space go when its people leave.
    @Test func ringsKeepFreeSpaceLinearInTheirPeople() throws {
        let bands = (1...3000).map { Double($0) * 10 }
        var live = try LiveLayout(LayoutRequest(viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 20, spacing: 4, bandsMeters: bands,
                                                people: [OrbitPerson(id: "far", distanceMeters: 1e9)]))
        #expect(live.ringStates.count == 3001 && live.ringStates.dropLast().allSatisfy { $0.occupancy == nil })
        _ = live.apply([.remove(id: "far")])
        #expect(live.ringStates.allSatisfy { $0.occupancy == nil })
        _ = live.apply([.upsert(OrbitPerson(id: "near", distanceMeters: 15)), .upsert(OrbitPerson(id: "far", distanceMeters: 1e9))])
        #expect(live.node("near")?.ring == 1 && live.node("far")?.ring == 3000)
        _ = live.apply(bands.enumerated().map { .upsert(OrbitPerson(id: "band\($0)", distanceMeters: $1 - 5)) })
        var keptCells = 0
        for (index, ring) in live.ringStates.enumerated() {
            let shape = RingOccupancy.shape(annulus: ring.annulus, avatarRadius: ring.avatarRadius, spacing: ring.spacing)
            #expect((ring.occupancy != nil) == RingOccupancy.isWorthKeeping(cells: shape.cells, reach: shape.reach, avatars: ring.members.count),
                    "ring \(index)")
            if let occupancy = ring.occupancy { keptCells += occupancy.sectorCount * occupancy.laneRadii.count }
        }
        #expect(keptCells <= RingOccupancy.cellsKeptPerAvatar * live.count + RingOccupancy.maximumCellCount, "\(keptCells) cells kept")
        #expect(throws: Never.self) { try live.result().validate() }
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

        let newcomers = (0..<30).map { OrbitPerson(id: "new\($0)", distanceMeters: 1 + 20_000 * random.nextUnit()) }
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
