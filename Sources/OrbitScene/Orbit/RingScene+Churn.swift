import OrbitLayout

extension RingScene {
    /// Adds `node`, drawn with `person` (or defaults), without touching anyone else.
    ///
    /// - Throws: `SceneError.duplicateID` if the id is already in the scene, `.invalidNode` for a bad placement
    ///   or a ring the last layout (`init` or `apply`) does not list.
    /// - Complexity: O(log n + n_ring) (the ring's sorted arrays shift).
    public mutating func insert(_ node: PlacedNode, person: OrbitPerson? = nil) throws(SceneError) {
        try Self.validate(node, ringCount: ringCount)
        guard slot(of: node.id) == nil else { throw .duplicateID(node.id) }
        let slot = newSlot(for: node.id, look: Self.look(id: node.id, person: person))
        index.insert(node: slot, ring: node.ring, angle: node.angle, radius: node.radius)
    }

    /// A slot for `id`, a free one or a new one, holding `look`.
    mutating func newSlot(for id: String, look: Look) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            looks[slot] = look
        } else {
            slot = looks.count
            looks.append(look)
        }
        slots.insert(slot, for: id)
        return slot
    }

    /// Removes `id` (its texture goes when the residency no longer sees it wanted). Returns whether `id`
    /// was in the scene.
    ///
    /// - Complexity: O(log n + n_ring).
    @discardableResult
    public mutating func remove(_ id: String) -> Bool {
        guard let slot = slot(of: id) else { return false }
        slots.remove(slot, for: id)
        index.remove(node: slot)
        presentation.forget(id)
        freeSlots.append(slot)
        if selectedID == id { selectedID = nil }
        return true
    }

    /// Applies an incremental layout at once: removes `change.removed`, re-places `change.moved` (keeping their
    /// node, look and texture) and adds `change.inserted` at their spots in `result`; everyone else stays as is.
    /// Ring guides follow `result.rings`. To animate changes, use `apply(_:layout:transaction:at:)`.
    ///
    /// - Throws: `SceneError.invalidNode` if an inserted or moved id has no node in `result`, or a bad placement.
    /// - Complexity: O(N) to look the changed ids up in `result.nodes`, plus the inserts and removals.
    public mutating func apply(_ change: LayoutChange, from result: LayoutResult, people: [OrbitPerson]) throws(SceneError) {
        let placed = Set(change.inserted + change.moved)
        let nodes = Dictionary(result.nodes.filter { placed.contains($0.id) }.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let peopleByID = Dictionary(people.filter { placed.contains($0.id) }.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        setGuides(result.rings)
        for id in change.removed { remove(id) }
        for id in change.moved {
            guard let node = nodes[id] else { throw .invalidNode(id: id, problem: .notPlaced) }
            try Self.validate(node, ringCount: ringCount)
            guard let slot = slot(of: id) else { continue }
            presentation.forget(id)  // at once: a transition in flight would put them back at its own spot
            index.remove(node: slot)
            index.insert(node: slot, ring: node.ring, angle: node.angle, radius: node.radius)
        }
        for id in change.inserted {
            guard let node = nodes[id] else { throw .invalidNode(id: id, problem: .notPlaced) }
            remove(id)
            try insert(node, person: peopleByID[id])
        }
    }
}
