import OrbitLayout
import OrbitScene

/// What the keys and clicks of the screen do: focus in reading order, the card, search, the fit view, the
/// list of people not placed, and Esc's order.
extension DemoApp {
    /// Esc: closes the topmost thing open — search, help, the list, the card — and quits only when nothing is.
    func escape() {
        if screen.search != nil {
            screen.search = nil
        } else if screen.showsHelp {
            screen.showsHelp = false
        } else if screen.listTop != nil {
            screen.listTop = nil
        } else if scene.selectedID != nil {
            scene.selectedID = nil
        } else {
            isRunning = false
        }
    }

    /// `Tab` (forward) / `Shift-Tab`: focus moves to the next person in reading order, and their ring turns to
    /// bring them into view. An open card follows the focus.
    func moveFocus(forward: Bool, time: Double) {
        let order = readingOrder
        let from = screen.focusID ?? scene.selectedID
        guard let id = forward ? order.next(after: from) : order.previous(before: from) else { return }
        screen.focusID = id
        if scene.selectedID != nil { scene.selectedID = id }
        guard let node = node(id) else { return }
        interaction.bringIntoView(ring: node.ring, angle: node.angle, radius: node.radius,
                                  inset: live.plan.avatarRadius * interaction.camera.scale + 8, time: time)
    }

    /// Arrow keys: the focused person's ring (else the innermost) turns a twelfth of a turn.
    func turnFocusedRing(clockwise: Bool, time: Double) {
        let ring = screen.focusID.flatMap { node($0)?.ring } ?? 0
        interaction.turn(ring: ring, by: (clockwise ? 1 : -1) * .pi / 6, time: time)
    }

    /// `Return`: picks the best search match when searching, else opens the focused person's card.
    func confirm(time: Double) {
        if let search = screen.search {
            guard let best = search.matches.first else { return }
            screen.search = nil
            reveal(best.id, time: time)
        } else if let id = screen.focusID {
            scene.selectedID = id
        }
    }

    /// Turns `id`'s ring (animated) so they come to 12 o'clock, pulses them, focuses them and opens their card.
    func reveal(_ id: String, time: Double) {
        guard let node = node(id) else { return }
        interaction.turn(ring: node.ring, bringing: node.angle, time: time)
        screen.pulse = (id, time)
        screen.focusID = id
        scene.selectedID = id
    }

    /// `/`: opens the search field.
    func openSearch() {
        screen.search = ScreenState.Search()
        screen.swallowsSlash = true
    }

    /// Typed text goes to the search field; the matches follow every keystroke.
    func typeIntoSearch(_ text: String) {
        guard var search = screen.search else { return }
        if screen.swallowsSlash, text.hasPrefix("/") {
            screen.swallowsSlash = false
            return typeIntoSearch(String(text.dropFirst()))
        }
        screen.swallowsSlash = false
        guard !text.isEmpty else { return }
        search.query += text
        search.composition = ""
        search.matches = peopleSearch.matches(search.query, limit: 6)
        screen.search = search
    }

    /// Text an input method is composing (not yet typed): shown in the search field until it is committed as
    /// typed text or cleared.
    func composeInSearch(_ text: String) {
        screen.search?.composition = text
    }

    /// `Backspace` in the search field.
    func deleteBackward() {
        guard var search = screen.search, !search.query.isEmpty else { return }
        search.query.removeLast()
        search.matches = peopleSearch.matches(search.query, limit: 6)
        screen.search = search
    }

    /// Scrolls the list of people not placed by `rows` (positive: down), within its length.
    func scrollList(by rows: Int) {
        guard let top = screen.listTop else { return }
        screen.listTop = max(0, min(top + rows, layout.unplaced.count - ScreenState.listRows))
    }

    /// A click: the "+N" chip opens the list; elsewhere, the person under it gets the card (empty space
    /// closes it). A double click on empty space goes back to the fit view.
    func click(at point: Point, double: Bool, time: Double) {
        if let chip = screen.chipFrame, chip.contains(point) {
            screen.listTop = screen.listTop == nil ? 0 : nil
            return
        }
        if let list = screen.listFrame, list.contains(point) { return }
        let person = scene.person(at: point)
        scene.selectedID = person
        if let person { screen.focusID = person }
        if double, person == nil { interaction.showAll(time: time) }
    }

    /// The placed node of `id`.
    func node(_ id: String) -> PlacedNode? {
        nodeIndex[id].map { layout.nodes[$0] }
    }
}
