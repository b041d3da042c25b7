import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitSession
import Testing

/// Key bindings: neutral key names, the app's safe defaults, the demo's keys opt-in, and what acts while searching.
@Suite struct KeyBindingsTests {
    /// The commands an app must never get from a key it forwards.
    static let demoOnly: [SessionCommand] = [.arrive, .leave, .reseed, .quit, .toggleHUD, .toggleBlocked]

    @Test func sdlAndW3CNamesMeetInOneNeutralName() {
        for (spelled, neutral) in [("Return", "Enter"), ("Keypad Enter", "Enter"), ("Left", "ArrowLeft"), ("down", "ArrowDown"),
                                   ("Keypad +", "+"), ("H", "h"), ("ESCAPE", "Escape"), ("PageUp", "PageUp"), ("/", "/")] {
            #expect(KeyChord(spelled)?.neutral.name == neutral, "\(spelled)")
        }
        #expect(KeyChord("Shift+Tab")?.neutral == KeyChord(modifiers: .shift, name: "Tab"))
        #expect(KeyChord("Enter")!.isNamedKey && !KeyChord("q")!.isNamedKey && !KeyChord("Keypad +")!.isNamedKey)
    }

    @Test func theAppDefaultsHoldNoDemoKey() {
        let bound = Set(KeyBindings.app.commands.values)
        #expect(bound.isDisjoint(with: Self.demoOnly))
        for command: SessionCommand in [.focusNext, .focusPrevious, .confirm, .escape, .fitAll, .openSearch, .toggleHelp, .toggleLegend,
                                        .turnFocusedRing(clockwise: true), .turnFocusedRing(clockwise: false)] {
            #expect(bound.contains(command), "\(command)")
        }
        #expect(Set(KeyBindings.demo.commands.values).isSuperset(of: Self.demoOnly))
        #expect(OrbitSession.Configuration().keyBindings == .app)
    }

    @Test func keysFindTheirCommands() {
        let demo = KeyBindings.demo
        func command(_ spelled: String, searching: Bool = false) -> SessionCommand? { demo.command(for: KeyChord(spelled)!, searching: searching) }
        #expect(command("Return") == .confirm && command("Enter") == .confirm)
        #expect(command("Shift+Tab") == .focusPrevious && command("Tab") == .focusNext)
        #expect(command("Shift+/") == .toggleHelp && command("?") == .toggleHelp && command("/") == .openSearch)
        #expect(command("Shift+H") == .toggleHUD && command("Ctrl+H") == nil && command("Ctrl+Tab") == nil)
        #expect(command("Keypad +") == .arrive && command("Ctrl+Q") == .quit && command("Gui+Q") == .quit)
        // Searching: characters are typed text; named keys and Ctrl chords still act.
        #expect(command("Q", searching: true) == nil && command("+", searching: true) == nil && command("L", searching: true) == nil)
        #expect(command("Escape", searching: true) == .escape && command("Backspace", searching: true) == .deleteBackward)
        #expect(command("Ctrl+Q", searching: true) == .quit)
        var custom = KeyBindings.app
        custom["F"] = .fitAll
        custom["Home"] = nil
        #expect(custom.command(for: KeyChord("f")!, searching: false) == .fitAll && custom.command(for: KeyChord("Home")!, searching: false) == nil)
    }

    /// With the app's keys `+ + - R Q` leave everyone where they are and do not quit; with the demo's `Q` quits.
    @Test func appKeysLeaveEveryoneInPlace() throws {
        var crowd = CrowdGenerator(seed: 8, avatars: [])
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: 8,
                                    people: crowd.next(120))
        for bindings in [KeyBindings.app, .demo] {
            var configuration = OrbitSession.Configuration()
            configuration.keyBindings = bindings
            var session = try OrbitSession(request: request, windowSize: OrbitSize(width: 1000, height: 700), configuration: configuration)
            let before = try session.advance(to: 0)
            var time = 0.0
            for key in ["+", "+", "-", "R", "Q"] {
                time += 0.2
                session.handle(.key(KeyChord(key)!, time: time))
                _ = try session.advance(to: time)
            }
            let after = try session.advance(to: time + 5)
            if bindings == .app {
                #expect(!after.quit)
                #expect(after.people.map(\.id) == before.people.map(\.id))
                #expect(zip(after.people, before.people).allSatisfy { $0.position == $1.position })
            } else {
                #expect(after.quit && after.people.map(\.id) != before.people.map(\.id))
            }
        }
    }
}
