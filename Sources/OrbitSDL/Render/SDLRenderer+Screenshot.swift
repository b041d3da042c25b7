import CSDL2
import CSDL2Image

extension SDLRenderer {
    /// The pixels drawn so far this frame (call after `drawFrame`, before `present`).
    /// - Throws: `SDLError` when the drawable is empty or SDL cannot read it.
    /// - Complexity: O(pixels).
    public func readPixels() throws(SDLError) -> PixelBuffer {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw SDLError("SDL_RenderReadPixels", message: "the drawable is empty (\(pixelWidth)×\(pixelHeight))")
        }
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        let status = bytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(context.renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(pixelWidth * 4))
        }
        guard status == 0 else { throw SDLError.last("SDL_RenderReadPixels") }
        return PixelBuffer(width: pixelWidth, height: pixelHeight, rgba: bytes)!
    }

    /// Saves the frame drawn so far (call after `drawFrame`, before `present`) as a PNG at `path`.
    /// - Throws: `SDLError` when the pixels cannot be read or the file cannot be written.
    public func saveScreenshot(to path: String) throws(SDLError) {
        var pixels = try readPixels()
        let width = pixels.width, height = pixels.height
        let saved = pixels.rgba.withUnsafeMutableBytes { buffer -> Int32 in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        guard saved == 0 else { throw SDLError.last("IMG_SavePNG('\(path)')") }
    }
}
