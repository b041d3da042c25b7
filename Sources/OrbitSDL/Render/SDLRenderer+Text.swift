import OrbitGeometry
import OrbitLayout
import OrbitScene

extension SDLRenderer {
    /// The size in window points that `string` takes when drawn as `.text` of `size` points at scale 1 (with
    /// `box`, fitted to it: at most `box.width` wide and `box.maxLines` lines tall), so overlays can align text and
    /// fit panels to it; zero when the text is too small to draw. Measuring lays the text out once for measuring
    /// and drawing alike, and renders nothing.
    public func textSize(_ string: String, size: Double, box: TextBox? = nil) -> OrbitSize {
        let pixelSize = min(size * outputScale, 512)
        guard pixelSize >= 4 else { return OrbitSize(width: 0, height: 0) }
        let rendered = Self.textRenderSize(for: pixelSize)
        let stretch = pixelSize / Double(rendered)
        let width = box.map { Self.renderWidth($0.width * outputScale, stretch: stretch) }
        guard let measured = text.size(of: string, pixelSize: rendered, width: width, maxLines: box?.maxLines ?? 1,
                                       alignment: box?.alignment ?? .leading) else {
            return OrbitSize(width: 0, height: 0)
        }
        return OrbitSize(width: Double(measured.width) * stretch / outputScale, height: Double(measured.height) * stretch / outputScale)
    }

    /// What the renderer's text took so far: layouts made and glyphs no installed font has.
    public var textStatistics: TextStatistics {
        TextStatistics(layouts: text.layouts.made, missingGlyphs: text.layouts.missingGlyphs)
    }

    /// A box `pixels` wide on screen, in pixels of text rendered `stretch` times smaller than shown; at least 1.
    nonisolated static func renderWidth(_ pixels: Double, stretch: Double) -> Int { max(1, Int((pixels / stretch).rounded(.down))) }
}

/// Counters of the renderer's text over its life.
public struct TextStatistics: Hashable, Sendable {
    /// Text layouts made (each distinct text, size and box laid out once while it stays cached).
    public var layouts: Int
    /// Glyphs of those layouts that no installed font has (drawn as boxes): 0 when every script is covered.
    public var missingGlyphs: Int
}
