import OrbitLayout

/// Writes a `LayoutResult` as the bytes `JSONEncoder` with `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]`
/// writes for it, without building an intermediate tree: numbers as Swift's shortest `description` without a
/// trailing `.0`, two-space indents, `" : "` between key and value, empty arrays as `[` blank line `]`.
/// The tests hold it to `JSONEncoder`'s bytes over random layouts.
struct LayoutJSON {
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// The first number JSON cannot carry (NaN or infinite), which `JSONEncoder` refuses to write.
    private(set) var invalidNumber: Double?

    /// `result`'s JSON; `extra` members (key, writer) are merged into the top-level object in key order.
    /// - Throws: the first NaN or infinite number, which JSON cannot carry.
    /// - Complexity: O(output size).
    static func encode(_ result: LayoutResult, extra: [(key: String, write: (inout LayoutJSON) -> Void)] = []) throws(NonFiniteNumber) -> [UInt8] {
        var json = LayoutJSON()
        json.bytes.reserveCapacity(estimatedSize(result))
        var members: [(key: String, write: (inout LayoutJSON) -> Void)] = [
            ("avatarRadius", { $0.number(result.avatarRadius) }),
            ("center", { json in json.object([("x", { $0.number(result.center.x) }), ("y", { $0.number(result.center.y) })]) }),
            ("nodes", { json in json.array(result.nodes) { json, node in json.node(node) } }),
            ("rejected", { json in json.array(result.rejected) { json, issue in json.issue(issue) } }),
            ("rings", { json in json.array(result.rings) { json, ring in json.ring(ring) } }),
            ("spacing", { $0.number(result.spacing) }),
            ("unplaced", { json in json.array(result.unplaced) { json, issue in json.issue(issue) } }),
        ]
        members += extra
        members.sort { $0.key < $1.key }
        json.object(members)
        json.bytes.append(UInt8(ascii: "\n"))
        if let invalid = json.invalidNumber { throw NonFiniteNumber(value: invalid) }
        return json.bytes
    }

    /// The most bytes a node takes besides its id: keys, indentation and punctuation, four numbers of
    /// at most 24 characters (`-2.2250738585072014e-308`) and a ring index of at most 20.
    private static let nodeBytes = 128 + 4 * 24 + 20

    /// The most bytes an issue takes besides its id: keys, indentation and punctuation, and a reason (the
    /// longest is an unknown relation's, about 90 characters and the name).
    private static let issueBytes = 192

    /// The size of `result`'s JSON at most, when ids need no escapes and relation names are short, so the
    /// buffer is allocated once (memory reserved but never written is never touched: a generous bound is free).
    /// - Complexity: O(nodes + issues).
    private static func estimatedSize(_ result: LayoutResult) -> Int {
        let nodes = result.nodes.reduce(0) { $0 + Self.nodeBytes + $1.id.utf8.count }
        let issues = [result.unplaced, result.rejected].joined().reduce(0) { $0 + Self.issueBytes + $1.id.utf8.count }
        return 4_096 + 256 * result.rings.count + nodes + issues
    }

    struct NonFiniteNumber: Error, CustomStringConvertible {
        var value: Double
        var description: String { "\(value) is not a number JSON can carry" }
    }

    private mutating func node(_ node: PlacedNode) {
        // Keys in sorted order: angle, id, radius, ring, x, y.
        open("{")
        key("angle"); number(node.angle); comma()
        key("id"); string(node.id); comma()
        key("radius"); number(node.radius); comma()
        key("ring"); integer(node.ring); comma()
        key("x"); number(node.x); comma()
        key("y"); number(node.y)
        close("}")
    }

    private mutating func ring(_ ring: RingInfo) {
        open("{")
        key("count"); integer(ring.count); comma()
        key("index"); integer(ring.index); comma()
        key("innerRadius"); number(ring.innerRadius); comma()
        if let limit = ring.maxDistanceMeters { key("maxDistanceMeters"); number(limit); comma() }
        key("outerRadius"); number(ring.outerRadius)
        close("}")
    }

    private mutating func issue(_ issue: PersonIssue) {
        open("{")
        key("id"); string(issue.id); comma()
        key("reason"); string(issue.reason.description)
        close("}")
    }

    /// An object of `members`, already in key order.
    mutating func object(_ members: [(key: String, write: (inout LayoutJSON) -> Void)]) {
        guard !members.isEmpty else { return empty("{", "}") }
        open("{")
        for (index, member) in members.enumerated() {
            if index > 0 { comma() }
            key(member.key)
            member.write(&self)
        }
        close("}")
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout LayoutJSON, Element) -> Void) {
        guard !elements.isEmpty else { return empty("[", "]") }
        open("[")
        for (index, element) in elements.enumerated() {
            if index > 0 { comma() }
            write(&self, element)
        }
        close("]")
    }

    private mutating func open(_ bracket: Unicode.Scalar) {
        bytes.append(UInt8(ascii: bracket))
        depth += 1
        newline()
    }

    private mutating func close(_ bracket: Unicode.Scalar) {
        depth -= 1
        newline()
        bytes.append(UInt8(ascii: bracket))
    }

    private mutating func empty(_ open: Unicode.Scalar, _ close: Unicode.Scalar) {
        bytes.append(UInt8(ascii: open))
        bytes.append(UInt8(ascii: "\n"))
        newline()
        bytes.append(UInt8(ascii: close))
    }

    /// Spaces to copy indentation from, a run at a time.
    private static let blanks = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        var indent = 2 * depth
        while indent > 0 {
            let run = min(indent, Self.blanks.count)
            bytes.append(contentsOf: Self.blanks[..<run])
            indent -= run
        }
    }

    private mutating func comma() {
        bytes.append(UInt8(ascii: ","))
        newline()
    }

    private mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    mutating func integer(_ value: Int) {
        var text = String(value)
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Swift's shortest round-trip form, as `JSONEncoder` writes it (`12`, not `12.0`).
    mutating func number(_ value: Double) {
        if !value.isFinite, invalidNumber == nil { invalidNumber = value }
        var text = value.description
        text.withUTF8 { utf8 in
            let count = utf8.count
            let isWhole = count > 2 && utf8[count - 2] == UInt8(ascii: ".") && utf8[count - 1] == UInt8(ascii: "0")
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<(isWhole ? count - 2 : count)]))
        }
    }

    /// `text` as a JSON string literal, escaped as `string(_:)` escapes it (for one-line outputs such as
    /// `live --frames`).
    static func quoted(_ text: String) -> String {
        var json = LayoutJSON()
        json.string(text)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00XX`, the rest as is.
    /// - Complexity: O(length of `text`); runs that need no escape are copied whole.
    mutating func string(_ text: String) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var plain = 0
            for (index, byte) in utf8.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain..<index]))
                escape(byte)
                plain = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plain...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape of a quote, a backslash or a control character.
    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
        }
    }
}
