import Foundation

/// Equal strings sharing one storage: a people file repeats names and avatar paths (a crowd of a million names
/// a few hundred names and forty images), and each decoded copy would otherwise keep its own heap storage.
///
/// Strings are matched by their UTF-8 bytes, not by Swift's canonical equivalence: a path spelled with a
/// decomposed "é" names another file than one with a precomposed "é", so it never comes back as the other.
/// Only strings too long to be stored inline (more than 15 UTF-8 bytes) are remembered, and at most `limit`
/// distinct ones: past that, the strings are mostly everyone's own and remembering them would cost more than
/// it saves. Sharing never changes a value: `shared(s)` has the bytes of `s`.
///
/// The table is looked up by bytes, so a reader can ask for a string before making one (`shared(utf8:)`)
/// and allocates nothing when it was seen before.
struct SharedStrings {
    /// The most distinct strings remembered.
    let limit: Int
    /// The strings remembered, with their hashes.
    private var strings: [(string: String, hash: Int)] = []
    /// An open-addressing table of indexes into `strings` plus one (0: empty); its count is a power of two
    /// at least twice the strings'.
    private var slots: [Int32] = []

    /// A table that remembers up to `limit` distinct strings (default 65,536).
    init(limit: Int = 1 << 16) {
        self.limit = limit
    }

    /// `string`, or a string with the same bytes seen before (sharing its storage).
    /// - Complexity: O(length of `string`) expected.
    mutating func shared(_ string: String) -> String {
        guard string.utf8.count > 15 else { return string }  // stored inline: nothing to share
        var bytes = string
        return bytes.withUTF8 { utf8 in shared(utf8) { string } }
    }

    /// The string these bytes spell, sharing the storage of one with the same bytes seen before.
    /// - Precondition: `utf8` is valid UTF-8.
    /// - Complexity: O(`utf8.count`) expected.
    mutating func shared(utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard utf8.count > 15 else { return String(decoding: utf8, as: UTF8.self) }
        return shared(utf8) { String(decoding: utf8, as: UTF8.self) }
    }

    /// The remembered string with the bytes `utf8`, else `make()` (remembered while there is room).
    private mutating func shared(_ utf8: UnsafeBufferPointer<UInt8>, else make: () -> String) -> String {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(utf8))
        let hash = hasher.finalize()
        if !slots.isEmpty {
            let mask = slots.count - 1
            var slot = hash & mask
            while slots[slot] != 0 {
                let entry = strings[Int(slots[slot]) - 1]
                if entry.hash == hash, Self.hasBytes(entry.string, utf8) { return entry.string }
                slot = (slot + 1) & mask
            }
        }
        let string = make()
        if strings.count < limit { remember(string, hash: hash) }
        return string
    }

    private mutating func remember(_ string: String, hash: Int) {
        strings.append((string, hash))
        if slots.count < 2 * strings.count {
            slots = Array(repeating: 0, count: max(64, slots.count * 2))
            for index in strings.indices { insert(index) }
        } else {
            insert(strings.count - 1)
        }
    }

    private mutating func insert(_ index: Int) {
        let mask = slots.count - 1
        var slot = strings[index].hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
    }

    private static func hasBytes(_ string: String, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { $0.count == utf8.count && memcmp($0.baseAddress!, utf8.baseAddress!, utf8.count) == 0 }
    }
}
