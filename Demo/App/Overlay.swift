import OrbitLayout
import OrbitScene

/// The demo's screen-space drawing kit: text aligned by its measured size, opaque and translucent panels,
/// and the relation swatch. Sizes are in window points; `measure` gives the size a text takes on screen.
struct Overlay {
    static let textSize = 14.0
    static let lineHeight = 20.0
    static let padding = 12.0
    /// Opaque: help, search, list, HUD and legend read the same over any crowd.
    static let panelColor = Color(r: 18, g: 21, b: 31)
    static let cardColor = Color(r: 26, g: 29, b: 41)
    static let edgeColor = Color(r: 70, g: 76, b: 96)
    static let textColor = Color(r: 236, g: 238, b: 245)
    static let dimTextColor = Color(r: 160, g: 166, b: 182)
    static let titleColor = Color(r: 255, g: 214, b: 10)

    /// The size a text of a size takes on screen, fitted to a box when one is given (the renderer's `textSize`).
    let measureText: (String, Double, TextBox?) -> Size
    let bounds: Size

    /// The size `text` of `size` points takes on screen, fitted to `box` when given.
    func measure(_ text: String, _ size: Double, box: TextBox? = nil) -> Size { measureText(text, size, box) }

    /// `text` with its left edge at `x` and its middle at `y`; within `maxWidth`, ellipsized, when given (a
    /// right-to-left text then keeps to the right edge of that width).
    func text(_ text: String, x: Double, y: Double, size: Double = textSize, color: Color = textColor, maxWidth: Double? = nil) -> DrawCommand {
        guard let maxWidth else {
            return DrawCommand(content: .text(text, size: size, color: color), position: Point(x: x + measure(text, size).width / 2, y: y))
        }
        return DrawCommand(content: .text(text, size: size, color: color, box: TextBox(width: maxWidth)), position: Point(x: x + maxWidth / 2, y: y))
    }

    /// The widest text a panel inside the window holds: the window less a 10-point margin and the padding on each side.
    var maxTextWidth: Double { max(40, bounds.width - 20 - 2 * Self.padding) }

    /// A filled rectangle with its top-left corner at `origin`, with a one-point edge when `edge` is given.
    func panel(_ origin: Point, _ size: Size, fill: Color = panelColor, edge: Color? = nil) -> [DrawCommand] {
        let center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        var commands: [DrawCommand] = []
        if let edge {
            commands.append(DrawCommand(content: .panel(width: size.width + 2, height: size.height + 2, fill: edge), position: center))
        }
        commands.append(DrawCommand(content: .panel(width: size.width, height: size.height, fill: fill), position: center))
        return commands
    }

    /// Left-aligned `lines` on a panel whose top-left corner is `corner` (moved inside the window when it
    /// would stick out), at least `minWidth` wide and never wider than the window (longer lines are ellipsized);
    /// the first line in the title colour when `titled`. Returns the commands and the panel's rectangle.
    func lines(_ lines: [String], topLeft corner: Point, titled: Bool = false, minWidth: Double = 0) -> (commands: [DrawCommand], frame: Rect) {
        let textWidth = min(maxTextWidth, max(minWidth - 2 * Self.padding, lines.map { measure($0, Self.textSize).width }.max() ?? 0))
        let size = Size(width: textWidth + 2 * Self.padding, height: Double(lines.count) * Self.lineHeight + 2 * Self.padding)
        let origin = inside(corner, size)
        var commands = panel(origin, size)
        for (index, line) in lines.enumerated() {
            let y = origin.y + Self.padding + Self.lineHeight * (Double(index) + 0.5)
            commands.append(text(line, x: origin.x + Self.padding, y: y, color: titled && index == 0 ? Self.titleColor : Self.textColor,
                                 maxWidth: textWidth))
        }
        return (commands, Rect(origin: origin, size: size))
    }

    /// `corner` moved so that a box of `size` there lies inside the window (its top-left wins when it cannot).
    func inside(_ corner: Point, _ size: Size) -> Point { Self.inside(corner, size, bounds: bounds) }

    static func inside(_ corner: Point, _ size: Size, bounds: Size) -> Point {
        Point(x: max(0, min(corner.x, bounds.width - size.width)), y: max(0, min(corner.y, bounds.height - size.height)))
    }

    /// A small picture of how `relation` is drawn, centred at `center`: its colour in its rim's form.
    static func swatch(_ relation: Relation, at center: Point, radius: Double = 8) -> [DrawCommand] {
        let form = RelationStyle(relation)
        let color = relation.color
        var commands: [DrawCommand] = []
        if form.hasHalo {
            commands.append(DrawCommand(content: .circle(radius: radius + 2, fill: nil, stroke: color, lineWidth: 1.5), position: center))
        }
        let rim = form.rimShare > 0 ? 1 + 2.5 * form.rimShare : 0
        if rim > 0 { commands.append(DrawCommand(content: .circle(radius: radius, fill: color, stroke: nil, lineWidth: 0), position: center)) }
        commands.append(DrawCommand(content: .circle(radius: radius - rim, fill: Color(r: 205, g: 208, b: 216), stroke: nil, lineWidth: 0), position: center))
        return commands
    }
}
