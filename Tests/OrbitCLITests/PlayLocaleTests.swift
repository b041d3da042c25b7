import Foundation
import OrbitScene
import Testing
@testable import OrbitCLI

/// `orbit-layout play --locale`: labels, legend, card and search in German and Arabic say no English word,
/// Arabic in Arabic letters, and the three languages differ.
@Suite struct PlayLocaleTests {
    let screen: PlayScreenTests

    init() throws { screen = try PlayScreenTests() }

    /// Words of two letters or more, lowercased.
    static func words(_ text: String) -> Set<String> {
        Set(text.split { !$0.isLetter }.filter { $0.count >= 2 }.map { $0.lowercased() })
    }

    /// Words that only the English table has (English entries' words no other shipped table uses).
    static let englishOnly: Set<String> = {
        func words(_ strings: OrbitStrings) -> Set<String> {
            OrbitStrings.Key.allCases.reduce(into: []) { words, key in
                for form in strings[forms: key].values { words.formUnion(PlayLocaleTests.words(form)) }
            }
        }
        return words(.english).subtracting(words(.german)).subtracting(words(.arabic))
    }()

    /// The lines of labels, the chip, the legend, the card (its name left out) and the search field a user
    /// sees in `locale`: the card opened with Tab Return, then the search with "1" typed.
    func shownLines(_ locale: String?) throws -> [String] {
        let people = try screen.people()
        let options = locale.map { ["--locale", $0] } ?? []
        let card = try screen.play(people, [PlayScreenTests.key(0.1, "Tab"), PlayScreenTests.key(0.2, "Return")], options)
        let search = try screen.play(people, [PlayScreenTests.key(0.1, "/"), #"{"t": 0.2, "type": "text", "text": "1"}"#], options)
        var lines: [String] = []
        for kind in ["label", "chip", "legend"] { lines += PlayScreenTests.overlays(card, kind).flatMap(PlayScreenTests.text) }
        let cardLines = try #require(PlayScreenTests.overlays(card, "card").first.map(PlayScreenTests.text))
        lines += cardLines.dropFirst()
        lines += PlayScreenTests.overlays(search, "search").flatMap(PlayScreenTests.text)
        #expect(lines.count > 8, "\(locale ?? "default"): \(lines)")
        return lines
    }

    @Test func germanAndArabicShowNoEnglishWordAndTheThreeDiffer() throws {
        #expect(Self.englishOnly.isSuperset(of: ["legend", "away", "people", "find", "nearest"]), "\(Self.englishOnly.sorted())")
        let english = try shownLines(nil), german = try shownLines("de"), arabic = try shownLines("ar_EG.UTF-8")
        #expect(!Self.englishOnly.isDisjoint(with: Self.words(english.joined(separator: " "))), "the English frame says no English word")
        for (locale, lines) in [("de", german), ("ar", arabic)] {
            let english = Self.englishOnly.intersection(Self.words(lines.joined(separator: " ")))
            #expect(english.isEmpty, "\(locale) says \(english.sorted()) in \(lines)")
        }
        let arabicLetters = arabic.joined().unicodeScalars.filter { (0x0600...0x06FF).contains($0.value) }.count
        #expect(arabicLetters > 50, "\(arabic)")
        #expect(german.contains { $0.hasPrefix("Legende") } && german.contains { $0.hasPrefix("Suchen: 1") })
        #expect(Set([english, german, arabic].map { $0.joined(separator: "\n") }).count == 3)
        // Every line differs from English except pure numbers and symbols.
        #expect(zip(english, german).filter { $0 == $1 }.allSatisfy { Self.words($0.0).isEmpty }, "\(zip(english, german).filter { $0 == $1 })")
    }

    /// Without `--locale`, the environment's locale decides (LC_ALL over LANG); a language with no table is refused.
    @Test func theEnvironmentPicksTheDefaultAndAnUnknownLocaleIsRefused() throws {
        let people = try screen.people()
        func legend(_ run: PlaceRun) throws -> String {
            try #require(run.code == 0, "exit \(run.code): \(run.error)")
            let frame = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            return try #require(PlayScreenTests.text(PlayScreenTests.overlays(frame, "legend").first).first)
        }
        #expect(try legend(PlaceRun(["play", people])).hasPrefix("Legend "))
        #expect(try legend(PlaceRun(["play", people], environment: ["LANG": "de_DE.UTF-8"])).hasPrefix("Legende"))
        #expect(try legend(PlaceRun(["play", people], environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "ar_SA.UTF-8"])).hasPrefix("دليل"))
        #expect(try legend(PlaceRun(["play", people, "--locale", "en"], environment: ["LANG": "de_DE.UTF-8"])).hasPrefix("Legend "))
        let refused = PlaceRun(["play", people, "--locale", "fr"])
        #expect(refused.code == 64 && refused.error.contains("The value 'fr' is invalid for '--locale <NAME>': no words for that language"), "\(refused.error)")
    }
}
