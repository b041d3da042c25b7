/// Equal strings sharing one storage: a people file repeats names and avatar paths (a crowd of a million names
/// a few hundred names and forty images), and each decoded copy would otherwise keep its own heap storage.
///
/// Strings are matched by their UTF-8 bytes, not by Swift's canonical equivalence: a path spelled with a
/// decomposed "é" names another file than one with a precomposed "é", so it never comes back as the other.
/// Only strings too long to be stored inline (more than 15 UTF-8 bytes) are remembered, and at most `limit`
/// distinct ones: past that, the strings are mostly everyone's own and remembering them would cost more than
/// it saves. Sharing never changes a value: `shared(s)` has the bytes of `s`.
struct SharedStrings {
    /// A string hashed and compared by its bytes.
    private struct Bytes: Hashable {
        var string: String

        static func == (a: Bytes, b: Bytes) -> Bool { a.string.utf8.elementsEqual(b.string.utf8) }

        func hash(into hasher: inout Hasher) {
            var string = string
            string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The most distinct strings remembered.
    let limit: Int
    private var seen: Set<Bytes> = []

    /// A table that remembers up to `limit` distinct strings (default 65,536).
    init(limit: Int = 1 << 16) {
        self.limit = limit
    }

    /// `string`, or a string with the same bytes seen before (sharing its storage).
    /// - Complexity: O(length of `string`) expected.
    mutating func shared(_ string: String) -> String {
        guard string.utf8.count > 15 else { return string }  // stored inline: nothing to share
        let key = Bytes(string: string)
        if let index = seen.firstIndex(of: key) { return seen[index].string }
        if seen.count < limit { seen.insert(key) }
        return string
    }
}
