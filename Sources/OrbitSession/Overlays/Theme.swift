import Foundation
import OrbitLayout
import OrbitScene

/// How a session looks: one value an app hands in (`OrbitSession.Configuration.theme`) and every front end
/// draws from — the background, the scene's and the overlays' colours, the text sizes and their scale, and the
/// drawing contract a renderer keeps (how long an avatar scales in once its texture arrives, the ink of the
/// initials on a placeholder, the rim's form per relation, how idle people look).
///
/// ``dark`` is the default; ``light`` is its day counterpart. Every text an overlay draws keeps at least 4.5:1
/// contrast (WCAG AA) on its panel in both (a test checks every overlay kind). Relation colours are the same in
/// both (`Relation.color`): they name the relation, and the rim's form says it without colour.
public struct Theme: Sendable, Hashable {
    /// What the window is cleared to.
    public var background: RGBAColor
    /// The scene: ring guides, the viewer, the selection ring and each relation's rim form.
    public var scene: SceneLook
    /// Ordinary panels (legend, help, HUD, search, list, toast, empty state).
    public var panel: RGBAColor
    /// Ring labels, the chip, the north marker and the name tooltip.
    public var label: RGBAColor
    /// The card.
    public var card: RGBAColor
    /// The one-point edge around the card and edged labels' fill behind the accent edge.
    public var edge: RGBAColor
    /// The band behind a highlighted row.
    public var highlight: RGBAColor
    /// Text.
    public var text: RGBAColor
    /// Secondary text: distances in the results, "idle" on the card.
    public var dimText: RGBAColor
    /// Accent: panel titles, the north marker, an edged label's edge, the pulse around a search pick.
    public var accent: RGBAColor
    /// "● active" on the card.
    public var activeText: RGBAColor
    /// The focus ring around the focused person.
    public var focusRing: RGBAColor
    /// The body of a legend swatch (a neutral avatar inside the relation's rim).
    public var swatchBody: RGBAColor
    /// Ink of the initials on a placeholder of a light colour, and of a dark one: the renderer picks by the
    /// placeholder's luma (`initialsInk(on:)`).
    public var inkOnLight: RGBAColor
    /// See `inkOnLight`.
    public var inkOnDark: RGBAColor

    /// Panel text size, in points, before `textScale`. Default 14.
    public var textSize = 14.0
    /// Label text size. Default 12.
    public var labelSize = 12.0
    /// The card's name. Default 20.
    public var titleSize = 20.0
    /// How much larger every overlay's text and rows are drawn, 1…2 (values outside are clamped): panels grow
    /// with it and still lie inside the window (lines are truncated, rows dropped). Default 1.
    public var textScale: Double {
        get { scale }
        set { scale = newValue.isFinite ? min(2, max(1, newValue)) : 1 }
    }
    private var scale = 1.0

    /// How long a newly uploaded avatar takes to scale in, in seconds (the original's 0.2 s). Default 0.2.
    public var avatarScaleInDuration = 0.2
    /// The idle look: an inactive person's whole node (rim, avatar, dot) at this opacity, their photo at half
    /// saturation. Default 0.45.
    public var inactiveOpacity = 0.45

    /// The dark theme (the default): light text on near-black panels over a near-black window.
    public static let dark = Theme(
        background: RGBAColor(r: 11, g: 13, b: 20), scene: .dark,
        panel: RGBAColor(r: 18, g: 21, b: 31), label: RGBAColor(r: 30, g: 34, b: 48), card: RGBAColor(r: 26, g: 29, b: 41),
        edge: RGBAColor(r: 70, g: 76, b: 96), highlight: RGBAColor(r: 58, g: 66, b: 104), text: RGBAColor(r: 236, g: 238, b: 245),
        dimText: RGBAColor(r: 176, g: 182, b: 198), accent: RGBAColor(r: 255, g: 214, b: 10), activeText: Relation.friend.color,
        focusRing: RGBAColor(hex: 0xFFFFFF), swatchBody: RGBAColor(r: 205, g: 208, b: 216),
        inkOnLight: RGBAColor(r: 20, g: 20, b: 20), inkOnDark: RGBAColor(r: 255, g: 255, b: 255))

    /// The light theme: dark text on white panels over a pale window.
    public static let light = Theme(
        background: RGBAColor(r: 244, g: 245, b: 248), scene: .light,
        panel: RGBAColor(r: 255, g: 255, b: 255), label: RGBAColor(r: 234, g: 236, b: 242), card: RGBAColor(r: 252, g: 252, b: 253),
        edge: RGBAColor(r: 186, g: 191, b: 204), highlight: RGBAColor(r: 208, g: 220, b: 250), text: RGBAColor(r: 20, g: 24, b: 36),
        dimText: RGBAColor(r: 84, g: 91, b: 109), accent: RGBAColor(r: 150, g: 88, b: 0), activeText: RGBAColor(r: 30, g: 123, b: 52),
        focusRing: RGBAColor(r: 20, g: 24, b: 36), swatchBody: RGBAColor(r: 150, g: 155, b: 168),
        inkOnLight: RGBAColor(r: 20, g: 20, b: 20), inkOnDark: RGBAColor(r: 255, g: 255, b: 255))

    /// The built-in themes by name: `dark`, `light`.
    package static let named: [String: Theme] = ["dark": .dark, "light": .light]

    /// The initials' ink on a placeholder of `color`: `inkOnLight` when its luma is above 150 of 255, else `inkOnDark`.
    public func initialsInk(on color: RGBAColor) -> RGBAColor {
        let luma = 0.299 * Double(color.r) + 0.587 * Double(color.g) + 0.114 * Double(color.b)
        return luma > 150 ? inkOnLight : inkOnDark
    }

    /// The contrast ratio of `a` against `b` as WCAG 2 defines it: 1 (the same) … 21 (black on white).
    package static func contrast(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        func luminance(_ color: RGBAColor) -> Double {
            func linear(_ channel: UInt8) -> Double {
                let value = Double(channel) / 255
                return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
