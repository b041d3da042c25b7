import Foundation
import OrbitGeometry
import Testing
@testable import OrbitLayout

/// Seeded random scenes (`RandomScene`) followed by seeded random batches of updates: after every batch the
/// live layout must hold `place`'s invariants, keep everyone who was not displaced where they were, and report
/// exactly what changed. Every failure names the seed.
@Suite struct LiveLayoutPropertyTests {
    static let sceneCount = 1_000
    static let shards = 20
    static let batchesPerScene = 6
    /// Larger scenes are cut to this many people, so that checking after every single update stays fast.
    static let maximumPeople = 160

    @Test(arguments: 0..<shards) func randomUpdateSequencesHoldEveryInvariant(shard: Int) throws {
        for seed in stride(from: UInt64(shard), to: UInt64(Self.sceneCount), by: Self.shards) {
            let scene = RandomScene(seed: seed).trimmed(to: Self.maximumPeople)
            var live = try LiveLayout(scene.request)
            let start = live.result()
            #expect(try encoded(start) == encoded(OrbitLayouter.place(scene.request).result), "seed \(seed): start differs from place")

            var model = LiveModel(scene: scene, start: start)
            var random = SeededGenerator(seed: seed ^ 0x11FE)
            var batches: [[LiveUpdate]] = []
            var before = start
            var stepwise = live
            for _ in 0..<Self.batchesPerScene {
                let batch = model.randomBatch(&random)
                batches.append(batch)
                // One update at a time: the stability rules hold for every single update.
                var stepBefore = before
                for update in batch {
                    let change = stepwise.apply([update])
                    let stepAfter = stepwise.result()
                    verifyStability(before: stepBefore, after: stepAfter, change: change, batch: [update], placement: scene.request.placement, seed: seed)
                    stepBefore = stepAfter
                }
                // The whole batch as one step: the same layout, and a change report that matches it.
                let change = live.apply(batch)
                let after = live.result()
                #expect(after == stepBefore, "seed \(seed): a batch differs from its updates one by one")
                verify(after, model: model, request: scene.request, seed: seed)
                verifyReport(before: before, after: after, change: change, batch: batch, seed: seed)
                before = after
            }
            var replay = try LiveLayout(scene.request)
            for batch in batches { _ = replay.apply(batch) }
            #expect(try encoded(replay.result()) == encoded(before), "seed \(seed): same start and updates, different result")
        }
    }

    func encoded(_ result: LayoutResult) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(result)
    }

    /// `place`'s invariants against the model of who is there and how far.
    func verify(_ result: LayoutResult, model: LiveModel, request: LayoutRequest, seed: UInt64) {
        let r = request.avatarRadius, clearance = 2 * r + request.spacing
        let tolerance = 1e-9 * max(clearance, result.rings.last?.outerRadius ?? 0)
        let ids = result.nodes.map(\.id) + result.unplaced.map(\.id)
        #expect(ids.sorted() == model.distances.keys.sorted(), "seed \(seed): placed + unplaced ≠ the people")
        #expect(result.rejected.allSatisfy { model.distances[$0.id] == nil || $0.reason == .duplicateID },
                "seed \(seed): a valid person is still rejected")
        #expect(request.maxRings != nil || result.unplaced.isEmpty, "seed \(seed): unplaced without a ring cap")
        #expect(result.rings.count <= request.maxRings ?? .max, "seed \(seed)")
        for node in result.nodes {
            guard node.ring < result.rings.count else {
                Issue.record("seed \(seed): \(node.id) on missing ring \(node.ring)")
                continue
            }
            let ring = result.rings[node.ring]
            #expect(node.radius - r >= ring.innerRadius - tolerance && node.radius + r <= ring.outerRadius + tolerance,
                    "seed \(seed): \(node.id) leaves ring \(node.ring)")
            if let limit = ring.maxDistanceMeters {
                #expect(model.distances[node.id]! <= limit, "seed \(seed): \(node.id) inside its band's ring")
            }
        }
        for ring in result.rings {
            #expect(ring.count == result.nodes.filter { $0.ring == ring.index }.count, "seed \(seed): ring \(ring.index) count")
        }
        LayoutPropertyTests().verifyNoOverlap(result.nodes, clearance: clearance, tolerance: tolerance, seed: seed)

        let distance = model.distances
        let byDistance = { (a: String, b: String) in distance[a]! != distance[b]! ? distance[a]! < distance[b]! : a < b }
        let ringOf = Dictionary(uniqueKeysWithValues: result.nodes.map { ($0.id, $0.ring) })
        let placed = result.nodes.map(\.id).sorted(by: byDistance)
        #expect(placed == result.nodes.map(\.id), "seed \(seed): nodes not in (distance, id) order")
        let rings = placed.map { ringOf[$0]! }
        #expect(rings == rings.sorted(), "seed \(seed): a nearer person is on an outer ring")
        if let lastPlaced = placed.last, let firstUnplaced = result.unplaced.first?.id {
            #expect(byDistance(lastPlaced, firstUnplaced), "seed \(seed): someone nearer was left unplaced")
        }
    }

    /// The change of a batch matches the results before and after it.
    func verifyReport(before: LayoutResult, after: LayoutResult, change: LiveChange, batch: [LiveUpdate], seed: UInt64) {
        let old = Dictionary(before.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(after.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(Set(change.moved.map(\.id)) == Set(after.nodes.filter { node in old[node.id].map { $0 != node } ?? false }.map(\.id)),
                "seed \(seed): moved misreported")
        #expect(Set(change.entered.map(\.id)) == Set(after.nodes.map(\.id).filter { old[$0] == nil }), "seed \(seed): entered misreported")
        #expect(Set(change.left.map(\.id)) == Set(before.nodes.map(\.id).filter { new[$0] == nil }), "seed \(seed): left misreported")
        for move in change.moved {
            #expect(old[move.id] == move.from && new[move.id] == move.to, "seed \(seed): \(move.id) move misreported")
        }
        let own = Set(batch.enumerated().filter { item in !change.refused.contains { $0.index == item.offset } }.map(\.element.id))
        #expect(change.displaced.allSatisfy { !own.contains($0) }, "seed \(seed): someone with an own update reported displaced")
    }

    /// For one update: whoever keeps their ring keeps their exact spot (in bearing mode: unless their own update
    /// moved them); whoever moves without an update of their own is reported displaced.
    func verifyStability(before: LayoutResult, after: LayoutResult, change: LiveChange, batch: [LiveUpdate], placement: PlacementMode, seed: UInt64) {
        let old = Dictionary(before.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(after.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let own = Set(batch.enumerated().filter { item in !change.refused.contains { $0.index == item.offset } }.map(\.element.id))
        var moved: [String] = [], displaced: Set<String> = []
        for node in after.nodes {
            guard let was = old[node.id] else { continue }
            if was.ring == node.ring && (placement == .random || !own.contains(node.id)) {
                #expect(was == node, "seed \(seed): \(node.id) kept ring \(node.ring) but moved")
            }
            if was != node {
                moved.append(node.id)
                if !own.contains(node.id) { displaced.insert(node.id) }
            }
        }
        for node in before.nodes where new[node.id] == nil && !own.contains(node.id) { displaced.insert(node.id) }
        #expect(Set(change.moved.map(\.id)) == Set(moved), "seed \(seed): moved misreported")
        #expect(Set(change.displaced) == displaced, "seed \(seed): displaced misreported")
        #expect(Set(change.entered.map(\.id)) == Set(after.nodes.map(\.id).filter { old[$0] == nil }), "seed \(seed): entered misreported")
        #expect(Set(change.left.map(\.id)) == Set(before.nodes.map(\.id).filter { new[$0] == nil }), "seed \(seed): left misreported")
        for move in change.moved {
            #expect(old[move.id] == move.from && new[move.id] == move.to, "seed \(seed): \(move.id) move misreported")
        }
    }
}

/// Who is in a live layout and how far, and random batches of updates for it.
struct LiveModel {
    var request: LayoutRequest
    var distances: [String: Double]
    /// Ids ever used, valid or not, to pick from.
    var known: [String]
    var next = 0

    init(scene: RandomScene, start: LayoutResult) {
        request = scene.request
        distances = scene.distances
        known = scene.request.people.map(\.id).filter { !$0.isEmpty }
    }

    /// A batch of 1…12 updates: moves (by distance or coordinates), attribute changes, newcomers, removals,
    /// and some that must be refused (invalid people, removals of unknown ids). Keeps `distances` in step.
    mutating func randomBatch(_ random: inout SeededGenerator) -> [LiveUpdate] {
        var batch: [LiveUpdate] = []
        for _ in 0..<1 + Int(random.nextUnit() * 12) {
            let roll = random.nextUnit()
            let existing = known.isEmpty ? nil : known[Int(random.nextUnit() * Double(known.count))]
            if roll < 0.35, let id = existing {
                batch.append(.upsert(moved(id, &random)))
            } else if roll < 0.5, let id = existing, let meters = distances[id] {
                batch.append(.upsert(OrbitPerson(id: id, distanceMeters: meters, isActive: random.nextUnit() < 0.5,
                                            relation: Relation.allCases[Int(random.nextUnit() * 5)])))
            } else if roll < 0.75 {
                let id = "n\(next)"
                next += 1
                known.append(id)
                batch.append(.upsert(moved(id, &random)))
            } else if roll < 0.92, let id = existing {
                distances[id] = nil
                batch.append(.remove(id: id))
            } else if roll < 0.96 {
                batch.append(.remove(id: "ghost\(Int(random.nextUnit() * 5))"))
            } else {
                batch.append(.upsert(OrbitPerson(id: existing ?? "x", distanceMeters: -1)))
            }
        }
        return batch
    }

    /// `id` somewhere new: usually near (as people walk), sometimes anywhere.
    private mutating func moved(_ id: String, _ random: inout SeededGenerator) -> OrbitPerson {
        let far = random.nextUnit() < 0.3 || distances[id] == nil
        let meters = far ? pow(10, 4.5 * random.nextUnit()) - 1 : max(0, distances[id]! + 40 * (random.nextUnit() - 0.5))
        if let viewer = request.viewer, random.nextUnit() < 0.5, meters > 1 {
            let there = viewer.destination(meters: meters, bearing: 2 * .pi * random.nextUnit())
            distances[id] = viewer.distance(to: there)
            return OrbitPerson(id: id, latitude: there.latitude, longitude: there.longitude)
        }
        distances[id] = meters
        return OrbitPerson(id: id, distanceMeters: meters)
    }
}

extension RandomScene {
    /// The scene with only its first `count` people.
    func trimmed(to count: Int) -> RandomScene {
        var scene = self
        scene.request.people = Array(request.people.prefix(count))
        let kept = Set(scene.request.people.map(\.id))
        scene.distances = distances.filter { kept.contains($0.key) }
        return scene
    }
}
