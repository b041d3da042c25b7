import CSDL2
import CSDL2Image
import Foundation

/// Decodes image files with SDL_image (PNG, JPEG, GIF, BMP, WebP) into `PixelBuffer`s, safely.
///
/// Before anything is decoded: only a regular file is read, non-blocking and at most `limits.maxFileBytes`
/// (`BoundedFileRead`), and its header must name a known format whose size is within `limits.maxPixels`
/// (`ImageHeader`), so a tiny file claiming 23000 × 23000 pixels costs a few bytes, not gigabytes. SDL_image
/// then decodes the bytes from memory, and the decoded size is checked against the header.
///
/// Safe to call from any thread: each call loads, converts and frees its own SDL surfaces, and no SDL
/// pointer outlives the call.
public struct SDLImageLoader: AvatarImageLoading {
    /// A loader; the first one made starts SDL_image's codecs (once per process).
    public init() {
        _ = Self.codecs
    }

    /// SDL_image starts its codecs lazily on first use, which is not thread-safe; start them once per
    /// process (Swift runs a static initialiser exactly once, thread-safely) before any decode.
    private static let codecs: Void = {
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue | IMG_INIT_WEBP.rawValue))
    }()

    public func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        let bytes = try BoundedFileRead.bytes(atPath: path, maxBytes: limits.maxFileBytes)
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
        return PixelBuffer(copying: converted)
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
