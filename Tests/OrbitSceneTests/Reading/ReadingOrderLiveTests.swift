import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct ReadingOrderLiveTests {
    /// A live layout of up to 300 people on a few rings (bearing placement makes coarse angles, so ties on ring
    /// and angle happen), some beyond a ring cap, then changed by random updates.
    static func randomLive(seed: UInt64) throws -> LiveLayout {
        var random = SeededGenerator(seed: seed)
        let placement: PlacementMode = random.next() % 2 == 0 ? .random : .bearing
        func person(_ i: UInt64) -> OrbitPerson {
            let distance = Double(random.next() % 40) * 25
            return placement == .bearing
                ? OrbitPerson(id: "p\(i)", latitude: 50 + Double(random.next() % 5) * 1e-4, longitude: 14 + Double(random.next() % 5) * 1e-4)
                : OrbitPerson(id: "p\(i)", distanceMeters: distance)
        }
        let count = random.next() % 300
        let request = LayoutRequest(
            viewer: GeoCoordinate(latitude: 50, longitude: 14), viewport: OrbitSize(width: 600 + Double(random.next() % 800), height: 500),
            avatarRadius: 6 + Double(random.next() % 20), spacing: 2, seed: random.next(),
            maxRings: random.next() % 3 == 0 ? 1 + Int(random.next() % 3) : nil, placement: placement,
            people: (0..<count).map(person))
        var live = try LiveLayout(request)
        for _ in 0..<(random.next() % 4) {
            let updates: [LiveUpdate] = (0..<(random.next() % 40)).map { _ in
                let i = random.next() % (count + 50)
                return random.next() % 3 == 0 ? .remove(id: "p\(i)") : .upsert(person(i))
            }
            _ = live.apply(updates)
        }
        return live
    }

    /// Over 1,000 seeds: from nobody, from people placed (a sample of 24, the first and the last among them), from
    /// someone unplaced and from an unknown id, the
    /// person `Tab` and `Shift+Tab` find from the live layout is the one the whole reading order names.
    @Test func neighboursEqualTheWholeOrder() throws {
        for seed in UInt64(1)...1000 {
            let live = try Self.randomLive(seed: seed)
            let result = live.result()
            let order = ReadingOrder(nodes: result.nodes)
            var random = SeededGenerator(seed: seed &+ 1)
            let sample = order.entries.isEmpty ? [] : (0..<24).map { _ in order.entries[Int(random.next() % UInt64(order.count))].id }
            let ends = [order.entries.first?.id, order.entries.last?.id].compactMap { $0 }
            let from: [String?] = [nil, "nobody"] + ends + sample + result.unplaced.prefix(3).map(\.id)
            for id in from {
                #expect(ReadingOrder.next(after: id, in: live) == order.next(after: id), "seed \(seed): after \(id ?? "nil")")
                #expect(ReadingOrder.previous(before: id, in: live) == order.previous(before: id), "seed \(seed): before \(id ?? "nil")")
            }
        }
    }
}
