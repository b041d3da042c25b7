/// Placeholder letters, each kept once and numbered from 1: a scene's looks hold a 4-byte number instead of a
/// 16-byte string each, and a crowd's few hundred distinct initials are made once.
struct InitialsTable: Sendable {
    private var letters: [String] = []
    private var entries: [String: UInt32] = [:]

    /// The number of `text`, added when new (never 0).
    mutating func entry(for text: String) -> UInt32 {
        if let entry = entries[text] { return entry }
        letters.append(text)
        entries[text] = UInt32(letters.count)
        return UInt32(letters.count)
    }

    /// The letters numbered `entry`; `nil` for 0 (none made yet).
    subscript(entry: UInt32) -> String? {
        entry == 0 ? nil : letters[Int(entry) - 1]
    }
}
