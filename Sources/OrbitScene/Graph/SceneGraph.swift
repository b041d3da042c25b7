/// A tree of `SceneNode`s stored by value, flattened into a draw list each frame.
///
/// Meant for the few user-interface parts of a scene (viewer, ring guides, selection, cards): flattening
/// visits every node. The many people of an orbit are drawn straight from the visible set by `RingScene`.
package struct SceneGraph: Sendable {
    private var nodes: [SceneNode?] = []
    private var generations: [Int] = []
    private var parents: [Int] = []
    private var childSlots: [[Int]] = []
    private var freeSlots: [Int] = []

    /// The root: an empty group at the origin that every other node descends from.
    package private(set) var root = SceneNodeID(slot: 0, generation: 0)

    /// A graph holding only its root.
    package init() {
        root = allocate(SceneNode(), parent: -1)
    }

    /// How many nodes the graph holds, the root included.
    package var count: Int { nodes.count - freeSlots.count }

    /// Whether `id` names a node still in the graph.
    package func contains(_ id: SceneNodeID) -> Bool {
        id.slot >= 0 && id.slot < nodes.count && generations[id.slot] == id.generation && nodes[id.slot] != nil
    }

    /// The node named `id`; `nil` for an id no longer in the graph. Setting through a stale id does nothing.
    package subscript(id: SceneNodeID) -> SceneNode? {
        get { contains(id) ? nodes[id.slot] : nil }
        set {
            guard contains(id), let newValue else { return }
            nodes[id.slot] = newValue
        }
    }

    /// Adds `node` as the last child of `parent` and returns its id, or `nil` when `parent` is not in the graph.
    @discardableResult
    package mutating func add(_ node: SceneNode, to parent: SceneNodeID) -> SceneNodeID? {
        guard contains(parent) else { return nil }
        let id = allocate(node, parent: parent.slot)
        childSlots[parent.slot].append(id.slot)
        return id
    }

    /// The children of `id` in tree order (empty for an id not in the graph).
    package func children(of id: SceneNodeID) -> [SceneNodeID] {
        guard contains(id) else { return [] }
        return childSlots[id.slot].map { SceneNodeID(slot: $0, generation: generations[$0]) }
    }

    /// Removes `id` and its subtree; the root cannot be removed. Returns whether anything was removed.
    ///
    /// - Complexity: O(subtree + siblings).
    @discardableResult
    package mutating func remove(_ id: SceneNodeID) -> Bool {
        guard contains(id), id != root else { return false }
        childSlots[parents[id.slot]].removeAll { $0 == id.slot }
        var pending = [id.slot]
        while let slot = pending.popLast() {
            pending += childSlots[slot]
            nodes[slot] = nil
            childSlots[slot] = []
            generations[slot] += 1
            freeSlots.append(slot)
        }
        return true
    }

    private mutating func allocate(_ node: SceneNode, parent: Int) -> SceneNodeID {
        if let slot = freeSlots.popLast() {
            nodes[slot] = node
            parents[slot] = parent
            return SceneNodeID(slot: slot, generation: generations[slot])
        }
        nodes.append(node)
        generations.append(0)
        parents.append(parent)
        childSlots.append([])
        return SceneNodeID(slot: nodes.count - 1, generation: 0)
    }

    /// Internal access for flattening.
    func node(slot: Int) -> SceneNode { nodes[slot]! }
    func childSlots(of slot: Int) -> [Int] { childSlots[slot] }
}
