import OrbitLayout
import OrbitScene

/// What the demo derives from the layout for the screen, built when first needed and dropped when the layout
/// changes.
struct Derived {
    var readingOrder: ReadingOrder?
    var search: PeopleSearch?
    var summaries: [RingSummary]?
    var nodeIndex: [String: Int]?
    /// Each ring's label text and width (see `ringLabelTexts`).
    var labels: (texts: [Int: String], widths: [Int: Double])?
}

extension DemoApp {
    /// Drops everything derived from the old layout; focus and selection on people no longer placed go.
    func layoutDidChange() {
        derived = Derived()
        screen.labels = nil
        if let focus = screen.focusID, nodeIndex[focus] == nil { screen.focusID = nil }
        if let top = screen.listTop { screen.listTop = min(top, max(0, layout.unplaced.count - ScreenState.listRows)) }
    }

    /// Everyone placed, in reading order (ring by ring from the centre, clockwise from 12 o'clock).
    var readingOrder: ReadingOrder {
        refreshLayoutIfDue()
        if let order = derived.readingOrder { return order }
        let order = ReadingOrder(nodes: layout.nodes)
        derived.readingOrder = order
        return order
    }

    /// Name search over everyone placed, nearest first on ties.
    var peopleSearch: PeopleSearch {
        refreshLayoutIfDue()
        if let search = derived.search { return search }
        let search = PeopleSearch(layout.nodes.map { node in (node.id, peopleByID[node.id]?.name ?? node.id) })
        derived.search = search
        return search
    }

    /// What each ring holds (band, real range, count), for the ring labels: from the live layout, in O(rings).
    var ringSummaries: [RingSummary] {
        if let summaries = derived.summaries { return summaries }
        let summaries = RingSummary.summaries(of: live)
        derived.summaries = summaries
        return summaries
    }

    /// Where each placed id is in `layout.nodes`.
    var nodeIndex: [String: Int] {
        refreshLayoutIfDue()
        if let index = derived.nodeIndex { return index }
        let index = Dictionary(layout.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        derived.nodeIndex = index
        return index
    }
}
