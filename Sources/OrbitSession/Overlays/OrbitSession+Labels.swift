import OrbitLayout
import OrbitScene

/// Where the labels, the chip and the legend sit, kept from frame to frame.
struct ScreenMemory {
    /// Each label's centre by ring (the chip's under `chipKey`), and whether it sits on its ring (it then rides
    /// along with the camera) or at the window's edge.
    var spots: [Int: (center: Point, onRing: Bool)] = [:]
    /// The legend's corner (an index into `legendCorners`).
    var legendCorner: Int?
    /// The camera the spots were found with.
    var camera = Camera.identity
    /// What the layers below were placed for, and the layers.
    var key: PlacementKey?
    var layers: [OverlayLayer] = []
    /// The label column, chip or legend kept clear of people (`RingScene.keptClear`) because the orbit left
    /// them no free spot; held until the next placement.
    var keptClear: [Rect] = []

    static let chipKey = -1
}

/// Everything label placement depends on: when it is the same, so are the labels.
struct PlacementKey: Equatable {
    var camera: Camera
    var offsets: [Double]
    var window: Size
    /// The label texts (not a version of them: people shown again bring back the same texts and placement).
    var texts: [Int: String]
    var legend: Bool
    var hidesBlocked: Bool
    var people: Int
    var layoutVersion: Int
    /// The HUD and the search field, which labels make way for.
    var chrome: Chrome
}

/// The panels that stay over the orbit while it is used (the HUD, the search field): labels, chip and legend
/// are placed clear of them.
struct Chrome: Equatable {
    /// The space kept for the HUD (`OrbitSession.reserved(for:in:)`), when it shows.
    var hud: Rect?
    /// The search field, while it is open.
    var searchField: Rect?

    var rects: [Rect] { [hud, searchField].compactMap { $0 } }
}

/// Ring labels, the "+N not on a ring" chip and the legend: placed together at rest, clear of everyone drawn
/// and of each other, the HUD and the search field.
///
/// A label keeps its spot while it stays clear (rings turning under it move people past it; at rest it moves
/// only when someone sits there). Otherwise it takes the scene's spot on its ring (nearest 12 o'clock, clear of
/// people), else a free spot in a column at the window's edge. When people leave no free spot there either (a
/// crowd filling the window), the column is kept clear of people: the scene leaves out whoever would reach into
/// it, as if outside the window, and the label sits there; the legend likewise keeps its corner. Never over a
/// person. While the camera glides, labels on rings ride along with it; while rings turn, they stay put.
extension OrbitSession {
    /// At most this many labels go to the window's edge columns (innermost rings first).
    static let maxEdgeLabels = 8
    /// At most this share of the window is kept clear of people for labels, the chip and the legend, each
    /// counted grown by the reach of the people drawn (in a small window, the innermost rings' labels only).
    static let maxKeptClearShare = 0.25

    /// The legend's corners, in order of preference: bottom-left, bottom-right, top-right, top-left.
    var legendCorners: [(Double, Double)] {
        strings.isRightToLeft ? [(1.0, 1.0), (0.0, 1.0), (0.0, 0.0), (1.0, 0.0)] : [(0.0, 1.0), (1.0, 1.0), (1.0, 0.0), (0.0, 0.0)]
    }

    /// Labels, chip and legend for this frame (the legend last, so it draws above labels), for the scene's last
    /// update. A placement anew may draw the scene again (`redraw`): first without what was kept clear, then,
    /// if some label or the legend found no free spot, keeping their planned spots clear.
    mutating func placedLabels(
        _ kit: OverlayKit, drawnCount: Int, atRest: Bool, chrome: Chrome, redraw: (inout Self) throws(SessionError) -> Int
    ) throws(SessionError) -> [OverlayLayer] {
        let texts = labelTexts()
        if memory.key == placementKey(drawnCount: drawnCount, chrome: chrome) { return memory.layers }
        let legend = showsLegend ? legendLines() : nil
        if !atRest && memory.key != nil {
            return ridingLabels(kit, texts: texts, legend: legend)
        }
        var drawn = drawnCount
        if !scene.keptClear.isEmpty {
            scene.keptClear = []
            drawn = try redraw(&self)
        }
        let keptClear = placeLabels(kit, texts: texts, legend: legend, chrome: chrome, mayKeepClear: true)
        if !keptClear.isEmpty {
            scene.keptClear = keptClear
            drawn = try redraw(&self)
            placeLabels(kit, texts: texts, legend: legend, chrome: chrome, mayKeepClear: false)
        }
        memory.key = placementKey(drawnCount: drawn, chrome: chrome)
        memory.keptClear = scene.keptClear
        return memory.layers
    }

    private func placementKey(drawnCount: Int, chrome: Chrome) -> PlacementKey {
        PlacementKey(camera: scene.lastCamera, offsets: scene.lastOffsets, window: windowSize, texts: derived.labelTexts ?? [:],
                     legend: showsLegend, hidesBlocked: hidesBlocked, people: drawnCount, layoutVersion: layoutVersion, chrome: chrome)
    }

    /// While the view moves: the remembered spots, those on rings carried by the camera's change.
    private func ridingLabels(_ kit: OverlayKit, texts: [Int: String], legend: [String]?) -> [OverlayLayer] {
        let camera = scene.lastCamera
        var layers: [OverlayLayer] = []
        for (ring, text) in texts.sorted(by: { $0.key < $1.key }) {
            guard let spot = memory.spots[ring] else { continue }
            let (shown, size) = kit.labelSize(text)
            let center = spot.onRing && camera != memory.camera ? camera.screen(memory.camera.world(spot.center)) : spot.center
            let kind: OverlayKind = ring == ScreenMemory.chipKey ? .chip : .label
            var layer = kit.label(kind, shown, size: size, center: center, edged: kind == .chip)
            guard layer.frame.isInside(Rect(width: windowSize.width, height: windowSize.height)) else { continue }
            layer.lines = [shown]
            layers.append(layer)
        }
        if let legend, let corner = memory.legendCorner { layers.append(legendLayer(kit, legend, corner: corner)) }
        return layers
    }

    /// Places everything anew over the people the scene last drew, preferring the remembered spots, and
    /// remembers the spots. With `mayKeepClear`, a label or legend with no free spot is given the spot it would
    /// take with nobody there (clear of overlays, the HUD and the search field) in a column or corner, while
    /// `maxKeptClearShare` of the window allows, and the spots to keep clear are returned; without it, or past
    /// that share, they are not shown.
    @discardableResult
    private mutating func placeLabels(_ kit: OverlayKit, texts: [Int: String], legend: [String]?, chrome: Chrome, mayKeepClear: Bool) -> [Rect] {
        let window = Rect(width: windowSize.width, height: windowSize.height)
        let people = scene.drawnPeople()
        var space = FreeSpace(people: people, window: window)
        // What keeping a rectangle clear costs: the people reaching into it go, so it counts grown by their reach.
        let reach = people.map(\.radius).max() ?? 0
        var clearing = Self.maxKeptClearShare * window.width * window.height
        func mayClear(_ rect: Rect) -> Bool {
            let cost = (rect.width + 2 * reach) * (rect.height + 2 * reach)
            guard mayKeepClear, cost <= clearing else { return false }
            clearing -= cost
            return true
        }
        for rect in chrome.rects { space.take(rect) }
        let camera = scene.lastCamera
        let center = camera.screen(live.plan.center)
        space.block(circle: center, radius: viewerRadius(camera))
        var layers: [OverlayLayer] = []
        var spots: [Int: (center: Point, onRing: Bool)] = [:]
        var legendCorner: Int?
        var legendLayer: OverlayLayer?
        var keptClear: [Rect] = []
        if let legend {
            let order = (memory.legendCorner.map { [$0] } ?? []) + Array(legendCorners.indices)
            let frames = order.map { self.legendLayer(kit, legend, corner: $0).frame }
            if let found = frames.indices.first(where: { space.isFree(frames[$0]) }) {
                (legendCorner, legendLayer) = (order[found], self.legendLayer(kit, legend, corner: order[found]))
                space.take(frames[found])
            } else if let planned = frames.indices.first(where: { space.isFree(frames[$0], ignoringPeople: true) }), mayClear(frames[planned]) {
                legendCorner = order[planned]
                space.take(frames[planned])
                keptClear.append(frames[planned])
            }
        }
        let rings = Dictionary(live.rings.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        let sizes = Dictionary(uniqueKeysWithValues: texts.map { ($0.key, kit.labelSize($0.value)) })
        var edgeLabels = 0
        // The innermost ring first, then the chip, then the other rings outwards: what space is left goes to
        // what says most.
        var order = texts.keys.filter { $0 >= 0 }.sorted()
        if texts[ScreenMemory.chipKey] != nil { order.insert(ScreenMemory.chipKey, at: min(1, order.count)) }
        for ring in order {
            guard let (shown, size) = sizes[ring] else { continue }
            let isChip = ring == ScreenMemory.chipKey
            // The chip's one-point edge is part of what must stay clear.
            let clear = isChip ? Size(width: size.width + 2, height: size.height + 2) : size
            var candidates: [(center: Point, onRing: Bool)] = []
            if let spot = memory.spots[ring] {
                let moved = spot.onRing && camera != memory.camera
                candidates.append((moved ? camera.screen(memory.camera.world(spot.center)) : spot.center, spot.onRing))
            }
            let mayGoToEdge = isChip || edgeLabels < Self.maxEdgeLabels
            let found = candidates.first { space.isFree(Self.frame(of: clear, at: $0.center)) }
                ?? rings[ring].flatMap { ringSpot($0, size: clear, around: center, space: space) }.map { ($0, true) }
                ?? (mayGoToEdge ? edgeSpot(clear, space: space, fromBottom: isChip).map { ($0, false) } : nil)
            guard let found else {
                // Its remembered edge spot, else the edge column's first spot clear of overlays, kept clear of people.
                let remembered = candidates.first { !$0.onRing && space.isFree(Self.frame(of: clear, at: $0.center), ignoringPeople: true) }?.center
                guard mayKeepClear, mayGoToEdge, let planned = remembered ?? edgeSpot(clear, space: space, fromBottom: isChip, ignoringPeople: true)
                else { continue }
                let frame = Self.frame(of: clear, at: planned)
                guard mayClear(frame) else { continue }
                if !isChip { edgeLabels += 1 }
                space.take(frame)
                spots[ring] = (planned, false)
                keptClear.append(frame)
                continue
            }
            if !found.onRing && !isChip { edgeLabels += 1 }
            let layer = kit.label(isChip ? .chip : .label, shown, size: size, center: found.center, edged: isChip)
            space.take(layer.frame)
            spots[ring] = found
            layers.append(layer)
        }
        if let legendLayer { layers.append(legendLayer) }
        memory = ScreenMemory(spots: spots, legendCorner: legendCorner, camera: scene.lastCamera, key: nil, layers: layers)
        return keptClear
    }

    /// The free spot for a label of `size` on `ring`'s middle circle nearest 12 o'clock, about every 6 points
    /// (at most 720 tries); only 12 o'clock for a ring thinner on screen than the label, so the labels of a far
    /// zoom stack in one column.
    private func ringSpot(_ ring: RingInfo, size: Size, around center: Point, space: FreeSpace) -> Point? {
        let scale = scene.lastCamera.scale
        let radius = (ring.innerRadius + ring.outerRadius) / 2 * scale
        guard radius.isFinite, radius > 0 else { return nil }
        // A label's centre must lie in the window inset by half the label: a circle missing that has no spot.
        let reach = Rect(x: size.width / 2, y: size.height / 2, width: windowSize.width - size.width, height: windowSize.height - size.height)
        guard reach.width >= 0, reach.height >= 0, Self.circle(around: center, radius: radius, meets: reach) else { return nil }
        let thin = (ring.outerRadius - ring.innerRadius) * scale < size.height
        let step = max(6 / radius, 2 * Double.pi / 720)
        let tries = thin ? 0 : Int(Double.pi / step)
        for k in 0...tries {
            for sign in k == 0 ? [1.0] : [1.0, -1.0] {
                let spot = Point(center: center, radius: radius, angle: Double.pi + sign * Double(k) * step)
                if space.isFree(Self.frame(of: size, at: spot)) { return spot }
            }
        }
        return nil
    }

    /// Whether the circle of `radius` around `center` passes through `rect` (its outline, not its inside).
    static func circle(around center: Point, radius: Double, meets rect: Rect) -> Bool {
        let nearestX = min(max(center.x, rect.minX), rect.maxX), nearestY = min(max(center.y, rect.minY), rect.maxY)
        let farthestX = max(abs(center.x - rect.minX), abs(center.x - rect.maxX)), farthestY = max(abs(center.y - rect.minY), abs(center.y - rect.maxY))
        let nearest = Point(x: nearestX, y: nearestY).distance(to: center), farthest = (farthestX * farthestX + farthestY * farthestY).squareRoot()
        return nearest <= radius && radius <= farthest
    }

    /// The space labels leave for a HUD at `frame`: its width rounded up to 40 points, so a HUD whose figures
    /// change width every frame (a frame rate) does not send labels looking for spots every frame.
    static func reserved(for frame: Rect, in window: Size) -> Rect {
        let width = min((frame.width / 40).rounded(.up) * 40, max(frame.width, window.width - frame.minX))
        return Rect(x: frame.minX, y: frame.minY, width: width, height: frame.height)
    }

    static func frame(of size: Size, at center: Point) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// A free spot for a box of `size` in the column along the window's right edge, else its left edge (the
    /// other way round in right-to-left text), from the top (or from the bottom); `nil` when both are full.
    /// `ignoringPeople`: free of overlays only.
    private func edgeSpot(_ size: Size, space: FreeSpace, fromBottom: Bool, ignoringPeople: Bool = false) -> Point? {
        let margin = 12.0, step = size.height + 6
        guard windowSize.height >= size.height + 2 * margin else { return nil }
        var rows = Array(stride(from: margin + size.height / 2, through: windowSize.height - margin - size.height / 2, by: step))
        if fromBottom { rows = rows.map { windowSize.height - $0 } }
        let columns = [windowSize.width - margin - size.width / 2, margin + size.width / 2]
        for x in strings.isRightToLeft ? columns.reversed() : columns {
            for y in rows where space.isFree(Self.frame(of: size, at: Point(x: x, y: y)), ignoringPeople: ignoringPeople) { return Point(x: x, y: y) }
        }
        return nil
    }

    /// Each ring's label text (and the chip's, under `ScreenMemory.chipKey`), rewritten at most every
    /// `labelRefreshInterval` while changes stream in.
    mutating func labelTexts() -> [Int: String] {
        if let texts = derived.labelTexts { return texts }
        var texts: [Int: String] = [:]
        for summary in RingSummary.summaries(of: live) {
            texts[summary.ring] = label(of: summary)
        }
        if live.unplacedCount > 0 { texts[ScreenMemory.chipKey] = strings.text(.notOnRing, count: live.unplacedCount) }
        derived.labelTexts = texts
        derived.labelTextsAt = clock
        derived.labelTextsVersion += 1
        return texts
    }

    /// The summary's label; a ring whose band continues on spill rings (or past the ring cap) says how many of
    /// the band it holds: "< 250 m · nearest 20 of 41,312".
    func label(of summary: RingSummary) -> String {
        guard !summary.isSpill, let band = summary.band, let bandText = summary.bandText(in: strings), summary.count > 0 else {
            return summary.label(in: strings)
        }
        let upper = band.upper ?? .infinity
        var total = summary.count
        var ring = summary.ring + 1
        while let range = live.distanceRange(ring: ring), range.lowerBound < upper {
            total += live.count(ring: ring, nearerThan: upper)
            ring += 1
        }
        total += live.count(ring: nil, nearerThan: upper)
        guard total > summary.count else { return summary.label(in: strings) }
        return strings.text(.ringNearest, bandText, strings.count(summary.count), strings.count(total))
    }

    /// The legend's rows: relation colours with their rim forms, what faded means, what the rings say.
    func legendLines() -> [String] {
        var rows = [strings[.legendTitle]]
        for relation in [Relation.friend, .following, .follower, .unrelated] {
            rows.append(strings.text(.explained, strings.name(of: relation), RelationStyle(relation).description(in: strings)))
        }
        rows.append(hidesBlocked ? strings[.legendBlockedHidden] : strings.text(.legendBlockedShown, RelationStyle(.blocked).description(in: strings)))
        rows.append(strings[.legendIdle])
        rows.append(strings[.legendRings])
        return rows
    }

    /// The legend's width in points (less in a narrow window): fixed, not measured, so where the legend fits
    /// (and so whether it shows) does not depend on a front end's fonts; a row a font draws wider is ellipsized.
    static let legendWidth = 340.0

    /// The legend in `corner` of the window; its lines are the rows as drawn.
    func legendLayer(_ kit: OverlayKit, _ rows: [String], corner: Int) -> OverlayLayer {
        let swatchWidth = 26.0
        let (shown, size) = kit.fitted(rows)
        let panelSize = Size(width: min(kit.maxPanelWidth, Self.legendWidth * kit.theme.textScale), height: size.height)
        let (cx, cy) = legendCorners[corner]
        let origin = kit.inside(Point(x: cx * windowSize.width, y: cy * windowSize.height), panelSize)
        let frame = Rect(origin: origin, size: panelSize)
        var commands = kit.panel(frame)
        var lines: [String] = []
        let swatches: [Relation?] = [nil, .friend, .following, .follower, Relation.unrelated, hidesBlocked ? nil : .blocked, nil, nil]
        for (index, row) in shown.enumerated() {
            let y = frame.minY + OverlayKit.padding + kit.lineHeight * (Double(index) + 0.5)
            if index < swatches.count, let relation = swatches[index] {
                commands += kit.swatch(relation, at: Point(x: kit.mirrored(OverlayKit.padding, width: 16, in: frame) + 8, y: y), radius: 7)
            }
            let leading = OverlayKit.padding + (index == 0 ? 0 : swatchWidth)
            let text = kit.fit(row, maxWidth: frame.width - OverlayKit.padding - leading)
            commands.append(kit.text(text, leading: leading, in: frame, y: y, color: index == 0 ? kit.theme.accent : kit.theme.text))
            lines.append(text)
        }
        return OverlayLayer(kind: .legend, frame: frame, lines: lines, commands: commands)
    }
}
