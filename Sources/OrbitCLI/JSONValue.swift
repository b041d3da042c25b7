/// A parsed JSON document.
///
/// Numbers keep their source text, so integers beyond 2⁵³ stay exact and values beyond `Double`'s
/// range (such as `1e400`) reach the code that interprets them instead of failing the whole file.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The JSON type's name as a message shows it (`"a number"`).
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value together with the key path it was read from, so that every type error names where
/// it is (`users[3].lat: expected a number, got a string`).
struct JSONField: Sendable {
    var value: JSONValue
    /// The key path from the top of the document (`users[3].lat`); empty at the top level.
    var path: String

    init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    /// The path as messages print it.
    var pathName: String { path.isEmpty ? "top level" : path }

    /// A `.data` error saying what was expected here and what was found.
    func mismatch(_ expected: String) -> CLIError {
        let found = switch value {
        case .number(let text): "\(value.kindName) (\(text))"
        case .string(let text): "\(value.kindName) (\"\(text.count > 40 ? text.prefix(40) + "…" : text)\")"
        default: value.kindName
        }
        return CLIError(.data, "\(pathName): expected \(expected), got \(found)")
    }

    func object() throws(CLIError) -> JSONObjectField {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return JSONObjectField(members: members, path: path)
    }

    /// The elements, each with its index in the path.
    func array() throws(CLIError) -> [JSONField] {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return elements.enumerated().map { JSONField($1, path: "\(path)[\($0)]") }
    }

    func string() throws(CLIError) -> String {
        guard case .string(let text) = value else { throw mismatch("a string") }
        return text
    }

    func bool() throws(CLIError) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch("a boolean (true or false)") }
        return flag
    }

    /// The number as a `Double`; magnitudes beyond its range become ±infinity and tiny ones ±0,
    /// so a caller can decide what an out-of-range value means.
    func number() throws(CLIError) -> Double {
        guard case .number(let text) = value, let number = Double(text) else { throw mismatch("a number") }
        return number
    }

    /// The number as an exact integer of type `T` (`3`, `3.0` and `3e0` all qualify).
    func integer<T: FixedWidthInteger & Sendable>(_ type: T.Type) throws(CLIError) -> T {
        let expected = "an integer in \(T.min)...\(T.max)"
        guard case .number(let text) = value else { throw mismatch(expected) }
        if let exact = T(text) { return exact }
        guard let number = Double(text), let exact = T(exactly: number) else { throw mismatch(expected) }
        return exact
    }
}

/// The members of a JSON object, read by key with the key path carried along.
struct JSONObjectField: Sendable {
    var members: [String: JSONValue]
    var path: String

    /// The member at `key`, or `nil` when it is absent or `null`.
    func optional(_ key: String) -> JSONField? {
        guard let value = members[key], value != .null else { return nil }
        return JSONField(value, path: childPath(key))
    }

    /// The member at `key`.
    /// - Throws: a `.data` error naming the key path when it is absent or `null`.
    func required(_ key: String) throws(CLIError) -> JSONField {
        guard let field = optional(key) else {
            throw CLIError(.data, "\(childPath(key)): required key is missing")
        }
        return field
    }

    private func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
