/// A reader stepping through JSON text's bytes: the steps the general parser and the people file's direct
/// reader take alike.
protocol JSONByteCursor {
    var bytes: UnsafeBufferPointer<UInt8> { get }
    var offset: Int { get set }
}

extension JSONByteCursor {
    /// Steps over `byte` when it comes next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// Steps over JSON's whitespace: space, tab, line feed, carriage return.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }
}
