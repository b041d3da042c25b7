import Foundation
import OrbitGeometry
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

    /// Letters whose folds are easy to get wrong: ASCII with every white space, Latin with precomposed and
    /// combining accents, ß and ẞ, the Kelvin and Ångström signs, dotted and dotless i, a title-case digraph,
    /// Greek sigmas and tonos, Cyrillic, pointed Hebrew and Arabic with tatweel, half-width kana with their
    /// voiced marks, full-width Latin, ligatures, no-break and ideographic spaces, Hangul jamo, Devanagari
    /// with a virama, an emoji sequence and CR LF.
    static let trickyLetters: [String] = Array("aZq09 ~^`_-.\t\n\r\u{0B}\u{0C}áÁéěřŘůÅﬁﬀßẞ\u{212A}\u{212B}İıǅŉσςΣΆάΐЁёЙй")
        .map(String.init) + [
            "e\u{0301}", "\u{0301}", "\u{0308}", "שׁ", "\u{05B8}", "مُ", "\u{064E}", "ـ", "ｶ", "\u{FF9E}", "ﾊﾟ", "Ａ", "ｚ",
            "\u{00A0}", "\u{3000}", "\u{1100}\u{1161}", "\u{11A8}", "क\u{094D}ष", "ि", "👩\u{200D}💻", "\r\n", "ǈ", "ﬆ",
        ]

    static func trickyText(_ random: inout SeededGenerator, maxLength: Int = 14) -> String {
        (0..<Int(random.next() % UInt64(maxLength + 1))).map { _ in trickyLetters[Int(random.next() % UInt64(trickyLetters.count))] }.joined()
    }

    /// Over thousands of seeds: the fast fold (ASCII in place, other characters one at a time) equals folding
    /// the whole text through Foundation.
    @Test func fastFoldEqualsFoundationFold() {
        for seed in UInt64(1)...5_000 {
            var random = SeededGenerator(seed: seed)
            let text = Self.trickyText(&random)
            let reference = PeopleSearch.collapsingWhiteSpace(PeopleSearch.foundationFold(text))
            #expect(PeopleSearch.fold(text) == reference, "seed \(seed): '\(text.unicodeScalars.map { String($0.value, radix: 16) })'")
        }
        for byte in UInt8(0)..<0x80 {  // every ASCII character, alone and between letters
            for text in [String(UnicodeScalar(byte)), "a\(UnicodeScalar(byte))B"] {
                #expect(PeopleSearch.fold(text) == PeopleSearch.collapsingWhiteSpace(PeopleSearch.foundationFold(text)), "byte \(byte)")
            }
        }
    }

    /// Over thousands of seeds: search finds exactly what a search that folds every name shown through
    /// Foundation finds, in the same order, keystroke by keystroke; each character is folded through
    /// Foundation once however many names share it.
    @Test func searchEqualsFoldingEveryNameThroughFoundation() {
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            let people = (0..<Int(random.next() % 40)).map { (id: "p\($0)", name: Self.trickyText(&random)) }
            let search = PeopleSearch(people)
            let keys = people.map { PeopleSearch.collapsingWhiteSpace(PeopleSearch.foundationFold(ShownName.clipped($0.name))) }
            let query = Self.trickyText(&random, maxLength: 3)
            let needle = PeopleSearch.collapsingWhiteSpace(PeopleSearch.foundationFold(query))
            let expected: [PeopleSearch.Match] = needle.isEmpty ? [] : people.indices.compactMap { index in
                Self.referenceRank(of: needle, in: keys[index]).map { (index, $0) }
            }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .map { PeopleSearch.Match(id: people[$0.0].id, name: people[$0.0].name, rank: $0.1) }
            #expect(search.matches(query) == expected, "seed \(seed): '\(query)'")
            let narrowed = search.matches(query + "a", limit: 5, narrowing: search.matches(query, limit: 5, narrowing: nil).narrowing)
            #expect(narrowed.matches == search.matches(query + "a", limit: 5), "seed \(seed)")
            let letters = Set(people.flatMap { ShownName.clipped($0.name).filter { !($0.isASCII && $0.unicodeScalars.count == 1) } })
            #expect(search.foldedCharacters <= letters.count, "seed \(seed)")
        }
    }

    /// Over thousands of seeds: names of a small ASCII alphabet (so queries sit in them often, at the start, after
    /// a space, inside, more than once) rank byte by byte as Foundation ranks them.
    @Test func plainTextRanksAsFoundationRanks() {
        for seed in UInt64(1)...5_000 {
            var random = SeededGenerator(seed: seed)
            func text(_ length: Int) -> String { String((0..<length).map { _ in Array("ab b")[Int(random.next() % 4)] }) }
            let key = PeopleSearch.fold(text(Int(random.next() % 12))), needle = PeopleSearch.fold(text(1 + Int(random.next() % 3)))
            guard !needle.isEmpty else { continue }
            #expect(PeopleSearch.rank(of: needle, in: key) == Self.referenceRank(of: needle, in: key), "seed \(seed): '\(needle)' in '\(key)'")
            let inPlace = Array(key.utf8).withUnsafeBufferPointer { PeopleSearch.Query(needle).rank(inASCII: $0) }
            #expect(inPlace == Self.referenceRank(of: needle, in: key), "seed \(seed)")
        }
    }

    /// Over thousands of seeds: a search made from the last one after people came, left and were renamed finds
    /// what a fresh search finds, keystroke by keystroke; it folds only the names the last one did not have; a
    /// narrowing of the last search is not used by the new one (its positions are another list's).
    @Test func searchReusingTheLastEqualsAFreshOne() {
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            var people = (0..<Int(random.next() % 40)).map { (id: "p\($0)", name: Self.trickyText(&random)) }
            let last = PeopleSearch(people, reusing: nil, generation: 1)
            let query = Self.trickyText(&random, maxLength: 2)
            let lastNarrowing = last.matches(query, limit: 5, narrowing: nil).narrowing
            let known = Set(people.map(\.name))
            for _ in 0..<Int(random.next() % 12) {
                let index = Int(random.next() % UInt64(people.count + 1))
                switch random.next() % 3 {
                case 0: people.insert((id: "n\(random.next() % 1000)", name: Self.trickyText(&random)), at: index)
                case 1 where index < people.count: people.remove(at: index)
                default: if index < people.count { people[index].name = Self.trickyText(&random) }
                }
            }
            let search = PeopleSearch(people, reusing: last, generation: 2), fresh = PeopleSearch(people)
            var typed = ""
            var narrowing: PeopleSearch.Narrowing? = lastNarrowing
            for letter in query + Self.trickyText(&random, maxLength: 2) {
                typed.append(letter)
                let found = search.matches(typed, limit: 8, narrowing: narrowing)
                #expect(found.matches == fresh.matches(typed, limit: 8), "seed \(seed): '\(typed)'")
                narrowing = found.narrowing
            }
            let newNames = Set(people.map(\.name)).subtracting(known)
            #expect(search.foldedNames <= newNames.count, "seed \(seed): folded \(search.foldedNames) of \(newNames.count) new names")
        }
    }

    /// Over seeded slots whose holders come, go, are renamed and move nearer or farther (ties in order
    /// included), a search refreshed in the slots that changed finds what one built afresh over the slots finds,
    /// for every limit, keystroke by keystroke; a narrowing from before a refresh is not used after it; a refresh
    /// folds only names it did not have.
    @Test func refreshedSearchEqualsAFreshOne() {
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            var slots: [PeopleSearch.Searched?] = (0..<Int(random.next() % 40)).map { slot in
                random.next() % 5 == 0 ? nil : (id: "p\(slot)", name: Self.trickyText(&random), order: Double(random.next() % 6))
            }
            var search = PeopleSearch(slots: slots.count, reusing: nil, generation: 1) { slots[$0] }
            let query = Self.trickyText(&random, maxLength: 2)
            let before = search.matches(query, limit: 5, narrowing: nil).narrowing
            var known = Set(slots.compactMap { $0?.name })
            for _ in 0..<Int(random.next() % 4) {
                var touched: [Int] = []
                for _ in 0..<Int(random.next() % 8) {
                    let slot = Int(random.next() % UInt64(slots.count + 3))
                    if slot >= slots.count { slots.append(contentsOf: repeatElement(nil, count: slot - slots.count + 1)) }
                    switch random.next() % 4 {
                    case 0: slots[slot] = nil
                    case 1: slots[slot] = (id: "n\(random.next() % 1000)", name: Self.trickyText(&random), order: Double(random.next() % 6))
                    case 2: if slots[slot] != nil { slots[slot]!.name = Self.trickyText(&random) }
                    default: if slots[slot] != nil { slots[slot]!.order = Double(random.next() % 6) }
                    }
                    touched.append(slot)
                }
                search.refresh(slots: touched) { slots.indices.contains($0) ? slots[$0] : nil }
                let names = Set(slots.compactMap { $0?.name })
                #expect(search.foldedNames <= names.subtracting(known).count, "seed \(seed): folded \(search.foldedNames) names again")
                known.formUnion(names)
            }
            let fresh = PeopleSearch(slots: slots.count, reusing: nil, generation: 9) { slots[$0] }
            let limit = [1, 3, 8, .max][Int(random.next() % 4)]
            var typed = ""
            var narrowing: PeopleSearch.Narrowing? = before
            for letter in query + Self.trickyText(&random, maxLength: 2) {
                typed.append(letter)
                let found = search.matches(typed, limit: limit, narrowing: narrowing)
                #expect(found.matches == fresh.matches(typed, limit: limit), "seed \(seed): '\(typed)' limit \(limit)")
                #expect(found.narrowing.count == fresh.matches(typed, limit: 0, narrowing: nil).narrowing.count, "seed \(seed)")
                narrowing = found.narrowing
            }
        }
    }

    /// Thousands of renames (whose old folded names are dropped from the search's block of names now and then)
    /// leave a search that finds what a fresh one finds, with its block no larger than twice the names held.
    @Test func renamesKeepTheSearchWhole() {
        var random = SeededGenerator(seed: 11)
        var slots: [PeopleSearch.Searched?] = (0..<50).map { (id: "p\($0)", name: "Person number \($0)", order: Double($0)) }
        var search = PeopleSearch(slots: slots.count, reusing: nil, generation: 0) { slots[$0] }
        for step in 0..<3_000 {
            let slot = Int(random.next() % 50)
            slots[slot]?.name = ["Ana Novak \(step)", "Jana Nováková \(step)", "Tomáš \(step)"][step % 3]
            search.refresh(slots: [slot]) { slots[$0] }
        }
        let fresh = PeopleSearch(slots: slots.count, reusing: nil, generation: 0) { slots[$0] }
        for query in ["ana", "nov", "1", "tomas 29", "person"] {
            #expect(search.matches(query) == fresh.matches(query), "'\(query)'")
        }
        #expect(search.asciiKeys.count <= 2 * fresh.asciiKeys.count + 4096)
    }

    /// A search large enough to be scanned in parts finds what a plain filter and sort find: every match
    /// counted once, the best of each rank in (order, id) order; and so does a narrowing of it.
    @Test func aScanInPartsEqualsAFilterAndSort() {
        var random = SeededGenerator(seed: 3)
        let words = ["ana", "nova", "jan", "petra", "an", "k", "tomas", "eva"]
        let slots: [PeopleSearch.Searched?] = (0..<PeopleSearch.parallelScanMinimum + 4_321).map { slot in
            guard random.next() % 9 != 0 else { return nil }
            let name = (0...Int(random.next() % 3)).map { _ in words[Int(random.next() % 8)] }.joined(separator: " ")
            return (id: "p\(random.next() % 50_000)", name: name, order: Double(random.next() % 100))
        }
        let search = PeopleSearch(slots: slots.count, reusing: nil, generation: 0) { slots[$0] }
        var narrowing: PeopleSearch.Narrowing?
        for query in ["a", "an", "ana", "k"] {
            let expected = slots.compactMap { $0 }
                .compactMap { person in PeopleSearch.rank(of: query, in: person.name).map { (person, $0) } }
                .sorted { a, b in (a.1, a.0.order, a.0.id) < (b.1, b.0.order, b.0.id) }
            let found = search.matches(query, limit: 20, narrowing: narrowing)
            #expect(found.narrowing.count == expected.count, "'\(query)'")
            #expect(found.matches.map(\.id) == expected.prefix(20).map(\.0.id), "'\(query)'")
            narrowing = found.narrowing
        }
    }

    /// Ties in order go to the lower id, whatever the slots; a free slot is never found.
    @Test func tiesGoToTheLowerID() {
        let slots: [PeopleSearch.Searched?] = [(id: "b", name: "Ana", order: 2), nil, (id: "a", name: "Ana", order: 2), (id: "c", name: "Ana", order: 1)]
        let search = PeopleSearch(slots: slots.count, reusing: nil, generation: 0) { slots[$0] }
        #expect(search.matches("ana").map(\.id) == ["c", "a", "b"])
        #expect(search.matches("ana", limit: 2).map(\.id) == ["c", "a"])
    }

    /// A name is searched as shown: a 20 KB cluster of marks on "Z" is found by "z", and listed cut short.
    @Test func searchesNamesAsShown() {
        let zalgo = "Z" + String(repeating: "\u{0336}\u{0301}", count: 5_001)
        let search = PeopleSearch([(id: "z", name: zalgo), (id: "a", name: "Ana")])
        let found = search.matches("z")
        #expect(found.map(\.id) == ["z"] && found.first?.name == ShownName.clipped(zalgo))
    }

    /// Where `needle` sits in `key`, found by Foundation alone.
    static func referenceRank(of needle: String, in key: String) -> PeopleSearch.Rank? {
        if key == needle { return .whole }
        if key.hasPrefix(needle) { return .prefix }
        guard let first = key.range(of: needle) else { return nil }
        var position: Range<String.Index>? = first
        while let range = position {
            if key[..<range.lowerBound].last == " " { return .wordPrefix }
            position = key.range(of: needle, range: key.index(after: range.lowerBound)..<key.endIndex)
        }
        return .inside
    }
}
