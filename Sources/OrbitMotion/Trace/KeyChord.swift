/// A key as a trace's `key` event names it: zero or more modifiers, each followed by `+`, then the key's
/// SDL name, e.g. `Escape`, `H`, `+`, `Shift+Tab`, `Ctrl+Shift+R`, `Shift++`.
///
/// Modifiers are `Shift`, `Ctrl`, `Alt` and `Gui` (case-insensitive). A lone `+` is the plus key, so a name
/// is split only where a modifier and `+` precede a non-empty rest. Whether the key name itself exists is
/// the renderer's question (the demo asks SDL).
public struct KeyChord: Sendable, Hashable {
    /// The modifier keys held with the key.
    public struct Modifiers: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift.
        public static let shift = Modifiers(rawValue: 1)
        /// Control (`Ctrl`).
        public static let control = Modifiers(rawValue: 2)
        /// Alt (Option on a Mac).
        public static let alt = Modifiers(rawValue: 4)
        /// The system key (`Gui`: Command, Windows).
        public static let gui = Modifiers(rawValue: 8)
    }

    /// The modifiers held.
    public var modifiers: Modifiers
    /// The key's name without modifiers, e.g. `Tab`.
    public var name: String

    static let modifierNames: [(String, Modifiers)] = [("shift+", .shift), ("ctrl+", .control), ("alt+", .alt), ("gui+", .gui)]

    /// The chord of `name` with `modifiers`.
    public init(modifiers: Modifiers, name: String) {
        self.modifiers = modifiers
        self.name = name
    }

    /// Parses `spelled`; `nil` when it is empty.
    public init?(_ spelled: String) {
        var rest = Substring(spelled)
        var modifiers: Modifiers = []
        while let (prefix, modifier) = Self.modifierNames.first(where: { rest.lowercased().hasPrefix($0.0) }),
            rest.count > prefix.count {
            modifiers.insert(modifier)
            rest = rest.dropFirst(prefix.count)
        }
        guard !rest.isEmpty else { return nil }
        self.modifiers = modifiers
        self.name = String(rest)
    }
}
