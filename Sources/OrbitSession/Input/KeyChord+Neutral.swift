import OrbitMotion

/// Key names a session understands, the same for every renderer: the W3C UI Events key values of named keys
/// (`Escape`, `Enter`, `Tab`, `Backspace`, `Delete`, `Home`, `End`, `ArrowLeft`, `ArrowRight`, `ArrowUp`,
/// `ArrowDown`, `PageUp`, `PageDown`, `Space`) and, for a key that types a character, that character (`q`, `/`,
/// `+`), letters in lower case.
extension KeyChord {
    /// The named keys, by their lower-cased spellings: W3C's, and SDL's where they differ (`Return`, `Left`, …).
    static let namedKeys: [String: String] = {
        var names: [String: String] = [:]
        for name in ["Escape", "Enter", "Tab", "Backspace", "Delete", "Home", "End", "ArrowLeft", "ArrowRight", "ArrowUp",
                     "ArrowDown", "PageUp", "PageDown", "Space"] {
            names[name.lowercased()] = name
        }
        for (alias, name) in [("return", "Enter"), ("return2", "Enter"), ("keypad enter", "Enter"), ("left", "ArrowLeft"),
                              ("right", "ArrowRight"), ("up", "ArrowUp"), ("down", "ArrowDown"), ("esc", "Escape"), (" ", "Space")] {
            names[alias] = name
        }
        return names
    }()

    /// This chord with its key named renderer-neutrally (see the extension's notes): named keys in W3C's spelling
    /// (SDL's `Return`, `Keypad Enter` and `Left` become `Enter` and `ArrowLeft`), a keypad character as the
    /// character (`Keypad +` is `+`), letters in lower case. Modifiers stay.
    package var neutral: KeyChord {
        let lowered = name.lowercased()
        if let named = Self.namedKeys[lowered] { return KeyChord(modifiers: modifiers, name: named) }
        if lowered.hasPrefix("keypad "), lowered.count == "keypad ".count + 1 {
            return KeyChord(modifiers: modifiers, name: String(lowered.suffix(1)))
        }
        return KeyChord(modifiers: modifiers, name: lowered.count == 1 ? lowered : name)
    }

    /// Whether the key is a named one (`Escape`, `Tab`, …) rather than one that types a character.
    package var isNamedKey: Bool { Self.namedKeys.values.contains(neutral.name) }
}
