import Foundation
import OrbitLayout
import OrbitScene

/// Everything drawn over the orbit, in screen points: ring labels, focus and pulse, legend, HUD, the list of
/// people not placed, search, the selected person's card and — above all of them while open — help.
extension DemoApp {
    func overlay(at time: Double) -> [DrawCommand] {
        let kit = Overlay(measureText: { [renderer] in renderer.textSize($0, size: $1, box: $2) }, bounds: windowSize)
        var commands = ringLabels(kit, at: time)
        commands += focusAndPulse(at: time)
        if screen.showsLegend { commands += legend(kit) }
        if screen.showsHUD { commands += kit.lines(hudLines(), topLeft: Point(x: 10, y: 10)).commands }
        commands += unplacedList(kit)
        commands += searchField(kit)
        commands += card(kit)
        if screen.showsHelp { commands += help(kit) }
        return commands
    }

    // MARK: Rings

    static let labelSize = 12.0
    /// Opaque, so a label reads the same over people, guides or the background.
    static let labelFill = Color(r: 30, g: 34, b: 48)

    /// Each ring's label (its band and count, or a spill ring's real range) where it covers no one and fits
    /// in the window; the last ring's label carries the "+N" of people the ring cap left out, and when that
    /// label has no room the chip goes to the bottom-right corner, so no one is silently missing. While rings
    /// turn, labels stay where they are (people pass under them), and while the camera glides they move with
    /// their rings; they find new spots once the view rests: that keeps them still to read and the search off
    /// the frames of a fling or a zoom.
    func ringLabels(_ kit: Overlay, at time: Double) -> [DrawCommand] {
        let unplaced = live.unplacedCount
        let lastRing = rings.map(\.index).max()
        let (texts, widths) = ringLabelTexts(kit)
        let key = LabelKey(camera: scene.lastCamera, offsets: scene.lastOffsets, window: windowSize, rings: rings.count)
        let spots: [RingLabelSpot]
        if let cached = screen.labels, cached.key.sameView(as: key), cached.key.offsets == key.offsets || interaction.isMoving(at: time) {
            spots = cached.spots
        } else if let cached = screen.labels, interaction.cameraMotion != nil, cached.key.window == key.window, cached.key.rings == key.rings {
            // While the camera glides (a zoom, Home), labels ride along with their rings instead of searching anew
            // every frame; they find new spots once it rests.
            spots = cached.spots.map { spot in
                var moved = spot
                moved.position = key.camera.screen(cached.key.camera.world(spot.position))
                return moved
            }
        } else {
            spots = scene.ringLabelSpots(for: rings, in: Rect(width: windowSize.width, height: windowSize.height)) {
                Size(width: widths[$0] ?? 0, height: 20)
            }
            screen.labels = (key, spots)
        }
        var commands: [DrawCommand] = []
        screen.chipFrame = nil
        for spot in spots {
            guard let text = texts[spot.ring], let width = widths[spot.ring] else { continue }
            let frame = Rect(x: spot.position.x - width / 2, y: spot.position.y - 10, width: width, height: 20)
            let isChip = spot.ring == lastRing && unplaced > 0
            commands += kit.panel(frame.origin, frame.size, fill: Self.labelFill, edge: isChip ? Overlay.titleColor : nil)
            commands.append(DrawCommand(content: .text(text, size: Self.labelSize, color: Overlay.textColor), position: spot.position))
            if isChip { screen.chipFrame = frame }
        }
        if unplaced > 0, screen.chipFrame == nil {
            let text = "+\(DistanceText.count(unplaced)) not on a ring"
            let chip = Size(width: kit.measure(text, Self.labelSize).width + 16, height: 20)
            let origin = Point(x: windowSize.width - chip.width - 12, y: windowSize.height - chip.height - 12)
            commands += kit.panel(origin, chip, fill: Self.labelFill, edge: Overlay.titleColor)
            commands.append(DrawCommand(content: .text(text, size: Self.labelSize, color: Overlay.textColor),
                                        position: Point(x: origin.x + chip.width / 2, y: origin.y + 10)))
            screen.chipFrame = Rect(origin: origin, size: chip)
        }
        return commands
    }

    /// Each ring's label and its width (measured once per layout): the summary's label, and on the last ring
    /// the "+N more" of people the ring cap left out.
    func ringLabelTexts(_ kit: Overlay) -> (texts: [Int: String], widths: [Int: Double]) {
        if let labels = derived.labels { return labels }
        let unplaced = live.unplacedCount
        let lastRing = rings.map(\.index).max()
        var texts: [Int: String] = [:]
        for summary in ringSummaries {
            texts[summary.ring] = summary.label + (summary.ring == lastRing && unplaced > 0 ? "   +\(DistanceText.count(unplaced)) more" : "")
        }
        let labels = (texts, texts.mapValues { kit.measure($0, Self.labelSize).width + 16 })
        derived.labels = labels
        return labels
    }

    /// A ring around the focused person, and expanding rings around a search pick for `pulseDuration`.
    func focusAndPulse(at time: Double) -> [DrawCommand] {
        let camera = scene.lastCamera
        let radius = live.plan.avatarRadius * camera.scale
        var commands: [DrawCommand] = []
        if let id = screen.focusID, let world = scene.worldPosition(of: id) {
            commands.append(DrawCommand(content: .circle(radius: radius + 7, fill: nil, stroke: Color(hex: 0xFFFFFF), lineWidth: 2),
                                        position: camera.screen(world)))
        }
        if let pulse = screen.pulse, let world = scene.worldPosition(of: pulse.id) {
            let age = time - pulse.start
            if age > ScreenState.pulseDuration || age < 0 {
                screen.pulse = nil
            } else {
                for wave in 0..<2 {
                    let phase = (age / 0.8 - Double(wave) * 0.5).truncatingRemainder(dividingBy: 1)
                    guard phase >= 0 else { continue }
                    commands.append(DrawCommand(
                        content: .circle(radius: radius * (1 + 1.2 * phase) + 4, fill: nil, stroke: Overlay.titleColor, lineWidth: 3),
                        position: camera.screen(world), alpha: 1 - phase))
                }
            }
        }
        return commands
    }

    // MARK: Panels

    /// Relation colours with their rim forms, what faded means, and what the rings say (`L` toggles it).
    func legend(_ kit: Overlay) -> [DrawCommand] {
        var rows: [(Relation?, String)] = [(nil, "Legend  (L hides, ? help)")]
        for relation in [Relation.friend, .following, .follower, .none] {
            rows.append((relation, "\(relation == .none ? "no relation" : relation.rawValue) — \(RelationStyle(relation).description)"))
        }
        rows.append(screen.hidesBlocked ? (nil, "blocked: hidden (B shows)") : (.blocked, "blocked — \(RelationStyle(.blocked).description) (B hides)"))
        rows.append((nil, "faded = idle, full colour = active"))
        rows.append((nil, "rings: distance band · people on it"))
        let width = (rows.map { kit.measure($0.1, Overlay.textSize).width }.max() ?? 0) + 2 * Overlay.padding + 26
        let height = Double(rows.count) * Overlay.lineHeight + 2 * Overlay.padding
        let origin = Point(x: 10, y: windowSize.height - height - 10)
        var commands = kit.panel(origin, Size(width: width, height: height))
        for (index, row) in rows.enumerated() {
            let y = origin.y + Overlay.padding + Overlay.lineHeight * (Double(index) + 0.5)
            if let relation = row.0 { commands += Overlay.swatch(relation, at: Point(x: origin.x + Overlay.padding + 8, y: y), radius: 7) }
            let x = origin.x + Overlay.padding + (index == 0 ? 0 : 26)
            commands.append(kit.text(row.1, x: x, y: y, color: index == 0 ? Overlay.titleColor : Overlay.textColor))
        }
        return commands
    }

    /// FPS (real, over the recent frames), frame work time p50/p99, people, visible, textures (count, bytes of
    /// the budget), loads in flight, the share of drawn avatars that are sharp.
    func hudLines() -> [String] {
        let recent = frameTimes.recent
        let fps = frameEnds.count > 1 ? Double(frameEnds.count - 1) / max(1e-9, frameEnds.last! - frameEnds.first!) : 0
        let textures = avatars.statistics
        var lines = [
            String(format: "%.0f FPS   frame p50 %.1f ms  p99 %.1f ms", fps,
                   FrameTimes.percentile(0.5, of: recent), FrameTimes.percentile(0.99, of: recent)),
            "people \(scene.count)   visible \(lastVisible)   zoom \(String(format: "%.3g", scene.lastCamera.scale))",
            String(format: "textures %d  %.1f of %.1f MB  loading %d  sharp %.0f%%", textures.residentTextures,
                   Double(textures.residentBytes) / 1e6, Double(textures.budgetBytes) / 1e6, textures.frame.loadsInFlight,
                   100 * textures.frame.sharpFraction),
        ]
        if !skipped.isEmpty { lines.append("skipped \(skipped.count) (listed on stderr)") }
        if let live = updatesPerSecondLine { lines.append(live) }
        lines.append("H hides")
        return lines
    }

    /// The scrollable list of people the ring cap left out, while open.
    func unplacedList(_ kit: Overlay) -> [DrawCommand] {
        screen.listFrame = nil
        guard let top = screen.listTop else { return [] }
        let issues = layout.unplaced
        let shown = issues[min(top, issues.count)..<min(top + ScreenState.listRows, issues.count)]
        var lines = ["Not on a ring (ring cap): \(DistanceText.count(issues.count))"]
        for issue in shown {
            let person = peopleByID[issue.id]
            let distance = person?.distance(from: cast.request.viewer).map(DistanceText.short(meters:)) ?? "distance unknown"
            lines.append("\((person?.name ?? issue.id).bidiIsolated) — \(distance)")
        }
        lines.append("\(top + 1)–\(top + shown.count) of \(issues.count)   wheel, ↑ ↓, PageUp / PageDown scroll   Esc closes")
        let drawn = kit.lines(lines, topLeft: Point(x: windowSize.width - 10, y: 50), titled: true)
        screen.listFrame = drawn.frame
        return drawn.commands
    }

    /// The search field and its best matches, at the top centre, while open.
    func searchField(_ kit: Overlay) -> [DrawCommand] {
        guard let search = screen.search else { return [] }
        let field = "Find: \(search.query.bidiIsolated)"
        var lines = [field + search.composition.bidiIsolated + "▏"]
        if search.query.isEmpty {
            lines.append("type a name (accents and case do not matter)")
        } else if search.matches.isEmpty {
            lines.append("no one matches")
        } else {
            for (index, match) in search.matches.enumerated() {
                let distance = peopleByID[match.id]?.distance(from: cast.request.viewer).map(DistanceText.short(meters:)) ?? ""
                lines.append("\(index == 0 ? "▸ " : "   ")\(match.name.bidiIsolated)   \(distance)")
            }
        }
        lines.append("Return picks the first   Esc closes")
        let width = min(kit.maxTextWidth, max(380, lines.map { kit.measure($0, Overlay.textSize).width }.max() ?? 0)) + 2 * Overlay.padding
        let drawn = kit.lines(lines, topLeft: Point(x: (windowSize.width - width) / 2, y: 12), titled: true, minWidth: width)
        guard !search.composition.isEmpty else { return drawn.commands }
        // Text an input method is still composing, underlined after what was typed.
        let start = kit.measure(field, Overlay.textSize).width, length = kit.measure(search.composition, Overlay.textSize).width
        let underline = Point(x: drawn.frame.minX + Overlay.padding + start, y: drawn.frame.minY + Overlay.padding + Overlay.lineHeight - 2)
        return drawn.commands + kit.panel(underline, Size(width: min(length, drawn.frame.maxX - underline.x), height: 1), fill: Overlay.titleColor)
    }

    static let helpLines = [
        "Orbit — people around you",
        "You are in the middle. Each ring holds the people within a distance band: nearer people on inner rings.",
        "A ring's label says its band (\"< 250 m\", \"1–5 km\") and how many people it holds. When a ring is full,",
        "its farthest people spill onto the next ring, whose label then gives their real range (\"20–23 m\").",
        "Legend: the rim's colour and form say the relation — friend: rim + outer ring (green), following: thick",
        "rim (blue), follower: thin rim (orange), no relation: no rim. Faded people are idle. Blocked: hidden (B).",
        "",
        "drag a ring: turn it; let go moving: it coasts        click a person: their card        scroll: zoom",
        "Home or double-click empty space: see everyone       / : find by name, Return picks the best match",
        "Tab / Shift+Tab: focus next / previous (rings from the centre, clockwise from 12 o'clock)",
        "Return: card of the focused person      Left / Right: turn the focused ring",
        "?  help      H  HUD      L  legend      B  show / hide blocked      R  new seed      + / -  arrive / leave",
        "\"+N\" on the last ring: people a ring cap (--max-rings) left out — click it for the list",
        "Esc: close the search, help, list or card; with nothing open, quit      Q: quit",
    ]

    func help(_ kit: Overlay) -> [DrawCommand] {
        let width = (Self.helpLines.map { kit.measure($0, Overlay.textSize).width }.max() ?? 0) + 2 * Overlay.padding
        let height = Double(Self.helpLines.count) * Overlay.lineHeight + 2 * Overlay.padding
        return kit.lines(Self.helpLines, topLeft: Point(x: (windowSize.width - width) / 2, y: (windowSize.height - height) / 2), titled: true).commands
    }

    // MARK: Card

    static let photoRadius = 46.0
    /// The photo inside the card's rim, in points.
    static let cardPhotoRadius = photoRadius - 4

    /// The selected person's photo at the card's size, for the residency to decode sharp (pinned while the
    /// card is open).
    func cardPhotoDemand() -> [AvatarDemand] {
        guard let id = scene.selectedID, let person = peopleByID[id] else { return [] }
        return [AvatarDemand(id: id, diameter: 2 * Self.cardPhotoRadius, grayscale: !person.isActive, position: .zero, isVisible: true)]
    }

    /// The selected person's card: opaque, photo large, name, distance (and direction in bearing placement),
    /// relation with its rim form, active or idle. Beside the person (never over them) and inside the window;
    /// docked top-right while the person is out of view. Drawn above every other overlay but help, which covers
    /// it while open.
    func card(_ kit: Overlay) -> [DrawCommand] {
        guard let id = scene.selectedID, let person = peopleByID[id] else { return [] }
        let card = PersonCard(person: person, viewer: cast.request.viewer, placement: cast.request.placement)
        let form = RelationStyle(person.relation)
        let details = [card.lines[1], "\(card.relation) — \(form.description)", card.activity == "active" ? "● active" : "○ idle"]
        let pad = 16.0, photo = 2 * Self.photoRadius
        // Never wider than the window less 12 points a side: a long name takes two lines, then ends in "…".
        let maxText = max(60, windowSize.width - 24 - (pad * 3 + photo + 8))
        let name = kit.measure(card.title, 20, box: TextBox(width: maxText, maxLines: 2))
        let textWidth = max(name.width, details.map { kit.measure($0, Overlay.textSize, box: TextBox(width: maxText)).width }.max() ?? 0)
        let detailsTop = pad + max(name.height, 24) + 17
        let size = Size(width: pad * 3 + photo + textWidth + 8, height: max(pad * 2 + photo + 4, detailsTop + 2 * 21 + 10 + pad))
        let origin = cardOrigin(size, for: id)
        var commands = kit.panel(origin, size, fill: Overlay.cardColor, edge: Overlay.edgeColor)
        let photoCenter = Point(x: origin.x + pad + Self.photoRadius, y: origin.y + pad + Self.photoRadius + 2)
        commands += Overlay.swatch(person.relation, at: photoCenter, radius: Self.photoRadius).dropLast()
        commands.append(DrawCommand(
            content: .avatar(personID: id, radius: Self.cardPhotoRadius, grayscale: !person.isActive, placeholder: person.relation.color,
                             initials: RingScene.initials(of: person.name ?? id)),
            position: photoCenter))
        let x = origin.x + 2 * pad + photo
        // The name keeps to the leading edge of its direction: a right-to-left name to the right of the column.
        commands.append(DrawCommand(content: .text(card.title, size: 20, color: Overlay.textColor, box: TextBox(width: textWidth, maxLines: 2)),
                                    position: Point(x: x + textWidth / 2, y: origin.y + pad + max(name.height, 24) / 2)))
        for (index, line) in details.enumerated() {
            let color = index == 2 && card.activity == "active" ? Relation.friend.color : index == 2 ? Overlay.dimTextColor : Overlay.textColor
            commands.append(kit.text(line, x: x, y: origin.y + detailsTop + Double(index) * 21, color: color, maxWidth: textWidth))
        }
        return commands
    }

    /// Where a card of `size` goes: right of the person, else left, below or above, the first that lies inside
    /// the window without covering their avatar; top-right when they are out of view.
    private func cardOrigin(_ size: Size, for id: String) -> Point {
        let corner = Point(x: windowSize.width - size.width - 12, y: 12)
        guard let world = scene.worldPosition(of: id) else { return corner }
        let at = scene.lastCamera.screen(world)
        let radius = live.plan.avatarRadius * scene.lastCamera.scale + 6
        guard Rect(width: windowSize.width, height: windowSize.height).contains(at) else { return corner }
        let gap = radius + 12
        let candidates = [
            Point(x: at.x + gap, y: at.y - size.height / 2), Point(x: at.x - gap - size.width, y: at.y - size.height / 2),
            Point(x: at.x - size.width / 2, y: at.y + gap), Point(x: at.x - size.width / 2, y: at.y - gap - size.height),
        ].map { Overlay.inside($0, size, bounds: windowSize) }
        func clearance(_ origin: Point) -> Double { Rect(origin: origin, size: size).distanceToPoint(at) - radius }
        return candidates.first { clearance($0) >= 0 } ?? candidates.max { clearance($0) < clearance($1) }!
    }
}

extension Rect {
    /// Distance from `point` to the rectangle; 0 inside.
    func distanceToPoint(_ point: Point) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
