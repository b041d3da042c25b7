import Foundation
import OrbitLayout

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

    /// One person searched: their id, their name as shown, and where they come in the tie-breaking order.
    struct Entry: Sendable {
        var id: String
        var name: String
        /// Ties between matches of one rank go to the lower order, then to the lower id.
        var order: Double
        /// The folded name when it is not plain ASCII (a plain one is in `asciiKeys`), else "".
        var key: String

        /// What a slot no one has held yet keeps.
        static let vacant = Entry(id: "", name: "", order: 0, key: "")
    }

    /// Where a slot's folded name is: `length` bytes of `asciiKeys` from `start` when it is plain ASCII, else
    /// the entry's `key`. What a scan reads of every person, kept apart so that it reads little memory.
    struct KeySpan: Sendable {
        var start: Int
        var length: Int32
        var isASCII: Bool
        /// Whether someone holds the slot.
        var isHeld: Bool

        static let free = KeySpan(start: 0, length: 0, isASCII: true, isHeld: false)
    }

    /// One person as the search is given them: id, display name, and the order that breaks ties.
    package typealias Searched = (id: String, name: String, order: Double)

    /// The people by slot (a slot is the position given to `init(_:)`, or the one `init(slots:…)` and
    /// `refresh(slots:…)` were told); a free slot's entry is left as it was.
    private(set) var people: [Entry] = []
    /// Per slot, where its folded name is.
    private(set) var spans: [KeySpan] = []
    /// The plain-ASCII folded names, one after another, with the bytes of names since replaced
    /// (`deadKeyBytes`) until there are as many of those as of the others.
    private(set) var asciiKeys: [UInt8] = []
    private var deadKeyBytes = 0
    /// Each name searched (within `ShownName.maxBytes`) as shown and folded: a later search over mostly the same
    /// people reuses them (`init(_:reusing:generation:)`).
    private(set) var names: [String: (shown: String, key: String)] = [:]
    /// The characters folded through Foundation so far, handed on to a later search.
    private(set) var characterFolds: CharacterFolds
    /// Tells this search from another, and from itself before a `refresh`: a narrowing made by one is not used by
    /// another.
    package private(set) var generation: Int

    /// A search over `people` (id and display name), in tie-breaking order. Each name is searched and listed
    /// as shown (`ShownName`: a very long one cut, ending in "…").
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
        self.init(slots: people.count, reusing: previous, generation: generation) { (people[$0].id, people[$0].name, Double($0)) }
    }

    /// A search over `count` slots, each held by `person(slot)` or by no one (`nil`), taking the folds of the
    /// names `previous` knew; `generation` tells it from `previous`.
    ///
    /// - Complexity: as `init(_:reusing:generation:)`, over the slots.
    package init(slots count: Int, reusing previous: PeopleSearch?, generation: Int, person: (Int) -> Searched?) {
        characterFolds = previous?.characterFolds ?? CharacterFolds()
        names.reserveCapacity(min(count, (previous?.names.count ?? 0) + 1024))  // people share names, and names their storage
        people.reserveCapacity(count)
        spans.reserveCapacity(count)
        self.generation = generation
        let known = previous?.names ?? [:]
        for slot in 0..<count {
            people.append(.vacant)
            spans.append(.free)
            if let person = person(slot) { hold(slot, person, known: known) }
        }
    }

    /// Takes the people now in `slots` (`person(slot)`, `nil` for a slot let go) in place of those the search
    /// had there: a name it had is not folded again. Matches narrowed before are not used after (`generation`
    /// grows).
    ///
    /// - Complexity: O(slots) plus the folding of names the search did not have, amortized; independent of how
    ///   many people it holds.
    package mutating func refresh(slots: some Sequence<Int>, person: (Int) -> Searched?) {
        generation += 1
        foldedNames = 0
        for slot in slots {
            let now = person(slot)
            if slot >= people.count {
                guard now != nil else { continue }
                people.append(contentsOf: repeatElement(.vacant, count: slot - people.count + 1))
                spans.append(contentsOf: repeatElement(.free, count: slot - spans.count + 1))
            }
            guard let now else {
                release(slot)
                continue
            }
            if spans[slot].isHeld, people[slot].id == now.id, people[slot].name == ShownName.clipped(now.name) {
                people[slot].order = now.order
            } else {
                // Names met between full builds are kept too, up to about twice the people held.
                hold(slot, now, known: [:], remembers: names.count < 2 * max(people.count, 1024))
            }
        }
        if deadKeyBytes > max(4096, asciiKeys.count / 2) { compactKeys() }
    }

    /// Puts `person` in `slot`, their name shown and folded: taken from `names` or `known` when either has it,
    /// else folded (and remembered in `names` when `remembers`).
    private mutating func hold(_ slot: Int, _ person: Searched, known: [String: (shown: String, key: String)], remembers: Bool = true) {
        release(slot)
        let shown: String, key: String
        if let seen = names[person.name] ?? known[person.name] {
            (shown, key) = seen
            if remembers { names[person.name] = seen }
        } else {
            shown = ShownName.clipped(person.name)
            key = Self.fold(shown, folds: &characterFolds)
            foldedNames += 1
            if remembers, person.name.utf8.count <= ShownName.maxBytes { names[person.name] = (shown, key) }
        }
        let isASCII = key.utf8.allSatisfy { $0 < 0x80 }
        people[slot] = Entry(id: person.id, name: shown, order: person.order, key: isASCII ? "" : key)
        spans[slot] = KeySpan(start: asciiKeys.count, length: isASCII ? Int32(key.utf8.count) : 0, isASCII: isASCII, isHeld: true)
        if isASCII { asciiKeys.append(contentsOf: key.utf8) }
    }

    /// Lets `slot` go; the bytes of its name in `asciiKeys` count as dead.
    private mutating func release(_ slot: Int) {
        if spans[slot].isHeld, spans[slot].isASCII { deadKeyBytes += Int(spans[slot].length) }
        spans[slot] = .free
    }

    /// `asciiKeys` without the bytes of names replaced.
    private mutating func compactKeys() {
        var kept: [UInt8] = []
        kept.reserveCapacity(asciiKeys.count - deadKeyBytes)
        for slot in spans.indices where spans[slot].isHeld && spans[slot].isASCII {
            let start = spans[slot].start
            spans[slot].start = kept.count
            kept.append(contentsOf: asciiKeys[start..<start + Int(spans[slot].length)])
        }
        asciiKeys = kept
        deadKeyBytes = 0
    }

    /// How many names the last build or `refresh` folded itself (those an earlier search handed on are not
    /// counted).
    package private(set) var foldedNames = 0

    /// How many distinct non-ASCII characters the names needed Foundation to fold.
    package var foldedCharacters: Int { characterFolds.count }

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

        /// Where the query sits in `key`, a folded name, or `nil` when it does not.
        func rank(in key: String) -> Rank? { PeopleSearch.rank(of: needle, in: key) }

        /// Where the query sits in `key`, a folded name of plain ASCII, or `nil` when it does not: byte by byte
        /// when the query is plain ASCII too (as Foundation would compare them, at a fraction of its cost); never
        /// when it is not.
        func rank(inASCII key: UnsafeBufferPointer<UInt8>) -> Rank? {
            guard let ascii else { return nil }
            return ascii.withUnsafeBufferPointer { PeopleSearch.rank(ofASCII: $0, in: key) }
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

extension LiveLayout {
    /// The person holding `slot` as a name search kept beside this layout takes them (`PeopleSearch.init(slots:…)`,
    /// `refresh(slots:…)`): ties go to the nearer, then to the lower id, as the layout orders people; `nil` for a
    /// free slot.
    package func searched(inSlot slot: Int) -> PeopleSearch.Searched? {
        heldPerson(inSlot: slot).map { ($0.person.id, $0.person.name ?? $0.person.id, $0.distance) }
    }
}
