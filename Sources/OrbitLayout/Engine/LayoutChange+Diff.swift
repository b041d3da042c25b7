extension LayoutChange {
    /// What changed from `previous` to `result`: ids placed only now (`inserted`, in `result` order),
    /// placed before but not now (`removed`, in `previous` order) and placed both times at a different
    /// ring, radius or angle (`moved`, in `result` order). Without `previous` everyone placed is inserted.
    /// - Complexity: O(n) for n nodes.
    public init(from previous: LayoutResult?, to result: LayoutResult) {
        guard let previous else {
            self.init(inserted: result.nodes.map(\.id))
            return
        }
        var before: [String: PlacedNode] = [:]
        before.reserveCapacity(previous.nodes.count)
        for node in previous.nodes where before[node.id] == nil { before[node.id] = node }
        var inserted: [String] = [], moved: [String] = []
        var now = Set<String>(minimumCapacity: result.nodes.count)
        for node in result.nodes {
            now.insert(node.id)
            guard let old = before[node.id] else {
                inserted.append(node.id)
                continue
            }
            if old.ring != node.ring || old.radius != node.radius || old.angle != node.angle { moved.append(node.id) }
        }
        var removed: [String] = []
        var seen = Set<String>()
        for node in previous.nodes where !now.contains(node.id) && seen.insert(node.id).inserted {
            removed.append(node.id)
        }
        self.init(inserted: inserted, removed: removed, moved: moved)
    }
}
