import OrbitFiles
import OrbitLayout

/// Writes a `LayoutResult` as the bytes `JSONEncoder` with `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]`
/// writes for it, without building an intermediate tree: numbers as Swift's shortest `description` without a
/// trailing `.0`, two-space indents, `" : "` between key and value, empty arrays as `[` blank line `]`.
/// The tests hold it to `JSONEncoder`'s bytes over random layouts.
///
/// The bytes go to a sink a chunk at a time, so a million-node layout (about 190 MB) is never held whole.
struct LayoutJSON {
    /// Where the bytes go, such as the function `Console.write(to:_:)` hands out.
    typealias Sink = OutputFile.Sink

    /// The bytes written and not yet handed to `sink`: `chunk[..<count]`.
    private let chunk: UnsafeMutableRawBufferPointer
    private var count = 0
    private let sink: Sink
    /// The sink's first failure; nothing more is handed to it after one.
    private var failure: FileError?
    private var depth = 0

    private init(chunk: UnsafeMutableRawBufferPointer, sink: @escaping Sink) {
        self.chunk = chunk
        self.sink = sink
    }

    /// The bytes each chunk holds before it goes to the sink.
    static let chunkSize = 1 << 18

    /// Writes `result`'s JSON to `sink`; `extra` members (key, writer) are merged into the top-level object
    /// in key order. Check the result with `checkNumbers` first: JSON cannot carry NaN or infinity.
    /// - Throws: the sink's first failure (nothing more is written after it).
    /// - Complexity: O(output size); memory O(1) besides the result.
    static func write(_ result: LayoutResult, extra: [(key: StaticString, write: (inout LayoutJSON) -> Void)] = [], to sink: Sink) throws(FileError) {
        var members: [(key: StaticString, write: (inout LayoutJSON) -> Void)] = [
            ("avatarRadius", { $0.number(result.avatarRadius) }),
            ("center", { json in json.object([("x", { $0.number(result.center.x) }), ("y", { $0.number(result.center.y) })]) }),
            ("nodes", { json in json.array(result.nodes) { json, node in json.node(node) } }),
            ("rejected", { json in json.array(result.rejected) { json, issue in json.issue(issue) } }),
            ("rings", { json in json.array(result.rings) { json, ring in json.ring(ring) } }),
            ("spacing", { $0.number(result.spacing) }),
            ("unplaced", { json in json.array(result.unplaced) { json, issue in json.issue(issue) } }),
        ]
        members += extra
        members.sort { $0.key.description < $1.key.description }
        try writing(to: sink, chunkSize: chunkSize) { json in
            json.object(members)
            json.append(UInt8(ascii: "\n"))
        }
    }

    /// Runs `body` with a writer whose chunk of `chunkSize` bytes lives as long as the call, then hands
    /// what is left to `sink`.
    private static func writing(to sink: Sink, chunkSize: Int, _ body: (inout LayoutJSON) -> Void) throws(FileError) {
        let failure = withoutActuallyEscaping(sink) { sink in
            withUnsafeTemporaryAllocation(byteCount: chunkSize, alignment: 1) { chunk in
                var json = LayoutJSON(chunk: chunk, sink: sink)
                body(&json)
                json.flush()
                return json.failure
            }
        }
        if let failure { throw failure }
    }

    /// Checks that every number in `result` is one JSON can carry, as `JSONEncoder` does before writing.
    /// - Throws: the first NaN or infinite number in output order.
    /// - Complexity: O(nodes + rings).
    static func checkNumbers(_ result: LayoutResult) throws(NonFiniteNumber) {
        func check(_ value: Double) throws(NonFiniteNumber) {
            guard value.isFinite else { throw NonFiniteNumber(value: value) }
        }
        try check(result.avatarRadius)
        try check(result.center.x)
        try check(result.center.y)
        for node in result.nodes {
            try check(node.angle)
            try check(node.radius)
            try check(node.x)
            try check(node.y)
        }
        for ring in result.rings {
            try check(ring.innerRadius)
            try ring.maxDistanceMeters.map(check)
            try check(ring.outerRadius)
        }
        try check(result.spacing)
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
    mutating func object(_ members: [(key: StaticString, write: (inout LayoutJSON) -> Void)]) {
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
        append(UInt8(ascii: bracket))
        depth += 1
        newline()
    }

    private mutating func close(_ bracket: Unicode.Scalar) {
        depth -= 1
        newline()
        append(UInt8(ascii: bracket))
    }

    private mutating func empty(_ open: Unicode.Scalar, _ close: Unicode.Scalar) {
        append(UInt8(ascii: open))
        append(UInt8(ascii: "\n"))
        newline()
        append(UInt8(ascii: close))
    }

    private mutating func newline() {
        append(UInt8(ascii: "\n"))
        var indent = 2 * depth
        while indent > 0 {
            if count == chunk.count { flush() }
            let run = min(indent, chunk.count - count)
            (chunk.baseAddress! + count).initializeMemory(as: UInt8.self, repeating: UInt8(ascii: " "), count: run)
            count += run
            indent -= run
        }
    }

    private mutating func comma() {
        append(UInt8(ascii: ","))
        newline()
    }

    /// A key and the separator after it; keys are plain ASCII with nothing to escape.
    private mutating func key(_ name: StaticString) {
        append(UInt8(ascii: "\""))
        append(UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        append(UnsafeRawBufferPointer(start: Self.separator.utf8Start, count: Self.separator.utf8CodeUnitCount))
    }

    /// What follows a key.
    private static let separator: StaticString = "\" : "

    mutating func integer(_ value: Int) {
        var text = String(value)
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Swift's shortest round-trip form, as `JSONEncoder` writes it (`12`, not `12.0`); `value` is finite
    /// (see `checkNumbers`).
    mutating func number(_ value: Double) {
        var text = value.description
        text.withUTF8 { utf8 in
            let count = utf8.count
            let isWhole = count > 2 && utf8[count - 2] == UInt8(ascii: ".") && utf8[count - 1] == UInt8(ascii: "0")
            append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[..<(isWhole ? count - 2 : count)]))
        }
    }

    /// `text` as a JSON string literal, escaped as `string(_:)` escapes it (for one-line outputs such as
    /// `live --frames`).
    static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        // Collecting into an array cannot fail.
        try? writing(to: { bytes.append(contentsOf: $0) }, chunkSize: 64) { $0.string(text) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\b \f \n \r \t` or `\u00XX`, the rest as is.
    /// - Complexity: O(length of `text`); runs that need no escape are copied whole.
    mutating func string(_ text: String) {
        var text = text
        append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            let raw = UnsafeRawBufferPointer(utf8)
            var plain = 0
            for (index, byte) in utf8.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                append(UnsafeRawBufferPointer(rebasing: raw[plain..<index]))
                escape(byte)
                plain = index + 1
            }
            append(UnsafeRawBufferPointer(rebasing: raw[plain...]))
        }
        append(UInt8(ascii: "\""))
    }

    /// The escape of a quote, a backslash or a control character.
    private mutating func escape(_ byte: UInt8) {
        append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): append(byte)
        case 0x08: append(UInt8(ascii: "b"))
        case 0x0C: append(UInt8(ascii: "f"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0D: append(UInt8(ascii: "r"))
        case 0x09: append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            for digit in [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]] {
                append(digit)
            }
        }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        if count == chunk.count { flush() }
        chunk[count] = byte
        count += 1
    }

    /// Copies `bytes` into the chunk, or hands them to the sink directly when they are larger than it.
    @inline(__always)
    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if bytes.count > chunk.count - count {
            flush()
            guard bytes.count <= chunk.count else { return send(bytes) }
        }
        UnsafeMutableRawBufferPointer(rebasing: chunk[count...]).copyMemory(from: bytes)
        count += bytes.count
    }

    /// Hands the chunk's bytes to the sink and starts it afresh.
    private mutating func flush() {
        send(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        count = 0
    }

    private mutating func send(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !bytes.isEmpty else { return }
        do {
            try sink(bytes)
        } catch {
            failure = error
        }
    }
}
