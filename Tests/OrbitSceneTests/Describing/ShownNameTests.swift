import OrbitGeometry
import Testing
@testable import OrbitScene

@Suite struct ShownNameTests {
    /// Scalars that make long clusters (combining marks, joiners, emoji, Hangul jamo, regional indicators)
    /// among plain letters, CJK and spaces.
    static let scalars: [Unicode.Scalar] = [
        "a", "Z", " ", "ř", "李", "ｶ", "\u{FF9E}", "\u{0301}", "\u{0336}", "\u{0489}", "\u{200D}", "\u{FE0F}", "👩", "🏽", "\u{1F1E8}",
        "\u{1F1FF}", "\u{1100}", "\u{1161}", "\u{11A8}", "ก", "\u{0E34}", "क", "\u{094D}", "\r", "\n", "\u{2026}",
    ]

    static func randomText(_ random: inout SeededGenerator) -> String {
        let length = [Int(random.next() % 20), Int(random.next() % 300), Int(random.next() % 3_000)][Int(random.next() % 3)]
        // Runs of one scalar make huge clusters of marks as often as long plain names.
        var scalars = String.UnicodeScalarView()
        while scalars.count < length {
            let scalar = Self.scalars[Int(random.next() % UInt64(Self.scalars.count))]
            scalars.append(contentsOf: repeatElement(scalar, count: 1 + Int(random.next() % 40)))
        }
        return String(scalars)
    }

    /// Over seeds: what is shown keeps every limit, is the name itself when the name keeps them, else ends in
    /// "…" after scalars taken in order from the name; shown text is shown as it is.
    @Test func shownTextKeepsTheLimits() {
        for seed in UInt64(1)...2_000 {
            var random = SeededGenerator(seed: seed)
            let text = Self.randomText(&random)
            let shown = ShownName.clipped(text)
            #expect(ShownName.isWithinLimits(shown), "seed \(seed): \(shown.count) characters, \(shown.utf8.count) bytes")
            #expect(ShownName.clipped(shown) == shown, "seed \(seed)")
            if ShownName.isWithinLimits(text) {
                #expect(shown == text, "seed \(seed)")
            } else {
                #expect(shown.hasSuffix("…"), "seed \(seed)")
                #expect(Self.isSubsequence(Array(shown.unicodeScalars.dropLast()), of: Array(text.unicodeScalars)), "seed \(seed)")
            }
        }
    }

    /// The reproductions: a 20 KB cluster of marks on "Z" shows as "Z" with its first marks; a megabyte name
    /// and a 5 MB id show their first characters; plain names are untouched.
    @Test func hostileNamesShowTheirStart() {
        let zalgo = "Z" + String(repeating: "\u{0336}\u{0489}", count: 5_001)
        let shown = ShownName.clipped(zalgo)
        #expect(shown.count == 2 && shown.unicodeScalars.count == ShownName.maxScalarsPerCharacter + 1 && shown.hasSuffix("…"))
        let huge = String(repeating: "Ana Novák ", count: 100_000)
        #expect(ShownName.clipped(huge).count == ShownName.maxCharacters && ShownName.clipped(huge).hasPrefix("Ana Novák Ana"))
        let id = String(repeating: "x", count: 5_000_000)
        #expect(ShownName.clipped(id) == String(repeating: "x", count: ShownName.maxCharacters - 1) + "…")
        for name in ["Ana Novák", "👩🏽‍💻 Kim", "Νίκος", "李华", "", String(repeating: "á", count: ShownName.maxCharacters)] {
            #expect(ShownName.clipped(name) == name)
        }
        let bytes = String(repeating: "李", count: 500)  // 1,500 bytes in 500 characters
        #expect(ShownName.clipped(bytes).utf8.count <= ShownName.maxBytes && ShownName.clipped(bytes).hasPrefix("李李"))
    }

    static func isSubsequence(_ part: [Unicode.Scalar], of whole: [Unicode.Scalar]) -> Bool {
        var next = 0
        for scalar in whole where next < part.count && part[next] == scalar { next += 1 }
        return next == part.count
    }
}
