import OrbitGeometry
import OrbitLayout
import OrbitScene
import OrbitSession

/// Draws a layout as an SVG picture: the rings as shaded annuli, the viewer at the centre, each
/// placed person as a disc in their relation's colour (grey when inactive) with their name below,
/// and a legend with counts.
///
/// The picture covers the viewport and every ring, so rings that reach beyond the viewport show
/// too; the viewport is then outlined with a dashed frame.
struct SVGLayoutPicture {
    var result: LayoutResult
    var viewport: OrbitSize
    /// The people by id; a node whose id is missing is drawn as `none`, active, labelled by id.
    var people: [String: OrbitPerson]

    /// Fill colour of each relation's disc; the scene uses the same values.
    /// `#RRGGBB` of the relation's colour.
    static func color(of relation: Relation) -> String {
        let hex = String(relation.rgb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }

    static let inactiveColor = "#C7C7CC"
    static let viewerColor = "#1C1C1E"
    static let ringFills = ["#F2F2F7", "#E5E5EA"]
    static let ringStroke = "#AEAEB2"

    /// The SVG document.
    /// - Complexity: O(rings + nodes).
    func render() -> String {
        var svg = SVGDocument()
        let box = viewBox
        let r = result.avatarRadius
        let labelSize = min(max(r * 0.42, 6), 14)
        svg.element("rect", [
            "x": SVGDocument.number(box.x), "y": SVGDocument.number(box.y),
            "width": SVGDocument.number(box.width), "height": SVGDocument.number(box.height), "fill": "#FFFFFF",
        ])
        svg.group(["id": "rings", "stroke": Self.ringStroke, "stroke-width": "1", "fill-rule": "evenodd"]) { svg in
            for ring in result.rings {
                svg.element("path", [
                    "d": annulusPath(inner: ring.innerRadius, outer: ring.outerRadius),
                    "fill": Self.ringFills[abs(ring.index) % Self.ringFills.count],
                    "data-ring": String(ring.index), "data-count": String(ring.count),
                ])
            }
        }
        if box.x < 0 || box.y < 0 || box.width > viewport.width || box.height > viewport.height {
            svg.element("rect", [
                "id": "viewport", "x": "0", "y": "0",
                "width": SVGDocument.number(viewport.width), "height": SVGDocument.number(viewport.height),
                "fill": "none", "stroke": Self.viewerColor, "stroke-width": "1.5", "stroke-dasharray": "8 6",
            ])
        }
        svg.group(["id": "viewer"]) { svg in
            svg.element("circle", [
                "cx": SVGDocument.number(result.center.x), "cy": SVGDocument.number(result.center.y),
                "r": SVGDocument.number(r), "fill": Self.viewerColor, "stroke": "#FFFFFF", "stroke-width": "2",
            ])
            svg.element("text", [
                "x": SVGDocument.number(result.center.x), "y": SVGDocument.number(result.center.y + labelSize * 0.35),
                "font-size": SVGDocument.number(labelSize), "text-anchor": "middle", "fill": "#FFFFFF",
            ], content: "you")
        }
        svg.group(["id": "people", "font-size": SVGDocument.number(labelSize), "text-anchor": "middle"]) { svg in
            for node in result.nodes {
                drawNode(node, labelSize: labelSize, into: &svg)
            }
        }
        drawLegend(at: (box.x + 12, box.y + 12), into: &svg)
        return svg.rendered(viewBox: box)
    }

    private func drawNode(_ node: PlacedNode, labelSize: Double, into svg: inout SVGDocument) {
        let person = people[node.id]
        let relation = person?.relation ?? .unrelated
        let isActive = person?.isActive ?? true
        let color = Self.color(of: relation)
        let label = ShownName.clipped(person?.name ?? node.id)
        let state = isActive ? "active" : "inactive"
        svg.group(["class": "person \(relation.rawValue) \(state)", "data-id": node.id, "data-ring": String(node.ring)]) { svg in
            svg.element("title", [:], content: "\(label) (\(node.id)): \(relation.rawValue), \(state), ring \(node.ring)")
            svg.element("circle", [
                "cx": SVGDocument.number(node.x), "cy": SVGDocument.number(node.y), "r": SVGDocument.number(result.avatarRadius),
                "fill": isActive ? color : Self.inactiveColor, "stroke": color, "stroke-width": isActive ? "1" : "2",
            ])
            svg.element("text", [
                "x": SVGDocument.number(node.x), "y": SVGDocument.number(node.y + result.avatarRadius + labelSize),
                "fill": isActive ? "#1C1C1E" : "#8E8E93",
            ], content: label)
        }
    }

    /// Swatches for each relation and for inactive people, with counts, and the unplaced and
    /// rejected totals.
    private func drawLegend(at origin: (x: Double, y: Double), into svg: inout SVGDocument) {
        var counts: [Relation: Int] = [:]
        var inactive = 0
        for node in result.nodes {
            counts[people[node.id]?.relation ?? .unrelated, default: 0] += 1
            if people[node.id]?.isActive == false { inactive += 1 }
        }
        let rows = Relation.allCases.map { (Self.color(of: $0), "\($0.rawValue): \(counts[$0, default: 0])") }
            + [(Self.inactiveColor, "inactive: \(inactive)")]
        let summary = "\(result.nodes.count) placed, \(result.unplaced.count) unplaced, \(result.rejected.count) rejected"
        svg.group(["id": "legend", "font-size": "12", "fill": Self.viewerColor]) { svg in
            svg.element("text", ["x": SVGDocument.number(origin.x), "y": SVGDocument.number(origin.y + 10)], content: summary)
            for (row, (color, text)) in rows.enumerated() {
                let y = origin.y + 22 + Double(row) * 16
                svg.element("circle", [
                    "cx": SVGDocument.number(origin.x + 5), "cy": SVGDocument.number(y + 5), "r": "5", "fill": color,
                ])
                svg.element("text", ["x": SVGDocument.number(origin.x + 15), "y": SVGDocument.number(y + 9)], content: text)
            }
        }
    }

    /// The region shown: the viewport united with every ring's outer circle plus room for labels.
    var viewBox: (x: Double, y: Double, width: Double, height: Double) {
        let reach = (result.rings.map(\.outerRadius).max() ?? 0) + result.avatarRadius
        let c = result.center
        let minX = min(0, c.x - reach), minY = min(0, c.y - reach)
        let maxX = max(viewport.width, c.x + reach), maxY = max(viewport.height, c.y + reach)
        guard [minX, minY, maxX, maxY].allSatisfy(\.isFinite) else { return (0, 0, viewport.width, viewport.height) }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// An annulus as two full circles (outer, then inner), filled with the even-odd rule.
    private func annulusPath(inner: Double, outer: Double) -> String {
        let c = result.center
        return [outer, inner].filter { $0 > 0 }.map { radius in
            let (r, x, y) = (SVGDocument.number(radius), SVGDocument.number(c.x - radius), SVGDocument.number(c.y))
            return "M\(x) \(y)a\(r) \(r) 0 1 0 \(SVGDocument.number(2 * radius)) 0a\(r) \(r) 0 1 0 -\(SVGDocument.number(2 * radius)) 0Z"
        }.joined(separator: " ")
    }
}
