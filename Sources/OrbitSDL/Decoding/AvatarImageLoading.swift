/// Reads an image file into pixels. Called on decode worker threads, several at once.
public protocol AvatarImageLoading: Sendable {
    /// The image at `path` as RGBA pixels, or why not. Implementations must refuse images of more
    /// than `limits.maxPixels` pixels or files of more than `limits.maxFileBytes` bytes with
    /// `AvatarLoadError.tooLarge`, and must not crash on any file.
    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer
}

/// Bounds on what a decoder accepts, so a hostile or mistaken file cannot exhaust memory.
public struct ImageLimits: Hashable, Sendable {
    /// Largest accepted image, in pixels. Default 4096 × 4096.
    public var maxPixels: Int
    /// Largest accepted file, in bytes. Default 32 MiB.
    public var maxFileBytes: Int

    /// Limits of `maxPixels` pixels and `maxFileBytes` bytes (the defaults: 4096 × 4096 and 32 MiB).
    public init(maxPixels: Int = 4096 * 4096, maxFileBytes: Int = 32 << 20) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
    }
}
