import OrbitGeometry
import Testing
@testable import OrbitLayout

@Suite struct ReservationsTests {
    /// Brute force: the longest non-decreasing subsequence length over all subsets.
    func bruteForceLength(_ values: [Int]) -> Int {
        var best = 0
        for mask in 0..<(1 << values.count) {
            let picked = values.indices.filter { mask & (1 << $0) != 0 }.map { values[$0] }
            if zip(picked, picked.dropFirst()).allSatisfy({ $0 <= $1 }) { best = max(best, picked.count) }
        }
        return best
    }

    @Test(arguments: 0..<60) func longestNonDecreasingIsLongestAndValid(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let values = (0..<Int(random.nextUnit() * 12)).map { _ in Int(random.nextUnit() * 4) }
        let indices = Reservations.longestNonDecreasing(values)
        #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed)")
        let picked = indices.map { values[$0] }
        #expect(zip(picked, picked.dropFirst()).allSatisfy { $0 <= $1 }, "seed \(seed)")
        #expect(indices.count == bruteForceLength(values), "seed \(seed): \(values)")
    }
}
