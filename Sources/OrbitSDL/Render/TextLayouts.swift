import CPangoCairo
import OrbitGeometry
import OrbitScene

/// Text laid out by Pango: shaped by HarfBuzz, put in visual order by FriBidi, each character in the first font
/// fontconfig finds that has it, wrapped at word boundaries and ellipsized to a width. Layouts are kept by
/// (text, pixel size, width, lines) so measuring and drawing the same text lay it out once; the font family is
/// the cache's for its whole life.
///
/// The paragraph's direction is its first strong letter's outside any bidi isolate (Unicode's rules P2–P3;
/// Pango's own guess looks inside isolates), so "▸ ⁨محمد⁩ 350 m" is a left-to-right line with a right-to-left name.
///
/// Keeps at most `capacity` layouts in an `LRUCache`; past that the least recently used is released.
@MainActor
final class TextLayouts {
    /// What a layout is made from.
    struct Key: Hashable {
        var text: String
        /// The font's em in pixels.
        var pixelSize: Int
        /// The box's width in pixels, or `nil` for one line of the text's own width.
        var width: Int?
        var maxLines: Int
        /// Where the lines sit in the box (with a `width`).
        var alignment = TextBox.Alignment.leading
    }

    /// A laid-out text. Rectangles are in pixels, relative to the top-left of the box the text sits in (as wide as
    /// the text without a box); `logical` is where the text's lines are, `ink` where its glyphs paint (accents and
    /// marks may reach beyond the lines).
    struct Layout {
        let pointer: OpaquePointer
        let boxWidth: Int
        let logical: PangoRectangle
        let ink: PangoRectangle
    }

    let capacity: Int
    /// How many layouts were made (a text measured and drawn at one size and width makes one).
    private(set) var made = 0
    /// Glyphs no installed font has, summed over every layout made (Pango draws them as boxes with their code).
    private(set) var missingGlyphs = 0

    private let fontMap: OpaquePointer
    private let leftToRight: OpaquePointer
    private let rightToLeft: OpaquePointer
    private let family: String
    private let warnings: WarningLog
    private var fonts: [Int: OpaquePointer] = [:]
    private var layouts: LRUCache<Key, Layout>

    /// Layouts in `family` (a fontconfig family list, e.g. "sans-serif"; characters it lacks come from any
    /// installed font that has them). A layout with glyphs no font has warns once in `warnings`.
    init(family: String, warnings: WarningLog, capacity: Int = 1024) {
        self.family = family
        self.warnings = warnings
        self.capacity = capacity
        layouts = LRUCache(costLimit: capacity)
        let fontMap = pango_cairo_font_map_new()!
        self.fontMap = fontMap
        let options = cairo_font_options_create()
        // Textures are scaled and blended: grey antialiasing, no subpixel colour fringes.
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        func context(_ direction: PangoDirection) -> OpaquePointer {
            let context = pango_font_map_create_context(fontMap)!
            pango_context_set_base_dir(context, direction)
            pango_cairo_context_set_font_options(context, options)
            return context
        }
        leftToRight = context(PANGO_DIRECTION_LTR)
        rightToLeft = context(PANGO_DIRECTION_RTL)
        cairo_font_options_destroy(options)
    }

    isolated deinit {
        layouts.removeAll().forEach(Self.release)
        fonts.values.forEach { pango_font_description_free($0) }
        g_object_unref(UnsafeMutableRawPointer(leftToRight))
        g_object_unref(UnsafeMutableRawPointer(rightToLeft))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The layout of `key`, made on first use; `nil` for empty text or a size under one pixel.
    func layout(_ key: Key) -> Layout? {
        guard !key.text.isEmpty, key.pixelSize > 0, (key.width ?? 1) > 0 else { return nil }
        if let layout = layouts.value(for: key) { return layout }
        var layout = make(key, lines: key.maxLines)
        // Pango lets a word wider than the box overflow its line unless it is on the last line: lay out one
        // ellipsized line instead, so a word is never broken and nothing exceeds the box.
        if let width = key.width, key.maxLines > 1, layout.logical.width > width {
            Self.release(layout)
            layout = make(key, lines: 1)
        }
        made += 1
        let missing = Int(pango_layout_get_unknown_glyphs_count(layout.pointer))
        if missing > 0 {
            missingGlyphs += missing
            warnings.warnOnce(about: "glyphs", "no installed font has \(missing) of the characters of '\(MessageText.value(key.text))' (drawn as boxes); "
                + "scripts/setup.sh installs fonts for every script")
        }
        layouts.insert(layout, for: key, cost: 1).forEach(Self.release)
        return layout
    }

    private func make(_ key: Key, lines: Int) -> Layout {
        let isRightToLeft = Self.isRightToLeft(key.text)
        let layout = pango_layout_new(isRightToLeft ? rightToLeft : leftToRight)!
        pango_layout_set_auto_dir(layout, 0)
        let (start, end) = isRightToLeft ? (PANGO_ALIGN_RIGHT, PANGO_ALIGN_LEFT) : (PANGO_ALIGN_LEFT, PANGO_ALIGN_RIGHT)
        pango_layout_set_alignment(layout, key.alignment == .leading ? start : key.alignment == .trailing ? end : PANGO_ALIGN_CENTER)
        pango_layout_set_font_description(layout, font(pixelSize: key.pixelSize))
        pango_layout_set_text(layout, Self.oneParagraph(key.text), -1)
        if let width = key.width {
            pango_layout_set_width(layout, Int32(width) * PANGO_SCALE)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(lines))  // negative: at most that many lines
        }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, &ink, &logical)
        return Layout(pointer: layout, boxWidth: key.width ?? Int(logical.x + logical.width), logical: logical, ink: ink)
    }

    /// `text` with line and paragraph breaks made spaces: a text is one paragraph, so a name holding breaks
    /// cannot take more lines than its box allows.
    nonisolated static func oneParagraph(_ text: String) -> String {
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        guard text.unicodeScalars.contains(where: breaks.contains) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { breaks.contains($0) ? " " : $0 }))
    }

    private func font(pixelSize: Int) -> OpaquePointer {
        if let font = fonts[pixelSize] { return font }
        let font = pango_font_description_from_string(family)!
        pango_font_description_set_absolute_size(font, Double(pixelSize) * Double(PANGO_SCALE))
        fonts[pixelSize] = font
        return font
    }

    /// Whether `text`'s first strong letter outside bidi isolates is right-to-left (Hebrew, Arabic, …).
    nonisolated static func isRightToLeft(_ text: String) -> Bool {
        var isolation = 0
        for scalar in text.unicodeScalars {
            switch orbit_direction_class(scalar.value) {
            case 2: isolation += 1
            case 3: isolation = max(0, isolation - 1)
            case let strong where strong >= 0 && isolation == 0: return strong == 1
            default: break
            }
        }
        return false
    }

    private static func release(_ layout: Layout) {
        g_object_unref(UnsafeMutableRawPointer(layout.pointer))
    }

    /// How many layouts are kept.
    var count: Int { layouts.count }
}

extension TextLayouts.Layout {
    /// The pixels of the glyphs' ink in `color` (opaque), straight (not premultiplied) ARGB8888 rows of
    /// `ink.width`, as SDL's textures take them (no empty line spacing: it would only cost blending); `nil` when
    /// the ink is empty or over `maxSide` on a side.
    func pixels(color: RGBAColor, maxSide: Int32 = 8192) -> [UInt32]? {
        let area = ink
        guard area.width > 0, area.height > 0, area.width <= maxSide, area.height <= maxSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, area.width, area.height)
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        cairo_translate(cairo, Double(-area.x), Double(-area.y))
        cairo_set_source_rgb(cairo, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255)
        pango_cairo_show_layout(cairo, pointer)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4, width = Int(area.width)
        var pixels = [UInt32](repeating: 0, count: width * Int(area.height))
        let rows = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for y in 0..<Int(area.height) {
            for x in 0..<width { pixels[y * width + x] = Self.straight(rows[y * stride + x]) }
        }
        return pixels
    }

    /// A premultiplied ARGB pixel (Cairo's) with straight colour (SDL's blending takes it so).
    static func straight(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha != 0, alpha != 255 else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
