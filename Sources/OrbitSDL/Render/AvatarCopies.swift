import CSDL2
import OrbitScene

/// Avatar textures redrawn at the exact size and opacity they are shown at, so that a steady frame copies each
/// avatar 1:1 without modulation: the fast path of SDL's software renderer, which otherwise pays a temporary
/// surface, a linear stretch and a modulated blend for every scaled or faded copy, every frame.
///
/// An avatar gets its copy once it has been drawn at the same pixel size and opacity for `steadyFrames` frames;
/// while a zoom, a fade or a scale-in changes them it is drawn from its texture, as before (the end of an eased
/// zoom holds a size for a frame or two at a time, which must not make copies only to drop them). Making a copy
/// costs a scaled draw and two render-target switches, so a frame makes at most `copiesPerFrame` of them and
/// `pixelsPerFrame` pixels: when a zoom comes to rest, the avatars move to their copies over a few frames
/// instead of all in one. A copy goes with its texture
/// (`forget(_:)`) and when it has not been drawn for `maxIdleFrames` frames, so the copies never hold more than
/// the avatars recently on screen, at their on-screen size.
///
/// An opaque avatar over a rim disc (the scene's relation rim) is copied together with the disc, so a steady
/// rimmed avatar is one blit, not two over the same pixels. A texture keeps up to `looksPerTexture` copies, so
/// an avatar shown twice at once — in the orbit and on its card — has a copy for each.
@MainActor
final class AvatarCopies {
    /// A disc drawn under an avatar, `side` pixels across in `color`, centred on it.
    struct Underlay: Equatable {
        var color: RGBAColor
        var side: Int32
    }

    /// Frames a copy survives without being drawn (two seconds at 60 Hz).
    static let maxIdleFrames: UInt64 = 120
    /// Frames an avatar keeps its size and opacity before it gets a copy (an eighth of a second at 60 Hz).
    static let steadyFrames: UInt64 = 8
    /// Copies a frame may make.
    static let copiesPerFrame = 16
    /// Pixels of copies a frame may make: about 20 avatars 44 px across.
    static let pixelsPerFrame = 40_000
    /// Looks (size, opacity, underlay) kept per texture; a new one replaces the least recently drawn.
    static let looksPerTexture = 2

    private struct Entry {
        var side: Int32
        var alpha: UInt8
        var underlay: Underlay?
        var copy: OpaquePointer?
        /// The copy's side: the avatar's, or its underlay's when larger.
        var outer: Int32 { max(side, underlay?.side ?? 0) }
        /// The first frame that asked for this size and opacity.
        var since: UInt64
        var lastFrame: UInt64
    }

    private let context: RenderContext
    private var entries: [OpaquePointer: [Entry]] = [:]
    private var frame: UInt64 = 0
    private var pixelsLeft = AvatarCopies.pixelsPerFrame
    private var copiesLeft = AvatarCopies.copiesPerFrame
    /// Pixel bytes the copies hold, and the most they have held.
    private(set) var bytes = 0
    private(set) var peakBytes = 0

    init(context: RenderContext) {
        self.context = context
    }

    isolated deinit {
        for entry in entries.values.joined() { if let copy = entry.copy { SDL_DestroyTexture(copy) } }
    }

    /// How many copies exist.
    var count: Int { entries.values.joined().count { $0.copy != nil } }

    /// Starts a frame; every `maxIdleFrames` frames, copies not drawn since are destroyed.
    ///
    /// - Complexity: O(1), and O(entries) once every `maxIdleFrames` frames.
    func startFrame() {
        frame += 1
        pixelsLeft = Self.pixelsPerFrame
        copiesLeft = Self.copiesPerFrame
        guard frame % Self.maxIdleFrames == 0 else { return }
        for (texture, looks) in entries {
            for index in looks.indices.reversed() where frame - looks[index].lastFrame >= Self.maxIdleFrames { drop(texture, at: index) }
        }
    }

    /// The copy of `texture` at `side` × `side` pixels with its alpha multiplied by `alpha` — over `underlay`,
    /// whose `disc` texture (exact size and colour) it draws first, and then as large as the underlay — made once
    /// this look of the texture has been asked for over `steadyFrames` frames; `nil` when this frame should draw
    /// `texture` itself (also when `disc` gives no texture for the underlay: a copy never leaves its rim out).
    func copy(of texture: OpaquePointer, side: Int32, alpha: UInt8, underlay: Underlay? = nil,
              disc: () -> OpaquePointer? = { nil }) -> (texture: OpaquePointer, side: Int32)? {
        guard side > 0 else { return nil }
        let looks = entries[texture] ?? []
        if let index = looks.firstIndex(where: { $0.side == side && $0.alpha == alpha && $0.underlay == underlay }) {
            var entry = looks[index]
            entry.lastFrame = frame
            let pixels = Int(entry.outer) * Int(entry.outer)
            if entry.copy == nil, frame - entry.since >= Self.steadyFrames, copiesLeft > 0, pixels <= pixelsLeft,
               let over = Self.underlayDisc(underlay, disc), let made = make(from: texture, side: side, alpha: alpha, over: over) {
                entry.copy = made
                pixelsLeft -= pixels
                copiesLeft -= 1
                bytes += pixels * 4
                peakBytes = max(peakBytes, bytes)
            }
            entries[texture]![index] = entry
            return entry.copy.map { ($0, entry.outer) }
        }
        if looks.count >= Self.looksPerTexture, let oldest = looks.indices.min(by: { looks[$0].lastFrame < looks[$1].lastFrame }) {
            drop(texture, at: oldest)
        }
        entries[texture, default: []].append(Entry(side: side, alpha: alpha, underlay: underlay, copy: nil, since: frame, lastFrame: frame))
        return nil
    }

    /// What a copy is drawn over: `.some(nil)` for no underlay, the disc and its side for one, `nil` when the
    /// underlay's disc cannot be had (then no copy is made).
    private static func underlayDisc(_ underlay: Underlay?, _ disc: () -> OpaquePointer?) -> (texture: OpaquePointer, side: Int32)?? {
        guard let underlay else { return .some(nil) }
        return disc().map { ($0, underlay.side) }
    }

    /// Destroys `texture`'s copies; call it before `texture` is destroyed (SDL may reuse its address).
    func forget(_ texture: OpaquePointer) {
        for index in (entries[texture] ?? []).indices.reversed() { drop(texture, at: index) }
    }

    /// Destroys one look of `texture`.
    private func drop(_ texture: OpaquePointer, at index: Int) {
        guard let entry = entries[texture]?.remove(at: index) else { return }
        if entries[texture]?.isEmpty == true { entries[texture] = nil }
        guard let copy = entry.copy else { return }
        SDL_DestroyTexture(copy)
        bytes -= Int(entry.outer) * Int(entry.outer) * 4
    }

    /// Draws `texture` stretched, linearly filtered, over a new target texture, its alpha modulated, so the copy
    /// holds the pixels a smooth scaled, faded draw would blend; with `disc` (a texture `side` pixels across),
    /// the disc first, as is, and the avatar centred over it. (A texture's scale mode is read when SDL runs its
    /// queue, which the target switches bracket.)
    private func make(from texture: OpaquePointer, side: Int32, alpha: UInt8, over disc: (texture: OpaquePointer, side: Int32)?) -> OpaquePointer? {
        let renderer = context.renderer
        let outer = max(side, disc?.side ?? 0)  // as `Entry.outer`
        guard let copy = SDL_CreateTexture(
            renderer, RenderContext.textureFormat.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), outer, outer)
        else { return nil }
        let target = SDL_GetRenderTarget(renderer)
        guard SDL_SetRenderTarget(renderer, copy) == 0 else {
            SDL_DestroyTexture(copy)
            return nil
        }
        SDL_SetTextureBlendMode(copy, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        if let disc {
            var rect = SDL_Rect(x: (outer - disc.side) / 2, y: (outer - disc.side) / 2, w: disc.side, h: disc.side)
            SDL_SetTextureBlendMode(disc.texture, SDL_BLENDMODE_NONE)
            SDL_SetTextureColorMod(disc.texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(disc.texture, 255)
            SDL_RenderCopy(renderer, disc.texture, nil, &rect)
        }
        var scaleMode = SDL_ScaleModeNearest
        SDL_GetTextureScaleMode(texture, &scaleMode)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        // Alone, the avatar replaces the cleared pixels; over a disc, it blends onto it.
        SDL_SetTextureBlendMode(texture, disc == nil ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, alpha)
        var rect = SDL_Rect(x: (outer - side) / 2, y: (outer - side) / 2, w: side, h: side)
        SDL_RenderCopy(renderer, texture, nil, &rect)
        SDL_SetRenderTarget(renderer, target)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        if let disc { SDL_SetTextureBlendMode(disc.texture, SDL_BLENDMODE_BLEND) }
        SDL_SetTextureScaleMode(texture, scaleMode)
        return copy
    }
}
