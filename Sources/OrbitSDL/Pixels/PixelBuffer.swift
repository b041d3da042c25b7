/// Decoded pixels as a plain value: 8-bit RGBA, row-major, no padding, straight (not premultiplied) alpha.
///
/// This is what crosses threads between the decode workers and the render thread; it holds no SDL
/// pointer, so it is `Sendable`.
public struct PixelBuffer: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public internal(set) var rgba: [UInt8]

    /// A buffer over existing bytes; `nil` when the sizes are negative or `rgba` is not
    /// `width * height * 4` bytes long.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// A buffer of `width` × `height` pixels all of `color`.
    public init(width: Int, height: Int, filledWith color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        precondition(width >= 0 && height >= 0, "PixelBuffer: negative size \(width)×\(height)")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            bytes[offset] = color.r
            bytes[offset + 1] = color.g
            bytes[offset + 2] = color.b
            bytes[offset + 3] = color.a
        }
        rgba = bytes
    }

    /// The number of pixels.
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
    }
}
