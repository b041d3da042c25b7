import OrbitGeometry

/// A JSON value together with the key path it was read from, so that every type error names where
/// it is (`users[3].lat: expected a number, got a string`).
struct JSONField: Sendable {
    var value: JSONValue
    /// Where `value` is; spelled out only when a message needs it.
    fileprivate var location: JSONPath

    init(_ value: JSONValue, path: String = "") {
        self.init(value, at: JSONPath(base: path))
    }

    /// Element `index` of the array at `path`.
    init(_ value: JSONValue, element index: Int, of path: String) {
        self.init(value, at: JSONPath(base: path, index: index))
    }

    fileprivate init(_ value: JSONValue, at location: JSONPath) {
        self.value = value
        self.location = location
    }

    /// The key path from the top of the document (`users[3].lat`); empty at the top level.
    var path: String { location.text }

    /// A `.wrongType` error saying what was expected here and what was found.
    func mismatch(_ expected: String) -> FileError {
        let found = switch value {
        case .number(let text): "\(value.kindName) (\(Self.excerpt(text)))"
        case .string(let text): "\(value.kindName) (\"\(Self.excerpt(text))\")"
        default: value.kindName
        }
        return FileError.wrongType(source: nil, keyPath: path, expected: expected, found: found)
    }

    /// `text` as a message quotes it, cut to its first 40 scalars with an ellipsis, so a message never echoes
    /// a huge value whole (see `MessageText.value(_:limit:)`).
    static func excerpt(_ text: String) -> String {
        MessageText.value(text, limit: 40)
    }

    func object() throws(FileError) -> JSONObjectField {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return JSONObjectField(members: members, location: location)
    }

    /// The elements, each with its index in the path, made as they are read (a million `users` entries
    /// are never all held twice).
    func array() throws(FileError) -> some RandomAccessCollection<JSONField> {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        let base = path
        return elements.indices.lazy.map { JSONField(elements[$0], element: $0, of: base) }
    }

    func string() throws(FileError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    func bool() throws(FileError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("a boolean (true or false)") }
        return flag
    }

    /// The number as a `Double`; magnitudes beyond its range become ±infinity and tiny ones ±0,
    /// so a caller can decide what an out-of-range value means.
    func number() throws(FileError) -> Double {
        guard case .number(let text) = value, let number = JSONValue.double(text) else { throw mismatch("a number") }
        return number
    }

    /// The number as an exact integer of type `T` (`3`, `3.0` and `3e0` all qualify).
    func integer<T: FixedWidthInteger & Sendable>(_ type: T.Type) throws(FileError) -> T {
        let expected = "an integer in \(T.min)...\(T.max)"
        guard case .number(let text) = value else { throw mismatch(expected) }
        if let exact = T(text) { return exact }
        guard let number = JSONValue.double(text), let exact = T(exactly: number) else { throw mismatch(expected) }
        return exact
    }
}

/// The members of a JSON object, read by key with the key path carried along.
struct JSONObjectField: Sendable {
    var members: JSONObject
    fileprivate var location: JSONPath

    /// The member at `key`, or `nil` when it is absent or `null`.
    func optional(_ key: String) -> JSONField? {
        guard let value = members[key] else { return nil }
        if case .null = value { return nil }
        return JSONField(value, at: location.appending(key: key))
    }

    /// The member at `key`.
    /// - Throws: `.missingKey` naming the key path when it is absent or `null`.
    func required(_ key: String) throws(FileError) -> JSONField {
        guard let field = optional(key) else {
            throw FileError.missingKey(source: nil, keyPath: location.appending(key: key).text)
        }
        return field
    }
}

/// A key path kept in parts (`users`, `3`, `lat`), so reading a million entries builds no path text
/// unless a message names one.
private struct JSONPath: Sendable {
    /// The path up to the last index and key.
    var base: String
    var index: Int?
    var key: String?

    init(base: String, index: Int? = nil, key: String? = nil) {
        self.base = base
        self.index = index
        self.key = key
    }

    /// The path as text: `users[3].lat`, or empty at the top level.
    var text: String {
        let prefix = index.map { "\(base)[\($0)]" } ?? base
        guard let key else { return prefix }
        return prefix.isEmpty ? key : "\(prefix).\(key)"
    }

    func appending(key: String) -> JSONPath {
        self.key == nil ? JSONPath(base: base, index: index, key: key) : JSONPath(base: text, key: key)
    }
}
