/// A memory cache with a cost limit and least-recently-used eviction (after Nuke's `ImageCache`): each value is
/// stored with a cost (its bytes, say, or 1 to count entries), and inserting past `costLimit` evicts the values
/// used longest ago until the total fits again. A value costing more than the limit is not kept. Every cache
/// in Orbit is one: decoded avatar images, the session's text sizes, the SDL renderer's text layouts, text
/// textures and disc textures.
///
/// Reading a value (`value(for:)`) counts as a use. Values that own resources (textures, say) are handed back
/// when they leave (`insert` returns those it evicted, `removeValue` and `removeAll` what they removed), so
/// the owner can release them. Every operation is O(1) (amortised), whatever the count.
///
/// Its code is inlinable, so a module that uses it (the SDL renderer looks up a disc texture per person
/// drawn) gets it specialized for its key and value types instead of resolving them at run time.
package struct LRUCache<Key: Hashable, Value> {
    /// One stored value in the recency list (`older`/`newer` are indices into `nodes`, -1 for none).
    @usableFromInline
    struct Node {
        @usableFromInline var key: Key
        @usableFromInline var value: Value?
        @usableFromInline var cost: Int
        @usableFromInline var older = -1
        @usableFromInline var newer = -1

        @inlinable
        init(key: Key, value: Value?, cost: Int) {
            (self.key, self.value, self.cost) = (key, value, cost)
        }
    }

    /// The most the stored costs may add up to.
    package let costLimit: Int
    /// The stored costs added up.
    @inlinable package var totalCost: Int { costs }
    /// The most `totalCost` has been so far.
    @inlinable package var peakCost: Int { peak }
    @usableFromInline var costs = 0, peak = 0
    @usableFromInline var nodes: [Node] = []
    @usableFromInline var freeNodes: [Int] = []
    @usableFromInline var index: [Key: Int] = [:]
    /// The least and the most recently used node (-1 when empty).
    @usableFromInline var oldest = -1
    @usableFromInline var newest = -1

    /// An empty cache holding values whose costs add up to at most `costLimit` (negative counts as 0).
    @inlinable
    package init(costLimit: Int) {
        self.costLimit = max(0, costLimit)
    }

    /// How many values are stored.
    @inlinable
    package var count: Int { index.count }

    /// The value stored for `key`, now the most recently used; `nil` when none is.
    @inlinable
    package mutating func value(for key: Key) -> Value? {
        guard let node = index[key] else { return nil }
        if node != newest {
            unlink(node)
            link(node)
        }
        return nodes[node].value
    }

    /// Whether a value is stored for `key`, without counting as a use.
    @inlinable
    package func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` for `key` at `cost` (negative counts as 0), replacing any value stored for it, as the most
    /// recently used; then evicts the least recently used values until the costs fit `costLimit`. A value
    /// costing more than `costLimit` is not stored (and one stored for `key` before goes).
    ///
    /// Returns the values that left, the one replaced for `key` included, least recently used first (and
    /// `value` itself when it is not stored).
    @inlinable @discardableResult
    package mutating func insert(_ value: Value, for key: Key, cost: Int) -> [Value] {
        var gone = removeValue(for: key).map { [$0] } ?? []
        let cost = max(0, cost)
        guard cost <= costLimit else { return gone + [value] }
        while costs + cost > costLimit, oldest >= 0, let evicted = removeValue(for: nodes[oldest].key) { gone.append(evicted) }
        let node = Node(key: key, value: value, cost: cost)
        let slot: Int
        if let free = freeNodes.popLast() {
            nodes[free] = node
            slot = free
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        index[key] = slot
        link(slot)
        costs += cost
        peak = max(peak, costs)
        return gone
    }

    /// Removes the value stored for `key`, if any, and returns it.
    @inlinable @discardableResult
    package mutating func removeValue(for key: Key) -> Value? {
        guard let node = index.removeValue(forKey: key) else { return nil }
        unlink(node)
        costs -= nodes[node].cost
        let value = nodes[node].value
        nodes[node].value = nil
        freeNodes.append(node)
        return value
    }

    /// Removes every value and returns them, least recently used first.
    @discardableResult
    package mutating func removeAll() -> [Value] {
        let values = valuesByRecency
        nodes.removeAll()
        freeNodes.removeAll()
        index.removeAll()
        oldest = -1
        newest = -1
        costs = 0
        return values
    }

    /// The stored keys from the least to the most recently used. - Complexity: O(count).
    package var keysByRecency: [Key] { byRecency { $0.key } }

    /// The stored values from the least to the most recently used. - Complexity: O(count).
    package var valuesByRecency: [Value] { byRecency { $0.value! } }

    private func byRecency<T>(_ part: (Node) -> T) -> [T] {
        var parts: [T] = []
        parts.reserveCapacity(count)
        var node = oldest
        while node >= 0 {
            parts.append(part(nodes[node]))
            node = nodes[node].newer
        }
        return parts
    }

    /// Makes `node` the most recently used.
    @inlinable
    mutating func link(_ node: Int) {
        nodes[node].older = newest
        nodes[node].newer = -1
        if newest >= 0 { nodes[newest].newer = node } else { oldest = node }
        newest = node
    }

    @inlinable
    mutating func unlink(_ node: Int) {
        let (older, newer) = (nodes[node].older, nodes[node].newer)
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
    }
}
