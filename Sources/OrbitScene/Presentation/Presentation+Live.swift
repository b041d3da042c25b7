import OrbitLayout

extension Presentation {
    /// Starts the transitions of one batch of a `LiveLayout` (the layout after the batch): newcomers enter,
    /// movers glide or spiral to their new spot, people whose look changed restyle in place, leavers exit.
    /// Old looks come from `change.peopleBefore`.
    /// - Complexity: O(people in the change).
    package mutating func commit(_ change: LiveChange, layout: LiveLayout, transaction: AnimationTransaction, at time: Double, offsets: [Double] = []) {
        for node in change.entered {
            enter(node.id, model: PresentedValue(node: node, person: layout.person(node.id)), transaction: transaction, at: time, offsets: offsets)
        }
        var moved = Set<String>()
        for move in change.moved {
            moved.insert(move.id)
            let before = change.peopleBefore[move.id] ?? layout.person(move.id)
            self.change(move.id, from: PresentedValue(node: move.from, person: before), to: PresentedValue(node: move.to, person: layout.person(move.id)),
                        transaction: transaction, at: time, offsets: offsets)
        }
        for id in change.changed where !moved.contains(id) {
            guard let node = layout.node(id), let before = change.peopleBefore[id] else { continue }
            self.change(id, from: PresentedValue(node: node, person: before), to: PresentedValue(node: node, person: layout.person(id)),
                        transaction: transaction, at: time, offsets: offsets)
        }
        for node in change.left {
            exit(node.id, from: PresentedValue(node: node, person: change.peopleBefore[node.id]), transaction: transaction, at: time)
        }
    }
}
