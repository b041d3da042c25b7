import OrbitGeometry
import OrbitLayout
import OrbitScene

/// The search field and its results: how many match, a scrolling list of the best matches with a highlight
/// that `↑` / `↓` move, and `Return` or a click on a row that reveals the person.
extension OrbitSession {
    /// Fills `field`'s matches for its query (narrowed from the last query's while it grows, when `narrows`) and
    /// puts the highlight on the best.
    mutating func findMatches(_ field: inout SearchState, narrows: Bool) {
        let found = peopleSearch.matches(field.query, limit: configuration.searchResults, narrowing: narrows ? searchNarrowing : nil)
        (field.matches, field.total) = (found.matches, found.narrowing.count)
        searchNarrowing = found.narrowing
        (field.highlight, field.top) = (0, 0)
    }

    /// Moves the highlight of the search results (while searching) or of the list of people not placed (while
    /// it is open) by `rows`, within them; the list scrolls to keep it in view.
    mutating func moveHighlight(by rows: Int) {
        if state.search == nil, state.showsHelp { return scrollHelp(by: rows) }
        if var field = state.search {
            guard !field.matches.isEmpty else { return }
            field.highlight = max(0, min(field.highlight + rows, field.matches.count - 1))
            state.search = field
        } else if let top = state.listTop {
            let count = layout().unplaced.count
            guard count > 0 else { return }
            let from = state.listHighlight ?? (rows > 0 ? top - 1 : top + 1)
            let row = max(0, min(from + rows, count - 1))
            state.listHighlight = row
            let shown = max(1, hitRegions.listRowsShown)
            if row < top { state.listTop = row } else if row >= top + shown { state.listTop = row - shown + 1 }
        }
    }

    /// Closes the search and the list, and reveals `id` (see `reveal(_:)`).
    mutating func pick(_ id: String) {
        state.search = nil
        closeList()
        reveal(id)
    }

    /// The field's second line: how many match, or why nothing is listed.
    func matchCountText(_ field: SearchState, shown: Range<Int>) -> String {
        guard !field.query.isEmpty else { return strings[.searchPrompt] }
        // The panel below says no one matches (once, with the query).
        guard field.total > 0 else { return strings[.searchNoMatch] }
        var count = strings.text(.matches, count: field.total)
        if field.total > field.matches.count { count = strings.text(.matchesBestListed, count, strings.count(field.matches.count)) }
        if shown.count < field.matches.count {
            count = strings.text(.matchesShown, count, strings.count(shown.lowerBound + 1), strings.count(shown.upperBound))
        }
        return strings.text(.matchesKeys, count)
    }

    /// The search field at the top centre while open and, below it, the rows of results in view (the highlight
    /// kept in view), or what says nobody matches. Records the rows for clicks.
    mutating func searchPanels(_ kit: OverlayKit) -> [OverlayLayer] {
        guard var field = state.search else { return [] }
        let width = min(kit.maxPanelWidth, 380)
        let fieldHeight = 2 * kit.lineHeight + 2 * OverlayKit.padding
        let below = OverlayKit.margin + 4 + fieldHeight + 4
        let room = Int((state.windowSize.height - OverlayKit.margin - below - 2 * OverlayKit.padding) / kit.lineHeight)
        let rows = max(0, min(configuration.searchRows, field.matches.count, room))
        field.highlight = max(0, min(field.highlight, field.matches.count - 1))
        if field.highlight < field.top { field.top = field.highlight }
        if field.highlight >= field.top + rows { field.top = field.highlight - rows + 1 }
        field.top = max(0, min(field.top, field.matches.count - rows))
        state.search = field
        hitRegions.resultRowsShown = rows
        let shown = field.top..<(field.top + rows)

        let panel = kit.linesPanel(.search, [strings.text(.searchField, "\(field.query)\(field.composition)▏"), matchCountText(field, shown: shown)],
                                   topLeft: OrbitPoint(x: (state.windowSize.width - width) / 2, y: OverlayKit.margin + 4), titled: true, minWidth: width)
        let top = panel.frame.maxY + 4
        if !field.query.isEmpty, field.total == 0 {
            let lines = [strings.text(.noOneMatches, field.query)]
            return [panel, kit.linesPanel(.empty, lines, topLeft: OrbitPoint(x: panel.frame.minX, y: top), titled: true, minWidth: panel.frame.width)]
        }
        guard rows > 0 else { return [panel] }
        return [panel, results(kit, field, shown: shown, topLeft: OrbitPoint(x: panel.frame.minX, y: top), width: panel.frame.width)]
    }

    /// The results panel: one row per match in view (name, and distance at the right), the highlighted row
    /// on a lighter band; its lines are the names shown, in order.
    private mutating func results(_ kit: OverlayKit, _ field: SearchState, shown: Range<Int>, topLeft: OrbitPoint, width: Double) -> OverlayLayer {
        let pad = OverlayKit.padding, line = kit.lineHeight
        let size = OrbitSize(width: width, height: Double(shown.count) * line + 2 * pad)
        let frame = OrbitRect(origin: kit.inside(topLeft, size), size: size)
        var commands = kit.panel(frame)
        var names: [String] = []
        for (row, index) in shown.enumerated() {
            let match = field.matches[index]
            let band = OrbitRect(x: frame.minX, y: frame.minY + pad + Double(row) * line, width: frame.width, height: line)
            if index == field.highlight { commands += kit.panel(band, fill: kit.theme.highlight) }
            let distance = person(match.id)?.distance(from: request.viewer).map { DistanceText.short(meters: $0, in: strings) } ?? ""
            let distanceWidth = distance.isEmpty ? 0 : kit.width(distance) + 12
            let name = kit.fit(match.name, maxWidth: frame.width - 2 * pad - distanceWidth)
            commands.append(kit.text(name, leading: pad, in: frame, y: band.center.y))
            if !distance.isEmpty {
                commands.append(kit.text(distance, trailing: pad, in: frame, y: band.center.y, color: kit.theme.dimText))
            }
            names.append(name)
            hitRegions.rows.append((band, match.id))
        }
        return OverlayLayer(kind: .results, frame: frame, lines: names, commands: commands)
    }
}
