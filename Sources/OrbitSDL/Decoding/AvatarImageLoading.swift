/// Reads an image file into pixels. Called on decode worker threads, several at once.
public protocol AvatarImageLoading: Sendable {
    /// The image at `path` as RGBA pixels at full size, or why not. Implementations must refuse images of
    /// more than `limits.maxPixels` pixels or files of more than `limits.maxFileBytes` bytes with
    /// `AvatarLoadError.tooLarge`, and must not crash on any file.
    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer

    /// The image at `path` for drawing `options.side` pixels across: a loader may decode it at a reduced
    /// scale whose shorter side is still at least that, should reserve the memory its decode holds with
    /// `options.control` before allocating it, and should stop soon once `options.control.isCancelled`.
    /// The default loads the full size with `loadImage(atPath:limits:)`.
    func loadImage(atPath path: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage

    /// The image in `bytes` (an image file's contents, fetched from the URL `source`) for drawing `options.side`
    /// pixels across, under the same rules as a file's. The default refuses them as undecodable: a loader that
    /// reads only files.
    func loadImage(bytes: [UInt8], source: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage
}

extension AvatarImageLoading {
    public func loadImage(atPath path: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        let pixels = try loadImage(atPath: path, limits: options.limits)
        return LoadedImage(pixels: pixels, nativeSide: min(pixels.width, pixels.height))
    }

    public func loadImage(bytes: [UInt8], source: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        throw .undecodable(path: source, reason: "this loader reads only files")
    }
}

/// Bounds on what a decoder accepts, so a hostile or mistaken file cannot exhaust memory or time.
public struct ImageLimits: Hashable, Sendable {
    /// Largest accepted image, in pixels. Default 4096 × 4096.
    public var maxPixels: Int
    /// Largest accepted file, in bytes. Default 32 MiB.
    public var maxFileBytes: Int
    /// Most scans a JPEG may have: each scan of a progressive JPEG is a pass over the whole image, so a small
    /// file of thousands of scans (a "scan bomb") would take minutes. Default 100: encoders write about 10.
    public var maxScans: Int

    /// Limits of `maxPixels` pixels, `maxFileBytes` bytes and `maxScans` JPEG scans (the defaults:
    /// 4096 × 4096, 32 MiB and 100).
    public init(maxPixels: Int = 4096 * 4096, maxFileBytes: Int = 32 << 20, maxScans: Int = 100) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
        self.maxScans = maxScans
    }
}

/// How one decode may go: the limits, the size it is for, and its link to the pipeline.
public struct ImageDecodeOptions: Sendable {
    /// Bounds on accepted files.
    public var limits: ImageLimits
    /// The side, in pixels, the image is drawn at: a decode at a reduced scale whose shorter side is at least
    /// this loses nothing. `nil`: full size.
    public var side: Int?
    /// Whether the decode is still wanted, and the memory it may hold.
    public var control: DecodeControl

    /// Options for a decode within `limits` for `side` pixels (`nil`: full size), under `control` (by default
    /// one that is never cancelled and grants any memory).
    public init(limits: ImageLimits, side: Int? = nil, control: DecodeControl = DecodeControl()) {
        self.limits = limits
        self.side = side
        self.control = control
    }
}

/// Decoded pixels, possibly at a reduced scale, and the shorter side of the full-size image.
public struct LoadedImage: Sendable {
    /// RGBA pixels.
    public var pixels: PixelBuffer
    /// The full-size image's shorter side: a request larger than the pixels, up to this, gains detail.
    public var nativeSide: Int

    /// `pixels` decoded from an image whose shorter side is `nativeSide`.
    public init(pixels: PixelBuffer, nativeSide: Int) {
        self.pixels = pixels
        self.nativeSide = nativeSide
    }
}
