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

    /// A static, alpha-blended, linearly filtered texture holding `pixels`.
    func makeTexture(from pixels: PixelBuffer) throws(SDLError) -> OpaquePointer {
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_RGBA32.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
            Int32(pixels.width), Int32(pixels.height))
        else { throw SDLError.last("SDL_CreateTexture(\(pixels.width)×\(pixels.height))") }
        let updated = pixels.rgba.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(pixels.width * 4))
        }
        guard updated == 0 else {
            let failure = SDLError.last("SDL_UpdateTexture")
            SDL_DestroyTexture(texture)
            throw failure
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }
}
