import CSDL2
import OrbitScene

/// The SDL renderer makes and destroys avatar textures for `AvatarResidency`, which decides which exist.
extension SDLRenderer: AvatarTextureRenderer {
    /// Prepared RGBA pixels.
    public typealias Pixels = PixelBuffer
    /// An `SDL_Texture` pointer.
    public typealias Texture = OpaquePointer

    /// A static, blended texture, scaled nearest-neighbour when drawn directly (only while its size or opacity
    /// changes, in motion, where SDL's software renderer pays a temporary surface per linear stretch; steady
    /// avatars are drawn from linearly filtered exact copies, `AvatarCopies`); `nil` (with one warning) when
    /// SDL cannot make it.
    public func makeTexture(from pixels: PixelBuffer) -> OpaquePointer? {
        do {
            let texture = try context.makeTexture(from: pixels, streaming: motionCopies != nil)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            return texture
        } catch {
            warnings.warnOnce(about: "avatar-texture", "cannot make an avatar texture: \(error)")
            return nil
        }
    }

    /// Destroys `texture` (SDL_DestroyTexture) and its copies.
    public func destroyTexture(_ texture: OpaquePointer) {
        avatarCopies.forget(texture)
        motionCopies?.forget(texture)
        SDL_DestroyTexture(texture)
    }
}
