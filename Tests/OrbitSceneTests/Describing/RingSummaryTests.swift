import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct RingSummaryTests {
    /// A crowd around one spot: `count` people log-uniform between `near` and `far` metres.
    static func layout(seed: UInt64, count: Int, near: Double, far: Double, maxRings: Int? = nil) throws -> (LayoutResult, [OrbitPerson]) {
        var random = SeededGenerator(seed: seed)
        let people = (0..<count).map { i in
            OrbitPerson(id: "p\(i)", distanceMeters: near * pow(far / near, random.nextUnit()))
        }
        var request = LayoutRequest(viewer: nil, viewport: OrbitSize(width: 800, height: 600), avatarRadius: 6 + 20 * random.nextUnit(),
                                    spacing: 4, seed: seed, people: people)
        request.maxRings = maxRings
        return (try OrbitLayouter.place(request).result, people)
    }

    @Test func bandsRangesAndSpillRingsReadAsExpected() throws {
        // Everyone 20–23 m away: ring 0 fills and the rest spill outward.
        let (layout, people) = try Self.layout(seed: 1, count: 600, near: 20, far: 23)
        let summaries = RingSummary.summaries(of: layout, people: people, viewer: nil)
        #expect(summaries[0].bandText == "< 250 m" && !summaries[0].isSpill)
        #expect(summaries[0].label.hasPrefix("< 250 m · "))
        let spill = try #require(summaries.first { $0.ring == 1 })
        #expect(spill.isSpill && spill.bandText == "250 m–1 km")
        #expect(spill.label == "\(spill.rangeText!) · \(DistanceText.count(spill.count)) people")
        #expect(spill.rangeText!.hasSuffix(" m") && spill.rangeText!.hasPrefix("2"))
        let (far, farPeople) = try Self.layout(seed: 2, count: 3, near: 30_000, far: 40_000)
        let unbounded = try #require(RingSummary.summaries(of: far, people: farPeople, viewer: nil).last)
        #expect(unbounded.ring == 4 && unbounded.bandText == "> 25 km" && !unbounded.isSpill && unbounded.count == 3)
    }

    /// Over seeds: counts are the rings' counts; each ring's range holds exactly its people's distances
    /// (its ends are attained); a ring is a spill ring exactly when someone on it belongs to a nearer band
    /// (or the ring has no band of its own).
    @Test func summariesAgreeWithTheLayout() throws {
        for seed in UInt64(1)...60 {
            var random = SeededGenerator(seed: seed)
            let count = Int(random.next() % 1500)
            let near = pow(10, 4 * random.nextUnit())
            let (layout, people) = try Self.layout(seed: seed, count: count, near: near, far: near * (1 + 100 * random.nextUnit()),
                                                   maxRings: random.nextUnit() < 0.3 ? 1 + Int(random.next() % 6) : nil)
            let distance = Dictionary(uniqueKeysWithValues: people.map { ($0.id, $0.distanceMeters!) })
            let summaries = RingSummary.summaries(of: layout, people: people, viewer: nil)
            #expect(summaries.map(\.count) == layout.rings.map(\.count), "seed \(seed)")
            let bands = RingPlan.defaultBandsMeters
            for summary in summaries {
                let members = layout.nodes.filter { $0.ring == summary.ring }.map { distance[$0.id]! }
                #expect(summary.members == (members.isEmpty ? nil : members.min()!...members.max()!), "seed \(seed) ring \(summary.ring)")
                let nearer = members.contains { d in (bands.firstIndex { $0 >= d } ?? bands.count) < summary.ring }
                #expect(summary.isSpill == (nearer || summary.ring > bands.count), "seed \(seed) ring \(summary.ring)")
                if !summary.isSpill { #expect(summary.label.hasPrefix(summary.bandText!), "seed \(seed)") }
            }
        }
    }

    /// Over seeds and streams of moves, arrivals and departures: a live layout's summaries equal the summaries of
    /// its snapshot with everyone's distances, after every batch.
    @Test func liveSummariesEqualTheSnapshots() throws {
        for seed in UInt64(1)...40 {
            var random = SeededGenerator(seed: seed)
            let near = pow(10, 4 * random.nextUnit()), far = near * (1 + 100 * random.nextUnit())
            let (_, start) = try Self.layout(seed: seed, count: Int(random.next() % 800), near: near, far: far,
                                             maxRings: random.nextUnit() < 0.3 ? 1 + Int(random.next() % 6) : nil)
            var request = LayoutRequest(viewer: nil, viewport: OrbitSize(width: 800, height: 600), avatarRadius: 6 + 20 * random.nextUnit(),
                                        spacing: 4, seed: seed, people: start)
            request.maxRings = random.nextUnit() < 0.3 ? 1 + Int(random.next() % 6) : nil
            var live = try LiveLayout(request)
            var people = Dictionary(uniqueKeysWithValues: start.map { ($0.id, $0) })
            var ids = start.map(\.id)
            for batch in 0..<8 {
                var updates: [LiveUpdate] = []
                for i in 0..<Int(1 + random.next() % 40) {
                    let pick = ids.isEmpty ? nil : Int(random.next() % UInt64(ids.count))
                    if let pick, random.nextUnit() < 0.3 {
                        updates.append(.remove(id: ids[pick]))
                        people[ids[pick]] = nil
                        ids.swapAt(pick, ids.count - 1)
                        ids.removeLast()
                    } else {
                        let id = if let pick, random.nextUnit() < 0.5 { ids[pick] } else { "n\(batch)-\(i)" }
                        if people[id] == nil { ids.append(id) }
                        let person = OrbitPerson(id: id, distanceMeters: near * pow(far / near, random.nextUnit()))
                        updates.append(.upsert(person))
                        people[id] = person
                    }
                }
                _ = live.apply(updates)
                let snapshot = RingSummary.summaries(of: live.result(), people: Array(people.values), viewer: nil)
                #expect(RingSummary.summaries(of: live) == snapshot, "seed \(seed) batch \(batch)")
            }
        }
    }
}
