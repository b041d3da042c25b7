/// Tiny image files whose headers claim huge sizes (a few dozen bytes each), for the decoder's checks.
enum HeaderBombs {
    static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value) }
    static func le16(_ value: Int) -> [UInt8] { be16(value).reversed() }
    static func le24(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)] }
    static func le32(_ value: Int) -> [UInt8] { be32(value).reversed() }

    static func png(width: Int, height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
            + [8, 6, 0, 0, 0] + be32(0) + be32(10) + Array("IDAT".utf8) + [UInt8](repeating: 0x78, count: 14)
    }

    static func jpeg(width: Int, height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0] + be16(16) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0] + be16(17) + [8] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
            + [0xFF, 0xDA] + be16(12) + [UInt8](repeating: 0, count: 10)
    }

    /// A GIF whose logical screen is `screen` and whose first frame is `width` × `height`.
    static func gif(width: Int, height: Int, screen: (Int, Int)? = nil) -> [UInt8] {
        let (screenWidth, screenHeight) = screen ?? (width, height)
        return Array("GIF89a".utf8) + le16(screenWidth) + le16(screenHeight) + [0, 0, 0]
            + [0x21, 0xF9, 4, 0, 0, 0, 0, 0]  // a graphic control extension first
            + [0x2C] + le16(0) + le16(0) + le16(width) + le16(height) + [0, 2, 2, 0x44, 0x01, 0, 0x3B]
    }

    static func bmp(width: Int, height: Int) -> [UInt8] {
        Array("BM".utf8) + le32(70) + le32(0) + le32(54) + le32(40) + le32(width) + le32(height) + le16(1) + le16(32)
            + le32(0) + le32(16) + le32(0) + le32(0) + le32(0) + le32(0) + [UInt8](repeating: 0xFF, count: 16)
    }

    static func webpVP8X(width: Int, height: Int) -> [UInt8] {
        Array("RIFF".utf8) + le32(30) + Array("WEBP".utf8) + Array("VP8X".utf8) + le32(10) + [0, 0, 0, 0]
            + le24(width - 1) + le24(height - 1) + [0, 0, 0, 0]
    }

    static func webpVP8L(width: Int, height: Int) -> [UInt8] {
        Array("RIFF".utf8) + le32(26) + Array("WEBP".utf8) + Array("VP8L".utf8) + le32(9) + [0x2F]
            + le32((width - 1) | (height - 1) << 14) + [0, 0, 0, 0]
    }

    static func webpVP8(width: Int, height: Int) -> [UInt8] {
        Array("RIFF".utf8) + le32(30) + Array("WEBP".utf8) + Array("VP8 ".utf8) + le32(10) + [0x10, 0x02, 0x00]
            + [0x9D, 0x01, 0x2A] + le16(width) + le16(height) + [0, 0, 0, 0]
    }

    /// Every format claiming `side` × `side` (WebP's 14-bit fields stop at 16383).
    static func all(side: Int) -> [(name: String, bytes: [UInt8], width: Int, height: Int)] {
        let small = min(side, 16_383)
        return [
            ("bomb.png", png(width: side, height: side), side, side),
            ("bomb.jpg", jpeg(width: side, height: side), side, side),
            ("bomb.gif", gif(width: side, height: side), side, side),
            ("bomb-frame.gif", gif(width: side, height: side, screen: (1, 1)), side, side),
            ("bomb.bmp", bmp(width: side, height: side), side, side),
            ("bomb-x.webp", webpVP8X(width: side, height: side), side, side),
            ("bomb-l.webp", webpVP8L(width: small, height: small), small, small),
            ("bomb.webp", webpVP8(width: small, height: small), small, small),
        ]
    }
}
