/// Slots by id, for per-slot arrays that keep each slot's id themselves (the live layout's people, the scene's
/// looks): an open-addressing table of (slot, hash) pairs, 8 bytes a bucket, where a `[String: Int32]` would
/// keep a second copy of every id (20–24 bytes a bucket).
///
/// Ids are compared as `String`s compare (canonical equivalence) and hashed with `Hasher` (seeded per process,
/// so crafted ids cannot aim at one bucket). The table never holds an id: a lookup asks the caller for the id
/// of a candidate slot; insertions and removals need only the id's hash.
package struct SlotTable: Sendable {
    private struct Bucket: Sendable {
        /// The slot, or `empty`.
        var slot: Int32
        /// The low 32 bits of the id's hash: the bucket's home is `hash & mask`.
        var hash: UInt32
    }

    private static let empty: Int32 = -1
    private var buckets: [Bucket] = []
    /// How many slots the table holds.
    package private(set) var count = 0

    /// An empty table with room for `capacity` slots before it grows.
    package init(capacity: Int = 0) {
        if capacity > 0 { buckets = Self.emptyBuckets(for: capacity) }
    }

    /// A table holding slot `s` under `id(s)` for every `s` in `0..<slotCount` whose `id(s)` is not `nil`; those ids
    /// must be distinct. It is filled in bucket order, so a million slots cost a few passes over memory rather
    /// than a cache miss each (what inserting them one by one costs).
    /// - Complexity: O(slotCount + buckets).
    package init(slotCount: Int, id: (Int) -> String?) {
        var hashed: [Bucket] = []
        hashed.reserveCapacity(slotCount)
        for slot in 0..<slotCount {
            if let id = id(slot) { hashed.append(Bucket(slot: Int32(slot), hash: Self.hash(id))) }
        }
        guard !hashed.isEmpty else { return }
        precondition(slotCount - 1 <= Int(Int32.max), "SlotTable: slot \(slotCount - 1) out of range")
        buckets = Self.emptyBuckets(for: hashed.count)
        let mask = buckets.count - 1
        // Sorted in place by home bucket, in groups of 256 buckets (few enough that the sort's write positions stay
        // in cache), then inserted in that order: each probe lands within the group's 2 KB or just after.
        let groupShift = 8
        func group(_ bucket: Bucket) -> Int { (Int(bucket.hash) & mask) >> groupShift }
        var ends = [Int](repeating: 0, count: (mask >> groupShift) + 1)
        for bucket in hashed { ends[group(bucket)] += 1 }
        for index in 1..<ends.count { ends[index] += ends[index - 1] }
        var next = [0] + ends.dropLast()
        for target in ends.indices {
            while next[target] < ends[target] {
                let home = group(hashed[next[target]])
                if home == target {
                    next[target] += 1
                } else {
                    hashed.swapAt(next[target], next[home])
                    next[home] += 1
                }
            }
        }
        for bucket in hashed {
            var index = Int(bucket.hash) & mask
            while buckets[index].slot != Self.empty { index = (index + 1) & mask }
            buckets[index] = bucket
        }
        count = hashed.count
    }

    /// The slot held under `id`, or `nil`; `id(of:)` gives the id of a slot the table holds.
    /// - Complexity: O(1) expected (plus one id comparison per bucket whose hash matches).
    package func slot(of id: String, id idOf: (Int) -> String) -> Int? {
        guard !buckets.isEmpty else { return nil }
        let hash = Self.hash(id), mask = buckets.count - 1
        var index = Int(hash) & mask
        while buckets[index].slot != Self.empty {
            if buckets[index].hash == hash, idOf(Int(buckets[index].slot)) == id { return Int(buckets[index].slot) }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Adds `slot` under `id`, which the table must not hold yet (look it up first).
    /// - Complexity: O(1) amortized.
    package mutating func insert(_ slot: Int, for id: String) {
        precondition(slot >= 0 && slot <= Int(Int32.max), "SlotTable: slot \(slot) out of range")
        if (count + 1) * 4 > buckets.count * 3 { grow(to: count + 1) }
        let hash = Self.hash(id), mask = buckets.count - 1
        var index = Int(hash) & mask
        while buckets[index].slot != Self.empty { index = (index + 1) & mask }
        buckets[index] = Bucket(slot: Int32(slot), hash: hash)
        count += 1
    }

    /// Removes `slot`, held under `id`; does nothing when the table does not hold it.
    /// - Complexity: O(1) expected.
    package mutating func remove(_ slot: Int, for id: String) {
        guard !buckets.isEmpty else { return }
        let hash = Self.hash(id), mask = buckets.count - 1
        var hole = Int(hash) & mask
        while buckets[hole].slot != Int32(slot) || buckets[hole].hash != hash {
            if buckets[hole].slot == Self.empty { return }
            hole = (hole + 1) & mask
        }
        // Backward-shift deletion: pull later members of the probe run into the hole when their home lies at or
        // before it (cyclically), so every lookup still finds its slot before reaching an empty bucket.
        var next = hole
        while true {
            next = (next + 1) & mask
            guard buckets[next].slot != Self.empty else { break }
            let home = Int(buckets[next].hash) & mask
            let distanceToHole = (hole - home) & mask, distanceToNext = (next - home) & mask
            if distanceToHole < distanceToNext {
                buckets[hole] = buckets[next]
                hole = next
            }
        }
        buckets[hole].slot = Self.empty
        count -= 1
    }

    /// Makes room for `capacity` slots before the table grows again.
    package mutating func reserveCapacity(_ capacity: Int) {
        if capacity * 4 > buckets.count * 3 { grow(to: capacity) }
    }

    private mutating func grow(to capacity: Int) {
        let old = buckets
        buckets = Self.emptyBuckets(for: capacity)
        let mask = buckets.count - 1
        for bucket in old where bucket.slot != Self.empty {
            var index = Int(bucket.hash) & mask
            while buckets[index].slot != Self.empty { index = (index + 1) & mask }
            buckets[index] = bucket
        }
    }

    /// Empty buckets, a power of two, at most three quarters full with `capacity` slots.
    private static func emptyBuckets(for capacity: Int) -> [Bucket] {
        var size = 8
        while size * 3 < capacity * 4 { size *= 2 }
        return Array(repeating: Bucket(slot: empty, hash: 0), count: size)
    }

    private static func hash(_ id: String) -> UInt32 { UInt32(truncatingIfNeeded: id.hashValue) }
}
