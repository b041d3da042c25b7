/// A session frame as an SVG picture, for a headless front end, a test or a first look: the background, every
/// person drawn as a disc (`data-id` their id, faded as drawn), and every overlay as a panel with its text lines
/// (`data-kind` its ``OverlayKind``; the focus ring and the pulse as outlines). `orbit-layout play --format svg`
/// writes this picture.
public struct SessionFrameSVG: Sendable {
    /// The frame drawn.
    public var frame: SessionFrame

    /// The picture of `frame`.
    public init(frame: SessionFrame) {
        self.frame = frame
    }

    /// The SVG document, sized to the frame's window (one SVG unit a point).
    public func render() -> String {
        var document = SVGDocument()
        let size = frame.windowSize
        document.element("rect", ["x": "0", "y": "0", "width": SVGDocument.number(size.width), "height": SVGDocument.number(size.height), "fill": "#0b0d14"])
        for person in frame.people {
            document.element("circle", [
                "cx": SVGDocument.number(person.position.x), "cy": SVGDocument.number(person.position.y),
                "r": SVGDocument.number(person.radius), "fill": "#8a8fa0", "fill-opacity": SVGDocument.number(person.opacity),
                "data-id": person.id,
            ])
        }
        for layer in frame.overlays {
            let rect = layer.frame
            switch layer.kind {
            case .focus, .pulse:
                document.element("rect", [
                    "x": SVGDocument.number(rect.minX), "y": SVGDocument.number(rect.minY), "width": SVGDocument.number(rect.width),
                    "height": SVGDocument.number(rect.height), "fill": "none", "stroke": layer.kind == .focus ? "#ffffff" : "#ffd60a",
                    "data-kind": layer.kind.rawValue,
                ])
            default:
                document.group(["data-kind": layer.kind.rawValue]) { group in
                    group.element("rect", [
                        "x": SVGDocument.number(rect.minX), "y": SVGDocument.number(rect.minY), "width": SVGDocument.number(rect.width),
                        "height": SVGDocument.number(rect.height), "fill": "#121520", "stroke": "#464c60",
                    ])
                    let single = layer.lines.count == 1 && rect.height <= 24
                    for (index, line) in layer.lines.enumerated() {
                        let y = single ? rect.center.y + 4 : rect.minY + 12 + 20 * (Double(index) + 0.5) + 5
                        group.element("text", [
                            "x": SVGDocument.number(single ? rect.center.x : rect.minX + 12), "y": SVGDocument.number(y),
                            "font-size": single ? "12" : "14", "fill": "#eceef5", "text-anchor": single ? "middle" : "start",
                        ], content: line)
                    }
                }
            }
        }
        return document.rendered(viewBox: (0, 0, size.width, size.height))
    }
}
