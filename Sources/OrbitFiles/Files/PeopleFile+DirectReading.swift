import Foundation
import OrbitLayout

/// Reading a `users` entry straight from the file's bytes into an `OrbitPerson`: no `JSONValue` tree, no key
/// strings, numbers read in place, shared names and avatar paths looked up before a string is made.
///
/// It takes only the common case: an object whose keys are known ones, in ASCII and each once; whose values
/// have the expected type or are `null`; whose strings have no escapes or control characters and are valid
/// UTF-8; whose `relation` is ASCII; with `id` present. Anything else (a syntax error, an unknown or repeated
/// key, a wrong type, an escape, a missing id) is declined, and the entry goes the general way: parsed as a
/// `JSONValue`, then decoded by `PeopleFile.person(_:)`, which gives the same person or the error with its
/// place. So this reader decides nothing on its own: it is a shortcut that gives what the general way gives.
struct DirectUserReader: JSONByteCursor {
    /// What an entry holds.
    struct Entry {
        var person: OrbitPerson
        /// The entry's relation when it is not a known one (`person` then has relation `none`).
        var unknownRelation: String?
        /// The offset just past the entry's closing brace.
        var end: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int

    /// The entry starting at `start` (its opening brace), or `nil` when it is not one this reader takes.
    static func entry(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, names: inout SharedStrings, avatars: inout SharedStrings) -> Entry? {
        var reader = DirectUserReader(bytes: bytes, offset: start)
        return reader.readEntry(names: &names, avatars: &avatars)
    }

    /// The keys an entry may have, by bit.
    private enum Key: UInt8 {
        case id, name, lat, lon, distanceMeters, active, relation, avatar
    }

    private mutating func readEntry(names: inout SharedStrings, avatars: inout SharedStrings) -> Entry? {
        guard consume(UInt8(ascii: "{")) else { return nil }
        var seen: UInt8 = 0
        var id: String?
        var person = OrbitPerson(id: "", isActive: PeopleFile.Default.active, relation: PeopleFile.Default.relation)
        var unknownRelation: String?
        skipWhitespace()
        guard !consume(UInt8(ascii: "}")) else { return nil }  // no id
        while true {
            skipWhitespace()
            guard let key = readKey(), seen & 1 << key.rawValue == 0 else { return nil }
            seen |= 1 << key.rawValue
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { return nil }
            skipWhitespace()
            if !readNull() {
                switch key {
                case .id: guard let text = readString(), let string = Self.string(text) else { return nil }; id = string
                case .name: guard let text = readString(), let name = Self.string(text, sharedIn: &names) else { return nil }; person.name = name
                case .avatar: guard let text = readString(), let avatar = Self.string(text, sharedIn: &avatars) else { return nil }; person.avatar = avatar
                case .lat: guard let number = readNumber() else { return nil }; person.latitude = number
                case .lon: guard let number = readNumber() else { return nil }; person.longitude = number
                case .distanceMeters: guard let number = readNumber() else { return nil }; person.distanceMeters = number
                case .active: guard let flag = readBool() else { return nil }; person.isActive = flag
                case .relation:
                    guard let text = readString(), Self.isASCII(text) else { return nil }
                    if let relation = Self.relation(text) {
                        person.relation = relation
                    } else {
                        unknownRelation = String(decoding: text, as: UTF8.self)
                    }
                }
            }
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            guard consume(UInt8(ascii: "}")), let id else { return nil }
            person.id = id
            return Entry(person: person, unknownRelation: unknownRelation, end: offset)
        }
    }

    /// The key at `offset`, when it is a known one spelled in ASCII without escapes.
    private mutating func readKey() -> Key? {
        guard let text = readString() else { return nil }
        let key: Key? = switch text.count {
        case 2: Self.equal(text, "id") ? .id : nil
        case 3: Self.equal(text, "lat") ? .lat : Self.equal(text, "lon") ? .lon : nil
        case 4: Self.equal(text, "name") ? .name : nil
        case 6: Self.equal(text, "active") ? .active : Self.equal(text, "avatar") ? .avatar : nil
        case 8: Self.equal(text, "relation") ? .relation : nil
        case 14: Self.equal(text, "distanceMeters") ? .distanceMeters : nil
        default: nil
        }
        return key
    }

    /// The bytes of the string at `offset` without its quotes, when it has no escapes or control characters.
    private mutating func readString() -> UnsafeBufferPointer<UInt8>? {
        guard consume(UInt8(ascii: "\"")) else { return nil }
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return UnsafeBufferPointer(rebasing: bytes[start..<offset - 1])
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
            offset += 1
        }
        return nil
    }

    /// The number at `offset` when it follows JSON's grammar, as `JSONValue.double(_:)` reads it.
    private mutating func readNumber() -> Double? {
        let start = offset
        _ = consume(UInt8(ascii: "-"))
        if !consume(UInt8(ascii: "0")) { guard digits() else { return nil } }
        if consume(UInt8(ascii: ".")) { guard digits() else { return nil } }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard digits() else { return nil }
        }
        return JSONValue.double(utf8: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    }

    /// Consumes one or more decimal digits; `false` when there is none.
    private mutating func digits() -> Bool {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset > start
    }

    private mutating func readBool() -> Bool? {
        if consume("true") { return true }
        if consume("false") { return false }
        return nil
    }

    private mutating func readNull() -> Bool { consume("null") }

    private mutating func consume(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - offset >= count, memcmp(bytes.baseAddress! + offset, word.utf8Start, count) == 0 else { return false }
        offset += count
        return true
    }

    private static func equal(_ text: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        text.count == word.utf8CodeUnitCount && memcmp(text.baseAddress!, word.utf8Start, text.count) == 0
    }

    private static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.allSatisfy { $0 < 0x80 }
    }

    /// The string `text` spells, or `nil` when it is not valid UTF-8.
    private static func string(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        isASCII(text) ? String(decoding: text, as: UTF8.self) : String.validatedUTF8(text)
    }

    /// As `string(_:)`, sharing storage with an equal string seen before.
    private static func string(_ text: UnsafeBufferPointer<UInt8>, sharedIn table: inout SharedStrings) -> String? {
        if isASCII(text) { return table.shared(utf8: text) }
        return String.validatedUTF8(text).map { table.shared($0) }
    }

    /// The relation whose name has the bytes `text` (ASCII: canonical equivalence is byte equality there).
    private static func relation(_ text: UnsafeBufferPointer<UInt8>) -> Relation? {
        relationNames.first { $0.utf8.elementsEqual(text) }?.relation
    }

    private static let relationNames = Relation.allCases.map { (relation: $0, utf8: Array($0.rawValue.utf8)) }
}
