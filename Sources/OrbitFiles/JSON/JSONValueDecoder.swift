/// Decodes any `Decodable` from a parsed `JSONValue`, so every failure names its key path
/// (`events[3].t: expected a number, got a string ("abc")`) and numbers beyond a type's range fail
/// there too, instead of Foundation's "not valid JSON" with no place.
///
/// A `Double` outside its range arrives as ±infinity (or ±0) for the caller's validation to name; an
/// integer must be exact and in range. Missing keys and `null` count as absent for optionals.
struct JSONValueDecoder {
    /// Decodes `T` from `value`.
    /// - Throws: `.wrongType`, `.missingKey` or `.invalidValue` naming the key path of the first wrongly typed,
    ///   missing or out-of-range value.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(FileError) -> T {
        try decode(type, from: value, codingPath: [])
    }

    /// Decodes `T` from `value`, the element at `index` of the top-level array `key` (a streamed element:
    /// see `JSONValue.parse(_:streaming:reading:to:)`), so failures name it as `key[index]`.
    /// - Throws: as `decode(_:from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, element index: Int, of key: String) throws(FileError) -> T {
        try decode(type, from: value, codingPath: [NameKey(stringValue: key), IndexKey(index)])
    }

    private static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, codingPath: [any CodingKey]) throws(FileError) -> T {
        do {
            return try T(from: ValueDecoder(value: value, codingPath: codingPath))
        } catch let error as FileError {
            throw error
        } catch let error as DecodingError {
            throw fileError(error)
        } catch {
            throw FileError.invalidValue(source: nil, keyPath: "", problem: "\(error)")
        }
    }

    /// A key path such as `users[3].lat`; empty at the top level.
    static func keyPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// The error a `Decodable`'s own complaint (an unknown enum name, a missing key) stands for.
    static func fileError(_ error: DecodingError) -> FileError {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            .invalidValue(source: nil, keyPath: keyPath(context.codingPath), problem: context.debugDescription)
        case .keyNotFound(let key, let context):
            .missingKey(source: nil, keyPath: keyPath(context.codingPath + [key]))
        @unknown default:
            .invalidValue(source: nil, keyPath: "", problem: "\(error)")
        }
    }
}

private struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleContainer(decoder: self) }

    func mismatch(_ expected: String) -> FileError {
        JSONField(value, path: JSONValueDecoder.keyPath(codingPath)).mismatch(expected)
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is Double.Type: return try number() as! T
        case is Float.Type: return Float(try number()) as! T
        case is String.Type:
            guard case .string(let text) = value else { throw mismatch("a string") }
            return text as! T
        case is Bool.Type:
            guard case .bool(let flag) = value else { throw mismatch("a boolean (true or false)") }
            return flag as! T
        case is Int.Type: return try integer(Int.self) as! T
        case is Int64.Type: return try integer(Int64.self) as! T
        case is Int32.Type: return try integer(Int32.self) as! T
        case is UInt64.Type: return try integer(UInt64.self) as! T
        case is UInt32.Type: return try integer(UInt32.self) as! T
        case is UInt.Type: return try integer(UInt.self) as! T
        default: return try T(from: self)
        }
    }

    func number() throws -> Double {
        guard case .number(let text) = value, let number = JSONValue.double(text) else { throw mismatch("a number") }
        return number
    }

    func integer<T: FixedWidthInteger & Sendable>(_ type: T.Type) throws -> T {
        do {
            return try JSONField(value).integer(T.self)
        } catch {
            throw mismatch("an integer in \(T.min)...\(T.max)")
        }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: JSONObject
    let codingPath: [any CodingKey]
    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { (members[key.stringValue] ?? .null) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let value = members[key.stringValue], value != .null else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "required key is missing"))
        }
        return try ValueDecoder(value: value, codingPath: codingPath + [key]).decodeValue(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { ValueDecoder(value: .object(members), codingPath: codingPath) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }

    private func decoder(for key: Key) throws -> ValueDecoder {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "required key is missing"))
        }
        return ValueDecoder(value: value, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = try next()
        return try decoder.decodeValue(T.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }

    private mutating func next() throws -> ValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "the array has no more elements"))
        }
        defer { currentIndex += 1 }
        return ValueDecoder(value: elements[currentIndex], codingPath: codingPath + [IndexKey(currentIndex)])
    }
}

private struct SingleContainer: SingleValueDecodingContainer {
    let decoder: ValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(T.self) }
}
