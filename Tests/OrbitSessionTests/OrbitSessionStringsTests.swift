import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitScene
import OrbitSession
import Testing
@testable import OrbitSession

/// The session in another language: its words come from `Configuration.strings`, and in a right-to-left
/// language the overlays mirror.
@Suite struct OrbitSessionStringsTests {
    /// A session over 180 people in `strings`' language with the card of the first person in reading order
    /// open, at rest.
    static func cardOpen(seed: UInt64, _ strings: OrbitStrings, window: OrbitSize = OrbitSize(width: 1280, height: 800)) throws -> (OrbitSession, SessionFrame) {
        var crowd = CrowdGenerator(seed: seed, avatars: [])
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: seed,
                                    people: crowd.next(180))
        var configuration = OrbitSession.Configuration()
        configuration.strings = strings
        var session = try OrbitSession(request: request, windowSize: window, configuration: configuration)
        session.handle(.key(KeyChord("Tab")!, time: 0.1))
        session.handle(.key(KeyChord("Return")!, time: 0.2))
        _ = try session.advance(to: 0.3)
        return (session, try session.advance(to: 8))
    }

    /// The text commands of `layer` with their left and right edges as the session measured them.
    static func texts(_ layer: OverlayLayer) -> [(text: String, left: Double, right: Double)] {
        layer.commands.compactMap { command in
            guard case .text(let text, let size, _, let box) = command.content else { return nil }
            let width = box?.width ?? ApproximateTextMeasurer().size(of: text, fontSize: size).width
            return (text, command.position.x - width / 2, command.position.x + width / 2)
        }
    }

    /// The viewer's disc says "You" in the session's language.
    @Test func theViewerDiscSpeaksTheLanguage() throws {
        for (strings, word) in [(OrbitStrings.english, "You"), (.german, "Du"), (.arabic, "أنت")] {
            let (_, frame) = try Self.cardOpen(seed: 1, strings)
            let texts = frame.drawList.compactMap { command -> String? in
                if case .text(let text, _, _, _) = command.content { text } else { nil }
            }
            #expect(texts.contains(word) && (word == "You" || !texts.contains("You")), "\(strings.identifier): \(texts)")
        }
    }

    /// In Arabic the card's photo is on its right and its lines end at one right edge; the legend's rows too,
    /// with their swatches right of them; in English the same card and legend are aligned left. Over seeds and
    /// window sizes, every overlay stays inside the window.
    @Test func rightToLeftMirrorsTheCardAndTheLegend() throws {
        for seed in UInt64(0)..<12 {
            let window = [OrbitSize(width: 1280, height: 800), OrbitSize(width: 700, height: 500), OrbitSize(width: 900, height: 420)][Int(seed % 3)]
            for strings in [OrbitStrings.english, .arabic] {
                let (session, frame) = try Self.cardOpen(seed: seed, strings, window: window)
                let bounds = OrbitRect(width: session.state.windowSize.width, height: session.state.windowSize.height)
                for overlay in frame.overlays where overlay.kind != .focus && overlay.kind != .pulse {
                    #expect(overlay.frame.isInside(bounds), "seed \(seed) \(strings.identifier): \(overlay.kind) at \(overlay.frame)")
                }
                let card = try #require(frame.overlays(.card).first, "seed \(seed) \(strings.identifier)")
                let photo = try #require(card.commands.first { if case .avatar = $0.content { true } else { false } }).position.x
                let lines = Self.texts(card)
                #expect(lines.count == 4, "seed \(seed)")
                let (near, far) = strings.isRightToLeft ? (lines.map(\.right), lines.map(\.left)) : (lines.map(\.left), lines.map(\.right))
                #expect(near.allSatisfy { abs($0 - near[0]) < 1e-6 }, "seed \(seed) \(strings.identifier): lines start at \(near)")
                #expect(strings.isRightToLeft ? far.allSatisfy { $0 < photo } : far.allSatisfy { $0 > photo }, "seed \(seed) \(strings.identifier)")
                #expect(strings.isRightToLeft == (photo > card.frame.center.x), "seed \(seed) \(strings.identifier)")
                guard let legend = frame.overlays(.legend).first else { continue }
                let rows = Self.texts(legend).dropFirst()  // the title starts where the swatches do
                let edges = strings.isRightToLeft ? rows.map(\.right) : rows.map(\.left)
                #expect(edges.allSatisfy { abs($0 - edges.first!) < 1e-6 }, "seed \(seed) \(strings.identifier): \(edges)")
                let swatches = legend.commands.compactMap { if case .circle = $0.content { $0.position.x } else { nil } }
                #expect(!swatches.isEmpty && swatches.allSatisfy { strings.isRightToLeft ? $0 > edges[0] : $0 < edges[0] }, "seed \(seed)")
            }
        }
    }

    /// The Arabic session's overlays speak Arabic: labels, legend, card and help, with Arabic-Indic digits.
    @Test func theOverlaysSpeakTheTablesLanguage() throws {
        var (session, frame) = try Self.cardOpen(seed: 4, .arabic)
        session.handle(.key(KeyChord("?")!, time: 8.1))
        let help = try session.advance(to: 8.2)
        let lines = (frame.overlays(.label) + frame.overlays(.legend) + frame.overlays(.card).map { var card = $0; card.lines.removeFirst(); return card }
            + help.overlays(.help)).flatMap(\.lines)
        #expect(!lines.isEmpty)
        for line in lines where !line.isEmpty {
            #expect(line.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }, "'\(line)' has no Arabic letter")
            #expect(!line.unicodeScalars.contains { (0x30...0x39).contains($0.value) } || line.contains("--max-rings"), "'\(line)' has Latin digits")
        }
        #expect(session.helpLines.first == "مدار — الناس من حولك")
    }

    /// *Change the words* lists every key, with the English text, in `OrbitStrings.keys`' order, and no other: the
    /// documentation cannot drift from the table.
    @Test func theArticleListsEveryKey() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/OrbitSession/OrbitSession.docc/ChangeTheWords.md"), encoding: .utf8)
        let rows = article.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let listed = rows.map { $0.dropFirst(3).prefix { $0 != "`" } }.map(String.init)
        #expect(listed == OrbitStrings.keys)
        for (row, key) in zip(rows, OrbitStrings.keys) {
            let english = OrbitStrings.english[forms: OrbitStrings.Key(rawValue: key)!]
            for text in english.values { #expect(row.contains("`\(text)`"), "\(key): \(text)") }
        }
    }
}
