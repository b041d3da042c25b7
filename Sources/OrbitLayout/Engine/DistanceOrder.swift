/// Sorting people by (distance, id), the order the layout processes them in.
enum DistanceOrder {
    /// A person's distance bits and their position in the input, the unit the radix sort moves.
    private struct Entry {
        var key: UInt64
        var index: Int
    }

    /// `people` sorted by (distance, id).
    ///
    /// Distances are finite and non-negative, so their IEEE bit patterns sort like the numbers: a
    /// stable LSD radix sort over the bit patterns (eight 8-bit digits, counted in one pass; a digit
    /// every key shares is skipped) orders by distance, then each run of equal distances is sorted by id.
    /// - Complexity: O(n) plus O(k log k) for every run of k equal distances.
    static func sorted(_ people: [Candidate]) -> [Candidate] {
        var entries = people.indices.map { Entry(key: people[$0].distanceMeters.bitPattern, index: $0) }
        var scratch = entries
        var counts = [Int](repeating: 0, count: 8 * 256)
        for entry in entries {
            for digit in 0..<8 { counts[digit << 8 | Int((entry.key >> (8 * digit)) & 0xFF)] += 1 }
        }
        for digit in 0..<8 {
            let histogram = digit << 8 ..< (digit + 1) << 8
            if counts[histogram].contains(people.count) { continue }  // every key has the same digit: nothing moves
            var next = 0
            for bucket in histogram {
                let size = counts[bucket]
                counts[bucket] = next
                next += size
            }
            let shift = UInt64(8 * digit)
            entries.withUnsafeBufferPointer { source in
                scratch.withUnsafeMutableBufferPointer { target in
                    for entry in source {
                        let bucket = digit << 8 | Int((entry.key >> shift) & 0xFF)
                        target[counts[bucket]] = entry
                        counts[bucket] += 1
                    }
                }
            }
            swap(&entries, &scratch)
        }
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].key == entries[start].key { end += 1 }
            if end - start > 1 { entries[start..<end].sort { people[$0.index].id < people[$1.index].id } }
            start = end
        }
        return entries.map { people[$0.index] }
    }
}
