/// Sorting people by (distance, id), the order the layout processes them in.
enum DistanceOrder {
    /// `people` sorted by (distance, id).
    ///
    /// Distances are finite and non-negative, so their IEEE bit patterns sort like the numbers: a
    /// stable LSD radix sort over the bit patterns (eight 8-bit digits) orders by distance, then each
    /// run of equal distances is sorted by id.
    /// - Complexity: O(n) plus O(k log k) for every run of k equal distances.
    static func sorted(_ people: [Candidate]) -> [Candidate] {
        var order = Array(people.indices)
        var scratch = order
        let keys = people.map { $0.distanceMeters.bitPattern }
        var counts = [Int](repeating: 0, count: 256 + 1)
        for shift in stride(from: UInt64(0), to: 64, by: 8) {
            for i in counts.indices { counts[i] = 0 }
            for index in order { counts[Int((keys[index] >> shift) & 0xFF) + 1] += 1 }
            if counts.contains(people.count) { continue }  // every key has the same digit: nothing moves
            for digit in 1..<counts.count { counts[digit] += counts[digit - 1] }
            for index in order {
                let digit = Int((keys[index] >> shift) & 0xFF)
                scratch[counts[digit]] = index
                counts[digit] += 1
            }
            swap(&order, &scratch)
        }
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, keys[order[end]] == keys[order[start]] { end += 1 }
            if end - start > 1 { order[start..<end].sort { people[$0].id < people[$1].id } }
            start = end
        }
        return order.map { people[$0] }
    }
}
