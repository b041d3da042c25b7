import OrbitLayout

extension RingScene {
    /// What a dot shows of a person: their relation's colour, faded when inactive. Two bytes.
    struct DotLook: Sendable {
        var relation: Relation
        var isActive: Bool
    }

    /// The person drawn in each node slot (`Look`), with what a dot needs of each (`DotLook`) kept apart.
    ///
    /// A far zoom draws thousands of dots a frame, in the index's order, not the slots': each dot's `Look` (40
    /// bytes, a crowd's worth of megabytes) was a cache miss, most of the scene's frame; a crowd's `DotLook`s
    /// fit in the cache. Every change goes through the subscript or `append`, so the two never disagree.
    struct LookTable: Sendable {
        private var looks: [Look] = []
        private var dots: [DotLook] = []

        /// How many slots there are.
        var count: Int { looks.count }

        subscript(slot: Int) -> Look {
            get { looks[slot] }
            set {
                looks[slot] = newValue
                dots[slot] = DotLook(relation: newValue.relation, isActive: newValue.isActive)
            }
        }

        /// What the dot in `slot` shows.
        func dot(_ slot: Int) -> DotLook { dots[slot] }

        mutating func append(_ look: Look) {
            looks.append(look)
            dots.append(DotLook(relation: look.relation, isActive: look.isActive))
        }

        mutating func reserveCapacity(_ count: Int) {
            looks.reserveCapacity(count)
            dots.reserveCapacity(count)
        }
    }
}
