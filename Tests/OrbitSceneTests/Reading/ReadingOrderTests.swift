import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct ReadingOrderTests {
    static func randomNodes(seed: UInt64) -> [PlacedNode] {
        var random = SeededGenerator(seed: seed)
        let count = Int(random.next() % 300)
        // Coarse angles so ties on (ring, angle) happen and the id has to break them.
        return (0..<count).map { i in
            let angle = Double(random.next() % 24) * .pi / 12 + (random.nextUnit() < 0.5 ? 0 : random.nextUnit())
            return PlacedNode(id: "n\(random.next() % 1000)-\(i)", ring: Int(random.next() % 6), x: 0, y: 0, angle: angle, radius: 100)
        }.shuffled(using: &random)
    }

    @Test func clockwiseFromTwelveOClock() {
        // Orbit's angle π points up (12 o'clock), π/2 right (3), 0 down (6), 3π/2 left (9).
        let nodes = [(3 * Double.pi / 2, "nine"), (0, "six"), (.pi, "twelve"), (.pi / 2, "three")].map {
            PlacedNode(id: $0.1, ring: 0, x: 0, y: 0, angle: $0.0, radius: 50)
        } + [PlacedNode(id: "inner", ring: 1, x: 0, y: 0, angle: .pi, radius: 10)]
        #expect(ReadingOrder(nodes: nodes).entries.map(\.id) == ["twelve", "three", "six", "nine", "inner"])
    }

    /// Over seeds: the order holds every id once; it is sorted by (ring, clockwise angle from 12, id), a
    /// total order; `next` walks it in order and comes back round; `previous` undoes `next`.
    @Test func orderIsTotalAndConsistentWithRingAndAngle() {
        for seed in UInt64(1)...500 {
            let nodes = Self.randomNodes(seed: seed)
            let order = ReadingOrder(nodes: nodes)
            #expect(Set(order.entries.map(\.id)) == Set(nodes.map(\.id)) && order.count == nodes.count, "seed \(seed)")
            for (a, b) in zip(order.entries, order.entries.dropFirst()) {
                #expect(ReadingOrder.precedes(a, b) && !ReadingOrder.precedes(b, a), "seed \(seed): \(a) then \(b)")
                #expect(a.ring < b.ring || (a.ring == b.ring && a.clockAngle <= b.clockAngle), "seed \(seed)")
            }
            // The same nodes in another input order give the same reading order.
            var random = SeededGenerator(seed: seed &+ 77)
            #expect(ReadingOrder(nodes: nodes.shuffled(using: &random)).entries == order.entries, "seed \(seed)")
            var id = order.next(after: nil)
            for position in 0..<order.count {
                #expect(id == order.entries[position].id, "seed \(seed)")
                let following = order.next(after: id)
                #expect(order.previous(before: following) == id, "seed \(seed)")
                id = following
            }
            #expect(id == order.entries.first?.id, "seed \(seed): the walk comes back to the start")
        }
    }
}
