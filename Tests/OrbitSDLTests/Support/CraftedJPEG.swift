/// Grey JPEG files written byte by byte, a few hundred bytes whatever size they claim: one quantisation table,
/// one-code Huffman tables (DC difference 0, end of block) and scans with no entropy-coded data, which libjpeg
/// reads as zeros (a warning, not an error), so every file decodes to mid-grey.
enum CraftedJPEG {
    /// A baseline (single-scan) JPEG of `width` × `height` pixels.
    static func baseline(width: Int, height: Int) -> [UInt8] {
        header(width: width, height: height, frame: 0xC0) + scan(first: 0, last: 63) + [0xFF, 0xD9]
    }

    /// A progressive JPEG of `width` × `height` pixels in `scans` scans: the DC scan, then the same AC scan
    /// again and again. libjpeg accepts the repeats (a warning each), and each is a pass over the whole image:
    /// a "scan bomb" when there are thousands. `data` follows each scan header as its entropy-coded data.
    static func progressive(width: Int, height: Int, scans: Int, data: [UInt8] = []) -> [UInt8] {
        var bytes = header(width: width, height: height, frame: 0xC2) + scan(first: 0, last: 0) + data
        let repeated = scan(first: 1, last: 63) + data
        bytes.reserveCapacity(bytes.count + repeated.count * scans + 2)
        for _ in 1..<max(1, scans) { bytes += repeated }
        return bytes + [0xFF, 0xD9]
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + HeaderBombs.be16(body.count + 2) + body
    }

    private static func header(width: Int, height: Int, frame: UInt8) -> [UInt8] {
        let oneCodeOfLengthOne: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0]
        return [0xFF, 0xD8]
            + segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
            + segment(frame, [8] + HeaderBombs.be16(height) + HeaderBombs.be16(width) + [1, 1, 0x11, 0])
            + segment(0xC4, [0x00] + oneCodeOfLengthOne)  // DC table 0
            + segment(0xC4, [0x10] + oneCodeOfLengthOne)  // AC table 0
    }

    /// A scan of the one component over coefficients `first`…`last`, with no data.
    private static func scan(first: UInt8, last: UInt8) -> [UInt8] {
        segment(0xDA, [1, 1, 0x00, first, last, 0])
    }
}
