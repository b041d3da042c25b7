import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct OrbitStringsTests {
    /// The placeholders (`{n}`, `{1}`, …) a text uses.
    static func placeholders(_ text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// Every shipped table has every key, in every plural category its language uses for an entry with plural
    /// forms (or one form for all), and each form takes the English entry's arguments (`{n}` may be spelled
    /// out: "شخص واحد").
    @Test func everyShippedTableIsComplete() {
        for strings in OrbitStrings.shipped {
            #expect(strings.missingKeys.isEmpty, "\(strings.identifier) lacks \(strings.missingKeys)")
            for key in OrbitStrings.Key.allCases {
                let english = OrbitStrings.english[forms: key], forms = strings[forms: key]
                let numbered = Self.placeholders(english[.other] ?? "").subtracting(["{n}"])
                for (category, form) in forms {
                    #expect(strings.plurals.categories.contains(category), "\(strings.identifier) \(key): \(category) is no category of its language")
                    #expect(Self.placeholders(form).subtracting(["{n}"]) == numbered, "\(strings.identifier) \(key) \(category): '\(form)'")
                    #expect(!form.isEmpty || key == .listSeparator, "\(strings.identifier) \(key) \(category) is empty")
                }
                // Plural forms for every category of the language, or one form for all (German "1 Treffer", "2 Treffer").
                if english.count > 1, forms.count > 1 {
                    #expect(Set(forms.keys) == Set(strings.plurals.categories), "\(strings.identifier) \(key): \(forms.keys)")
                }
            }
        }
    }

    /// The three tables differ in every entry a screen shows in words (not in symbols such as "{1} · {2}").
    @Test func theShippedTablesAreDistinctLanguages() {
        let (en, de, ar) = (OrbitStrings.english, OrbitStrings.german, OrbitStrings.arabic)
        for key in [OrbitStrings.Key.legendTitle, .friend, .noRelation, .away, .searchPrompt, .emptyTitle, .help1, .distanceUnknown] {
            #expect(Set([en[key], de[key], ar[key]]).count == 3, "\(key)")
        }
        #expect(en.text(.people, count: 3) == "3 people" && de.text(.people, count: 3) == "3 Personen" && ar.text(.people, count: 3) == "٣ أشخاص")
    }

    /// CLDR's integer plural rules: English and German one/other, Arabic zero/one/two/few/many/other.
    @Test func pluralCategoriesFollowCLDR() {
        let english: [(Int, PluralCategory)] = [(0, .other), (1, .one), (2, .other), (11, .other), (101, .other)]
        for (n, category) in english { #expect(PluralRule.oneOther.category(for: n) == category, "en \(n)") }
        let arabic: [(Int, PluralCategory)] = [
            (0, .zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many), (100, .other), (101, .other),
            (102, .other), (103, .few), (110, .few), (111, .many), (1000, .other), (1003, .few),
        ]
        for (n, category) in arabic { #expect(PluralRule.arabic.category(for: n) == category, "ar \(n)") }
        let ar = OrbitStrings.arabic
        #expect([0, 1, 2, 5, 11, 100].map { ar.text(.people, count: $0) } == ["٠ شخص", "شخص واحد", "شخصان", "٥ أشخاص", "١١ شخصًا", "١٠٠ شخص"])
    }

    /// Numbers and distances in each language's style, without the system's locale data.
    @Test func numbersAndDistancesAreWrittenInTheLanguagesStyle() {
        let (en, de, ar) = (OrbitStrings.english, OrbitStrings.german, OrbitStrings.arabic)
        #expect([en, de, ar].map { DistanceText.short(meters: 1234, in: $0) } == ["1.2 km", "1,2 km", "١٫٢ كم"])
        #expect([en, de, ar].map { DistanceText.count(41_312, in: $0) } == ["41,312", "41.312", "٤١٬٣١٢"])
        #expect([en, de, ar].map { DistanceText.short(meters: 350, in: $0) } == ["350 m", "350 m", "٣٥٠ م"])
        #expect([en, de, ar].map { DistanceText.band(lower: 1000, upper: 5000, in: $0) } == ["1–5 km", "1–5 km", "١–٥ كم"])
        #expect([en, de, ar].map { DistanceText.band(lower: 0, upper: 250, in: $0) } == ["< 250 m", "< 250 m", "أقل من ٢٥٠ م"])
        #expect([en, de, ar].map { DistanceText.range(350, 1200, in: $0) } == ["350 m–1.2 km", "350 m–1,2 km", "٣٥٠ م–١٫٢ كم"])
        #expect([en, de, ar].map { DistanceText.spoken(meters: 1, in: $0) } == ["1 metre", "1 Meter", "١ متر"])
        #expect([en, de].map { DistanceText.spoken(meters: 1200, in: $0) } == ["1.2 kilometres", "1,2 Kilometer"])
        #expect(DistanceText.short(meters: 250_000, in: de) == "250 km" && DistanceText.short(meters: 1_234_000, in: de) == "1234 km")
        #expect(DistanceText.short(meters: -1, in: de) == "Entfernung unbekannt")
    }

    /// A locale name picks its language's table (POSIX or BCP 47), English for any other; the environment's
    /// LC_ALL wins over LC_MESSAGES over LANG.
    @Test func aLocaleNamePicksItsTable() {
        let cases: [(String?, String)] = [("de_DE.UTF-8", "de"), ("ar-EG", "ar"), ("ar", "ar"), ("DE", "de"), ("C", "en"), ("POSIX", "en"),
                                          ("fr_FR", "en"), ("", "en"), (nil, "en"), ("en_GB", "en")]
        for (name, identifier) in cases { #expect(OrbitStrings(locale: name).identifier == identifier, "\(name ?? "nil")") }
        #expect(OrbitStrings.shipped(locale: "fr") == nil)
        #expect(OrbitStrings.environment(["LANG": "de_DE.UTF-8", "LC_ALL": "ar_EG.UTF-8"]).identifier == "ar")
        #expect(OrbitStrings.environment(["LANG": "de_DE.UTF-8", "LC_ALL": ""]).identifier == "de")
        #expect(OrbitStrings.environment([:]).identifier == "en")
    }

    /// An app overrides entries by name; the card and labels speak its words.
    @Test func anAppOverridesEntries() throws {
        var strings = try OrbitStrings(base: .english, overrides: ["friend": "buddy", "people": "{n} souls", "people.one": "{n} soul"])
        #expect(strings["friend"] == "buddy" && strings["people"] == "{n} souls" && strings["nonsense"] == nil)
        #expect(OrbitStrings.keys.count == OrbitStrings.Key.allCases.count && OrbitStrings.keys.first == "meters")
        let person = OrbitPerson(id: "a", name: "Ana", distanceMeters: 120, relation: .friend)
        #expect(PersonCard(person: person, viewer: nil, strings: strings).lines == ["Ana", "120 m away", "buddy · active"])
        let summary = RingSummary(ring: 0, count: 1, band: DistanceBand(lower: 0, upper: 250), members: nil, isSpill: false)
        #expect(summary.label(in: strings) == "< 250 m · 1 soul")
        #expect(strings.missingKeys.isEmpty)
        strings[forms: .away] = [:]
        #expect(strings.missingKeys == [.away])
        let german = try OrbitStrings(base: .german, overrides: ["people": "{n} Leute"])
        #expect(german.identifier == "de" && german.text(.people, count: 1) == "1 Leute")
        // Braces that are no placeholder are the app's text, as written.
        let braces = try OrbitStrings(overrides: ["legendTitle": "Key {", "people": "{n} {souls} {"])
        #expect(braces.text(.legendTitle) == "Key {" && braces.text(.people, count: 3) == "3 {souls} {")
    }

    /// An override that names no entry, no plural form of the table, or changes the placeholders is refused,
    /// naming the key.
    @Test func anOverrideIsChecked() {
        let cases: [([String: String], String)] = [
            (["legendTitel": "Key"], "strings key 'legendTitel': no entry has this name"),
            (["ringLabel": "{1} people"], "strings key 'ringLabel': the text's placeholders ({1}) differ from the entry's ({1}, {2})"),
            (["people": "many people"], "strings key 'people': the text's placeholders (none) differ from the entry's ({n})"),
            (["legendTitle": "Key {1}"], "strings key 'legendTitle': the text's placeholders ({1}) differ from the entry's (none)"),
            (["people.few": "{n} people"], "strings key 'people.few': 'few' is no plural form of this table (it has one, other)"),
            (["peeple.one": "{n} person"], "strings key 'peeple.one': no entry has this name"),
        ]
        for (overrides, message) in cases {
            #expect(throws: OrbitStrings.OverrideError.self) { try OrbitStrings(overrides: overrides) }
            do {
                _ = try OrbitStrings(overrides: overrides)
            } catch {
                #expect(error.description == message)
                #expect(message.contains(error.key))
            }
        }
        #expect((try? OrbitStrings(base: .arabic, overrides: ["people.few": "{n} ناس"])) != nil)
    }

    /// A card in Arabic: Arabic digits, words and list separator; a direction by its Arabic compass point.
    @Test func aCardInArabic() {
        let person = OrbitPerson(id: "a", name: "Ana", distanceMeters: 1500, isActive: false, relation: .unrelated)
        let card = PersonCard(person: person, viewer: nil, strings: .arabic)
        #expect(card.lines == ["Ana", "على بعد ١٫٥ كم", "بلا علاقة · خامل"])
        #expect(card.spokenLabel == "Ana، ١٫٥ كيلومتر، بلا علاقة، خامل")
        #expect(CompassPoint.northEast.name(in: .german) == "NO" && CompassPoint.northEast.name(in: .arabic) == "ش ق")
    }
}
