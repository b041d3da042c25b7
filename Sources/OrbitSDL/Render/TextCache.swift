import CPangoCairo
import CSDL2
import OrbitScene

/// Text drawn once per (layout, colour) with Pango and Cairo and kept as textures: drawn untinted, SDL's
/// software renderer blends them with its fast blitter (a tinted copy takes a per-pixel modulating one).
/// Colour emoji keep their colours.
///
/// Keeps at most `capacity` textures in an `LRUCache`; past that the least recently used is destroyed. The
/// layouts behind them (`layouts`) are kept apart, so measuring a text that is never drawn makes no texture.
@MainActor
final class TextCache {
    struct Key: Hashable {
        var layout: TextLayouts.Key
        var color: RGBAColor
    }

    /// A text's texture (its glyphs' ink) and where it goes: `origin` is its top-left corner relative to the
    /// centre of the text's box, in pixels at the layout's size.
    struct Entry {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        let origin: (x: Double, y: Double)
    }

    let capacity: Int
    let layouts: TextLayouts
    private let context: RenderContext
    private var entries: LRUCache<Key, Entry>

    /// Text in the font `family` (a fontconfig family list; characters it lacks come from any installed font
    /// that has them).
    init(context: RenderContext, family: String, warnings: WarningLog, capacity: Int = 512) {
        self.context = context
        self.capacity = capacity
        entries = LRUCache(costLimit: capacity)
        layouts = TextLayouts(family: family, warnings: warnings)
    }

    isolated deinit {
        entries.removeAll().forEach { SDL_DestroyTexture($0.texture) }
    }

    /// The texture for `text` at `pixelSize` in `color` (its alpha is not used; white by default), one line or
    /// fitted to a box `width` pixels wide of at most `maxLines` placed by `alignment`, rendering it on first use.
    func texture(for text: String, pixelSize: Int, width: Int? = nil, maxLines: Int = 1, alignment: TextBox.Alignment = .leading,
                 color: RGBAColor = .untinted) -> Entry? {
        var opaque = color
        opaque.a = 255
        let layoutKey = TextLayouts.Key(text: text, pixelSize: pixelSize, width: width, maxLines: maxLines, alignment: width == nil ? .leading : alignment)
        let key = Key(layout: layoutKey, color: opaque)
        // A drawn text is one lookup a frame; its layout is needed only to render it.
        if let entry = entries.value(for: key) { return entry }
        guard let layout = layouts.layout(key.layout) else { return nil }
        let area = layout.ink
        guard let pixels = layout.pixels(color: opaque),
              let texture = SDL_CreateTexture(context.renderer, RenderContext.textureFormat.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), area.width, area.height)
        else { return nil }
        guard pixels.withUnsafeBytes({ SDL_UpdateTexture(texture, nil, $0.baseAddress, area.width * 4) }) == 0 else {
            SDL_DestroyTexture(texture)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        let middle = Double(layout.logical.y) + Double(layout.logical.height) / 2
        let entry = Entry(texture: texture, width: Int(area.width), height: Int(area.height),
                          origin: (Double(area.x) - Double(layout.boxWidth) / 2, Double(area.y) - middle))
        entries.insert(entry, for: key, cost: 1).forEach { SDL_DestroyTexture($0.texture) }
        return entry
    }

    /// The size in pixels of `text`'s lines at `pixelSize`, one line or fitted to a box `width` pixels wide of at
    /// most `maxLines` (then at most `width` wide), without rendering it; `nil` as `texture(for:…)` would be.
    func size(of text: String, pixelSize: Int, width: Int? = nil, maxLines: Int = 1, alignment: TextBox.Alignment = .leading)
        -> (width: Int, height: Int)? {
        let key = TextLayouts.Key(text: text, pixelSize: pixelSize, width: width, maxLines: maxLines, alignment: width == nil ? .leading : alignment)
        guard let layout = layouts.layout(key) else {
            return nil
        }
        return (Int(layout.logical.width), Int(layout.logical.height))
    }

    /// How many texts are cached.
    var count: Int { entries.count }
}
