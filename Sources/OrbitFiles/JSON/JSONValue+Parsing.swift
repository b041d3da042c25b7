/// A JSON syntax error and where it is.
struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    var message: String
    /// 1-based line of the offending character.
    var line: Int
    /// 1-based column of the offending character, counted in characters (not bytes).
    var column: Int

    var description: String { "line \(line), column \(column): \(message)" }
}

extension JSONValue {
    /// The deepest nesting of arrays and objects `parse` accepts; deeper input is an error, not a
    /// stack overflow.
    static let maximumDepth = 512

    /// Parses one JSON value (RFC 8259) from UTF-8 bytes. A leading byte-order mark is skipped;
    /// a key repeated within one object is an error, since which copy should win is ambiguous.
    /// - Throws: `JSONSyntaxError` with the line and column of the first problem.
    /// - Complexity: O(n) in the number of bytes.
    ///   Contiguous bytes (an array, `Data`, a slice of either) are read in place, others copied first.
    static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, stream: nil)
    }

    /// Parses as `parse(_:)` does, except that when the document is an object whose member `key` is an
    /// array, that array's elements go to `visit` (with their index) one at a time as they are parsed and
    /// are not kept: the document returned holds an empty array there. So a file of a million entries is
    /// never held whole as a tree.
    ///
    /// Each such element is first offered to `read` as bytes: `read(index, bytes, start)`, `start` being
    /// the offset of the element's first byte, either takes the element whole and returns the offset just
    /// past it, or returns `nil`, and the element is then parsed and handed to `visit`. `read` must take
    /// only elements that are valid JSON (nested no deeper than the limit), and must do with them what
    /// `visit` would: it is a shortcut, never a second opinion. By default it takes none.
    /// - Throws: as `parse(_:)`, also after some elements have been visited.
    /// - Complexity: O(n) in the number of bytes, plus what `read` costs.
    static func parse(
        _ bytes: some Collection<UInt8>, streaming key: String,
        reading read: (Int, UnsafeBufferPointer<UInt8>, Int) -> Int? = { _, _, _ in nil },
        to visit: (Int, JSONValue) -> Void
    ) throws(JSONSyntaxError) -> JSONValue {
        try withoutActuallyEscaping(read) { read in
            withoutActuallyEscaping(visit) { visit in
                Result { () throws(JSONSyntaxError) in
                    try parse(bytes, stream: JSONParser.Stream(key: key, read: read, visit: visit))
                }
            }
        }.get()
    }

    private static func parse(_ bytes: some Collection<UInt8>, stream: JSONParser.Stream?) throws(JSONSyntaxError) -> JSONValue {
        func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONSyntaxError> {
            var parser = JSONParser(bytes: buffer, stream: stream)
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        let result = bytes.withContiguousStorageIfAvailable(parse) ?? Array(bytes).withUnsafeBufferPointer(parse)
        return try result.get()
    }
}

/// A recursive-descent parser over UTF-8 bytes; recursion is bounded by `JSONValue.maximumDepth`.
private struct JSONParser: JSONByteCursor {
    /// The top-level member whose array elements are handed on as they are parsed, not kept.
    struct Stream {
        var key: String
        var read: (Int, UnsafeBufferPointer<UInt8>, Int) -> Int?
        var visit: (Int, JSONValue) -> Void
    }

    /// The document, valid for the parser's lifetime (`JSONValue.parse` holds it).
    let bytes: UnsafeBufferPointer<UInt8>
    let stream: Stream?
    var offset = 0
    /// Where the document starts: after a byte-order mark, if any, so columns do not count it.
    var bodyStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>, stream: Stream?) {
        self.bytes = bytes
        self.stream = stream
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bodyStart = 3
            offset = bodyStart
        }
        skipWhitespace()
        guard offset < bytes.count else { throw error("the input is empty; expected a JSON value") }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected \(found) after the end of the JSON value") }
        return value
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard offset < bytes.count else { throw error("unexpected end of input; expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(found); expected a value (object, array, string, number, true, false or null)")
        }
    }

    /// Objects with more members than this find repeated keys through a hash set, so that a huge object
    /// costs O(n), not O(n²); smaller ones compare keys directly.
    private static let linearKeyLimit = 16

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        offset += 1
        var members: [JSONObject.Member] = []
        // Room for the handful of members objects here have, so most are built in one allocation.
        members.reserveCapacity(8)
        var keys: Set<String>?
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(JSONObject(members: members)) }
        while true {
            skipWhitespace()
            let keyOffset = offset
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("unexpected \(found); expected a key in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("unexpected \(found); expected ':' after the key \"\(key)\"") }
            skipWhitespace()
            let value: JSONValue
            if depth == 1, let stream, key == stream.key, offset < bytes.count, bytes[offset] == UInt8(ascii: "[") {
                var index = 0
                try parseArray(depth: depth + 1) { parser throws(JSONSyntaxError) in
                    if let end = stream.read(index, parser.bytes, parser.offset) {
                        parser.offset = end
                    } else {
                        stream.visit(index, try parser.parseValue(depth: depth + 1))
                    }
                    index += 1
                }
                value = .array([])
            } else {
                value = try parseValue(depth: depth)
            }
            let isRepeated: Bool
            if keys == nil, members.count < Self.linearKeyLimit {
                isRepeated = members.contains { $0.key == key }
            } else {
                if keys == nil { keys = Set(members.lazy.map(\.key)) }
                isRepeated = !keys!.insert(key).inserted
            }
            guard !isRepeated else {
                throw error("the key \"\(key)\" appears twice in one object", at: keyOffset)
            }
            members.append(JSONObject.Member(key: key, value: value))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "}")) { return .object(JSONObject(members: members)) }
            throw error("unexpected \(found); expected ',' or '}' after an object member")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        var elements: [JSONValue] = []
        try parseArray(depth: depth) { parser throws(JSONSyntaxError) in elements.append(try parser.parseValue(depth: depth)) }
        return .array(elements)
    }

    /// Parses an array, calling `parseElement` at the start of each element to consume it.
    private mutating func parseArray(depth: Int, _ parseElement: (inout JSONParser) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try checkDepth(depth)
        offset += 1
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return }
        while true {
            skipWhitespace()
            try parseElement(&self)
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            if consume(UInt8(ascii: "]")) { return }
            throw error("unexpected \(found); expected ',' or ']' after an array element")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = offset
        offset += 1
        // Most strings have no escapes: take their bytes whole, without copying them one by one.
        let contentStart = offset
        var unionOfBytes: UInt8 = 0
        while offset < bytes.count, !Self.endsPlainRun(bytes[offset]) {
            unionOfBytes |= bytes[offset]
            offset += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            // ASCII needs no validation; the unsafe buffer takes the standard library's fast paths.
            let run = UnsafeBufferPointer(rebasing: bytes[contentStart..<offset - 1])
            let content = unionOfBytes < 0x80 ? String(decoding: run, as: UTF8.self) : String.validatedUTF8(run)
            guard let content else { throw error("the string is not valid UTF-8", at: start) }
            return content
        }
        var text = Array(bytes[contentStart..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let string = String.validatedUTF8(text) else {
                    throw error("the string is not valid UTF-8", at: start)
                }
                return string
            case UInt8(ascii: "\\"):
                try parseEscape(into: &text)
            case 0..<0x20:
                throw error("unexpected \(found) inside a string; control characters must be escaped")
            default:
                text.append(byte)
                offset += 1
            }
        }
        throw error("the string starting here is never closed", at: start)
    }

    /// Whether `byte` ends a run of plain string bytes: a quote, a backslash or a control character.
    private static func endsPlainRun(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    /// The byte each single-letter escape (`\n`) stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// Parses the escape at `offset` (which is a backslash) and appends its UTF-8 bytes.
    private mutating func parseEscape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        let start = offset
        offset += 1
        guard offset < bytes.count else { throw error("unexpected end of input in an escape sequence") }
        let letter = bytes[offset]
        offset += 1
        if let byte = Self.simpleEscapes[letter] {
            text.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw error("invalid escape sequence; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: start)
        }
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code) {
            guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else {
                throw error("unpaired UTF-16 surrogate in a \\u escape", at: start)
            }
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired UTF-16 surrogate in a \\u escape", at: start) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("unpaired UTF-16 surrogate in a \\u escape", at: start) }
        text.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw error("unexpected \(found); expected four hexadecimal digits after \\u")
            }
            code = code << 4 | digit
            offset += 1
        }
        return code
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Parses `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and returns its text.
    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = offset
        _ = consume(UInt8(ascii: "-"))
        if !consume(UInt8(ascii: "0")) { try digits() }
        if consume(UInt8(ascii: ".")) { try digits() }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            try digits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// Consumes one or more decimal digits.
    private mutating func digits() throws(JSONSyntaxError) {
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("unexpected \(found) in a number; expected a digit") }
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[offset...].starts(with: expected) else {
            throw error("unexpected \(found); expected a value (did you mean \(word)?)")
        }
        offset += expected.count
    }

    private mutating func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        guard depth <= JSONValue.maximumDepth else {
            throw error("arrays and objects are nested deeper than \(JSONValue.maximumDepth) levels")
        }
    }

    /// The character at `offset` as a message names it: `'x'`, `U+000A` or `end of input`.
    private var found: String {
        guard offset < bytes.count else { return "end of input" }
        let prefix = bytes[offset..<min(offset + 4, bytes.count)]
        guard let scalar = String(decoding: prefix, as: UTF8.self).unicodeScalars.first else { return "end of input" }
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{FFFD}" {
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            return "byte 0x" + (hex.count < 2 ? "0" + hex : hex)
        }
        return "'\(Character(scalar))'"
    }

    /// An error located at byte `position` (by default the current offset).
    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let end = min(position ?? offset, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[min(bodyStart, end)..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(message: message, line: line, column: column)
    }
}
