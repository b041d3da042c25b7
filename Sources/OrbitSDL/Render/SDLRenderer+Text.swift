import OrbitLayout
import OrbitScene

extension SDLRenderer {
    /// The size in window points that `string` takes when drawn as `.text` of `size` points at scale 1, so
    /// overlays can align text and fit panels to it; zero when the text is too small to draw or no font
    /// could be opened.
    public func textSize(_ string: String, size: Double) -> Size {
        let pixelSize = min(size * outputScale, 512)
        guard pixelSize >= 4, !string.isEmpty, let rendered = text.size(of: string, pixelSize: Self.textRenderSize(for: pixelSize)) else {
            return Size(width: 0, height: 0)
        }
        let stretch = pixelSize / Double(Self.textRenderSize(for: pixelSize)) / outputScale
        return Size(width: Double(rendered.width) * stretch, height: Double(rendered.height) * stretch)
    }
}
