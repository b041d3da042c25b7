import OrbitMotion

/// Which command each key gives: a value the front end hands the session (`OrbitSession.Configuration.keyBindings`),
/// keyed by renderer-neutral key names (`KeyChord.neutral`: `Escape`, `Enter`, `ArrowLeft`, `q`, `/`).
///
/// ``app`` (the default) holds only what any app wants: focus, confirm, escape, fit, search, turn, and the help
/// and legend toggles. ``demo`` adds the demo's keys: people arrive and leave, a new seed, the HUD, blocked people
/// and quit. A front end may add, change or remove any binding.
///
/// While the search field is open only named keys (`Escape`, `Enter`, `Backspace`, `Tab`, arrows, `Home`,
/// `PageUp`, …) and chords with Ctrl or Gui act; characters arrive as typed text instead.
public struct KeyBindings: Sendable, Hashable {
    /// The command of each chord, its key named neutrally.
    public private(set) var commands: [KeyChord: SessionCommand] = [:]

    /// Bindings of chords as a trace spells them (`"Shift+Tab"`, `"ArrowLeft"`, `"Ctrl+Q"`; SDL's names work too).
    public init(_ commands: [String: SessionCommand] = [:]) {
        for (spelled, command) in commands { self[spelled] = command }
    }

    /// The command of the chord spelled `spelled` (as `init(_:)` spells it); `nil` removes the binding.
    public subscript(spelled: String) -> SessionCommand? {
        get { KeyChord(spelled).flatMap { commands[$0.neutral] } }
        set {
            guard let chord = KeyChord(spelled)?.neutral else { return }
            commands[chord] = newValue
        }
    }

    /// These bindings with `other`'s added (`other`'s win where both bind a chord).
    public func adding(_ other: KeyBindings) -> KeyBindings {
        var merged = self
        merged.commands.merge(other.commands) { $1 }
        return merged
    }

    /// How far `Shift`+arrow moves a zoomed-in view (points): the arrow shows more of its side, so people move the
    /// other way.
    package static let panStep = 64.0

    /// What any app wants. `?` and `Shift+/` (how SDL reports `?`) both toggle help; `Shift`+arrows pan a zoomed-in view.
    public static let app = KeyBindings([
        "Escape": .escape, "Enter": .confirm, "Backspace": .deleteBackward, "Tab": .focusNext, "Shift+Tab": .focusPrevious,
        "Home": .fitAll, "ArrowLeft": .turnFocusedRing(clockwise: false), "ArrowRight": .turnFocusedRing(clockwise: true),
        "ArrowUp": .moveHighlight(rows: -1), "ArrowDown": .moveHighlight(rows: 1),
        "PageUp": .moveHighlight(rows: -OrbitSession.listRows), "PageDown": .moveHighlight(rows: OrbitSession.listRows),
        "/": .openSearch, "?": .toggleHelp, "Shift+/": .toggleHelp, "L": .toggleLegend,
        "Shift+ArrowLeft": .pan(x: panStep, y: 0), "Shift+ArrowRight": .pan(x: -panStep, y: 0),
        "Shift+ArrowUp": .pan(x: 0, y: panStep), "Shift+ArrowDown": .pan(x: 0, y: -panStep),
    ])

    /// `app` and the demo's keys: `+` / `=` arrive, `-` / `_` leave, `R` a new seed, `H` the HUD, `B` blocked people,
    /// `Q`, `Ctrl+Q` and `Gui+Q` quit.
    public static let demo = app.adding(KeyBindings([
        "+": .arrive, "=": .arrive, "-": .leave, "_": .leave, "R": .reseed, "H": .toggleHUD, "B": .toggleBlocked,
        "Q": .quit, "Ctrl+Q": .quit, "Gui+Q": .quit,
    ]))

    /// The command of `chord` with the search field open (`searching`) or not; `nil` for a key bound to nothing.
    /// Shift alone does not change a key's command unless the chord with Shift is bound itself.
    public func command(for chord: KeyChord, searching: Bool) -> SessionCommand? {
        let chord = chord.neutral
        if searching, !chord.isNamedKey, chord.modifiers.isDisjoint(with: [.control, .gui]) { return nil }
        if let command = commands[chord] { return command }
        guard chord.modifiers == .shift else { return nil }
        return commands[KeyChord(modifiers: [], name: chord.name)]
    }
}
