/// Counts a JPEG's scans without decoding: walks the marker segments and skips each scan's entropy-coded data
/// (where a 0xFF byte is always followed by a stuffed 0x00, a restart marker or another 0xFF), counting the
/// start-of-scan markers. One pass over the bytes, so a scan bomb is refused before libjpeg allocates
/// anything or decodes a single scan; libjpeg's progress monitor enforces the same limit on what it decodes.
enum JPEGScans {
    /// The start-of-scan markers in the JPEG `bytes`, counted until the end of the image or until there are
    /// more than `limit`.
    /// - Complexity: O(bytes).
    static func count(in bytes: [UInt8], stoppingAfter limit: Int) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var scans = 0
            var offset = 2
            while offset + 1 < bytes.count {
                guard bytes[offset] == 0xFF else {
                    offset += 1  // stray bytes between segments: libjpeg skips them too
                    continue
                }
                let kind = bytes[offset + 1]
                if kind == 0xD9 { break }
                if kind == 0xFF || kind == 0x00 || kind == 0x01 || kind == 0xD8 || (0xD0...0xD7).contains(kind) {
                    offset += kind == 0xFF ? 1 : 2  // fill byte, or a marker without a length
                    continue
                }
                guard offset + 3 < bytes.count else { break }
                offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
                guard kind == 0xDA else { continue }
                scans += 1
                if scans > limit { break }
                while offset + 1 < bytes.count, bytes[offset] != 0xFF || Self.insideScan(bytes[offset + 1]) { offset += 1 }
            }
            return scans
        }
    }

    /// Whether 0xFF then `next` belongs to entropy-coded data: a stuffed zero, a restart marker or a fill byte.
    private static func insideScan(_ next: UInt8) -> Bool {
        next == 0x00 || next == 0xFF || (0xD0...0xD7).contains(next)
    }
}
