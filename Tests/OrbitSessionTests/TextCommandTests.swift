import OrbitGeometry
import OrbitLayout
import OrbitScene
import Testing
@testable import OrbitSession

/// Text commands carry their alignment and the session's wrapped lines, so a renderer with other font metrics
/// keeps columns straight.
@Suite struct TextCommandTests {
    /// Wrapped lines fit the width, are at most `maxLines`, keep every word whole (a word wider than a line is
    /// ellipsized) and end in "…" exactly when words were left out; over seeded random texts.
    @Test func wrappingFitsAndSaysWhenItCuts() {
        let measurer = ApproximateTextMeasurer()
        var random = SeededGenerator(seed: 28)
        let words = ["a", "Anna", "Lindqvist", "Maximilian", "von", "Oberhausen-Schwarzenberg", "محمد", "李小龙", "de", "la"]
        for seed in 0..<500 {
            let text = (0..<(1 + Int(random.next() % 9))).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
            let width = 40 + Double(random.next() % 200), maxLines = 1 + Int(random.next() % 3)
            let lines = measurer.wrapped(text, fontSize: 14, maxWidth: width, maxLines: maxLines)
            #expect(!lines.isEmpty && lines.count <= maxLines, "seed \(seed): \(lines)")
            #expect(lines.allSatisfy { measurer.size(of: $0, fontSize: 14).width <= width }, "seed \(seed): \(lines) wider than \(width)")
            let shown = lines.joined(separator: " ")
            if shown == text {
                #expect(!shown.hasSuffix("…"), "seed \(seed)")
            } else {
                #expect(lines.contains { $0.hasSuffix("…") }, "seed \(seed): '\(text)' cut without saying so: \(lines)")
            }
        }
        #expect(measurer.wrapped("Anna Maria Lindqvist", fontSize: 10, maxWidth: 60, maxLines: 2) == ["Anna Maria", "Lindqvist"])
    }

    /// Every row of a panel starts at the panel's column, as a box whose leading edge is there; the search results'
    /// distances end at the right column: a renderer measuring wider keeps both edges where they are.
    @Test func columnsAreEdgesNotCentres() throws {
        var scenario = try SessionScenario(seed: 11, people: 180, window: OrbitSize(width: 1000, height: 700))
        try scenario.step { .command(.toggleHelp, time: $0) }
        try scenario.step { .command(.openSearch, time: $0) }
        try scenario.step { .text("an", time: $0) }
        let frame = scenario.lastFrame
        for kind: OverlayKind in [.help, .search, .results] {
            let layer = try #require(frame.overlays(kind).first, "\(kind)")
            var leftEdges: Set<Double> = [], rightEdges: Set<Double> = []
            for command in layer.commands {
                guard case .text(_, _, _, let box?) = command.content else { continue }
                switch box.alignment {
                case .leading: leftEdges.insert(Self.rounded(command.position.x - box.width / 2))
                case .trailing: rightEdges.insert(Self.rounded(command.position.x + box.width / 2))
                case .center: Issue.record("\(kind): a centred row")
                }
            }
            #expect(leftEdges == [Self.rounded(layer.frame.minX + OverlayKit.padding)], "\(kind): \(leftEdges)")
            if kind == .results { #expect(rightEdges == [Self.rounded(layer.frame.maxX - OverlayKit.padding)], "\(rightEdges)") }
        }
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// The card's name carries the lines it was wrapped into, each within the box.
    @Test func theCardNameCarriesItsLines() throws {
        var crowd = CrowdGenerator(seed: 2, avatars: [])
        var people = crowd.next(20)
        people[0].name = "Maximilian Alexander Friedrich von Oberhausen-Schwarzenberg der Jüngere"
        people[0].relation = .friend
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 700, height: 500), avatarRadius: 22, spacing: 4, seed: 2,
                                    people: people)
        var session = try OrbitSession(request: request, windowSize: OrbitSize(width: 700, height: 500))
        session.handle(.command(.escape, time: 0))
        _ = try session.advance(to: 0)
        session.state.selectedID = people[0].id
        let frame = try session.advance(to: 0.1)
        let card = try #require(frame.overlays(.card).first)
        let boxes = card.commands.compactMap { command -> TextBox? in
            if case .text(_, _, _, let box?) = command.content, box.maxLines == 2 { box } else { nil }
        }
        let name = try #require(boxes.first)
        let lines = try #require(name.lines)
        #expect(lines.count == 2 && (lines.joined(separator: " ") == people[0].name || lines[1].hasSuffix("…")), "\(lines)")
    }
}
