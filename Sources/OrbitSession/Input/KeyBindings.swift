import OrbitMotion

/// Which command each key gives. Keys are matched by name, case-insensitively, as SDL names them.
///
/// While the search field is open only the editing and navigation keys act (`Escape`, `Return`, `Backspace`,
/// `Tab`, arrows, `Home`, `PageUp` / `PageDown`, `Ctrl+Q`); letters and `/` arrive as typed text instead.
public enum KeyBindings {
    /// The command of `chord` with the search field open (`searching`) or not; `nil` for a key that does nothing.
    public static func command(for chord: KeyChord, searching: Bool) -> SessionCommand? {
        let name = chord.name.lowercased()
        let shift = chord.modifiers.contains(.shift)
        if chord.modifiers.contains(.control) || chord.modifiers.contains(.gui) {
            return name == "q" ? .quit : nil
        }
        switch name {
        case "escape": return .escape
        case "return", "keypad enter", "return2": return .confirm
        case "backspace": return .deleteBackward
        case "tab": return shift ? .focusPrevious : .focusNext
        case "home": return .fitAll
        case "left": return .turnFocusedRing(clockwise: false)
        case "right": return .turnFocusedRing(clockwise: true)
        case "up": return .moveHighlight(rows: -1)
        case "down": return .moveHighlight(rows: 1)
        case "pageup": return .moveHighlight(rows: -OrbitSession.listRows)
        case "pagedown": return .moveHighlight(rows: OrbitSession.listRows)
        case "keypad +": return .arrive
        case "keypad -": return .leave
        default: break
        }
        guard !searching else { return nil }
        switch name {
        case "/" where shift, "?": return .toggleHelp
        case "/", "keypad /": return .openSearch
        case "q": return .quit
        case "h": return .toggleHUD
        case "l": return .toggleLegend
        case "b": return .toggleBlocked
        case "r": return .reseed
        case "+", "=": return .arrive
        case "-", "_": return .leave
        default: return nil
        }
    }
}
