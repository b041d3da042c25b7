import OrbitLayout
import OrbitScene

/// The demo's screen-space overlays as draw commands: the HUD, the help sheet and a person's card. Each is
/// lines of text on a translucent panel; sizes are in window points.
enum Overlay {
    static let textSize = 14.0
    static let lineHeight = 19.0
    static let padding = 10.0
    static let panelColor = Color(r: 16, g: 18, b: 26, a: 215)
    static let textColor = Color(r: 236, g: 238, b: 245)
    static let titleColor = Color(r: 255, g: 214, b: 10)

    /// A panel of `lines` (the first in the title colour when `titled`) centred on `center`, moved inside
    /// `bounds` when it would stick out.
    static func panel(_ lines: [String], center: Point, titled: Bool = false, in bounds: Size) -> [DrawCommand] {
        guard !lines.isEmpty else { return [] }
        // DejaVu Sans averages about 0.5 em per character; the panel is sized from that estimate.
        let width = Double(lines.map(\.count).max() ?? 0) * textSize * 0.5 + 2 * padding
        let height = Double(lines.count) * lineHeight + 2 * padding
        let x = min(max(center.x, width / 2), max(width / 2, bounds.width - width / 2))
        let y = min(max(center.y, height / 2), max(height / 2, bounds.height - height / 2))
        var commands = [DrawCommand(content: .panel(width: width, height: height, fill: panelColor), position: Point(x: x, y: y))]
        for (index, line) in lines.enumerated() {
            let lineY = y - height / 2 + padding + lineHeight * (Double(index) + 0.5)
            let color = titled && index == 0 ? titleColor : textColor
            commands.append(DrawCommand(content: .text(line, size: textSize, color: color), position: Point(x: x, y: lineY)))
        }
        return commands
    }

    /// A panel whose top-left corner is at `corner`.
    static func panel(_ lines: [String], topLeft corner: Point, in bounds: Size) -> [DrawCommand] {
        let width = Double(lines.map(\.count).max() ?? 0) * textSize * 0.5 + 2 * padding
        let height = Double(lines.count) * lineHeight + 2 * padding
        return panel(lines, center: Point(x: corner.x + width / 2, y: corner.y + height / 2), in: bounds)
    }

    static let helpLines = [
        "Orbit",
        "drag a ring: turn it; let go moving: it coasts",
        "click a person: their card (click empty space to close)",
        "scroll: zoom about the pointer (small: dots)",
        "?  this help      H  HUD      R  new seed",
        "+ / -  people arrive / leave      Esc  quit",
    ]

    /// The card of a person whose avatar is at `anchor` on screen: above the avatar when there is room,
    /// else below.
    static func card(_ card: PersonCard, anchor: Point, avatarRadius: Double, in bounds: Size) -> [DrawCommand] {
        let height = Double(card.lines.count) * lineHeight + 2 * padding
        let above = anchor.y - avatarRadius - 12 - height / 2
        let y = above - height / 2 >= 0 ? above : anchor.y + avatarRadius + 12 + height / 2
        return panel(card.lines, center: Point(x: anchor.x, y: y), titled: true, in: bounds)
    }
}
