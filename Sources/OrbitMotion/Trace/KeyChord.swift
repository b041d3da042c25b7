/// A key as a trace's `key` event names it: zero or more modifiers, each followed by `+`, then the key's
/// SDL name, e.g. `Escape`, `H`, `+`, `Shift+Tab`, `Ctrl+Shift+R`, `Shift++`.
///
/// Modifiers are `Shift`, `Ctrl`, `Alt` and `Gui` (case-insensitive). A lone `+` is the plus key, so a name
/// is split only where a modifier and `+` precede a non-empty rest. Whether the key name itself exists is
/// the renderer's question (the demo asks SDL).
public struct KeyChord: Sendable, Hashable {
    /// The modifier keys held with the key.
    package struct Modifiers: OptionSet, Sendable, Hashable {
        package let rawValue: Int
        package init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift.
        package static let shift = Modifiers(rawValue: 1)
        /// Control (`Ctrl`).
        package static let control = Modifiers(rawValue: 2)
        /// Alt (Option on a Mac).
        package static let alt = Modifiers(rawValue: 4)
        /// The system key (`Gui`: Command, Windows).
        package static let gui = Modifiers(rawValue: 8)
    }

    /// The modifiers held.
    package var modifiers: Modifiers
    /// The key's name without modifiers, e.g. `Tab`.
    public var name: String

    static let modifierNames: [(String, Modifiers)] = [("shift+", .shift), ("ctrl+", .control), ("alt+", .alt), ("gui+", .gui)]

    /// The longest spelling a chord may have, in UTF-8 bytes: 64, room for every SDL key name (the longest
    /// are under 20) after all four modifiers. A longer one is no key, and reading a trace refuses it.
    package static let maximumLength = 64

    /// The chord of `name` with `modifiers`.
    package init(modifiers: Modifiers, name: String) {
        self.modifiers = modifiers
        self.name = name
    }

    /// Parses `spelled`; `nil` when it is empty or longer than `maximumLength` (64) bytes.
    ///
    /// - Complexity: O(length of `spelled`): each modifier is compared on its few bytes only.
    public init?(_ spelled: String) {
        guard !spelled.isEmpty, spelled.utf8.count <= Self.maximumLength else { return nil }
        var rest = Substring(spelled)
        var modifiers: Modifiers = []
        while let (prefix, modifier) = Self.modifierNames.first(where: { Self.startsCaseInsensitively(rest, with: $0.0) }),
            rest.utf8.count > prefix.utf8.count {
            modifiers.insert(modifier)
            rest = rest[rest.utf8.index(rest.startIndex, offsetBy: prefix.utf8.count)...]
        }
        self.modifiers = modifiers
        self.name = String(rest)
    }

    /// Whether `text` starts with `prefix` (lower-case ASCII), ignoring the case of ASCII letters.
    private static func startsCaseInsensitively(_ text: Substring, with prefix: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        for expected in prefix.utf8 {
            guard let byte = bytes.next() else { return false }
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
            guard lowered == expected else { return false }
        }
        return true
    }
}
