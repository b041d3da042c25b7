import OrbitGeometry
import OrbitLayout
import OrbitScene

/// The frame loop: one `advance(to:)` per frame, after the frame's input; `frame` reads what it laid out.
extension OrbitSession {
    /// Moves the session's clock to `time` (seconds, the clock input is timed on) and lays out the frame there:
    /// the camera, ring turns, a recorded feed and the simulated crowd advance, people in transition move on,
    /// and then the frame is laid out from the state (`layOut()`), kept as `frame` and returned.
    ///
    /// - Throws: `SessionError` when the scene cannot draw (a non-finite camera or offset).
    @discardableResult
    public mutating func advance(to time: Double) throws(SessionError) -> SessionFrame {
        step(to: time)
        return try layOut()
    }

    /// Moves the session's clock to `time` and everything timed on it — the camera, ring turns, a recorded feed,
    /// the simulated crowd, people in transition — and lays nothing out (a headless run that wants no frames).
    package mutating func step(to time: Double) {
        state.clock = max(state.clock, time)
        let window = OrbitRect(width: state.windowSize.width, height: state.windowSize.height)
        if interaction.viewport != window { interaction.setViewport(window) }
        interaction.advance(to: state.clock)
        stepSchedule(to: state.clock)
        stepSimulation(to: state.clock)
        scene.advance(to: state.clock)
    }

    /// Lays the frame out at the session's clock from the state, as it is (time does not move): the scene
    /// draws, labels and panels are placed, and the hit regions the next clicks use are recorded for this state.
    ///
    /// Order: the scene draws; labels (each on its
    /// ring or in a column with a leader to it), chip and legend are placed clear of the people drawn, "You",
    /// the HUD and the search field, then the north marker (bearing placement), focus and pulse, HUD, search,
    /// list, card, help, toast, the empty state and the name tooltip, each inside the window. One
    /// `CollisionIndex` places the panels in that priority: search results, list, card, toast and tooltip keep
    /// clear of "You", the HUD, the search field, labels, the legend and the panels before them where a spot
    /// allows; a label or the legend a panel still meets is left out of the frame. Help and the empty state
    /// draw above what is under them. A message or pulse whose time is over ends here.
    @discardableResult
    mutating func layOut() throws(SessionError) -> SessionFrame {
        let window = OrbitRect(width: state.windowSize.width, height: state.windowSize.height)
        scene.selectedID = state.selectedID
        scene.keptClear = memory.keptClear
        var output = try drawScene()
        let atRest = isAtRest(at: state.clock)
        let kit = overlayKit
        // The HUD and the search field first: labels, chip and legend make way for them.
        let hud = state.showsHUD ? hud(kit, drawn: output.drawnCount) : nil
        hitRegions.rows = []
        hitRegions.help = nil
        let list = unplacedList(kit)
        let search = searchPanels(kit)
        let chrome = Chrome(hud: hud.map { Self.reserved(for: $0.frame, in: state.windowSize) }, searchField: search.first { $0.kind == .search }?.frame)
        // With nobody here, rings saying "0 people" only distract from the empty state's word of why.
        var overlays = live.count == 0 ? [] : try placedLabels(kit, drawnCount: output.drawnCount, atRest: atRest, chrome: chrome) { session throws(SessionError) in
            output = try session.drawScene()
            return output.drawnCount
        }
        var byID: [String: DrawnPerson] = [:]
        for id in [state.selectedID, state.focusID, state.pulse?.id].compactMap({ $0 }) { byID[id] = scene.drawnPerson(id) }
        let people = configuration.listsPeople ? scene.drawnPeople() : nil
        // One collision index for the panels, in a fixed priority: "You", the HUD and the search field, the
        // legend, ring labels and chip (placed above), then search results, the list, the card, a toast and the
        // name tooltip, each clear of all before it where a spot allows.
        let viewerCenter = scene.lastCamera.screen(live.plan.center), viewerReach = viewerRadius(scene.lastCamera)
        var index = CollisionIndex(window: window)
        index.insert(circle: viewerCenter, radius: viewerReach, as: .viewer)
        for layer in overlays where Self.placedFirst.contains(layer.kind) { index.insert(layer.frame, as: .labels) }
        for rect in [hud?.frame, search.first { $0.kind == .search }?.frame].compactMap({ $0 }) { index.insert(rect, as: .chrome) }
        if let north = northMarker(kit) { overlays.append(north) }
        overlays += focusAndPulse(people: byID)
        if let hud { overlays.append(hud) }
        for var panel in search {
            if panel.kind != .search { place(&panel, near: [], index: &index) }
            overlays.append(panel)
        }
        if var list {
            place(&list, near: Self.panelSpots(list.frame.size, preferred: list.frame.origin, in: state.windowSize), index: &index)
            overlays.append(list)
        }
        // The card keeps clear of the "You" disc (labels keep clear of its halo too).
        let viewer = Self.square(viewerCenter, scene.viewerRadius(scale: scene.lastCamera.scale))
        let avoided = overlays.filter { Self.placedFirst.contains($0.kind) || [.hud, .search, .results, .list].contains($0.kind) }.map(\.frame)
        let firm = overlays.filter { [.hud, .search, .results, .list].contains($0.kind) }.map(\.frame) + [viewer]
        let card = card(kit, people: byID, avoiding: avoided + [viewer], firm: firm, atRest: atRest)
        if let card { overlays.append(card) }
        let viewerCard = card == nil ? viewerCard(kit, avoiding: avoided, atRest: atRest) : nil
        if let viewerCard { overlays.append(viewerCard) }
        for panel in [card, viewerCard].compactMap({ $0 }) { index.insert(panel.frame, as: .panels) }
        if state.showsHelp {
            // Help is read over everything below it: the toast and a name keep clear of it.
            let help = help(kit)
            index.insert(help.frame, as: .panels)
            overlays.append(help)
        }
        if let toast = toastPanel(kit, avoiding: state.selectedID.flatMap { byID[$0] }, card: card?.frame, index: index) {
            index.insert(toast.frame, as: .panels)
            overlays.append(toast)
        }
        if let empty = emptyState(kit) { overlays.append(empty) }
        let hovered = hoveredPerson(overlays: overlays)
        // Keyboard focus names its person as hover does (the card names the selected one), beside the name under
        // the pointer when that is someone else.
        let focused = state.focusIsKeyboards ? state.focusID.flatMap { $0 == state.selectedID || $0 == hovered?.id ? nil : byID[$0] } : nil
        for person in [hovered, focused].compactMap({ $0 }) {
            guard let tooltip = tooltip(kit, over: person, index: index) else { continue }
            index.insert(tooltip.frame, as: .panels)
            overlays.append(tooltip)
        }
        overlays = Self.uncovered(overlays)
        hitRegions.chip = overlays.first { $0.kind == .chip }?.frame
        hitRegions.list = list?.frame
        hitRegions.card = (card ?? viewerCard)?.frame

        // Taken out of `output`, so the overlays append to a list of its own instead of a copy of the scene's.
        var drawList: [DrawCommand] = []
        swap(&drawList, &output.drawList)
        for overlay in overlays { drawList += overlay.commands }
        let frame = SessionFrame(
            time: state.clock, windowSize: state.windowSize, drawList: drawList, overlays: overlays, rings: live.count == 0 ? [] : drawnRings(), people: people ?? [],
            drawnCount: output.drawnCount,
            detail: output.detail,
            avatars: output.avatars, pinnedAvatars: cardPhotoDemand(shown: card != nil), zoom: scene.lastCamera.scale,
            fitZoom: interaction.fitCamera?.scale ?? scene.lastCamera.scale, selectedID: state.selectedID, focusedID: state.focusID,
            quit: state.quitRequested, atRest: atRest, hoveredID: hovered?.id, cursor: cursor())
        presented = Presented(frame: frame, state: state, camera: interaction.camera)
        return frame
    }

    /// The frame `advance(to:)` last laid out (before the first, the one the session started with).
    public var frame: SessionFrame { presented.frame }

    /// Lays the frame out again when the state or the camera changed since the last layout (a resize, a toggle, a
    /// search typed with no frame between), so a click or the wheel meets the panels as the state places them.
    mutating func layOutIfChanged() {
        var now = state, then = presented.state
        (now.clock, now.hover, then.clock, then.hover) = (0, SessionState.Hover(), 0, SessionState.Hover())
        guard now != then || presented.camera != interaction.camera else { return }
        _ = try? layOut()
    }

    /// What is placed before the panels: ring labels, the chip and the legend.
    static let placedFirst: Set<OverlayKind> = [.label, .chip, .legend]
    /// The panels placed over labels: they never cover one; a label a panel could not keep clear of is left out.
    static let panelKinds: Set<OverlayKind> = [.results, .list, .card, .toast, .tooltip]

    /// `overlays` less the labels, chip and legend that a panel meets (and the leaders of labels left out).
    static func uncovered(_ overlays: [OverlayLayer]) -> [OverlayLayer] {
        let panels = overlays.filter { panelKinds.contains($0.kind) }.map(\.frame)
        guard !panels.isEmpty else { return overlays }
        let covered = overlays.indices.filter { placedFirst.contains(overlays[$0].kind) && panels.contains(where: overlays[$0].frame.meets) }
        guard !covered.isEmpty else { return overlays }
        let rings = Set(covered.compactMap { overlays[$0].ring })
        return overlays.indices.filter { !covered.contains($0) && !(overlays[$0].kind == .leader && rings.contains(overlays[$0].ring ?? Int.min)) }
            .map { overlays[$0] }
    }

    /// Top-left corners for a panel of `size`: `preferred`, then along the window's right edge, left edge and
    /// middle, every 8 points down, nearest `preferred` first.
    static func panelSpots(_ size: OrbitSize, preferred: OrbitPoint, in window: OrbitSize) -> [OrbitPoint] {
        let margin = OverlayKit.margin
        let xs = [preferred.x, window.width - size.width - margin, margin, (window.width - size.width) / 2]
        var spots: [OrbitPoint] = []
        for x in xs {
            for y in stride(from: margin, through: max(margin, window.height - size.height - margin), by: 8) { spots.append(OrbitPoint(x: x, y: y)) }
        }
        return [preferred] + spots.sorted { $0.distance(to: preferred) < $1.distance(to: preferred) }
    }

    /// Moves `panel` to the first of `near` (top-left corners) where it meets nothing placed before it, else
    /// where it keeps clear of "You", the HUD, the search field and the panels (covering labels, which are then
    /// left out), else leaves it; its rows move with it. Inserts it in `index`.
    mutating func place(_ panel: inout OverlayLayer, near spots: [OrbitPoint], index: inout CollisionIndex) {
        let origin = panel.frame.origin
        let frames = ([origin] + spots).map { OrbitRect(origin: $0, size: panel.frame.size) }
        let found = index.firstFree(frames, avoiding: [.viewer, .chrome, .labels, .panels])
            ?? index.firstFree(frames, avoiding: [.viewer, .chrome, .panels])
        if let found, frames[found].origin != origin {
            let dx = frames[found].minX - origin.x, dy = frames[found].minY - origin.y
            panel.frame = frames[found]
            for command in panel.commands.indices {
                panel.commands[command].position = OrbitPoint(x: panel.commands[command].position.x + dx, y: panel.commands[command].position.y + dy)
            }
            for row in hitRegions.rows.indices where OrbitRect(origin: origin, size: panel.frame.size).contains(hitRegions.rows[row].frame.center) {
                let band = hitRegions.rows[row].frame
                hitRegions.rows[row].frame = OrbitRect(x: band.minX + dx, y: band.minY + dy, width: band.width, height: band.height)
            }
        }
        index.insert(panel.frame, as: .panels)
    }

    /// The scene's update for this frame's camera and ring turns, in the whole window.
    private mutating func drawScene() throws(SessionError) -> FrameOutput {
        do {
            return try scene.update(offsets: interaction.offsets(at: state.clock), viewport: OrbitRect(width: state.windowSize.width, height: state.windowSize.height), camera: interaction.camera)
        } catch {
            throw .frame(error)
        }
    }
}
