import CSDL2
import CSDL2Image
import Foundation

/// Decodes image files into `PixelBuffer`s, safely: JPEG with libjpeg(-turbo) directly (`JPEGDecoding`: at a
/// reduced scale, within a scan limit, stoppable), PNG, GIF, BMP and WebP with SDL_image.
///
/// Before anything is decoded: only a regular file is read, non-blocking and at most `limits.maxFileBytes`
/// (`BoundedFileRead`; bytes fetched from a URL are held to the same limit), and its header must name a known format whose size is within `limits.maxPixels`
/// (`ImageHeader`), so a tiny file claiming 23000 × 23000 pixels costs a few bytes, not gigabytes. The memory
/// the decode will hold is then reserved with the options' `DecodeControl` (for SDL_image: the file and three
/// full-size copies of the pixels, as decoded, converted and copied out), and the decoded size is checked
/// against the header. An SDL_image decode cannot be stopped once started; a JPEG decode stops when its control
/// is cancelled.
///
/// Safe to call from any thread: each call loads, converts and frees its own SDL surfaces or libjpeg state,
/// and no such pointer outlives the call.
public struct SDLImageLoader: AvatarImageLoading {
    /// A loader; the first one made starts SDL_image's codecs (once per process).
    public init() {
        _ = Self.codecs
    }

    /// SDL_image starts its codecs lazily on first use, which is not thread-safe; start them once per
    /// process (Swift runs a static initialiser exactly once, thread-safely) before any decode.
    private static let codecs: Void = {
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_WEBP.rawValue))
    }()

    /// The image at `path` at full size.
    public func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        try loadImage(atPath: path, options: ImageDecodeOptions(limits: limits)).pixels
    }

    /// The image at `path` for `options.side` pixels: a JPEG at the smallest scale n/8 that covers that side,
    /// other formats at full size.
    public func loadImage(atPath path: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        let bytes = try BoundedFileRead.bytes(atPath: path, maxBytes: options.limits.maxFileBytes)
        return try decode(bytes, path: path, options: options)
    }

    /// The image in `bytes` (fetched from the URL `source`) for `options.side` pixels, checked as a file's would
    /// be: at most `limits.maxFileBytes` bytes, and a header of a known format within `limits.maxPixels`.
    public func loadImage(bytes: [UInt8], source: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        guard bytes.count <= options.limits.maxFileBytes else {
            throw .tooLarge(path: source, detail: "\(bytes.count) bytes, limit \(options.limits.maxFileBytes)")
        }
        return try decode(bytes, path: source, options: options)
    }

    /// Decodes an image file's `bytes` (from `path`) once its header is checked.
    private func decode(_ bytes: [UInt8], path: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        let limits = options.limits
        let header: ImageHeader
        do {
            header = try ImageHeader(bytes)
        } catch {
            throw .undecodable(path: path, reason: error.reason)
        }
        guard header.width > 0, header.height > 0 else {
            throw .undecodable(path: path, reason: "\(header.format.rawValue) header claims \(header.width)×\(header.height) pixels")
        }
        guard header.width <= limits.maxPixels / header.height else {
            throw .tooLarge(path: path, detail: "\(header.format.rawValue) header claims \(header.width)×\(header.height) pixels, limit \(limits.maxPixels)")
        }
        if header.format == .jpeg { return try JPEGDecoding.decode(bytes, path: path, options: options) }
        try options.control.reserve(bytes: bytes.count + 3 * 4 * header.width * header.height, for: path)
        let loaded = bytes.withUnsafeBytes { buffer in
            IMG_Load_RW(SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)), 1)
        }
        guard let loaded else {
            throw .undecodable(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        let width = Int(loaded.pointee.w)
        let height = Int(loaded.pointee.h)
        guard width > 0, height > 0 else {
            throw .undecodable(path: path, reason: "empty image \(width)×\(height)")
        }
        guard width * height <= limits.maxPixels else {
            throw .tooLarge(path: path, detail: "\(width)×\(height) pixels, limit \(limits.maxPixels)")
        }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw .undecodable(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(converted) }
        return LoadedImage(pixels: PixelBuffer(copying: converted), nativeSide: min(width, height))
    }
}

extension PixelBuffer {
    /// The pixels of an `SDL_PIXELFORMAT_RGBA32` surface, copied row by row (surfaces pad rows to
    /// their pitch).
    init(copying surface: UnsafeMutablePointer<SDL_Surface>) {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        let rowBytes = width * 4
        _ = SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let source = UnsafeRawPointer(surface.pointee.pixels!)
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, count in
            for row in 0..<height {
                let destination = UnsafeMutableRawPointer(buffer.baseAddress! + row * rowBytes)
                destination.copyMemory(from: source + row * pitch, byteCount: rowBytes)
            }
            count = rowBytes * height
        }
        self.init(width: width, height: height, rgba: bytes)!
    }
}
