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

    let people: [(id: String, name: String, key: String)]

    /// A search over `people` (id and display name), in tie-breaking order.
    ///
    /// - Complexity: O(total name length) to fold the names once.
    package init(_ people: [(id: String, name: String)]) {
        self.people = people.map { ($0.id, $0.name, Self.fold($0.name)) }
    }

    /// `text` folded for comparison: compatibility forms made plain (full-width "ＡＢＣ" and half-width "ｶﾞ" become
    /// "abc" and "ガ", ligatures split), case folded in every script that has case (Latin, Cyrillic, Greek with
    /// its final sigma, …), accents removed from Latin, Greek and Cyrillic letters, the optional vowel points of
    /// Arabic and Hebrew and the Arabic tatweel removed, runs of white space made one space, trimmed. Vowel signs
    /// that are letters' parts (Devanagari, Bengali, Thai, …) are kept: "करण" and "किरण" are different names.
    package static func fold(_ text: String) -> String {
        let folded = text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let unpointed = String(String.UnicodeScalarView(folded.unicodeScalars.filter { !isOptionalPoint($0) }))
        return unpointed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `scalar` is a Hebrew or Arabic point or mark that writing may leave out, or the tatweel.
    static func isOptionalPoint(_ scalar: Unicode.Scalar) -> Bool {
        guard (0x0591...0x05C7).contains(scalar.value) || (0x0610...0x06ED).contains(scalar.value) else { return false }
        return scalar.value == 0x0640 || scalar.properties.generalCategory == .nonspacingMark
    }

    /// Up to `limit` people whose name contains `query` (folded), best first; none for an empty query.
    ///
    /// - Complexity: O(people · name length + m log m) for m matches kept.
    package func matches(_ query: String, limit: Int = .max) -> [Match] {
        let needle = Self.fold(query)
        guard !needle.isEmpty, limit > 0 else { return [] }
        var found: [(rank: Rank, order: Int)] = []
        for (order, person) in people.enumerated() {
            if let rank = Self.rank(of: needle, in: person.key) { found.append((rank, order)) }
        }
        let better: ((rank: Rank, order: Int), (rank: Rank, order: Int)) -> Bool = { ($0.rank, $0.order) < ($1.rank, $1.order) }
        found.keepSmallest(limit, by: better)
        found.sort(by: better)
        return found.map { Match(id: people[$0.order].id, name: people[$0.order].name, rank: $0.rank) }
    }

    /// The best match for `query`, or `nil` when nobody matches.
    package func best(_ query: String) -> Match? { matches(query, limit: 1).first }

    /// Where `needle` sits in `key` (both folded), or `nil` when it does not.
    static func rank(of needle: String, in key: String) -> Rank? {
        if key == needle { return .whole }
        if key.hasPrefix(needle) { return .prefix }
        guard let first = key.range(of: needle) else { return nil }
        var position: Range<String.Index>? = first
        while let range = position {
            if key[..<range.lowerBound].last == " " { return .wordPrefix }
            position = key.range(of: needle, range: key.index(after: range.lowerBound)..<key.endIndex)
        }
        return .inside
    }
}
