import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitScene

/// The search section: the name search kept beside a live layout, refreshed in the slots a batch of updates
/// touched, against building it afresh after every change (what the session did before); and the first and
/// second letters typed.
let searchSection = BenchSection(
    name: "search",
    summary: "name search refreshed per batch of updates vs built afresh per change; letters typed"
) { options in
    let sizes = options.quick ? [1_000, 100_000] : [1_000, 100_000, 1_000_000]
    let rows = sizes.map { SearchFigures.measure(people: $0, batches: options.quick ? 20 : 50) }
    let table = markdownTable(
        ["people", "refresh per 100 updates µs", "built afresh ms", "speed-up", "first letter ms", "second letter ms", "matches"],
        rows.map { row in
            [String(row.people), fixed(row.refreshMicros, 1), fixed(row.rebuildMillis, 1),
             fixed(1_000 * row.rebuildMillis / row.refreshMicros, 0) + "×", fixed(row.firstLetterMillis, 2),
             fixed(row.secondLetterMillis, 2), String(row.firstLetterMatches)]
        })
    let note = """
        The live section's crowd with names (first and last names drawn from 40 each, seeded). A batch is 100 of \
        the live section's updates, applied to the `LiveLayout` untimed; "refresh" is `PeopleSearch.refresh` over \
        the slots the batch touched (median of the batches), "built afresh" is `PeopleSearch(slots:reusing:)` \
        over every slot, reusing the folded names (median of 3 runs, 1 at 1M). Letters: `matches("a", limit: 8)` \
        and then "an" narrowed from it (medians of 5). After the batches, the refreshed search's matches for \
        several queries are checked against a search built afresh.
        """
    return SectionReport(markdown: table + "\n\n" + note, json: rows)
}

struct SearchFigures: Encodable {
    var people: Int
    var refreshMicros: Double
    var rebuildMillis: Double
    var firstLetterMillis: Double
    var secondLetterMillis: Double
    var firstLetterMatches: Int

    static let firstNames = ["Ana", "Jan", "Petra", "Tomáš", "Eva", "Lukas", "Marie", "Noah", "Emma", "Oliver", "Sofia", "Liam",
                             "Mia", "Jakub", "Zoe", "Adam", "Lea", "David", "Nina", "Filip", "Sara", "Max", "Ida", "Hugo", "Ella",
                             "Leo", "Ava", "Ben", "Lina", "Karel", "Olga", "Ivan", "Yuki", "Omar", "Aisha", "Chen", "Priya", "Diego",
                             "Fatima", "Kofi"]
    static let lastNames = ["Novák", "Svoboda", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Müller", "Schmidt",
                            "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Smith", "Johnson", "Brown", "Taylor",
                            "Wilson", "Martin", "Garcia", "Lopez", "Rossi", "Russo", "Ferrari", "Bianchi", "Kowalski", "Nowak",
                            "Tanaka", "Suzuki", "Kim", "Lee", "Park", "Singh", "Kumar", "Silva", "Santos", "Haddad"]

    static func measure(people count: Int, batches: Int) -> SearchFigures {
        var request = LiveCrowd.request(people: count)
        var generator = SeededGenerator(seed: 5)
        func name() -> String {
            firstNames[Int(generator.next() % 40)] + " " + lastNames[Int(generator.next() % 40)]
        }
        for index in request.people.indices { request.people[index].name = name() }
        var updates = LiveCrowd.updates(100 * batches, request: request)
        for index in updates.indices {
            if case .upsert(var person) = updates[index], person.name == nil {
                person.name = name()
                updates[index] = .upsert(person)
            }
        }
        var live = try! LiveLayout(request)
        var search = PeopleSearch(slots: live.slotCount, reusing: nil, generation: 0) { live.searched(inSlot: $0) }

        var refreshTimes: [Double] = []
        for batch in 0..<batches {
            let slice = Array(updates[100 * batch..<100 * (batch + 1)])
            let before = slice.compactMap { live.slotIndex(of: $0.id) }
            blackHole(live.apply(slice).moved.count)
            let after = live
            let touched = before + slice.compactMap { after.slotIndex(of: $0.id) }
            refreshTimes.append(1e6 * seconds { search.refresh(slots: opaque(touched)) { after.searched(inSlot: $0) } })
        }
        let layout = live
        let rebuild = medianSeconds(repeats: count >= 1_000_000 ? 1 : 3) {
            PeopleSearch(slots: layout.slotCount, reusing: search, generation: 1) { layout.searched(inSlot: $0) }.generation
        }
        let fresh = PeopleSearch(slots: layout.slotCount, reusing: nil, generation: 1) { layout.searched(inSlot: $0) }
        for query in ["a", "an", "novak", "emma s", "ø"] where search.matches(query, limit: 8) != fresh.matches(query, limit: 8) {
            rateErrors.append("search: the refreshed search finds other people for '\(query)' than one built afresh at \(count)")
        }
        var first: (matches: [PeopleSearch.Match], narrowing: PeopleSearch.Narrowing)?
        let firstLetter = medianSeconds {
            first = search.matches(opaque("a"), limit: 8, narrowing: nil)
            return first!.narrowing.count
        }
        let secondLetter = medianSeconds { search.matches(opaque("an"), limit: 8, narrowing: first!.narrowing).narrowing.count }
        _ = checkedRate(100 * batches, per: refreshTimes.reduce(0, +) / 1e6, what: "search refreshes")
        return SearchFigures(people: count, refreshMicros: median(refreshTimes), rebuildMillis: 1_000 * rebuild,
                             firstLetterMillis: 1_000 * firstLetter, secondLetterMillis: 1_000 * secondLetter,
                             firstLetterMatches: first!.narrowing.count)
    }
}
