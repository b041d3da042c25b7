import OrbitScene

/// A session frame as an SVG picture, for a headless front end, a test or a first look, in the colours of a
/// ``Theme``: the background, the rings drawn as circles (`data-ring` their index), every person drawn as a disc (`data-id` their id, faded as drawn), and every overlay
/// as a group (`data-kind` its ``OverlayKind``) of its draw commands — panels as rectangles, rings and swatches as
/// circles, text placed as its box says (its aligned edge where the box's is, the session's wrapped lines one under
/// another); a label's or leader's group names its ring (`data-ring`). `orbit-layout play --format svg` writes this picture.
public struct SessionFrameSVG: Sendable {
    /// The frame drawn.
    package var frame: SessionFrame
    /// The colours of what the frame's commands do not colour: the background and the people's discs; the
    /// session's (`OrbitSession.configuration.theme`).
    package var theme: Theme

    /// The picture of `frame` in `theme` (default: dark).
    public init(frame: SessionFrame, theme: Theme = .dark) {
        self.frame = frame
        self.theme = theme
    }

    /// The SVG document, sized to the frame's window (one SVG unit a point).
    public func render() -> String {
        var document = SVGDocument()
        let size = frame.windowSize
        document.element("rect", [
            "x": "0", "y": "0", "width": SVGDocument.number(size.width), "height": SVGDocument.number(size.height), "fill": theme.background.hexString,
        ])
        for ring in frame.rings {
            document.element("circle", [
                "cx": SVGDocument.number(ring.center.x), "cy": SVGDocument.number(ring.center.y), "r": SVGDocument.number(ring.radius),
                "fill": "none", "stroke": theme.scene.guide.hexString, "stroke-opacity": Self.opacity(theme.scene.guide, 1), "stroke-width": "1",
                "data-ring": String(ring.index),
            ])
        }
        for person in frame.people {
            document.element("circle", [
                "cx": SVGDocument.number(person.position.x), "cy": SVGDocument.number(person.position.y),
                "r": SVGDocument.number(person.radius), "fill": theme.dimText.hexString, "fill-opacity": SVGDocument.number(person.opacity),
                "data-id": person.id,
            ])
        }
        for layer in frame.overlays {
            let draw = { (group: inout SVGDocument) in
                for command in layer.commands { Self.draw(command, into: &group) }
            }
            if let ring = layer.ring {
                document.group(["data-kind": layer.kind.rawValue, "data-ring": String(ring)], draw)
            } else {
                document.group(["data-kind": layer.kind.rawValue], draw)
            }
        }
        return document.rendered(viewBox: (0, 0, size.width, size.height))
    }

    /// One overlay command as SVG elements (avatars, which a picture has no image for, are left out).
    static func draw(_ command: DrawCommand, into document: inout SVGDocument) {
        let at = command.position, scale = command.scale
        switch command.content {
        case .panel(let width, let height, let fill):
            document.element("rect", [
                "x": SVGDocument.number(at.x - width * scale / 2), "y": SVGDocument.number(at.y - height * scale / 2),
                "width": SVGDocument.number(width * scale), "height": SVGDocument.number(height * scale), "fill": fill.hexString,
                "fill-opacity": opacity(fill, command.alpha),
            ])
        case .circle(let radius, let fill, let stroke, let lineWidth):
            document.element("circle", [
                "cx": SVGDocument.number(at.x), "cy": SVGDocument.number(at.y), "r": SVGDocument.number(radius * scale),
                "fill": fill?.hexString ?? "none", "fill-opacity": fill.map { opacity($0, command.alpha) } ?? "1",
                "stroke": stroke?.hexString ?? "none", "stroke-opacity": stroke.map { opacity($0, command.alpha) } ?? "1",
                "stroke-width": SVGDocument.number(lineWidth * scale),
            ])
        case .text(let text, let size, let color, let box):
            let lines = box?.lines ?? [text]
            let fontSize = size * scale, lineHeight = 1.25 * fontSize
            let halfWidth = (box?.width ?? 0) * scale / 2
            let rightToLeft = TextBox.runsRightToLeft(text)
            // Where the aligned edge is, and which end of the text SVG puts there.
            let (x, anchor): (Double, String) =
                switch box?.alignment {
                case nil, .center?: (at.x, "middle")
                case .leading?: rightToLeft ? (at.x + halfWidth, "end") : (at.x - halfWidth, "start")
                case .trailing?: rightToLeft ? (at.x - halfWidth, "start") : (at.x + halfWidth, "end")
                }
            for (index, line) in lines.enumerated() {
                // Baselines a third of the em below each line's middle, the lines centred on the position.
                let middle = at.y + (Double(index) - Double(lines.count - 1) / 2) * lineHeight
                document.element("text", [
                    "x": SVGDocument.number(x), "y": SVGDocument.number(middle + fontSize / 3), "font-size": SVGDocument.number(fontSize),
                    "fill": color.hexString, "fill-opacity": opacity(color, command.alpha), "text-anchor": anchor,
                ], content: line)
            }
        case .avatar:
            break
        }
    }

    /// A colour's alpha times a command's, as SVG writes opacities.
    static func opacity(_ color: RGBAColor, _ alpha: Double) -> String {
        SVGDocument.number(Double(color.a) / 255 * max(0, min(1, alpha)))
    }
}
