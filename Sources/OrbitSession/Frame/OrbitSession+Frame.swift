import OrbitLayout
import OrbitScene

/// The frame loop: one call per frame, after the frame's input.
extension OrbitSession {
    /// The frame at `time` (seconds, the clock input is timed on): advances the camera, ring turns and
    /// transitions, updates the scene, and lays the overlays out over what is drawn.
    ///
    /// Order: camera and rings advance, then people in transition, then the scene draws; labels, chip and
    /// legend are placed clear of the people drawn, of the HUD and of the search field, then the north marker
    /// (bearing placement), focus and pulse, HUD, list, search, card, help, toast, the empty state and the name
    /// tooltip, each inside the window. The list, search results, card, help, toast, empty state and tooltip
    /// draw above what is under them; nothing else overlaps. Hit rects for the next clicks (chip, list, list
    /// and result rows) come from this layout.
    ///
    /// - Throws: `SessionError` when the scene cannot draw (a non-finite camera or offset).
    public mutating func frame(at time: Double) throws(SessionError) -> SessionFrame {
        clock = max(clock, time)
        let window = Rect(width: windowSize.width, height: windowSize.height)
        if interaction.viewport != window { interaction.setViewport(window) }
        interaction.advance(to: clock)
        stepSchedule(to: clock)
        stepSimulation(to: clock)
        scene.advance(to: clock)
        scene.selectedID = selectedID
        scene.keptClear = memory.keptClear
        var output = try drawScene()
        let atRest = isAtRest(at: clock)
        let kit = overlayKit
        // The HUD and the search field first: labels, chip and legend make way for them.
        let hud = showsHUD ? hud(kit, drawn: output.drawnCount) : nil
        hitRegions.rows = []
        hitRegions.help = nil
        let list = unplacedList(kit)
        let search = searchPanels(kit)
        let chrome = Chrome(hud: hud.map { Self.reserved(for: $0.frame, in: windowSize) }, searchField: search.first { $0.kind == .search }?.frame)
        // With nobody here, rings saying "0 people" only distract from the empty state's word of why.
        var overlays = live.count == 0 ? [] : try placedLabels(kit, drawnCount: output.drawnCount, atRest: atRest, chrome: chrome) { session throws(SessionError) in
            output = try session.drawScene()
            return output.drawnCount
        }
        var byID: [String: DrawnPerson] = [:]
        for id in [selectedID, focusID, pulse?.id].compactMap({ $0 }) { byID[id] = scene.drawnPerson(id) }
        let people = configuration.listsPeople ? scene.drawnPeople() : nil
        if let north = northMarker(kit) { overlays.append(north) }
        overlays += focusAndPulse(people: byID)
        if let hud { overlays.append(hud) }
        if let list { overlays.append(list) }
        overlays += search
        let viewer = Self.square(scene.lastCamera.screen(live.plan.center), viewerRadius(scene.lastCamera))
        let card = card(kit, people: byID, avoiding: overlays.filter { [.label, .chip, .legend, .hud, .search].contains($0.kind) }.map(\.frame) + [viewer],
                        atRest: atRest)
        if let card { overlays.append(card) }
        let viewerCard = card == nil ? viewerCard(kit, avoiding: overlays.filter { [.label, .chip, .legend, .hud, .search].contains($0.kind) }.map(\.frame),
                                                  atRest: atRest) : nil
        if let viewerCard { overlays.append(viewerCard) }
        if showsHelp { overlays.append(help(kit)) }
        if let toast = toastPanel(kit, avoiding: selectedID.flatMap { byID[$0] }, card: card?.frame) { overlays.append(toast) }
        if let empty = emptyState(kit) { overlays.append(empty) }
        let hovered = hoveredPerson(overlays: overlays)
        // Keyboard focus names its person as hover does (the card names the selected one).
        let named = hovered ?? (focusIsKeyboards ? focusID.flatMap { $0 == selectedID ? nil : byID[$0] } : nil)
        if let tooltip = tooltip(kit, over: named) { overlays.append(tooltip) }
        hitRegions.chip = overlays.first { $0.kind == .chip }?.frame
        hitRegions.list = list?.frame
        hitRegions.card = (card ?? viewerCard)?.frame

        var drawList = output.drawList
        for overlay in overlays { drawList += overlay.commands }
        return SessionFrame(
            time: clock, windowSize: windowSize, drawList: drawList, overlays: overlays, people: people ?? [], drawnCount: output.drawnCount,
            detail: output.detail,
            avatars: output.avatars, pinnedAvatars: cardPhotoDemand(shown: card != nil), zoom: scene.lastCamera.scale,
            fitZoom: interaction.fitCamera?.scale ?? scene.lastCamera.scale, selectedID: selectedID, focusedID: focusID,
            quit: quitRequested, atRest: atRest, hoveredID: hovered?.id, cursor: cursor())
    }

    /// The scene's update for this frame's camera and ring turns, in the whole window.
    private mutating func drawScene() throws(SessionError) -> FrameOutput {
        do {
            return try scene.update(offsets: interaction.offsets(at: clock), viewport: Rect(width: windowSize.width, height: windowSize.height), camera: interaction.camera)
        } catch {
            throw .frame(error)
        }
    }
}
