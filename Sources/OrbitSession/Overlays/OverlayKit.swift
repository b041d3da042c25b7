import OrbitGeometry
import OrbitLayout
import OrbitScene

/// Lays overlays out in the window in the theme's colours and text sizes (times its text scale): text measured
/// by the front end's fonts, panels that always fit (lines truncated with an ellipsis, rows dropped with a last
/// "…" row), and the relation swatch. In right-to-left text (`isRightToLeft`) panels mirror: lines start at
/// their right edge.
struct OverlayKit {
    static let padding = 12.0
    /// Space kept between panels and the window's edge.
    static let margin = 8.0

    let measurer: any TextMeasuring
    let window: OrbitSize
    /// Colours (panels are opaque: they read the same over any crowd) and text sizes.
    let theme: Theme
    /// Whether text runs right to left (`OrbitStrings.isRightToLeft`).
    var isRightToLeft = false

    /// Panel text size, scaled.
    var textSize: Double { theme.textSize * theme.textScale }
    /// A panel row's height: 10/7 of the text size (20 points at 14).
    var lineHeight: Double { (textSize * 10 / 7).rounded() }
    /// Label text size, scaled.
    var labelSize: Double { theme.labelSize * theme.textScale }
    /// A label chip's height: 5/3 of the label size (20 points at 12).
    var labelHeight: Double { (labelSize * 5 / 3).rounded() }
    /// The card's name size, scaled.
    var titleSize: Double { theme.titleSize * theme.textScale }

    func width(_ text: String, _ size: Double? = nil) -> Double {
        measurer.size(of: text, fontSize: size ?? textSize).width
    }

    /// `text` truncated to `maxWidth`.
    func fit(_ text: String, _ size: Double? = nil, maxWidth: Double) -> String {
        measurer.truncated(text, fontSize: size ?? textSize, maxWidth: max(0, maxWidth))
    }

    /// `text` starting `leading` points from `frame`'s left edge (right edge in right-to-left text), its middle
    /// at `y`, in the theme's text colour unless `color` says otherwise. The command carries its alignment, so a
    /// renderer whose fonts measure otherwise keeps the column's edge straight.
    func text(_ text: String, leading: Double, in frame: OrbitRect, y: Double, size: Double? = nil, color: RGBAColor? = nil) -> DrawCommand {
        let size = size ?? textSize, width = width(text, size)
        return DrawCommand(content: .text(text, size: size, color: color ?? theme.text, box: TextBox(width: width, alignment: .leading)),
                           position: OrbitPoint(x: mirrored(leading, width: width, in: frame) + width / 2, y: y))
    }

    /// `text` ending `trailing` points from `frame`'s right edge (left edge in right-to-left text), its middle at
    /// `y`: a column of numbers keeps its end straight.
    func text(_ text: String, trailing: Double, in frame: OrbitRect, y: Double, size: Double? = nil, color: RGBAColor? = nil) -> DrawCommand {
        let size = size ?? textSize, width = width(text, size)
        return DrawCommand(content: .text(text, size: size, color: color ?? theme.text, box: TextBox(width: width, alignment: .trailing)),
                           position: OrbitPoint(x: mirrored(frame.width - trailing - width, width: width, in: frame) + width / 2, y: y))
    }

    /// The left edge of a box `width` wide starting `leading` points from `frame`'s left edge, or in
    /// right-to-left text from its right edge.
    func mirrored(_ leading: Double, width: Double, in frame: OrbitRect) -> Double {
        isRightToLeft ? frame.maxX - leading - width : frame.minX + leading
    }

    /// A filled rectangle (a panel unless `fill` says otherwise), with a one-point edge when `edge` is given.
    func panel(_ frame: OrbitRect, fill: RGBAColor? = nil, edge: RGBAColor? = nil) -> [DrawCommand] {
        let fill = fill ?? theme.panel
        var commands: [DrawCommand] = []
        if let edge {
            commands.append(DrawCommand(content: .panel(width: frame.width + 2, height: frame.height + 2, fill: edge), position: frame.center))
        }
        commands.append(DrawCommand(content: .panel(width: frame.width, height: frame.height, fill: fill), position: frame.center))
        return commands
    }

    /// The largest width a panel may take.
    var maxPanelWidth: Double { max(1, window.width - 2 * Self.margin) }
    /// The most text rows a panel may hold.
    var maxRows: Int { max(1, Int((window.height - 2 * Self.margin - 2 * Self.padding) / lineHeight)) }

    /// `lines` made to fit a panel: each truncated to the window's width, and when there are more rows than
    /// fit, the last row shown says "…".
    func fitted(_ lines: [String], minWidth: Double = 0) -> (lines: [String], size: OrbitSize) {
        var rows = lines
        if rows.count > maxRows { rows = Array(rows.prefix(maxRows - 1)) + ["…"] }
        rows = rows.map { fit($0, maxWidth: maxPanelWidth - 2 * Self.padding) }
        let textWidth = rows.map { self.width($0) }.max() ?? 0
        let panelWidth = min(maxPanelWidth, max(minWidth, textWidth + 2 * Self.padding))
        return (rows, OrbitSize(width: panelWidth, height: Double(rows.count) * lineHeight + 2 * Self.padding))
    }

    /// `corner` moved so that a box of `size` there lies inside the window (with the margin when it can).
    func inside(_ corner: OrbitPoint, _ size: OrbitSize) -> OrbitPoint {
        func clamp(_ value: Double, _ length: Double, _ limit: Double) -> Double {
            let low = min(Self.margin, max(0, (limit - length) / 2)), high = limit - length - low
            return max(low, min(value, high))
        }
        return OrbitPoint(x: clamp(corner.x, size.width, window.width), y: clamp(corner.y, size.height, window.height))
    }

    /// A panel of `lines` aligned to its leading edge with its top-left corner at `corner` (moved inside the window), the
    /// first line in the title colour when `titled`.
    func linesPanel(_ kind: OverlayKind, _ lines: [String], topLeft corner: OrbitPoint, titled: Bool = false, minWidth: Double = 0) -> OverlayLayer {
        let (rows, size) = fitted(lines, minWidth: minWidth)
        let frame = OrbitRect(origin: inside(corner, size), size: size)
        var commands = panel(frame)
        for (index, row) in rows.enumerated() {
            let y = frame.minY + Self.padding + lineHeight * (Double(index) + 0.5)
            commands.append(text(row, leading: Self.padding, in: frame, y: y, color: titled && index == 0 ? theme.accent : theme.text))
        }
        return OverlayLayer(kind: kind, frame: frame, lines: rows, commands: commands)
    }

    /// The size of a label chip saying `text`, no wider than the window allows, and the text it shows.
    func labelSize(_ text: String) -> (text: String, size: OrbitSize) {
        let shown = fit(text, labelSize, maxWidth: maxPanelWidth - 16)
        return (shown, OrbitSize(width: width(shown, labelSize) + 16, height: labelHeight))
    }

    /// A label chip saying `text` centred at `center`, edged in the accent colour when `edged`.
    func label(_ kind: OverlayKind, _ text: String, size: OrbitSize, center: OrbitPoint, edged: Bool = false) -> OverlayLayer {
        let frame = OrbitRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        var commands = panel(frame, fill: theme.label, edge: edged ? theme.accent : nil)
        commands.append(DrawCommand(content: .text(text, size: labelSize, color: theme.text,
                                                   box: TextBox(width: max(1, size.width - 16), alignment: .center)), position: center))
        return OverlayLayer(kind: kind, frame: edged ? frame.grown(by: 1) : frame, lines: [text], commands: commands)
    }

    /// A small picture of how `relation` is drawn, centred at `center`: its colour in its rim's form.
    func swatch(_ relation: Relation, at center: OrbitPoint, radius: Double = 8, body: Bool = true) -> [DrawCommand] {
        let form = theme.scene.rimForms[relation]
        let color = relation.color
        var commands: [DrawCommand] = []
        if form.hasHalo {
            commands.append(DrawCommand(content: .circle(radius: radius + 2, fill: nil, stroke: color, lineWidth: 1.5), position: center))
        }
        let rim = form.rimShare > 0 ? 1 + 2.5 * form.rimShare : 0
        if rim > 0 { commands.append(DrawCommand(content: .circle(radius: radius, fill: color, stroke: nil, lineWidth: 0), position: center)) }
        if body {
            commands.append(DrawCommand(content: .circle(radius: radius - rim, fill: theme.swatchBody, stroke: nil, lineWidth: 0), position: center))
        }
        // Without a body the caller draws a face inside, and the bar over it.
        if body, form.isBarred { commands.append(RingScene.bar(across: radius, color: color, at: center)) }
        return commands
    }
}

extension OrbitRect {
    /// Whether the two rectangles share more than an edge.
    func meets(_ other: OrbitRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Distance from `point` to the rectangle; 0 inside.
    func gap(to point: OrbitPoint) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether the rectangle lies inside `other` (edges may touch).
    func isInside(_ other: OrbitRect) -> Bool {
        minX >= other.minX - 1e-9 && minY >= other.minY - 1e-9 && maxX <= other.maxX + 1e-9 && maxY <= other.maxY + 1e-9
    }
}

extension OrbitSession {
    /// The kit overlays are laid out with: the session's measurer, window, theme and text direction.
    var overlayKit: OverlayKit {
        OverlayKit(measurer: measurer, window: state.windowSize, theme: configuration.theme, isRightToLeft: strings.isRightToLeft)
    }
}
