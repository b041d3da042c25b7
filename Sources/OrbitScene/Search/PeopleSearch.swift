import Foundation

/// Finds people by name as they type it, in any script: case- and accent-insensitive ("ana" finds "Aňa", "NOVAK"
/// finds "Novák", "ΝΙΚΟΣ" finds "Νίκος", "петр" finds "Пётр"), full-width and half-width forms alike, Arabic and
/// Hebrew with or without vowel points; best match first.
///
/// A match is ranked by where the query sits in the name: the whole name, then the start of the name, then
/// the start of a later word, then anywhere inside; ties keep the order the people were given in (give them
/// nearest first, say, and the nearest match wins).
package struct PeopleSearch: Sendable {
    /// How well a name matches, best first.
    package enum Rank: Int, Comparable, Sendable {
        /// The query is the whole name.
        case whole
        /// The name starts with the query.
        case prefix
        /// A later word of the name starts with the query.
        case wordPrefix
        /// The query is somewhere inside the name.
        case inside

        /// Whether `a` is the better match.
        package static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// One person found.
    package struct Match: Hashable, Sendable {
        /// The person's id.
        package var id: String
        /// The name the query was found in.
        package var name: String
        /// Where in the name it was found.
        package var rank: Rank
    }

    /// One person searched: their id, their name as shown, and that folded.
    struct Entry: Sendable {
        var id: String
        var name: String
        var key: String
        /// Whether `key` is plain ASCII, compared byte by byte.
        var keyIsASCII: Bool

        init(id: String, name: String, key: String) {
            (self.id, self.name, self.key) = (id, name, key)
            keyIsASCII = key.utf8.allSatisfy { $0 < 0x80 }
        }
    }

    let people: [Entry]
    /// Each name searched (within ``ShownName/maxBytes``) as shown and folded: a later search over mostly the same
    /// people reuses them (`init(_:reusing:generation:)`).
    let names: [String: (shown: String, key: String)]
    /// The characters folded through Foundation so far, handed on to a later search.
    let characterFolds: CharacterFolds
    /// Tells this search from another: a narrowing made by one is not used by another.
    package let generation: Int

    /// A search over `people` (id and display name), in tie-breaking order. Each name is searched and listed
    /// as shown (``ShownName``: a very long one cut, ending in "…").
    ///
    /// - Complexity: O(total length of the names shown) to fold each distinct name once; plain ASCII without
    ///   Foundation, and each other character through Foundation once (names share their letters).
    package init(_ people: [(id: String, name: String)]) {
        self.init(people, reusing: nil, generation: 0)
    }

    /// A search over `people` as `init(_:)` makes it, taking the folds of the names `previous` knew from it
    /// (a name is folded again only when no earlier search had it); `generation` tells it from `previous`.
    ///
    /// - Complexity: O(n) dictionary look-ups, plus `init(_:)`'s cost for the names `previous` did not have.
    package init(_ people: [(id: String, name: String)], reusing previous: PeopleSearch?, generation: Int) {
        var folds = previous?.characterFolds ?? CharacterFolds()
        let known = previous?.names ?? [:]
        var names: [String: (shown: String, key: String)] = [:]  // people share names, and names their storage
        names.reserveCapacity(min(people.count, known.count + 1024))
        var folded = 0
        self.people = people.map { person in
            if let seen = names[person.name] { return Entry(id: person.id, name: seen.shown, key: seen.key) }
            if let seen = known[person.name] {
                names[person.name] = seen
                return Entry(id: person.id, name: seen.shown, key: seen.key)
            }
            let shown = ShownName.clipped(person.name)
            let key = Self.fold(shown, folds: &folds)
            folded += 1
            if person.name.utf8.count <= ShownName.maxBytes { names[person.name] = (shown, key) }
            return Entry(id: person.id, name: shown, key: key)
        }
        self.names = names
        characterFolds = folds
        foldedCharacters = folds.count
        foldedNames = folded
        self.generation = generation
    }

    /// How many names this search folded itself (those an earlier search handed on are not counted).
    package let foldedNames: Int

    /// How many distinct non-ASCII characters the names needed Foundation to fold.
    package let foldedCharacters: Int

    /// `text` folded for comparison: compatibility forms made plain (full-width "ＡＢＣ" and half-width "ｶﾞ" become
    /// "abc" and "ガ", ligatures split), case folded in every script that has case (Latin, Cyrillic, Greek with
    /// its final sigma, …), accents removed from Latin, Greek and Cyrillic letters, the optional vowel points of
    /// Arabic and Hebrew and the Arabic tatweel removed, runs of white space made one space, trimmed. Vowel signs
    /// that are letters' parts (Devanagari, Bengali, Thai, …) are kept: "करण" and "किरण" are different names.
    package static func fold(_ text: String) -> String {
        var folds = CharacterFolds()
        return fold(text, folds: &folds)
    }

    /// Characters already folded through Foundation, and their folds.
    typealias CharacterFolds = [Character: String]

    /// `fold(_:)` of `text`, character by character: ASCII letters lower-cased in place, every other character
    /// folded through Foundation once and remembered in `folds` (a character's fold does not depend on its
    /// neighbours: what a fold joins or splits, normalization and marks, lies within one grapheme cluster; a
    /// text with a cluster that starts with a mark goes to Foundation whole).
    static func fold(_ text: String, folds: inout CharacterFolds) -> String {
        var utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(utf8) }
        var folded = ""
        folded.reserveCapacity(utf8.count)
        for character in text {
            if let known = folds[character] {
                folded += known
            } else if character.unicodeScalars.count == 1, let ascii = character.asciiValue {
                folded.unicodeScalars.append(Unicode.Scalar(ascii.lowercasedASCII))
            } else if Self.extends(character.unicodeScalars.first!) {
                // A mark that starts a cluster (after a control character, say) folds by what precedes it.
                return collapsingWhiteSpace(foundationFold(text))
            } else {
                let known = foundationFold(String(character))
                folds[character] = known
                folded += known
            }
        }
        utf8 = folded.utf8
        return utf8.allSatisfy({ $0 < 0x80 }) ? foldASCII(utf8) : collapsingWhiteSpace(folded)
    }

    /// ASCII text lower-cased, runs of white space made one space, trimmed.
    static func foldASCII(_ text: String.UTF8View) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var pendingSpace = false
        for byte in text {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte.lowercasedASCII)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `scalar` is a combining mark or otherwise extends the cluster before it.
    static func extends(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isGraphemeExtend || [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }

    /// `text` with runs of white space made one space, trimmed.
    static func collapsingWhiteSpace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `fold(_:)` done wholly by Foundation, white space aside: the reference the fast paths equal.
    static func foundationFold(_ text: String) -> String {
        let folded = text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter { !isOptionalPoint($0) }))
    }

    /// Whether `scalar` is a Hebrew or Arabic point or mark that writing may leave out, or the tatweel.
    static func isOptionalPoint(_ scalar: Unicode.Scalar) -> Bool {
        guard (0x0591...0x05C7).contains(scalar.value) || (0x0610...0x06ED).contains(scalar.value) else { return false }
        return scalar.value == 0x0640 || scalar.properties.generalCategory == .nonspacingMark
    }

    /// Up to `limit` people whose name contains `query` (folded), best first; none for an empty query.
    ///
    /// - Complexity: O(people · name length).
    package func matches(_ query: String, limit: Int = .max) -> [Match] {
        matches(query, limit: limit, narrowing: nil).matches
    }

    /// The best match for `query`, or `nil` when nobody matches.
    package func best(_ query: String) -> Match? { matches(query, limit: 1).first }

    /// A folded query, and whether it is plain ASCII.
    struct Query {
        let needle: String
        /// The needle's bytes when it is plain ASCII.
        let ascii: [UInt8]?

        init(_ needle: String) {
            self.needle = needle
            ascii = needle.utf8.allSatisfy { $0 < 0x80 } ? Array(needle.utf8) : nil
        }

        /// Where the query sits in `person`'s folded name, or `nil` when it does not: byte by byte when both
        /// are plain ASCII (as Foundation would compare them, at a fraction of its cost).
        func rank(in person: Entry) -> Rank? {
            guard let ascii, person.keyIsASCII else { return PeopleSearch.rank(of: needle, in: person.key) }
            var key = person.key
            return key.withUTF8 { key in ascii.withUnsafeBufferPointer { PeopleSearch.rank(ofASCII: $0, in: key) } }
        }
    }

    /// Where `needle` sits in `key` (both folded and plain ASCII), or `nil` when it does not.
    ///
    /// - Complexity: O(`key` length · `needle` length).
    static func rank(ofASCII needle: UnsafeBufferPointer<UInt8>, in key: UnsafeBufferPointer<UInt8>) -> Rank? {
        let length = needle.count
        guard length <= key.count else { return nil }
        func occurs(at start: Int) -> Bool {
            for offset in 0..<length where key[start + offset] != needle[offset] { return false }
            return true
        }
        if occurs(at: 0) { return length == key.count ? .whole : .prefix }
        guard length > 0 else { return .prefix }
        var found = false
        let first = needle[0]
        for start in stride(from: 1, through: key.count - length, by: 1) where key[start] == first && occurs(at: start) {
            if key[start - 1] == 0x20 { return .wordPrefix }
            found = true
        }
        return found ? .inside : nil
    }

    /// Where `needle` sits in `key` (both folded), or `nil` when it does not.
    ///
    /// - Complexity: O(`key` length · `needle` length).
    static func rank(of needle: String, in key: String) -> Rank? {
        if key == needle { return .whole }
        if key.hasPrefix(needle) { return .prefix }
        let (needleBytes, keyBytes) = (needle.utf8, key.utf8)
        if needleBytes.allSatisfy({ $0 < 0x80 }), keyBytes.allSatisfy({ $0 < 0x80 }) {
            let (needle, key) = (Array(needleBytes), Array(keyBytes))
            return key.withUnsafeBufferPointer { key in needle.withUnsafeBufferPointer { Self.rank(ofASCII: $0, in: key) } }
        }
        guard let first = key.range(of: needle) else { return nil }
        var position: Range<String.Index>? = first
        while let range = position {
            if key[..<range.lowerBound].last == " " { return .wordPrefix }
            position = key.range(of: needle, range: key.index(after: range.lowerBound)..<key.endIndex)
        }
        return .inside
    }
}

extension UInt8 {
    /// This ASCII byte with `A`–`Z` made `a`–`z`.
    fileprivate var lowercasedASCII: UInt8 { (0x41...0x5A).contains(self) ? self | 0x20 : self }
}
