import Foundation
import Testing
@testable import OrbitSDL

/// Drives the built `orbit-demo` over `Assets/people-scripts.json` (names in every script): each sample's card
/// opens by search and every glyph drawn had a font; the 80-character name's card fits a 700 × 500 window.
@Suite struct DemoTextTests {
    let demo = DemoBinaryTests()
    static let people = Fixtures.repository.appendingPathComponent("Assets/people-scripts.json").path
    static let cardColor = DemoScreenTests.cardColor

    /// Searches `name` by typing it, picks it with Return, and returns the statistics and the last frame.
    func openCard(of name: String, size: String = "1280x800") throws -> (stats: [String: Any], shot: PixelBuffer) {
        let events = [DemoScreenTests.key("/", at: 0.1), DemoScreenTests.text(name, at: 0.2), DemoScreenTests.key("Return", at: 0.3)]
        let trace = try DemoBinaryTests.trace(events, duration: 0.6)
        let stats = DemoBinaryTests.temporaryPath("stats.json"), shot = DemoBinaryTests.temporaryPath("shot.png")
        let result = try demo.run(["--people", Self.people, "--size", size, "--replay", trace, "--offscreen", "--stats", stats, "--screenshot", shot])
        #expect(result.code == 0, "\(result.error)")
        let figures = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any] ?? [:]
        return (figures, try SDLImageLoader().loadImage(atPath: shot, limits: ImageLimits()))
    }

    /// Every script's sample opens its card, and no glyph of the run (card, labels, initials, search field)
    /// lacked a font.
    @Test(.enabled(if: DemoBinaryTests.binary != nil, "orbit-demo is not built beside the tests"))
    func everyScriptsCardOpensWithNoMissingGlyph() throws {
        let people = try JSONDecoder().decode(PeopleFileShape.self, from: Data(contentsOf: URL(fileURLWithPath: Self.people)))
        for name in ScriptSamples.names {
            let person = try #require(people.users.first { $0.name == name }, "\(name) is not in people-scripts.json")
            let (stats, _) = try openCard(of: name)
            #expect(stats["selected"] as? String == person.id, "searching '\(name)': \(stats["selected"] ?? "none")")
            #expect(stats["textMissingGlyphs"] as? Int == 0, "'\(name)': \(stats["textMissingGlyphs"] ?? "no count")")
            #expect((stats["textLayouts"] as? Int ?? 0) > 10)
        }
    }

    /// The 80-character name's card lies inside a 700 × 500 window with its edge showing all round, and is
    /// taller than a one-line card (the name took two lines).
    @Test(.enabled(if: DemoBinaryTests.binary != nil, "orbit-demo is not built beside the tests"))
    func aLongNamesCardFitsASmallWindow() throws {
        let name = try #require(ScriptSamples.longName)
        #expect(name.count == 80)
        let (stats, shot) = try openCard(of: name, size: "700x500")
        #expect(stats["selected"] as? String != nil && stats["textMissingGlyphs"] as? Int == 0, "\(stats)")
        #expect(shot.width == 700 && shot.height == 500)
        // The card: rows and columns with a long run of its fill (nothing else is that colour over a stretch).
        func isCard(_ x: Int, _ y: Int) -> Bool {
            let pixel = shot[x, y]
            return pixel.r == Self.cardColor.r && pixel.g == Self.cardColor.g && pixel.b == Self.cardColor.b
        }
        let rows = (0..<shot.height).filter { y in (0..<shot.width).count { isCard($0, y) } > 100 }
        let columns = (0..<shot.width).filter { x in (0..<shot.height).count { isCard(x, $0) } > 60 }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        let left = try #require(columns.first), right = try #require(columns.last)
        #expect(left >= 1 && top >= 1 && right <= shot.width - 2 && bottom <= shot.height - 2,
                "the card spans x \(left)…\(right), y \(top)…\(bottom) of 700 × 500")
        #expect(right - left > 400, "the long name should widen the card: \(right - left) px")
        #expect(bottom - top > 140, "the name should take two lines: the card is \(bottom - top) px tall")
    }
}

extension ScriptSamples {
    /// The 80-character name of the people file.
    static let longName: String? = {
        let path = Fixtures.repository.appendingPathComponent("Assets/people-scripts.json")
        let people = try? JSONDecoder().decode(PeopleFileShape.self, from: Data(contentsOf: path))
        return people?.users.first { $0.name.count == 80 }?.name
    }()
}
