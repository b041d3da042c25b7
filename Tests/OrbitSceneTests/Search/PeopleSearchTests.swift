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

    /// Names in other scripts are found as people type them: Cyrillic and Greek in any case and without accents,
    /// full-width and half-width forms as plain ones, Arabic and Hebrew without their vowel points; vowel signs
    /// that are part of a letter (Devanagari) still count.
    @Test func matchesAcrossScripts() {
        let people = [("ru", "Пётр Ёлкин"), ("el", "Νίκος Παπαδόπουλος"), ("ja", "サクラ ダイスケ"), ("en", "Anna Lee"),
                      ("ar", "مُحَمَّد الأحمد"), ("he", "שָׁלוֹם כהן"), ("hi", "किरण शर्मा"), ("zh", "李华"), ("ko", "김민준"),
                      ("de", "Jörg Straße"), ("fi", "ﬁona")].map { (id: $0.0, name: $0.1) }
        let search = PeopleSearch(people)
        let expected = [
            "ПЁТР": "ru", "петр елкин": "ru", "ЁЛКИН": "ru", "ΝΊΚΟΣ": "el", "νικοσ": "el", "ΠΑΠΑΔΟΠΟΥΛΟΣ": "el",
            "ｻｸﾗ": "ja", "ﾀﾞｲｽｹ": "ja", "ＡＮＮＡ": "en", "ａｎｎａ ｌｅｅ": "en", "محمد": "ar", "ـمحمـد": "ar", "שלום": "he",
            "किरण": "hi", "李": "zh", "민준": "ko", "STRASSE": "de", "fiona": "fi",
        ]
        for (query, id) in expected {
            #expect(search.best(query)?.id == id, "'\(query)' found \(search.best(query)?.name ?? "no one")")
        }
        #expect(search.best("करण") == nil, "a Devanagari vowel sign is part of the name")
    }

    /// Over seeds, folding a name in mixed scripts is idempotent and ignores case.
    @Test func foldingIsIdempotentAndCaseless() {
        let letters = Array("aÁbßçДдЁёЖжΣσςΆάΩωשׁמُحَـ李ｶﾞＡ ")
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            let text = String((0..<(1 + Int(random.next() % 16))).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
            let folded = PeopleSearch.fold(text)
            #expect(PeopleSearch.fold(folded) == folded, "seed \(seed): '\(text)' → '\(folded)'")
            #expect(PeopleSearch.fold(text.uppercased()) == folded && PeopleSearch.fold(text.lowercased()) == folded, "seed \(seed): '\(text)'")
        }
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
