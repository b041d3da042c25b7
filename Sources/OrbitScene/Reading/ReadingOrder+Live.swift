import OrbitLayout

/// Stepping through a live layout in reading order without building the order: the neighbour of a person is
/// found on their own ring (or the next ring that holds anyone), so `Tab` costs the people of a ring or two,
/// not a sort of everyone.
extension ReadingOrder {
    /// The person `ReadingOrder(nodes: live.result().nodes).next(after: id)` names.
    ///
    /// - Complexity: O(people on `id`'s ring and on the next ring holding anyone, + rings).
    package static func next(after id: String?, in live: LiveLayout) -> String? {
        neighbour(of: id, in: live, forward: true)
    }

    /// The person `ReadingOrder(nodes: live.result().nodes).previous(before: id)` names.
    ///
    /// - Complexity: O(people on `id`'s ring and on the previous ring holding anyone, + rings).
    package static func previous(before id: String?, in live: LiveLayout) -> String? {
        neighbour(of: id, in: live, forward: false)
    }

    /// The entry after (`forward`) or before `id` in reading order, wrapping around; the first (or last) entry
    /// when `id` is `nil` or not placed.
    private static func neighbour(of id: String?, in live: LiveLayout, forward: Bool) -> String? {
        let rings = live.ringStateCount
        let from = id.flatMap { live.node($0) }.flatMap { node in
            node.angle.isFinite ? Entry(id: node.id, ring: node.ring, clockAngle: clockAngle(of: node.angle)) : nil
        }
        guard let from else {
            let order = forward ? Array(0..<rings) : Array((0..<rings).reversed())
            return order.lazy.compactMap { extreme(onRing: $0, in: live, first: forward, beyond: nil) }.first?.id
        }
        if let found = extreme(onRing: from.ring, in: live, first: forward, beyond: from) { return found.id }
        // Past the end of its ring: the next ring holding anyone, around to the ring itself (its first entry is
        // then the person, or one before them).
        for step in 1...max(1, rings) {
            let ring = ((from.ring + (forward ? step : -step)) % rings + rings) % rings
            if let found = extreme(onRing: ring, in: live, first: forward, beyond: nil) { return found.id }
        }
        return from.id
    }

    /// On `ring`, the first (or last) entry in reading order that comes after (or before) `beyond`; any entry
    /// of the ring without `beyond`.
    private static func extreme(onRing ring: Int, in live: LiveLayout, first: Bool, beyond: Entry?) -> Entry? {
        var best: Entry?
        live.forEachPlaced(onRing: ring) { id, angle in
            guard angle.isFinite else { return }
            let entry = Entry(id: id, ring: ring, clockAngle: clockAngle(of: angle))
            if let beyond, first ? !precedes(beyond, entry) : !precedes(entry, beyond) { return }
            if let current = best, first ? !precedes(entry, current) : !precedes(current, entry) { return }
            best = entry
        }
        return best
    }
}
