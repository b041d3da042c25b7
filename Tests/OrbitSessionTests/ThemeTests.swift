import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitScene
import Testing
@testable import OrbitSession

/// Themes: every overlay's text readable on its panel in both built-ins, the text scale clamped and honoured inside
/// the window, and the scene drawn in the theme's look.
@Suite struct ThemeTests {
    /// The overlay kinds that draw text.
    static let textKinds: Set<OverlayKind> = [.label, .legend, .card, .help, .search, .results, .list, .chip, .toast, .empty, .hud, .north, .tooltip]

    /// Every text command of every overlay in `frame` against the panel right under it (the last one drawn before
    /// it that holds its position): at least 4.5:1. Records the kinds checked.
    static func checkContrast(_ frame: SessionFrame, _ name: String, seen: inout Set<OverlayKind>) {
        for layer in frame.overlays {
            var panels: [(frame: OrbitRect, fill: RGBAColor)] = []
            for command in layer.commands {
                switch command.content {
                case .panel(let width, let height, let fill):
                    panels.append((OrbitRect(x: command.position.x - width / 2, y: command.position.y - height / 2, width: width, height: height), fill))
                case .text(let text, _, let color, _):
                    guard let under = panels.last(where: { $0.frame.contains(command.position) }) else {
                        Issue.record("\(name): \(layer.kind) text '\(text)' on no panel")
                        continue
                    }
                    let ratio = Theme.contrast(color, under.fill)
                    #expect(ratio >= 4.5, "\(name): \(layer.kind) '\(text)' \(color.hexString) on \(under.fill.hexString): \(ratio):1")
                    seen.insert(layer.kind)
                default: break
                }
            }
        }
    }

    /// A script that opens every overlay kind with text, one after another, checking every frame.
    @Test(arguments: ["dark", "light"]) func textKeepsItsContrastOnEveryOverlayKind(name: String) throws {
        var configuration = SessionScenario.demo
        configuration.theme = try #require(Theme.named[name])
        var seen: Set<OverlayKind> = []
        var crowd = CrowdGenerator(seed: 6, avatars: [])
        var request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: 6,
                                    people: crowd.next(200))
        request.placement = .bearing
        request.maxRings = 1
        var session = try OrbitSession(request: request, windowSize: OrbitSize(width: 1000, height: 700), configuration: configuration)
        var time = 0.0
        func step(_ input: SessionInput?, wait: Double = 0.2) throws -> SessionFrame {
            if let input { session.handle(input) }
            var frame = try session.advance(to: time)
            let end = time + wait
            while time < end {
                time += 1.0 / 30
                frame = try session.advance(to: time)
                Self.checkContrast(frame, name, seen: &seen)
            }
            return frame
        }
        func key(_ name: String) -> SessionInput { .key(KeyChord(name)!, time: time) }
        let first = try step(nil, wait: 1)
        let chip = try #require(first.overlays(.chip).first)
        _ = try step(.pointerDown(chip.frame.center, time: time), wait: 0.05)
        _ = try step(.pointerUp(chip.frame.center, time: time))
        _ = try step(key("Escape"))
        for name in ["H", "?", "?", "/"] { _ = try step(key(name)) }
        _ = try step(.text("a", time: time))
        _ = try step(.text("qqq", time: time))
        _ = try step(key("Escape"))
        _ = try step(key("Tab"))
        _ = try step(key("Return"))
        let arrived = try step(key("+"), wait: 1)
        // The pointer rests over someone not selected, clear of every overlay: their name shows.
        let resting = try #require(arrived.people.first { person in
            person.id != arrived.selectedID && person.radius > 8 && !arrived.overlays.contains { $0.frame.gap(to: person.position) < person.radius }
        })
        _ = try step(.pointerMoved(resting.position, time: time), wait: 1)
        var nobody = try OrbitSession(request: LayoutRequest(viewport: OrbitSize(width: 800, height: 600), avatarRadius: 22, spacing: 4, people: []),
                                      windowSize: OrbitSize(width: 800, height: 600), configuration: configuration)
        Self.checkContrast(try nobody.advance(to: 0), name, seen: &seen)
        #expect(seen == Self.textKinds, "\(name): not checked: \(Self.textKinds.subtracting(seen))")
    }

    @Test func theTextScaleStaysWithinOneToTwo() {
        var theme = Theme.light
        for (asked, kept) in [(0.5, 1.0), (1.5, 1.5), (3, 2), (Double.nan, 1)] {
            theme.textScale = asked
            #expect(theme.textScale == kept, "\(asked)")
        }
        #expect(Theme.contrast(RGBAColor(r: 0, g: 0, b: 0), RGBAColor(r: 255, g: 255, b: 255)) == 21)
        #expect(Theme.dark.background != Theme.light.background)
    }

    /// At twice the text size, in the light theme, every overlay still lies inside the window (and the other
    /// promises hold), over seeded random input.
    @Test func theScreenPromisesHoldAtTwiceTheTextSize() throws {
        for seed: UInt64 in 1...40 {
            var theme = Theme.light
            theme.textScale = 2
            var scenario = try SessionScenario(seed: seed, theme: theme)
            for _ in 0..<16 {
                try scenario.randomInput()
                try OrbitSessionInvariantTests.checkEveryFrame(scenario, seed: seed)
            }
            try scenario.settle()
            try OrbitSessionInvariantTests.checkEveryFrame(scenario, seed: seed)
            OrbitSessionInvariantTests.checkAtRest(scenario, seed: seed)
        }
    }

    /// The scene draws its guides in the theme's look, and larger text in larger panels.
    @Test func theSceneAndTheOverlaysFollowTheTheme() throws {
        var crowd = CrowdGenerator(seed: 3, avatars: [])
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: 3,
                                    people: crowd.next(40))
        var frames: [SessionFrame] = []
        for (theme, scale) in [(Theme.dark, 1.0), (Theme.light, 1.0), (Theme.light, 2.0)] {
            var configuration = OrbitSession.Configuration()
            configuration.theme = theme
            configuration.theme.textScale = scale
            var session = try OrbitSession(request: request, windowSize: OrbitSize(width: 1200, height: 800), configuration: configuration)
            session.handle(.command(.toggleHelp, time: 0))
            frames.append(try session.advance(to: 0))
            let strokes = frames.last!.drawList.compactMap { command -> RGBAColor? in
                if case .circle(_, nil, let stroke?, 1) = command.content { stroke } else { nil }
            }
            #expect(strokes.contains(theme.scene.guide), "ring guides in the theme's colour")
        }
        let helps = frames.map { $0.overlays(.help).first?.frame.height ?? 0 }
        #expect(helps[0] == helps[1] && helps[2] > 1.5 * helps[1], "\(helps)")
    }
}
