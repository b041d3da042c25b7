import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct ArraySmallestTests {
    @Test func keepsExactlyTheSmallestLikeSorting() {
        for seed in UInt64(0)..<500 {
            var random = SeededGenerator(seed: seed)
            let values = (0..<Int(random.next() % 300)).map { _ in Int(random.next() % 50) }
            let count = Int(random.next() % 320)
            // Pairs with their index so the order is total, as the scene uses it.
            var kept = Array(values.enumerated().map { ($0.element, $0.offset) })
            kept.keepSmallest(count) { $0 < $1 }
            let expected = values.enumerated().map { ($0.element, $0.offset) }.sorted { $0 < $1 }.prefix(count)
            #expect(kept.sorted { $0 < $1 }.map(\.1) == expected.map(\.1), "seed \(seed)")
        }
    }
}
