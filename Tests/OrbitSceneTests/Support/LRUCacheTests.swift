import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct LRUCacheTests {
    /// Random inserts, reads and removals against a brute-force model (a list from least to most recently used):
    /// the same keys in the same recency order, costs within the limit, the least recently used evicted first,
    /// and every value that leaves handed back exactly once.
    @Test func behavesAsALeastRecentlyUsedListWithACostLimit() {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let limit = Int(random.next() % 200)
            var cache = LRUCache<Int, Int>(costLimit: limit)
            var model: [(key: Int, value: Int, cost: Int)] = []
            var peak = 0
            for step in 0..<200 {
                let key = Int(random.next() % 24)
                switch random.next() % 4 {
                case 0, 1:
                    let cost = Int(random.next() % 60), value = Int(random.next() % 1000)
                    let gone = cache.insert(value, for: key, cost: cost)
                    var expected = model.filter { $0.key == key }.map(\.value)
                    model.removeAll { $0.key == key }
                    if cost <= limit {
                        while model.reduce(0, { $0 + $1.cost }) + cost > limit { expected.append(model.removeFirst().value) }
                        model.append((key, value, cost))
                    } else {
                        expected.append(value)
                    }
                    #expect(gone == expected, "seed \(seed) step \(step): insert \(key)")
                case 2:
                    let found = cache.value(for: key)
                    let index = model.firstIndex { $0.key == key }
                    #expect(found == index.map { model[$0].value }, "seed \(seed) step \(step): read \(key)")
                    if let index { model.append(model.remove(at: index)) }
                default:
                    let removed = cache.removeValue(for: key)
                    #expect(removed == model.first { $0.key == key }?.value, "seed \(seed) step \(step): remove \(key)")
                    model.removeAll { $0.key == key }
                }
                let total = model.reduce(0) { $0 + $1.cost }
                peak = max(peak, total)
                #expect(cache.keysByRecency == model.map(\.key) && cache.valuesByRecency == model.map(\.value), "seed \(seed) step \(step)")
                #expect(cache.totalCost == total && total <= limit && cache.count == model.count && cache.peakCost == peak, "seed \(seed) step \(step)")
            }
            let values = cache.valuesByRecency
            #expect(cache.removeAll() == values)
            #expect(cache.count == 0 && cache.totalCost == 0 && cache.keysByRecency.isEmpty)
        }
    }
}
