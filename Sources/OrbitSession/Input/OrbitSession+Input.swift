import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitScene

/// Input: pointer, wheel, pinch, keys, typed text and commands, each at its own time.
extension OrbitSession {
    /// Handles one input. Inputs must come in time order; an earlier time counts as the latest seen.
    public mutating func handle(_ input: SessionInput) {
        state.clock = max(state.clock, input.time.isFinite ? input.time : state.clock)
        let time = state.clock
        switch input {
        case .pointerDown(let point, _, _):
            guard point.x.isFinite, point.y.isFinite else { return }
            state.hover.point = point
            interaction.pointerDown(at: point, time: time)
        case .pointerMoved(let point, _, let source):
            guard point.x.isFinite, point.y.isFinite else { return }
            guard source == .mouse || interaction.press != nil else { return }  // a finger not down hovers nowhere
            state.hover.point = point
            guard interaction.press != nil else { return }
            interaction.pointerMoved(to: point, time: time)
        case .pointerUp(let point, _, let source):
            guard point.x.isFinite, point.y.isFinite else { return }
            // A lifted finger is nowhere: it leaves no name tooltip and no hand cursor behind.
            state.hover.point = source == .touch ? nil : point
            switch interaction.pointerUp(at: point, time: time) {
            case .click(let spot): click(at: spot, double: false)
            case .doubleClick(let spot): click(at: spot, double: true)
            case .spin, .none: break
            }
        case .pointerLeft:
            state.hover.point = nil
        case .pointerCancelled:
            guard let press = interaction.press else { return }
            interaction.pointerCancelled(at: state.hover.point ?? press.origin, time: time)
        case .wheel(let notches, let point, _):
            guard notches.isFinite, point.x.isFinite, point.y.isFinite else { return }
            layOutIfChanged()
            if state.showsHelp, let help = hitRegions.help, help.contains(point) {
                scrollHelp(by: -Int((max(-1000, min(1000, notches)) * 3).rounded()))
            } else if let list = hitRegions.list, list.contains(point) {
                scrollList(by: -Int((max(-1000, min(1000, notches)) * 3).rounded()))
            } else if state.search != nil, hitRegions.rows.contains(where: { $0.frame.contains(point) }) {
                moveHighlight(by: -Int(max(-1000, min(1000, notches)).rounded()))
            } else {
                interaction.zoom(notches: max(-1000, min(1000, notches)), about: point, time: time)
            }
        case .pinch(let scale, let point, _):
            guard scale.isFinite, scale > 0, point.x.isFinite, point.y.isFinite else { return }
            endPressForTwoFingers()
            interaction.zoom(notches: log(scale) / log(interaction.configuration.zoomPerNotch), about: point, time: time)
        case .twist(let radians, let point, _):
            twist(by: radians, about: point)
        case .key(let chord, _):
            guard let command = configuration.keyBindings.command(for: chord, searching: state.search != nil) else { return }
            return perform(command)
        case .text(let text, _):
            typeIntoSearch(text)
        case .compose(let text, _):
            let composition = String(text.prefix(configuration.maxQueryLength))
            state.search?.composition = composition
        case .command(let command, _):
            return perform(command)
        }
        inputCount += 1
    }

    /// Does what `command` asks. Every command counts as an input (`inputCount`); a legend or HUD toggle's undo
    /// expects the count its own press left, so only the same toggle pressed again next gives back what the
    /// first press changed.
    mutating func perform(_ command: SessionCommand) {
        inputCount += 1
        switch command {
        case .toggleBlocked: return toggleBlocked()
        case .toggleLegend: return toggleLegend()
        case .toggleHelp: return state.showsHelp.toggle()
        case .toggleHUD: return toggleHUD()
        default: break
        }
        switch command {
        case .focusNext: moveFocus(forward: true)
        case .focusPrevious: moveFocus(forward: false)
        case .confirm: confirm()
        case .escape: escape()
        case .fitAll:
            interaction.showAll(time: state.clock)
            turnNorthUp()
        case .pan(let x, let y):
            interaction.pan(by: OrbitPoint(x: x, y: y), time: state.clock)
        case .turnFocusedRing(let clockwise):
            let ring = state.focusID.flatMap { live.node($0)?.ring } ?? 0
            interaction.turn(ring: ring, by: (clockwise ? 1 : -1) * .pi / 6, time: state.clock)
        case .openSearch:
            state.search = SearchState()
            searchNarrowing = nil
            state.swallowsSlash = true
        case .deleteBackward: deleteBackward()
        case .scrollList(let rows): scrollList(by: rows)
        case .moveHighlight(let rows): moveHighlight(by: rows)
        case .reseed: reseed()
        case .arrive: arrive()
        case .leave: leave()
        case .quit: state.quitRequested = true
        case .toggleBlocked, .toggleLegend, .toggleHelp, .toggleHUD: break
        }
    }

    /// Closes the topmost thing open: search, help, the list, the card (a person's or the viewer's), the focus.
    /// Never quits.
    mutating func escape() {
        if state.search != nil {
            state.search = nil
        } else if state.showsHelp {
            state.showsHelp = false
        } else if state.listTop != nil {
            closeList()
        } else if state.selectedID != nil {
            state.selectedID = nil
        } else if state.viewerCardOpen {
            state.viewerCardOpen = false
        } else {
            state.focusID = nil
        }
    }

    /// Focus moves to the next (or previous) person in reading order, and their ring turns to bring them into
    /// view (with the card beside them while one is open, which follows the focus).
    mutating func moveFocus(forward: Bool) {
        // Found from the current person on their ring, as the layout is now: no order of everyone is built.
        let from = state.focusID ?? state.selectedID
        guard let id = forward ? ReadingOrder.next(after: from, in: live) : ReadingOrder.previous(before: from, in: live),
              let node = live.node(id) else { return }
        state.focusID = id
        state.focusIsKeyboards = true
        if state.selectedID != nil {
            state.selectedID = id
            return bringIntoViewWithCard(id)
        }
        interaction.bringIntoView(ring: node.ring, angle: node.angle, radius: node.radius,
                                  inset: live.plan.avatarRadius * interaction.camera.scale + 8, time: state.clock)
    }

    /// Reveals the highlighted search match (nothing without a match) or list row, else opens the focused
    /// person's card.
    mutating func confirm() {
        if let search = state.search {
            guard search.matches.indices.contains(search.highlight) else { return }
            pick(search.matches[search.highlight].id)
        } else if state.listTop != nil, let row = state.listHighlight {
            let unplaced = layout().unplaced
            if unplaced.indices.contains(row) { pick(unplaced[row].id) }
        } else if let id = state.focusID {
            state.selectedID = id
        }
    }

    /// Typed text goes to the search field, up to `maxQueryLength` characters; the matches follow every
    /// keystroke, narrowed from the last ones while the query grows.
    mutating func typeIntoSearch(_ typed: String) {
        guard var field = state.search else { return }
        field.composition = ""
        state.search = field
        var text = Substring(typed)
        if state.swallowsSlash, text.hasPrefix("/") { text = text.dropFirst() }
        state.swallowsSlash = false
        let room = configuration.maxQueryLength - field.query.count
        guard room > 0, !text.isEmpty else { return }
        field.query += text.prefix(room)
        findMatches(&field, narrows: true)
        state.search = field
    }

    /// `Backspace` in the search field.
    mutating func deleteBackward() {
        guard var field = state.search, !field.query.isEmpty else { return }
        field.query.removeLast()
        findMatches(&field, narrows: false)
        state.search = field
    }

    /// Scrolls the list of people not placed by `rows` (positive: down), within its length.
    mutating func scrollList(by rows: Int) {
        guard let top = state.listTop else { return }
        state.listTop = max(0, min(top + rows, layout().unplaced.count - Self.listRows))
    }

    /// A click: the chip opens or closes the list; elsewhere (not on the list or the card), the person under
    /// it gets the card, "You" the viewer's card (empty space closes it). A double click on empty space goes back to the fit view.
    mutating func click(at point: OrbitPoint, double: Bool) {
        layOutIfChanged()
        if let chip = hitRegions.chip, chip.contains(point) {
            state.listTop = state.listTop == nil ? 0 : nil
            state.listHighlight = nil
            return
        }
        if let row = hitRegions.rows.first(where: { $0.frame.contains(point) }) { return pick(row.id) }
        // The list and the card are opaque: a click on them reaches no one beneath.
        if [hitRegions.list, hitRegions.card].contains(where: { $0?.contains(point) == true }) { return }
        let person = scene.person(at: point)
        state.focusIsKeyboards = false
        let camera = scene.lastCamera
        state.viewerCardOpen = person == nil && point.distance(to: camera.screen(live.plan.center)) <= scene.viewerRadius(scale: camera.scale) * 1.25
        state.selectedID = person
        if let person { state.focusID = person }
        if double, person == nil { interaction.showAll(time: state.clock) }
    }
}
