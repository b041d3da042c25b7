/// Search as the query grows one keystroke at a time: each step looks only at the people the previous query
/// matched, so typing costs what still matches, not the crowd.
extension PeopleSearch {
    /// What one query matched: the query folded, and every person (by position in the search) whose name
    /// contains it.
    package struct Narrowing: Sendable {
        /// The folded query.
        package var needle: String
        /// Positions of the people whose folded name contains `needle`, ascending.
        var candidates: [Int]
        /// The `generation` of the search that made it: another search's positions differ.
        var generation: Int
        /// How many people match `needle`.
        package var count: Int { candidates.count }
    }

    /// The people matching `query`, and the best `limit` of them (as `matches(_:limit:)` ranks them). With
    /// `previous` from a query of this search whose folded form is contained in this one's, only its candidates are
    /// looked at (a narrowing of another search, say one built before the people changed, is not used).
    ///
    /// - Complexity: O(c · name length) for c candidates (everyone without a usable `previous`).
    package func matches(_ query: String, limit: Int, narrowing previous: Narrowing?) -> (matches: [Match], narrowing: Narrowing) {
        let needle = Self.fold(query)
        guard !needle.isEmpty else { return ([], Narrowing(needle: needle, candidates: [], generation: generation)) }
        let pool: [Int] = if let previous, previous.generation == generation, !previous.needle.isEmpty, needle.contains(previous.needle) {
            previous.candidates
        } else {
            Array(people.indices)
        }
        var candidates: [Int] = []
        // Per rank, the first `limit` positions matching: the pool ascends, so they are the best of that rank.
        let limit = max(0, limit)
        var best: [[Int]] = Array(repeating: [], count: Rank.inside.rawValue + 1)
        let query = Query(needle)
        for order in pool {
            guard let rank = query.rank(in: people[order]) else { continue }
            candidates.append(order)
            if best[rank.rawValue].count < limit { best[rank.rawValue].append(order) }
        }
        var matches: [Match] = []
        for (rank, orders) in best.enumerated() {
            for order in orders.prefix(limit - matches.count) {
                matches.append(Match(id: people[order].id, name: people[order].name, rank: Rank(rawValue: rank)!))
            }
        }
        return (matches, Narrowing(needle: needle, candidates: candidates, generation: generation))
    }
}
