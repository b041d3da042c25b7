/// Where a person stands in the layout's processing order: by distance, then by id; it also names the person's
/// slot in the `LiveLayout` (an id has one slot, so the order is unchanged).
struct OrderKey: Comparable, Hashable, Sendable {
    var distance: Double
    var id: String
    var slot: Int32

    static func < (a: OrderKey, b: OrderKey) -> Bool {
        a.distance != b.distance ? a.distance < b.distance : a.id < b.id
    }
}

/// An ordered set of keys kept as a list of short sorted chunks, so that inserting or removing anywhere
/// shifts at most one chunk (a B-tree with a single level).
struct SortedKeys: Sendable, Sequence {
    /// A chunk splits in two when it grows past this many keys.
    static let chunkLimit = 512

    private var chunks: [[OrderKey]] = []
    private(set) var count = 0

    init() {}

    /// A set of `sorted` (ascending, distinct) keys, in half-full chunks.
    /// - Complexity: O(n).
    init(sorted: some Sequence<OrderKey>) {
        let size = Self.chunkLimit / 2
        var chunk: [OrderKey] = []
        for key in sorted {
            if chunk.isEmpty { chunk.reserveCapacity(size) }
            chunk.append(key)
            if chunk.count == size {
                chunks.append(chunk)
                chunk = []
            }
            count += 1
        }
        if !chunk.isEmpty { chunks.append(chunk) }
    }

    var isEmpty: Bool { count == 0 }
    var first: OrderKey? { chunks.first?.first }
    var last: OrderKey? { chunks.last?.last }

    /// Adds `key` (not already present).
    /// - Complexity: O(log n + chunkLimit).
    mutating func insert(_ key: OrderKey) {
        count += 1
        guard !chunks.isEmpty else {
            chunks = [[key]]
            return
        }
        let c = Swift.min(chunk(for: key), chunks.count - 1)
        let slot = Self.lowerBound(key, in: chunks[c])
        chunks[c].insert(key, at: slot)
        if chunks[c].count > Self.chunkLimit {
            let upper = Array(chunks[c][(Self.chunkLimit / 2)...])
            chunks[c].removeLast(upper.count)
            chunks.insert(upper, at: c + 1)
        }
    }

    /// Removes `key`; returns whether it was there.
    /// - Complexity: O(log n + chunkLimit).
    @discardableResult
    mutating func remove(_ key: OrderKey) -> Bool {
        let c = chunk(for: key)
        guard c < chunks.count else { return false }
        let slot = Self.lowerBound(key, in: chunks[c])
        guard slot < chunks[c].count, chunks[c][slot] == key else { return false }
        chunks[c].remove(at: slot)
        if chunks[c].isEmpty { chunks.remove(at: c) }
        count -= 1
        return true
    }

    func makeIterator() -> FlattenSequence<[[OrderKey]]>.Iterator { chunks.joined().makeIterator() }

    /// The first chunk whose last key is ≥ `key` (`chunks.count` if none).
    private func chunk(for key: OrderKey) -> Int {
        var low = 0, high = chunks.count
        while low < high {
            let mid = (low + high) / 2
            if chunks[mid][chunks[mid].count - 1] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static func lowerBound(_ key: OrderKey, in chunk: [OrderKey]) -> Int {
        var low = 0, high = chunk.count
        while low < high {
            let mid = (low + high) / 2
            if chunk[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
