import CSDL2
import CSDL2TTF
import OrbitScene

/// Text rendered once per (string, pixel size, colour) with SDL_ttf and kept as textures: drawn untinted,
/// SDL's software renderer blends them with its fast blitter (a tinted copy takes a per-pixel modulating
/// one). Without a font it draws nothing and says so once.
///
/// Keeps at most `capacity` textures; past that the least recently used quarter is destroyed.
@MainActor
final class TextCache {
    struct Key: Hashable {
        var text: String
        var pixelSize: Int
        var color: Color
    }

    struct Entry {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var lastUse: UInt64
    }

    let capacity: Int
    private let context: RenderContext
    private let font: OpaquePointer?
    private var entries: [Key: Entry] = [:]
    private var uses: UInt64 = 0
    /// The size the font is set to: setting it flushes SDL_ttf's glyph cache, so it is set only on a change.
    private var fontPixelSize = 16

    /// Opens the font at `fontPath` (`nil`: none found); a missing or unreadable font gives a cache
    /// that draws no text, after one warning in `warnings`.
    init(context: RenderContext, fontPath: String?, warnings: WarningLog, capacity: Int = 512) {
        self.context = context
        self.capacity = capacity
        guard TTF_WasInit() > 0 || TTF_Init() == 0 else {
            warnings.warnOnce(about: "font", "SDL_ttf did not start (\(String(cString: SDL_GetError()))); text is not drawn")
            font = nil
            return
        }
        guard let fontPath else {
            warnings.warnOnce(about: "font", "DejaVu Sans not found (install fonts-dejavu-core or set ORBIT_FONT); text is not drawn")
            font = nil
            return
        }
        font = TTF_OpenFont(fontPath, 16)
        if font == nil {
            warnings.warnOnce(about: "font", "cannot open font '\(fontPath)' (\(String(cString: SDL_GetError()))); text is not drawn")
        }
    }

    isolated deinit {
        entries.values.forEach { SDL_DestroyTexture($0.texture) }
        if let font { TTF_CloseFont(font) }
    }

    /// The texture for `text` at `pixelSize` in `color` (its alpha is not used; white by default), rendering it
    /// on first use.
    func texture(for text: String, pixelSize: Int, color: Color = .untinted) -> Entry? {
        guard let font, !text.isEmpty, pixelSize > 0 else { return nil }
        uses += 1
        var opaque = color
        opaque.a = 255
        let key = Key(text: text, pixelSize: pixelSize, color: opaque)
        if entries[key] != nil {
            entries[key]!.lastUse = uses
            return entries[key]
        }
        guard setFontSize(font, pixelSize),
            let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: opaque.r, g: opaque.g, b: opaque.b, a: 255))
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(context.renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        if entries.count >= capacity { evictLeastRecentlyUsed() }
        let entry = Entry(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h), lastUse: uses)
        entries[key] = entry
        return entry
    }

    /// The size in pixels `text` renders to at `pixelSize`, from the font's metrics without rendering it (a
    /// label measured for layout may never be drawn); `nil` as `texture(for:pixelSize:color:)` would be.
    func size(of text: String, pixelSize: Int) -> (width: Int, height: Int)? {
        guard let font, !text.isEmpty, pixelSize > 0 else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        guard setFontSize(font, pixelSize), TTF_SizeUTF8(font, text, &width, &height) == 0 else { return nil }
        return (Int(width), Int(height))
    }

    private func setFontSize(_ font: OpaquePointer, _ pixelSize: Int) -> Bool {
        guard pixelSize != fontPixelSize else { return true }
        guard TTF_SetFontSize(font, Int32(pixelSize)) == 0 else { return false }
        fontPixelSize = pixelSize
        return true
    }

    /// Destroys the least recently used quarter of the entries.
    /// - Complexity: O(n log n), once per `capacity / 4` new strings.
    private func evictLeastRecentlyUsed() {
        let victims = entries.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(max(1, capacity / 4))
        for (key, entry) in victims {
            SDL_DestroyTexture(entry.texture)
            entries.removeValue(forKey: key)
        }
    }

    /// How many texts are cached.
    var count: Int { entries.count }
}
