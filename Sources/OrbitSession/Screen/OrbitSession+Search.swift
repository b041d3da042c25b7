import OrbitLayout
import OrbitScene

/// The search field and its results: how many match, a scrolling list of the best matches with a highlight
/// that `↑` / `↓` move, and `Return` or a click on a row that reveals the person.
extension OrbitSession {
    /// Fills `state`'s matches for its query (narrowed from `narrowing` while the query grows) and puts the
    /// highlight on the best.
    mutating func findMatches(_ state: inout SearchState, narrowing: PeopleSearch.Narrowing?) {
        let found = peopleSearch.matches(state.query, limit: configuration.searchResults, narrowing: narrowing)
        (state.matches, state.narrowing, state.total) = (found.matches, found.narrowing, found.narrowing.count)
        (state.highlight, state.top) = (0, 0)
    }

    /// Moves the highlight of the search results (while searching) or of the list of people not placed (while
    /// it is open) by `rows`, within them; the list scrolls to keep it in view.
    mutating func moveHighlight(by rows: Int) {
        if search == nil, showsHelp { return scrollHelp(by: rows) }
        if var state = search {
            guard !state.matches.isEmpty else { return }
            state.highlight = max(0, min(state.highlight + rows, state.matches.count - 1))
            search = state
        } else if let top = listTop {
            let count = layout().unplaced.count
            guard count > 0 else { return }
            let from = listHighlight ?? (rows > 0 ? top - 1 : top + 1)
            let row = max(0, min(from + rows, count - 1))
            listHighlight = row
            let shown = max(1, hitRegions.listRowsShown)
            if row < top { listTop = row } else if row >= top + shown { listTop = row - shown + 1 }
        }
    }

    /// Closes the search and the list, and reveals `id` (see `reveal(_:)`).
    mutating func pick(_ id: String) {
        search = nil
        closeList()
        reveal(id)
    }

    /// The field's second line: how many match, or why nothing is listed.
    func matchCountText(_ search: SearchState, shown: Range<Int>) -> String {
        guard !search.query.isEmpty else { return strings[.searchPrompt] }
        // The panel below says no one matches (once, with the query).
        guard search.total > 0 else { return strings[.searchNoMatch] }
        var count = strings.text(.matches, count: search.total)
        if search.total > search.matches.count { count = strings.text(.matchesBestListed, count, strings.count(search.matches.count)) }
        if shown.count < search.matches.count {
            count = strings.text(.matchesShown, count, strings.count(shown.lowerBound + 1), strings.count(shown.upperBound))
        }
        return strings.text(.matchesKeys, count)
    }

    /// The search field at the top centre while open and, below it, the rows of results in view (the highlight
    /// kept in view), or what says nobody matches. Records the rows for clicks.
    mutating func searchPanels(_ kit: OverlayKit) -> [OverlayLayer] {
        guard var state = search else { return [] }
        let width = min(kit.maxPanelWidth, 380)
        let fieldHeight = 2 * kit.lineHeight + 2 * OverlayKit.padding
        let below = OverlayKit.margin + 4 + fieldHeight + 4
        let room = Int((windowSize.height - OverlayKit.margin - below - 2 * OverlayKit.padding) / kit.lineHeight)
        let rows = max(0, min(configuration.searchRows, state.matches.count, room))
        state.highlight = max(0, min(state.highlight, state.matches.count - 1))
        if state.highlight < state.top { state.top = state.highlight }
        if state.highlight >= state.top + rows { state.top = state.highlight - rows + 1 }
        state.top = max(0, min(state.top, state.matches.count - rows))
        search = state
        hitRegions.resultRowsShown = rows
        let shown = state.top..<(state.top + rows)

        let field = kit.linesPanel(.search, [strings.text(.searchField, "\(state.query)\(state.composition)▏"), matchCountText(state, shown: shown)],
                                   topLeft: Point(x: (windowSize.width - width) / 2, y: OverlayKit.margin + 4), titled: true, minWidth: width)
        let top = field.frame.maxY + 4
        if !state.query.isEmpty, state.total == 0 {
            let lines = [strings.text(.noOneMatches, state.query)]
            return [field, kit.linesPanel(.empty, lines, topLeft: Point(x: field.frame.minX, y: top), titled: true, minWidth: field.frame.width)]
        }
        guard rows > 0 else { return [field] }
        return [field, results(kit, state, shown: shown, topLeft: Point(x: field.frame.minX, y: top), width: field.frame.width)]
    }

    /// The results panel: one row per match in view (name, and distance at the right), the highlighted row
    /// on a lighter band; its lines are the names shown, in order.
    private mutating func results(_ kit: OverlayKit, _ state: SearchState, shown: Range<Int>, topLeft: Point, width: Double) -> OverlayLayer {
        let pad = OverlayKit.padding, line = kit.lineHeight
        let size = Size(width: width, height: Double(shown.count) * line + 2 * pad)
        let frame = Rect(origin: kit.inside(topLeft, size), size: size)
        var commands = kit.panel(frame)
        var names: [String] = []
        for (row, index) in shown.enumerated() {
            let match = state.matches[index]
            let band = Rect(x: frame.minX, y: frame.minY + pad + Double(row) * line, width: frame.width, height: line)
            if index == state.highlight { commands += kit.panel(band, fill: kit.theme.highlight) }
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
