/// An image's format and pixel size read from its first bytes, before any decoding, so a file that claims
/// a huge size is refused without allocating for it.
///
/// Reads PNG (IHDR), JPEG (the first start-of-frame marker), GIF (the logical screen and the first image
/// descriptor, whichever is larger), BMP (core and info headers) and WebP (VP8, VP8L and VP8X chunks).
/// Anything else is not accepted: its size cannot be known before decoding.
struct ImageHeader: Hashable, Sendable {
    enum Format: String, Sendable { case png = "PNG", jpeg = "JPEG", gif = "GIF", bmp = "BMP", webp = "WebP" }

    var format: Format
    var width: Int
    var height: Int

    /// Why the header cannot be read.
    struct Unreadable: Error, Equatable {
        var reason: String
    }

    /// Reads the header at the start of `bytes` (the whole file, or at least its first few kilobytes; a
    /// JPEG's frame header may come after large metadata segments, all of which must be present).
    /// - Complexity: O(header), and for JPEG O(segments before the frame).
    init(_ bytes: [UInt8]) throws(Unreadable) {
        let reader = ByteReader(bytes: bytes)
        if reader.matches([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], at: 0) {
            guard reader.matches(Array("IHDR".utf8), at: 12), let width = reader.u32be(16), let height = reader.u32be(20) else {
                throw Unreadable(reason: "PNG without an IHDR header")
            }
            self.init(format: .png, width: width, height: height)
        } else if reader.matches([0xFF, 0xD8], at: 0) {
            self.init(format: .jpeg, size: try Self.jpegSize(reader))
        } else if reader.matches(Array("GIF87a".utf8), at: 0) || reader.matches(Array("GIF89a".utf8), at: 0) {
            self.init(format: .gif, size: try Self.gifSize(reader))
        } else if reader.matches(Array("BM".utf8), at: 0) {
            guard let headerSize = reader.u32le(14) else { throw Unreadable(reason: "BMP header cut short") }
            let size: (Int, Int)?
            if headerSize == 12 {
                size = reader.u16le(18).flatMap { w in reader.u16le(20).map { (w, $0) } }
            } else {
                size = reader.i32le(18).flatMap { w in reader.i32le(22).map { (abs(w), abs($0)) } }
            }
            guard let size else { throw Unreadable(reason: "BMP header cut short") }
            self.init(format: .bmp, width: size.0, height: size.1)
        } else if reader.matches(Array("RIFF".utf8), at: 0), reader.matches(Array("WEBP".utf8), at: 8) {
            self.init(format: .webp, size: try Self.webpSize(reader))
        } else {
            throw Unreadable(reason: "not a PNG, JPEG, GIF, BMP or WebP file")
        }
    }

    init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    private init(format: Format, size: (Int, Int)) {
        self.init(format: format, width: size.0, height: size.1)
    }

    /// Walks the marker segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC).
    private static func jpegSize(_ reader: ByteReader) throws(Unreadable) -> (Int, Int) {
        var offset = 2
        while let marker = reader.byte(offset), marker == 0xFF, let kind = reader.byte(offset + 1) {
            if kind == 0xFF { offset += 1; continue }  // fill byte
            if kind == 0xD8 || kind == 0x01 || (0xD0...0xD7).contains(kind) { offset += 2; continue }  // no length
            guard let length = reader.u16be(offset + 2), length >= 2 else { break }
            if (0xC0...0xCF).contains(kind), ![0xC4, 0xC8, 0xCC].contains(kind) {
                guard let height = reader.u16be(offset + 5), let width = reader.u16be(offset + 7) else { break }
                return (width, height)
            }
            if kind == 0xDA || kind == 0xD9 { break }  // scan data or the end before any frame
            offset += 2 + length
        }
        throw Unreadable(reason: "JPEG without a frame header")
    }

    /// The logical screen, and the first image descriptor (a frame may claim more than the screen).
    private static func gifSize(_ reader: ByteReader) throws(Unreadable) -> (Int, Int) {
        guard let screenWidth = reader.u16le(6), let screenHeight = reader.u16le(8), let flags = reader.byte(10) else {
            throw Unreadable(reason: "GIF header cut short")
        }
        var offset = 13 + (flags & 0x80 != 0 ? 3 << (Int(flags & 0x07) + 1) : 0)
        while let block = reader.byte(offset) {
            switch block {
            case 0x2C:  // image descriptor
                guard let width = reader.u16le(offset + 5), let height = reader.u16le(offset + 7) else {
                    throw Unreadable(reason: "GIF image descriptor cut short")
                }
                return (max(screenWidth, width), max(screenHeight, height))
            case 0x21:  // extension: label, then sub-blocks until a zero length
                offset += 2
                while let length = reader.byte(offset), length > 0 { offset += 1 + Int(length) }
                offset += 1
            default:
                throw Unreadable(reason: "GIF without an image")
            }
        }
        throw Unreadable(reason: "GIF without an image")
    }

    private static func webpSize(_ reader: ByteReader) throws(Unreadable) -> (Int, Int) {
        if reader.matches(Array("VP8 ".utf8), at: 12) {
            // Lossy: a key frame's start code, then 14-bit width and height.
            guard reader.matches([0x9D, 0x01, 0x2A], at: 23), let width = reader.u16le(26), let height = reader.u16le(28) else {
                throw Unreadable(reason: "WebP (VP8) frame header cut short")
            }
            return (width & 0x3FFF, height & 0x3FFF)
        }
        if reader.matches(Array("VP8L".utf8), at: 12) {
            guard reader.byte(20) == 0x2F, let bits = reader.u32le(21) else { throw Unreadable(reason: "WebP (VP8L) header cut short") }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        }
        if reader.matches(Array("VP8X".utf8), at: 12) {
            guard let width = reader.u24le(24), let height = reader.u24le(27) else { throw Unreadable(reason: "WebP (VP8X) header cut short") }
            return (width + 1, height + 1)
        }
        throw Unreadable(reason: "WebP without a VP8, VP8L or VP8X chunk")
    }
}

/// Bounds-checked little and big endian reads; `nil` past the end.
private struct ByteReader {
    let bytes: [UInt8]

    func byte(_ offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }

    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        offset >= 0 && offset + pattern.count <= bytes.count && bytes[offset..<offset + pattern.count].elementsEqual(pattern)
    }

    private func value(_ offset: Int, _ count: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        let slice = bytes[offset..<offset + count]
        return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
    }

    func u16be(_ offset: Int) -> Int? { value(offset, 2, bigEndian: true) }
    func u32be(_ offset: Int) -> Int? { value(offset, 4, bigEndian: true) }
    func u16le(_ offset: Int) -> Int? { value(offset, 2, bigEndian: false) }
    func u24le(_ offset: Int) -> Int? { value(offset, 3, bigEndian: false) }
    func u32le(_ offset: Int) -> Int? { value(offset, 4, bigEndian: false) }
    func i32le(_ offset: Int) -> Int? { u32le(offset).map { Int(Int32(truncatingIfNeeded: $0)) } }
}
