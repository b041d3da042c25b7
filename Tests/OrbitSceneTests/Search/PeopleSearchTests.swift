import Foundation
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct PeopleSearchTests {
    static let people = [("1", "Tomáš Dvořák"), ("2", "Ana Novak"), ("3", "Jana Nováková"), ("4", "ANA"), ("5", "Hanna Anand")]
        .map { (id: $0.0, name: $0.1) }

    @Test func caseAndAccentInsensitiveBestFirst() {
        let search = PeopleSearch(Self.people)
        #expect(search.best("ana")?.id == "4")                    // the whole name
        #expect(search.matches("ana").map(\.id) == ["4", "2", "5", "3"])  // whole, prefix, word start, inside
        #expect(search.best("novak")?.id == "2")                  // "Novak" before "Nováková" (input order)
        #expect(search.best("DVORAK")?.id == "1")
        #expect(search.best("  tomas   dvo ")?.id == "1")
        #expect(search.matches("").isEmpty && search.best("zzz") == nil)
        #expect(search.matches("a", limit: 2).count == 2)
    }

    /// Over seeds: a name matches exactly when its folded form contains the folded query; results come best
    /// rank first, then in input order; the limit keeps the best.
    @Test func matchesAreExactlyTheNamesContainingTheQuery() {
        let letters = Array("aábcčdeéěiíkmnňoórřsštuúů ")
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            func word(_ length: Int) -> String { String((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] }) }
            let people = (0..<Int(random.next() % 60)).map { (id: "p\($0)", name: word(1 + Int(random.next() % 12))) }
            let query = word(1 + Int(random.next() % 3))
            let search = PeopleSearch(people)
            let found = search.matches(query)
            let needle = PeopleSearch.fold(query)
            let expected = needle.isEmpty ? [] : people.filter { PeopleSearch.fold($0.name).contains(needle) }.map(\.id)
            #expect(Set(found.map(\.id)) == Set(expected) && found.count == expected.count, "seed \(seed): '\(query)'")
            let order = Dictionary(uniqueKeysWithValues: people.enumerated().map { ($1.id, $0) })
            for (a, b) in zip(found, found.dropFirst()) {
                #expect(a.rank < b.rank || (a.rank == b.rank && order[a.id]! < order[b.id]!), "seed \(seed)")
            }
            let limit = Int(random.next() % 5)
            #expect(search.matches(query, limit: limit) == Array(found.prefix(limit)), "seed \(seed)")
        }
    }
}
