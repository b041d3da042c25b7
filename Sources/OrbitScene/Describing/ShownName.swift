/// What a person's name (or their id, for someone without one) may cost on screen: the one place a name
/// becomes the text a card, a tooltip, a list or search row, initials or a search key is made from.
///
/// A people file may hold a name of any length, and a grapheme cluster of any number of combining marks
/// ("Z" and ten thousand accents is one character); shaping such text takes seconds a frame. So the text shown
/// for a name keeps at most ``maxCharacters`` grapheme clusters, at most ``maxScalarsPerCharacter`` Unicode
/// scalars in each, and at most ``maxBytes`` bytes of UTF-8; a longer name is cut there and ends in "…" (which
/// the limits include). A name within the limits is shown as it is. Search finds people by the text shown.
///
/// - Complexity: O(``maxBytes``) whatever the length of the name: only its first bytes are looked at.
package enum ShownName {
    /// The most grapheme clusters shown of one name, the "…" included: 128.
    package static let maxCharacters = 128
    /// The most Unicode scalars kept of one grapheme cluster: 16 (more than any emoji sequence or letter with
    /// its marks in use; the rest of a longer cluster is left out).
    package static let maxScalarsPerCharacter = 16
    /// The most bytes of UTF-8 shown of one name, the "…" included: 1024.
    package static let maxBytes = 1024

    /// `text` as shown: itself when within the limits, else cut to them and ended with "…".
    package static func clipped(_ text: String) -> String {
        let (kept, isCut) = clip(text)
        return isCut ? kept + ellipsis : kept
    }

    /// What is kept of `text` (all of it, or a start short enough to be followed by "…"), and whether it was cut.
    static func clip(_ text: String) -> (kept: String, isCut: Bool) {
        let bytes = text.utf8
        // Most names are short or plain: no cluster of theirs can pass a limit.
        if bytes.count <= maxScalarsPerCharacter || bytes.count <= maxCharacters && bytes.allSatisfy({ $0 < 0x80 }) { return (text, false) }
        let fitsBytes = bytes.count <= maxBytes
        // Only the first `maxBytes` can be shown, so grapheme breaking never walks further into a huge name.
        let head = fitsBytes ? Substring(text) : Substring(text.unicodeScalars.prefix(maxBytes: maxBytes))
        var kept: [String] = []
        var cut = !fitsBytes
        for character in head {
            guard kept.count < maxCharacters else {
                cut = true
                break
            }
            let scalars = character.unicodeScalars
            if scalars.count > maxScalarsPerCharacter {
                cut = true
                var end = scalars.index(scalars.startIndex, offsetBy: maxScalarsPerCharacter)
                // A joiner left at the end would join what follows into this cluster.
                while end > scalars.startIndex, scalars[scalars.index(before: end)].value == 0x200D { end = scalars.index(before: end) }
                kept.append(String(scalars[..<end]))
            } else {
                kept.append(String(character))
            }
        }
        guard cut else { return (text, false) }
        var keptBytes = kept.reduce(0) { $0 + $1.utf8.count }
        while let last = kept.last, kept.count > maxCharacters - 1 || keptBytes > maxBytes - ellipsis.utf8.count {
            keptBytes -= last.utf8.count
            kept.removeLast()
        }
        var shown = kept.joined()
        // A cut cluster may join with the next one; such a merged cluster goes too.
        while !shown.isEmpty, !isWithinLimits(shown + ellipsis) { shown.removeLast() }
        return (shown, true)
    }

    /// What ends a name that was cut.
    static let ellipsis = "…"

    /// Whether `text` is shown as it is: within every limit.
    ///
    /// - Complexity: O(length of `text`).
    package static func isWithinLimits(_ text: String) -> Bool {
        text.utf8.count <= maxBytes && text.count <= maxCharacters && text.allSatisfy { $0.unicodeScalars.count <= maxScalarsPerCharacter }
    }
}

extension String.UnicodeScalarView {
    /// The longest prefix of whole scalars whose UTF-8 takes at most `maxBytes` bytes.
    fileprivate func prefix(maxBytes: Int) -> Substring.UnicodeScalarView {
        var bytes = 0
        var end = startIndex
        while end < endIndex {
            bytes += UTF8.width(self[end])
            if bytes > maxBytes { break }
            end = index(after: end)
        }
        return self[..<end]
    }
}
