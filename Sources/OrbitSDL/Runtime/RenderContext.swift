import CSDL2

/// The window and SDL renderer every texture belongs to. Shared by the renderer, the texture store
/// and the caches; destroyed when the last of them goes, so no texture outlives its renderer.
@MainActor
final class RenderContext {
    let window: OpaquePointer
    let renderer: OpaquePointer

    init(window: OpaquePointer, renderer: OpaquePointer) {
        self.window = window
        self.renderer = renderer
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }

    /// The format of the textures Orbit makes: SDL's software renderer blends ARGB8888 onto its XRGB8888 window
    /// surface with its MMX blitter, and RGBA sources with a scalar one, about half as fast.
    static let textureFormat = SDL_PIXELFORMAT_ARGB8888

    /// An alpha-blended, linearly filtered texture holding `pixels` (converted to `textureFormat`): static, or
    /// `streaming` (lockable, so its pixels can be read back: the software renderer's `MotionCopies`).
    func makeTexture(from pixels: PixelBuffer, streaming: Bool = false) throws(SDLError) -> OpaquePointer {
        let access = streaming ? SDL_TEXTUREACCESS_STREAMING : SDL_TEXTUREACCESS_STATIC
        guard let texture = SDL_CreateTexture(
            renderer, Self.textureFormat.rawValue, Int32(access.rawValue),
            Int32(pixels.width), Int32(pixels.height))
        else { throw SDLError.last("SDL_CreateTexture(\(pixels.width)×\(pixels.height))") }
        let pitch = Int32(pixels.width * 4)
        var converted = [UInt8](repeating: 0, count: pixels.rgba.count)
        let updated = pixels.rgba.withUnsafeBytes { source in
            converted.withUnsafeMutableBytes { target in
                SDL_ConvertPixels(Int32(pixels.width), Int32(pixels.height), SDL_PIXELFORMAT_RGBA32.rawValue, source.baseAddress, pitch,
                                  Self.textureFormat.rawValue, target.baseAddress, pitch) == 0
                    && SDL_UpdateTexture(texture, nil, target.baseAddress, pitch) == 0
            }
        }
        guard updated else {
            let failure = SDLError.last("SDL_UpdateTexture")
            SDL_DestroyTexture(texture)
            throw failure
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }
}
