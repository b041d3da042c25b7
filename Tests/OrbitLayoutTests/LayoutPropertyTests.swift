import Foundation
import OrbitGeometry
import Testing
import OrbitLayout

/// Seeded random scenes: every failure message names the seed that reproduces it
/// (`RandomScene(seed:)` rebuilds the exact scene).
@Suite struct LayoutPropertyTests {
    static let sceneCount = 2_000
    static let batches = 20

    @Test(arguments: 0..<batches) func randomScenesHoldEveryInvariant(batch: Int) throws {
        for seed in stride(from: UInt64(batch), to: UInt64(Self.sceneCount), by: Self.batches) {
            let scene = RandomScene(seed: seed)
            let outcome = try OrbitLayouter.place(scene.request)
            verify(scene, outcome.result)
            #expect(try encoded(outcome.result) == encoded(OrbitLayouter.place(scene.request).result), "seed \(seed): not deterministic")
            try verifyChurn(scene, previous: outcome.result)
        }
    }

    func encoded(_ result: LayoutResult) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(result)
    }

    func verify(_ scene: RandomScene, _ result: LayoutResult) {
        let seed = scene.seed, request = scene.request
        let r = request.avatarRadius, clearance = 2 * r + request.spacing
        let tolerance = 1e-9 * max(clearance, result.rings.last?.outerRadius ?? 0)

        // Every input id exactly once; the invalid ones rejected, nobody else.
        let output = result.nodes.map(\.id) + result.unplaced.map(\.id) + result.rejected.map(\.id)
        #expect(output.sorted() == request.people.map(\.id).sorted(), "seed \(seed): ids in ≠ ids out")
        #expect(result.rejected.map(\.id).sorted() == scene.invalidIds.sorted(), "seed \(seed): wrong people rejected")
        #expect(result.unplaced.allSatisfy { $0.reason == .capacity }, "seed \(seed)")
        #expect(request.maxRings != nil || result.unplaced.isEmpty, "seed \(seed): unplaced without a ring cap")
        #expect(result.rings.count <= request.maxRings ?? .max, "seed \(seed)")
        #expect(result.rings.enumerated().allSatisfy { $0.offset == $0.element.index }, "seed \(seed)")

        // Containment in the ring, consistent coordinates, clear of the viewer's own avatar.
        for node in result.nodes {
            guard node.ring >= 0, node.ring < result.rings.count else {
                Issue.record("seed \(seed): \(node.id) on missing ring \(node.ring)")
                continue
            }
            let ring = result.rings[node.ring]
            #expect(node.radius - r >= ring.innerRadius - tolerance && node.radius + r <= ring.outerRadius + tolerance,
                    "seed \(seed): \(node.id) leaves ring \(node.ring)")
            #expect(node.angle >= 0 && node.angle < 2 * .pi, "seed \(seed)")
            #expect(abs(node.x - (result.center.x + node.radius * sin(node.angle))) <= tolerance
                    && abs(node.y - (result.center.y + node.radius * cos(node.angle))) <= tolerance, "seed \(seed)")
            #expect(node.radius >= clearance - tolerance, "seed \(seed): \(node.id) overlaps the viewer")
        }
        for ring in result.rings {
            #expect(ring.count == result.nodes.filter { $0.ring == ring.index }.count, "seed \(seed): ring \(ring.index) count")
        }
        verifyNoOverlap(result.nodes, clearance: clearance, tolerance: tolerance, seed: seed)

        // Distance order: rings never decrease with (distance, id), bands bound the distances, and
        // the unplaced are the farthest.
        let distance = scene.distances
        let byDistance = { (a: String, b: String) in distance[a]! != distance[b]! ? distance[a]! < distance[b]! : a < b }
        let ringOf = Dictionary(uniqueKeysWithValues: result.nodes.map { ($0.id, $0.ring) })
        let placed = result.nodes.map(\.id).sorted(by: byDistance)
        let rings = placed.map { ringOf[$0]! }
        #expect(rings == rings.sorted(), "seed \(seed): a nearer person is on an outer ring")
        for node in result.nodes {
            if let limit = result.rings[node.ring].maxDistanceMeters {
                #expect(distance[node.id]! <= limit, "seed \(seed): \(node.id) beyond its ring's band")
            }
        }
        if let lastPlaced = placed.last, let firstUnplaced = result.unplaced.map(\.id).sorted(by: byDistance).first {
            #expect(byDistance(lastPlaced, firstUnplaced), "seed \(seed): someone nearer was left unplaced")
        }
    }

    /// Grid check: only nodes in neighbouring cells of side `clearance` can be too close.
    func verifyNoOverlap(_ nodes: [PlacedNode], clearance: Double, tolerance: Double, seed: UInt64) {
        struct Cell: Hashable { var x: Int, y: Int }
        var grid: [Cell: [PlacedNode]] = [:]
        for node in nodes {
            let cell = Cell(x: Int((node.x / clearance).rounded(.down)), y: Int((node.y / clearance).rounded(.down)))
            for dx in -1...1 {
                for dy in -1...1 {
                    for other in grid[Cell(x: cell.x + dx, y: cell.y + dy)] ?? [] {
                        let gap = hypot(node.x - other.x, node.y - other.y)
                        #expect(gap >= clearance - tolerance, "seed \(seed): \(node.id) and \(other.id) closer than \(clearance): \(gap)")
                    }
                }
            }
            grid[cell, default: []].append(node)
        }
    }

    /// Removes some people and adds newcomers: whoever stays on the same ring keeps the exact spot,
    /// and the reported change matches the two results.
    func verifyChurn(_ scene: RandomScene, previous: LayoutResult) throws {
        let seed = scene.seed
        var random = SeededGenerator(seed: seed ^ 0x5EED)
        var request = scene.request
        let leaving = random.nextUnit() * 0.3
        request.people = request.people.filter { _ in random.nextUnit() >= leaving }
        for i in 0..<Int(random.nextUnit() * 10) {
            request.people.insert(
                OrbitPerson(id: "new\(i)", distanceMeters: scene.sampleDistance(&random)),
                at: Int(random.nextUnit() * Double(request.people.count + 1)))
        }
        let outcome = try OrbitLayouter.place(request, previous: previous)
        let before = Dictionary(previous.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var inserted: [String] = [], moved: [String] = []
        for node in outcome.result.nodes {
            guard let old = before[node.id] else {
                inserted.append(node.id)
                continue
            }
            if old.ring == node.ring {
                #expect(old == node, "seed \(seed): \(node.id) stayed on ring \(node.ring) but moved")
            }
            if old != node { moved.append(node.id) }
        }
        let now = Set(outcome.result.nodes.map(\.id))
        #expect(outcome.change.inserted == inserted, "seed \(seed)")
        #expect(outcome.change.moved == moved, "seed \(seed)")
        #expect(outcome.change.removed == previous.nodes.map(\.id).filter { !now.contains($0) }, "seed \(seed)")
    }
}

/// A random scene for a seed: viewport, tiny to huge avatars, spacing, bands, ring cap, mode, a
/// viewer near a pole or the antimeridian or anywhere, and people at one distance, at distance 0,
/// spread out, or given by coordinates, with some invalid people mixed in.
struct RandomScene {
    let seed: UInt64
    var request: LayoutRequest
    /// Ids of the people that must be rejected (duplicates included).
    var invalidIds: [String] = []
    /// Distance in metres of every valid person, by id.
    var distances: [String: Double] = [:]
    private let style: Int
    private let oneDistance: Double

    init(seed: UInt64) {
        self.seed = seed
        var random = SeededGenerator(seed: seed)
        let viewport = OrbitSize(width: 50 + 1_950 * random.nextUnit(), height: 50 + 1_950 * random.nextUnit())
        let half = min(viewport.width, viewport.height) / 2
        let size = random.nextUnit()
        let avatarRadius = size < 0.15 ? half * (0.002 + 0.01 * random.nextUnit())
            : size < 0.3 ? half * (0.2 + 1.3 * random.nextUnit()) : 4 + 26 * random.nextUnit()
        let spacing = random.nextUnit() < 0.4 ? 0 : avatarRadius * random.nextUnit()
        let crowd = random.nextUnit()
        let count = crowd < 0.75 ? Int(random.nextUnit() * 40) : crowd < 0.99 ? 40 + Int(random.nextUnit() * 360) : 400 + Int(random.nextUnit() * 4_600)
        var bands: [Double]?
        if random.nextUnit() < 0.3 {
            var upper = 0.0
            bands = (0..<1 + Int(random.nextUnit() * 5)).map { _ in
                upper += 1 + 5_000 * random.nextUnit()
                return upper
            }
        }
        let place = random.nextUnit()
        let viewer: GeoCoordinate? = place < 0.2 ? nil
            : place < 0.45 ? GeoCoordinate(latitude: (random.nextUnit() < 0.5 ? -1 : 1) * (80 + 10 * random.nextUnit()), longitude: -180 + 360 * random.nextUnit())
            : place < 0.7 ? GeoCoordinate(latitude: -60 + 120 * random.nextUnit(), longitude: (random.nextUnit() < 0.5 ? -1 : 1) * (179.9 + 0.1 * random.nextUnit()))
            : GeoCoordinate(latitude: -60 + 120 * random.nextUnit(), longitude: -180 + 360 * random.nextUnit())
        style = Int(random.nextUnit() * 4)
        oneDistance = random.nextUnit() < 0.3 ? 0 : 10_000 * random.nextUnit()
        request = LayoutRequest(
            viewer: viewer, viewport: viewport, avatarRadius: avatarRadius, spacing: spacing, seed: random.next(),
            bandsMeters: bands, maxRings: random.nextUnit() < 0.3 ? 1 + Int(random.nextUnit() * 4) : nil,
            placement: random.nextUnit() < 0.5 ? .random : .bearing, people: [])

        for i in 0..<count {
            let id = "u\(i)"
            if random.nextUnit() < 0.05 {
                let invalid = invalidPerson(id: id, random: &random)
                request.people.append(invalid)
                invalidIds.append(invalid.id)
                continue
            }
            if let viewer, random.nextUnit() < 0.5 {
                let meters = sampleDistance(&random)
                let there = viewer.destination(meters: meters, bearing: 2 * .pi * random.nextUnit())
                request.people.append(OrbitPerson(id: id, latitude: there.latitude, longitude: there.longitude))
                distances[id] = viewer.distance(to: there)
            } else {
                let meters = sampleDistance(&random)
                request.people.append(OrbitPerson(id: id, distanceMeters: meters))
                distances[id] = meters
            }
        }
    }

    /// A distance in the scene's style: everyone at one distance, everyone at 0, log-spread, or mixed.
    func sampleDistance(_ random: inout SeededGenerator) -> Double {
        switch style {
        case 0: oneDistance
        case 1: random.nextUnit() < 0.5 ? 0 : oneDistance
        case 2: pow(10, 5 * random.nextUnit()) - 1
        default: 20_000 * random.nextUnit()
        }
    }

    private func invalidPerson(id: String, random: inout SeededGenerator) -> OrbitPerson {
        switch Int(random.nextUnit() * 8) {
        case 0: OrbitPerson(id: id, latitude: .nan, longitude: 0)
        case 1: OrbitPerson(id: id, latitude: 90.5, longitude: 0)
        case 2: OrbitPerson(id: id, latitude: 0, longitude: -180.5)
        case 3: OrbitPerson(id: id, distanceMeters: -1)
        case 4: OrbitPerson(id: id)
        case 5: OrbitPerson(id: "", distanceMeters: 1)
        case 6: OrbitPerson(id: id, distanceMeters: .nan)
        default: request.people.first?.id == "u0" ? OrbitPerson(id: "u0", distanceMeters: 1) : OrbitPerson(id: id)
        }
    }
}
