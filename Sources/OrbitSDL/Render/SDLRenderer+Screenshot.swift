import CSDL2
import CSDL2Image
import Foundation
import OrbitFiles

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

    /// The frame drawn so far (call after `drawFrame`, before `present`) encoded as a PNG in memory, for the
    /// caller to write with its own checked writer (the demo's `--screenshot` goes through `OutputFile`, so a
    /// full disk or `/dev/full` is an error and an existing file is replaced atomically, never truncated).
    /// - Throws: `SDLError` when the pixels cannot be read or encoded.
    /// - Complexity: O(pixels); holds a buffer of about the raw pixels' size while encoding.
    public func screenshotPNG() throws(SDLError) -> [UInt8] {
        var pixels = try readPixels()
        let width = pixels.width, height = pixels.height
        // Room for the worst case, incompressible rows stored as they are: the filtered rows (a filter byte
        // each), deflate's stored-block headers, IDAT chunk framing and the header chunks.
        let raw = height * (width * 4 + 1)
        var png = [UInt8](repeating: 0, count: raw + raw / 64 + 65_536)
        let written = pixels.rgba.withUnsafeMutableBytes { rgba -> Int in
            png.withUnsafeMutableBytes { output -> Int in
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    rgba.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_RGBA32.rawValue)
                else { return -1 }
                defer { SDL_FreeSurface(surface) }
                guard let stream = SDL_RWFromMem(output.baseAddress, Int32(clamping: output.count)) else { return -1 }
                defer { SDL_RWclose(stream) }
                guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return -1 }
                return Int(SDL_RWtell(stream))
            }
        }
        guard written > 0 else { throw SDLError.last("IMG_SavePNG_RW") }
        png.removeSubrange(written...)
        return png
    }

    /// Saves the frame drawn so far (call after `drawFrame`, before `present`) as a PNG at `path`
    /// (`screenshotPNG()` written through `OutputFile`: an existing file is replaced atomically, a failed
    /// write is an error).
    /// - Throws: `SDLError` when the pixels cannot be read or encoded, or the file cannot be written.
    public func saveScreenshot(to path: String) throws(SDLError) {
        let png = try screenshotPNG()
        do {
            try OutputFile.write(png, to: path)
        } catch {
            throw SDLError("saveScreenshot", message: "\(error)")
        }
    }
}
