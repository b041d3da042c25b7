import OrbitGeometry
import OrbitLayout

/// An 8-bit sRGB colour with alpha.
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0 … 255.
    public var r: UInt8
    /// Green, 0 … 255.
    public var g: UInt8
    /// Blue, 0 … 255.
    public var b: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    public var a: UInt8

    /// The colour with these channels; opaque by default.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}

/// What one draw command paints, in the node's own units (before `DrawCommand.scale`).
public enum DrawContent: Hashable, Sendable {
    /// A disc of `radius`, filled and/or stroked with `lineWidth`.
    case circle(radius: Double, fill: RGBAColor?, stroke: RGBAColor?, lineWidth: Double)
    /// The round avatar of `personID`; `grayscale` for inactive people. While no texture is ready the
    /// renderer draws `placeholder` with `initials` instead.
    case avatar(personID: String, radius: Double, grayscale: Bool, placeholder: RGBAColor, initials: String)
    /// Text of `size` (the font's em) centred on the position: one line as wide as it is without a `box`, else
    /// fitted to the box (wrapped, ellipsized and aligned as `TextBox` says). Line breaks in the text count as
    /// spaces: it is one paragraph.
    case text(String, size: Double, color: RGBAColor, box: TextBox? = nil)
    /// A filled axis-aligned rectangle of `width` × `height` centred on the position (card and HUD
    /// backgrounds); rotation does not turn it.
    case panel(width: Double, height: Double, fill: RGBAColor)
}

/// One entry of the flat draw list: content with its absolute (screen) transform and opacity.
/// The renderer draws the list in order; later commands paint over earlier ones.
public struct DrawCommand: Hashable, Sendable {
    /// What to paint, in its own units (before `scale`).
    public var content: DrawContent
    /// Absolute position of the content's centre, in screen points.
    public var position: OrbitPoint
    /// Absolute scale: multiplies radii, line widths and text sizes.
    public var scale: Double
    /// Absolute rotation in radians.
    public var rotation: Double
    /// Absolute opacity in [0, 1].
    public var alpha: Double
    /// For an avatar in transition between colour and grey: its presented saturation (1 colour, 0.5 inactive),
    /// for renderers that cross-fade; `nil` otherwise (the content's `grayscale` says how it looks).
    public var saturation: Double?

    /// A command painting `content` at `position`; unscaled, unrotated and opaque by default.
    package init(content: DrawContent, position: OrbitPoint, scale: Double = 1, rotation: Double = 0, alpha: Double = 1, saturation: Double? = nil) {
        self.content = content
        self.position = position
        self.scale = scale
        self.rotation = rotation
        self.alpha = alpha
        self.saturation = saturation
    }
}
