import OrbitGeometry
import OrbitLayout
import OrbitScene

/// The list of people a ring cap left out (opened by the "+N" chip): it scrolls, `↑` / `↓` move a highlight,
/// and `Return` or a click on a row opens that person's card, docked (they are on no ring).
extension OrbitSession {
    /// Closes the list and forgets its highlight.
    mutating func closeList() {
        state.listTop = nil
        state.listHighlight = nil
    }

    /// The scrollable list of people the ring cap left out, while open: a title, a row per person in view
    /// (name and distance; the highlighted one on a lighter band), and how to scroll. Records the rows for clicks.
    mutating func unplacedList(_ kit: OverlayKit) -> OverlayLayer? {
        guard let top = state.listTop else { return nil }
        let issues = layout().unplaced
        // No taller than the room above or below "You", so it need not cover them.
        let camera = scene.lastCamera, viewer = camera.screen(live.plan.center).y, reach = viewerRadius(camera)
        let room = max(viewer - reach, state.windowSize.height - viewer - reach) - 2 * OverlayKit.margin - 2 * OverlayKit.padding
        let rows = max(1, min(Self.listRows, kit.maxRows - 2, Int(room / kit.lineHeight) - 2))
        hitRegions.listRowsShown = rows
        let first = min(top, issues.count)
        let shown = first..<min(first + rows, issues.count)
        if let row = state.listHighlight, !issues.indices.contains(row) { state.listHighlight = nil }
        var lines = [strings.text(.listTitle, count: issues.count)]
        for issue in issues[shown] {
            let person = live.person(issue.id)
            let distance = person?.distance(from: request.viewer).map { DistanceText.short(meters: $0, in: strings) } ?? strings[.distanceUnknown]
            // Isolated, so a right-to-left name does not carry the distance after it to its left.
            lines.append(strings.text(.explained, ShownName.clipped(person?.name ?? issue.id).bidiIsolated, distance))
        }
        let range = shown.isEmpty ? strings[.listNone]
            : strings.text(.listRange, strings.count(first + 1), strings.count(first + shown.count), strings.count(issues.count))
        lines.append(strings.text(.listHint, range))
        var layer = kit.linesPanel(.list, lines, topLeft: OrbitPoint(x: strings.isRightToLeft ? 0 : state.windowSize.width, y: 50), titled: true)
        for (row, index) in shown.enumerated() {
            let band = OrbitRect(x: layer.frame.minX, y: layer.frame.minY + OverlayKit.padding + Double(row + 1) * kit.lineHeight,
                            width: layer.frame.width, height: kit.lineHeight)
            guard band.maxY <= layer.frame.maxY else { break }
            hitRegions.rows.append((band, issues[index].id))
            if index == state.listHighlight {
                // The band goes right after the panel's fill (its edge-free first command), under the text.
                layer.commands.insert(contentsOf: kit.panel(band, fill: kit.theme.highlight), at: 1)
            }
        }
        return layer
    }
}
