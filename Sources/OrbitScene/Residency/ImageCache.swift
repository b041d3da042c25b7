/// A memory cache of decoded images with a cost limit and least-recently-used eviction (after Nuke's
/// `ImageCache`): each value is stored with a cost (its bytes, say), and inserting past `costLimit` evicts
/// the values used longest ago until the total fits again. A value costing more than the limit is not kept.
///
/// Reading a value (`value(for:)`) counts as a use. Every operation is O(1) (amortised), whatever the count.
public struct ImageCache<Key: Hashable, Value> {
    /// One stored value in the recency list (`older`/`newer` are indices into `nodes`, -1 for none).
    private struct Node {
        var key: Key
        var value: Value?
        var cost: Int
        var older = -1
        var newer = -1
    }

    /// The most the stored costs may add up to.
    public let costLimit: Int
    /// The stored costs added up.
    public private(set) var totalCost = 0
    /// The most `totalCost` has been so far.
    public private(set) var peakCost = 0
    private var nodes: [Node] = []
    private var freeNodes: [Int] = []
    private var index: [Key: Int] = [:]
    /// The least and the most recently used node (-1 when empty).
    private var oldest = -1
    private var newest = -1

    /// An empty cache holding values whose costs add up to at most `costLimit` (negative counts as 0).
    public init(costLimit: Int) {
        self.costLimit = max(0, costLimit)
    }

    /// How many values are stored.
    public var count: Int { index.count }

    /// The value stored for `key`, now the most recently used; `nil` when none is.
    public mutating func value(for key: Key) -> Value? {
        guard let node = index[key] else { return nil }
        unlink(node)
        link(node)
        return nodes[node].value
    }

    /// Whether a value is stored for `key`, without counting as a use.
    public func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` for `key` at `cost` (negative counts as 0), replacing any value stored for it, as the most
    /// recently used; then evicts the least recently used values until the costs fit `costLimit`. A value
    /// costing more than `costLimit` is not stored (and one stored for `key` before goes).
    public mutating func insert(_ value: Value, for key: Key, cost: Int) {
        removeValue(for: key)
        let cost = max(0, cost)
        guard cost <= costLimit else { return }
        while totalCost + cost > costLimit, oldest >= 0 { removeValue(for: nodes[oldest].key) }
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
        totalCost += cost
        peakCost = max(peakCost, totalCost)
    }

    /// Removes the value stored for `key`, if any.
    public mutating func removeValue(for key: Key) {
        guard let node = index.removeValue(forKey: key) else { return }
        unlink(node)
        totalCost -= nodes[node].cost
        nodes[node].value = nil
        freeNodes.append(node)
    }

    /// Removes every value.
    public mutating func removeAll() {
        nodes.removeAll()
        freeNodes.removeAll()
        index.removeAll()
        oldest = -1
        newest = -1
        totalCost = 0
    }

    /// The stored keys from the least to the most recently used. - Complexity: O(count).
    public var keysByRecency: [Key] {
        var keys: [Key] = []
        var node = oldest
        while node >= 0 {
            keys.append(nodes[node].key)
            node = nodes[node].newer
        }
        return keys
    }

    /// Makes `node` the most recently used.
    private mutating func link(_ node: Int) {
        nodes[node].older = newest
        nodes[node].newer = -1
        if newest >= 0 { nodes[newest].newer = node } else { oldest = node }
        newest = node
    }

    private mutating func unlink(_ node: Int) {
        let (older, newer) = (nodes[node].older, nodes[node].newer)
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
    }
}
