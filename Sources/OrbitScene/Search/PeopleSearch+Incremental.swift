import Dispatch
import Foundation
import HeapModule

/// Search as the query grows one keystroke at a time: each step looks only at the people the previous query
/// matched, so typing costs what still matches, not the crowd.
extension PeopleSearch {
    /// What one query matched: the query folded, and every person (by slot) whose name contains it.
    package struct Narrowing: Sendable {
        /// The folded query.
        package var needle: String
        /// Slots of the people whose folded name contains `needle`, ascending.
        var candidates: [Int]
        /// The `generation` of the search that made it: another search's slots hold other people.
        var generation: Int
        /// How many people match `needle`.
        package var count: Int { candidates.count }
    }

    /// The people matching `query`, and the best `limit` of them (as `matches(_:limit:)` ranks them). With
    /// `previous` from a query of this search whose folded form is contained in this one's, only its candidates are
    /// looked at (a narrowing of another search, or of this one before a `refresh`, is not used).
    ///
    /// - Complexity: O(c · name length + c · log `limit`) for c candidates (everyone without a usable
    ///   `previous`).
    package func matches(_ query: String, limit: Int, narrowing previous: Narrowing?) -> (matches: [Match], narrowing: Narrowing) {
        let needle = Self.fold(query)
        guard !needle.isEmpty else { return ([], Narrowing(needle: needle, candidates: [], generation: generation)) }
        let pool = previous.flatMap { $0.generation == generation && !$0.needle.isEmpty && needle.contains($0.needle) ? $0.candidates : nil }
        let query = Query(needle), limit = max(0, limit), count = pool?.count ?? spans.count
        // A large scan is split between the cores; the parts' selections merge to what one scan selects.
        let parts = count >= Self.parallelScanMinimum ? min(4, ProcessInfo.processInfo.activeProcessorCount) : 1
        var selection: Selection
        if parts > 1 {
            var selections = [Selection?](repeating: nil, count: parts)
            selections.withUnsafeMutableBufferPointer { selections in
                nonisolated(unsafe) let selections = selections
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    selections[part] = scan(count * part / parts..<count * (part + 1) / parts, of: pool, query: query, limit: limit)
                }
            }
            selection = selections[0]!
            for part in selections.dropFirst() { selection.merge(part!) }
        } else {
            selection = scan(0..<count, of: pool, query: query, limit: limit)
        }
        var matches: [Match] = []
        for (rank, found) in selection.best.enumerated() {
            for ranked in found.unordered.sorted().prefix(selection.limit - matches.count) {
                let person = people[ranked.slot]
                matches.append(Match(id: person.id, name: person.name, rank: Rank(rawValue: rank)!))
            }
        }
        return (matches, Narrowing(needle: needle, candidates: selection.candidates, generation: generation))
    }

    /// From how many people on a scan is split between the cores.
    static let parallelScanMinimum = 65_536

    /// The people at `positions` of `pool` (of the slots when `nil`) matching `query`, in that order, and the best
    /// `limit` of each rank.
    private func scan(_ positions: Range<Int>, of pool: [Int]?, query: Query, limit: Int) -> Selection {
        var selection = Selection(limit: limit)
        // Plain-ASCII names are compared in place, in one block of bytes; the others as strings.
        asciiKeys.withUnsafeBufferPointer { keys in
            spans.withUnsafeBufferPointer { spans in
                for position in positions {
                    let slot = pool?[position] ?? position, span = spans[slot]
                    guard span.isHeld else { continue }
                    let rank = span.isASCII
                        ? query.rank(inASCII: UnsafeBufferPointer(rebasing: keys[span.start..<span.start + Int(span.length)]))
                        : query.rank(in: people[slot].key)
                    if let rank { selection.add(slot, rank, order: people[slot].order, id: people[slot].id) }
                }
            }
        }
        return selection
    }

    /// The people a query matched so far, and per rank the best `limit` of them (the worst of them on top).
    private struct Selection {
        let limit: Int
        var candidates: [Int] = []
        var best = Array(repeating: Heap<Ranked>(), count: Rank.inside.rawValue + 1)

        init(limit: Int) { self.limit = limit }

        /// Takes the person in `slot`, found with `rank`, whose tie-breaking order and id are `order` and `id`.
        @inline(__always)
        mutating func add(_ slot: Int, _ rank: Rank, order: Double, id: String) {
            candidates.append(slot)
            keep(rank.rawValue, order: order, id: id, slot: slot)
        }

        /// Keeps the person in `slot` among the best of rank `rank` if they are.
        @inline(__always)
        mutating func keep(_ rank: Int, order: Double, id: String, slot: Int) {
            guard limit > 0 else { return }
            let ranked = Ranked(order: order, id: id, slot: slot)
            if best[rank].count < limit {
                best[rank].insert(ranked)
            } else if let worst = best[rank].max, ranked < worst {
                best[rank].replaceMax(with: ranked)
            }
        }

        /// Adds what `other` selected from the people after this one's.
        mutating func merge(_ other: Selection) {
            candidates += other.candidates
            for (rank, found) in other.best.enumerated() {
                for ranked in found.unordered { keep(rank, order: ranked.order, id: ranked.id, slot: ranked.slot) }
            }
        }
    }

    /// A match's place among those of its rank: lower order first, then lower id.
    private struct Ranked: Comparable {
        var order: Double
        var id: String
        var slot: Int

        static func < (a: Ranked, b: Ranked) -> Bool { a.order != b.order ? a.order < b.order : a.id < b.id }
        static func == (a: Ranked, b: Ranked) -> Bool { a.order == b.order && a.id == b.id }
    }
}
