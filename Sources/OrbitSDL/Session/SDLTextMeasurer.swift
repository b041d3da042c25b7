import OrbitGeometry
import OrbitScene
import OrbitSession

/// Text measured with a renderer's fonts (Pango), so an `OrbitSession` lays its overlays out as they are drawn.
@MainActor
public struct SDLTextMeasurer: @MainActor TextMeasuring {
    /// The renderer whose fonts measure.
    public let renderer: SDLRenderer

    /// A measurer with `renderer`'s fonts.
    public init(renderer: SDLRenderer) {
        self.renderer = renderer
    }

    public func size(of text: String, fontSize: Double) -> OrbitSize { renderer.textSize(text, size: fontSize) }

    public func size(of text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> OrbitSize {
        renderer.textSize(text, size: fontSize, box: TextBox(width: maxWidth, maxLines: maxLines))
    }
}
