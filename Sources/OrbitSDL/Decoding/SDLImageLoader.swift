import CSDL2
import CSDL2Image
import Foundation

/// Decodes image files with SDL_image (PNG, JPEG, WebP, …) into `PixelBuffer`s.
///
/// Safe to call from any thread: each call loads, converts and frees its own SDL surfaces, and no
/// SDL pointer outlives the call. SDL_image reads the whole image before its size is known, so the
/// pixel bound is checked right after loading, before the pixels are converted or copied; the file
/// size is checked before reading.
public struct SDLImageLoader: AvatarImageLoading {
    public init() {
        _ = Self.codecs
    }

    /// SDL_image starts its codecs lazily on first use, which is not thread-safe; start them once per
    /// process (Swift runs a static initialiser exactly once, thread-safely) before any decode.
    private static let codecs: Void = {
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue | IMG_INIT_WEBP.rawValue))
    }()

    public func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .missing(path: path)
        }
        if let bytes = (attributes[.size] as? NSNumber)?.intValue, bytes > limits.maxFileBytes {
            throw .tooLarge(path: path, detail: "\(bytes) bytes, limit \(limits.maxFileBytes)")
        }
        guard let loaded = IMG_Load(path) else {
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
