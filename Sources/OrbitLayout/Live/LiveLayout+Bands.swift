extension LiveLayout {
    /// How many people nearer than `meters` are placed on ring `index`; with `index == nil`, how many of the
    /// unplaced are. A screen uses it to say how many of a band's people spilled onto outer rings.
    ///
    /// - Complexity: O(1) when the ring's people are all nearer or all farther, else O(people counted): each
    ///   ring keeps its people in distance order.
    package func count(ring index: Int?, nearerThan meters: Double) -> Int {
        let keys: SortedKeys
        if let index {
            guard ringStates.indices.contains(index) else { return 0 }
            keys = ringStates[index].members
        } else {
            keys = unplaced
        }
        guard let first = keys.first, first.distance < meters else { return 0 }
        if let last = keys.last, last.distance < meters { return keys.count }
        var counted = 0
        for key in keys {
            guard key.distance < meters else { break }
            counted += 1
        }
        return counted
    }
}
