import OrbitGeometry
import OrbitLayout
import OrbitScene

/// Where a label or the chip sits: its centre, and whether on its ring (it then rides along with the camera)
/// or in a column at the window's edge (joined to its ring by a leader).
struct LabelSpot: Equatable {
    var center: OrbitPoint
    var onRing: Bool
}

/// Where the labels, the chip and the legend sit, kept from frame to frame.
struct ScreenMemory {
    /// Each label's spot by ring (the chip's under `chipKey`).
    var spots: [Int: LabelSpot] = [:]
    /// The legend's corner (an index into `legendCorners`), kept while the window keeps `legendWindow`.
    var legendCorner: Int?
    var legendWindow: OrbitSize?
    /// The camera the spots were found with.
    var camera = Camera.identity
    /// What the layers below were placed for, and the layers (leaders, labels, chip, legend).
    var key: PlacementKey?
    var layers: [OverlayLayer] = []
    /// The label column, chip or legend kept clear of people (`RingScene.keptClear`) because a zoomed-in crowd
    /// left them no free spot; held until the next placement. Never at the fit.
    var keptClear: [OrbitRect] = []

    static let chipKey = -1
}

/// Everything label placement depends on: when it is the same, so are the labels.
struct PlacementKey: Equatable {
    var camera: Camera
    var offsets: [Double]
    var window: OrbitSize
    /// The label texts (not a version of them: people shown again bring back the same texts and placement).
    var texts: [Int: String]
    var legend: Bool
    var legendOverPeople: Bool
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
    var hud: OrbitRect?
    /// The search field, while it is open.
    var searchField: OrbitRect?

    var rects: [OrbitRect] { [hud, searchField].compactMap { $0 } }
}

/// The two label columns along the window's sides, filled in ring order: each takes spots only below what it
/// already holds, so a column reads innermost ring first and the chip last.
private struct LabelColumns {
    static let margin = 12.0, gap = 6.0
    let window: OrbitSize
    /// The sides in the order they fill: right then left (left then right in right-to-left text).
    let sides: [Bool]
    /// The bottom of the lowest box each side holds (by `isRight`).
    var bottoms: [Bool: Double] = [true: 0, false: 0]

    init(window: OrbitSize, rightToLeft: Bool) {
        self.window = window
        sides = rightToLeft ? [false, true] : [true, false]
    }

    func x(_ size: OrbitSize, right: Bool) -> Double { right ? window.width - Self.margin - size.width / 2 : Self.margin + size.width / 2 }

    /// The spots for a box of `size` still open in the columns, side by side in filling order, top down
    /// (bottom up when `fromBottom`), on rows of a grid shared by every label.
    func candidates(_ size: OrbitSize, fromBottom: Bool) -> [OrbitPoint] {
        let step = size.height + Self.gap
        guard window.height >= size.height + 2 * Self.margin, step > 0 else { return [] }
        var points: [OrbitPoint] = []
        for right in sides {
            let floor = bottoms[right] ?? 0
            var rows = Array(stride(from: Self.margin + size.height / 2, through: window.height - Self.margin - size.height / 2, by: step))
                .filter { $0 - size.height / 2 >= floor + (floor > 0 ? Self.gap - 1e-9 : 0) }
            if fromBottom { rows.reverse() }
            points += rows.map { OrbitPoint(x: x(size, right: right), y: $0) }
        }
        return points
    }

    /// Whether a remembered spot still keeps its column's order, and its side.
    func accepts(_ frame: OrbitRect) -> Bool {
        let right = frame.center.x > window.width / 2
        return frame.minY >= (bottoms[right] ?? 0) + ((bottoms[right] ?? 0) > 0 ? Self.gap - 1e-9 : 0)
    }

    /// How far a label centred at `point` is from `ring`'s circle, plus 40 points off the first side to fill.
    func reach(_ point: OrbitPoint, to ring: DrawnRing) -> Double {
        abs(point.distance(to: ring.center) - ring.radius) + ((point.x > window.width / 2) == sides[0] ? 0 : 40)
    }

    mutating func take(_ frame: OrbitRect) {
        let right = frame.center.x > window.width / 2
        bottoms[right] = max(bottoms[right] ?? 0, frame.maxY)
    }
}

/// Ring labels, the "+N not on a ring" chip and the legend: placed together at rest through one
/// `CollisionIndex`, clear of everyone drawn, "You", each other, the HUD and the search field.
///
/// Every label belongs to its ring: it sits on the ring's circle (the scene's guide), or in a column at the
/// window's edge joined to the ring by a `leader`; the columns fill in ring order and the chip comes after the
/// last ring. Only rings whose circle crosses the window are named. A label keeps its spot while it stays clear
/// (rings turning under it move people past it; at rest it moves only when someone sits there). Otherwise it
/// takes the spot on its ring nearest 12 o'clock, clear of people, else the next free spot in a column. The
/// legend keeps one corner while the window keeps its size.
///
/// Labels never hide anyone at the fit: there a label with no free spot is left out. Zoomed in on a crowd that
/// leaves no free spot, the column (and the legend's corner) are kept clear of people, within
/// `maxKeptClearShare` of the window: the scene leaves out whoever would reach into them, as if outside the
/// window. While the camera glides, labels on rings ride along with it; while rings turn, they stay put.
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

    /// The rings whose guide circle crosses the window in the scene's last update, innermost first.
    ///
    /// - Complexity: O(rings).
    func drawnRings() -> [DrawnRing] {
        let camera = scene.lastCamera
        let center = camera.screen(live.plan.center)
        let window = OrbitRect(width: state.windowSize.width, height: state.windowSize.height)
        return live.rings.compactMap { info -> DrawnRing? in
            let radius = (info.innerRadius + info.outerRadius) / 2 * camera.scale
            guard radius.isFinite, radius > 0, Self.circle(around: center, radius: radius, meets: window) else { return nil }
            return DrawnRing(index: info.index, center: center, radius: radius)
        }.sorted { $0.index < $1.index }
    }

    /// Labels, leaders, chip and legend for this frame (leaders first, the legend last), for the scene's last
    /// update. A placement anew may draw the scene again (`redraw`): first without what was kept clear, then,
    /// zoomed in, if some label or the legend found no free spot, keeping their planned spots clear.
    mutating func placedLabels(
        _ kit: OverlayKit, drawnCount: Int, atRest: Bool, chrome: Chrome, redraw: (inout Self) throws(SessionError) -> Int
    ) throws(SessionError) -> [OverlayLayer] {
        let texts = labelTexts()
        if memory.key == placementKey(drawnCount: drawnCount, chrome: chrome) { return memory.layers }
        let legend = state.showsLegend ? legendLines() : nil
        if !atRest && memory.key != nil {
            return ridingLabels(kit, texts: texts, legend: legend)
        }
        var drawn = drawnCount
        if !scene.keptClear.isEmpty {
            scene.keptClear = []
            drawn = try redraw(&self)
        }
        let keptClear = placeLabels(kit, texts: texts, legend: legend, chrome: chrome, mayKeepClear: !interaction.isAtFit)
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
        PlacementKey(camera: scene.lastCamera, offsets: scene.lastOffsets, window: state.windowSize, texts: derived.labelTexts ?? [:],
                     legend: state.showsLegend, legendOverPeople: state.legendOverPeople, hidesBlocked: state.hidesBlocked, people: drawnCount, layoutVersion: layoutVersion, chrome: chrome)
    }

    /// While the view moves: the remembered spots, those on rings carried by the camera's change, column labels
    /// with their leaders to where their rings are now.
    private func ridingLabels(_ kit: OverlayKit, texts: [Int: String], legend: [String]?) -> [OverlayLayer] {
        let camera = scene.lastCamera
        let window = OrbitRect(width: state.windowSize.width, height: state.windowSize.height)
        let rings = Dictionary(drawnRings().map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        var leaders: [OverlayLayer] = [], layers: [OverlayLayer] = []
        for (ring, text) in texts.sorted(by: { $0.key < $1.key }) {
            guard let spot = memory.spots[ring] else { continue }
            let (shown, size) = kit.labelSize(text)
            let center = spot.onRing && camera != memory.camera ? camera.screen(memory.camera.world(spot.center)) : spot.center
            let isChip = ring == ScreenMemory.chipKey
            var layer = kit.label(isChip ? .chip : .label, shown, size: size, center: center, edged: isChip)
            guard layer.frame.isInside(window) else { continue }
            if !isChip {
                guard let drawn = rings[ring] else { continue }
                layer.ring = ring
                if !Self.sits(layer.frame, on: drawn) {
                    guard let leader = leader(kit, from: layer.frame, to: drawn) else { continue }
                    leaders.append(leader)
                }
            }
            layers.append(layer)
        }
        if let legend, let corner = memory.legendCorner { layers.append(legendLayer(kit, legend, corner: corner)) }
        return leaders + layers
    }

    /// Places everything anew over the people the scene last drew, preferring the remembered spots, and
    /// remembers the spots. With `mayKeepClear`, a label or legend with no free spot is given the spot it would
    /// take with nobody there (clear of overlays, the HUD and the search field) in a column or corner, while
    /// `maxKeptClearShare` of the window allows, and the spots to keep clear are returned; without it, or past
    /// that share, they are not shown.
    @discardableResult
    private mutating func placeLabels(_ kit: OverlayKit, texts: [Int: String], legend: [String]?, chrome: Chrome, mayKeepClear: Bool) -> [OrbitRect] {
        let window = OrbitRect(width: state.windowSize.width, height: state.windowSize.height)
        let people = scene.drawnDiscs()
        var index = CollisionIndex(window: window, circles: people, as: .people)
        // What keeping a rectangle clear costs: the people reaching into it go, so it counts grown by their reach.
        let reach = people.map(\.radius).max() ?? 0
        var clearing = Self.maxKeptClearShare * window.width * window.height
        func mayClear(_ rect: OrbitRect) -> Bool {
            let cost = (rect.width + 2 * reach) * (rect.height + 2 * reach)
            guard mayKeepClear, cost <= clearing else { return false }
            clearing -= cost
            return true
        }
        for rect in chrome.rects { index.insert(rect, as: .chrome) }
        let camera = scene.lastCamera
        let center = camera.screen(live.plan.center)
        index.insert(circle: center, radius: viewerRadius(camera), as: .viewer)
        let notPeople = CollisionIndex.Layers.all.subtracting(.people)
        var keptClear: [OrbitRect] = []

        // The legend first: it keeps its corner while the window keeps its size.
        var legendCorner = memory.legendWindow == state.windowSize ? memory.legendCorner : nil
        var legendLayer: OverlayLayer?
        // A legend corner to keep clear of people, once the labels (which say more) have had their share.
        var legendToClear: OrbitRect?
        if let legend {
            let frames = legendCorners.indices.map { self.legendLayer(kit, legend, corner: $0).frame }
            var shown: Int?
            if let kept = legendCorner {
                if index.isFree(frames[kept], avoiding: .all) {
                    shown = kept
                } else if mayKeepClear, index.isFree(frames[kept], avoiding: notPeople) {
                    legendToClear = frames[kept]
                } else if interaction.isAtFit, let other = index.firstFree(frames, avoiding: .all) {
                    // At the fit the corner was found with everyone where they are now: only arrivals move it.
                    (legendCorner, shown) = (other, other)
                }
            } else if let found = index.firstFree(frames, avoiding: .all) {
                (legendCorner, shown) = (found, found)
            } else if mayKeepClear, let planned = index.firstFree(frames, avoiding: notPeople) {
                legendCorner = planned
                legendToClear = frames[planned]
            }
            if shown == nil, legendToClear == nil, state.legendOverPeople {
                // Asked for with `L` where no corner is clear of people: over them, in the corner it keeps.
                if let kept = legendCorner, index.isFree(frames[kept], avoiding: notPeople) {
                    shown = kept
                } else if let found = index.firstFree(frames, avoiding: notPeople) {
                    (legendCorner, shown) = (found, found)
                } else {
                    // Not even over people: it would cover "You" or the search field. Said once a press.
                    state.legendOverPeople = false
                    say(strings[.legendNoRoom])
                }
            }
            if let legendToClear { index.insert(legendToClear, as: .labels) }
            if let shown {
                legendLayer = self.legendLayer(kit, legend, corner: shown)
                index.insert(frames[shown], as: .labels)
            }
        }

        let infos = Dictionary(live.rings.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        var columns = LabelColumns(window: state.windowSize, rightToLeft: strings.isRightToLeft)
        var spots: [Int: LabelSpot] = [:]
        var leaders: [OverlayLayer] = [], layers: [OverlayLayer] = []
        var edgeLabels = 0
        func carried(_ spot: LabelSpot) -> OrbitPoint {
            spot.onRing && camera != memory.camera ? camera.screen(memory.camera.world(spot.center)) : spot.center
        }
        for ring in drawnRings() {
            guard let text = texts[ring.index] else { continue }
            let (shown, size) = kit.labelSize(text)
            let mayGoToColumn = edgeLabels < Self.maxEdgeLabels
            var found: LabelSpot?
            if let spot = memory.spots[ring.index] {
                let at = carried(spot), frame = Self.frame(of: size, at: at)
                let onCircle = Self.sits(frame, on: ring)
                if index.isFree(frame, avoiding: .all), spot.onRing ? onCircle : columns.accepts(frame) && mayGoToColumn {
                    found = LabelSpot(center: at, onRing: onCircle)
                }
            }
            if found == nil, let info = infos[ring.index], let at = ringSpot(info, ring, size: size, index: index) {
                found = LabelSpot(center: at, onRing: true)
            }
            // In a column: the free row whose leader is shortest (the first side's by 40 points on a tie), so the
            // line runs to the ring's near side, not across the window.
            if found == nil, mayGoToColumn,
               let at = columns.candidates(size, fromBottom: false).filter({ index.isFree(Self.frame(of: size, at: $0), avoiding: .all) })
               .min(by: { columns.reach($0, to: ring) < columns.reach($1, to: ring) }) {
                found = LabelSpot(center: at, onRing: Self.sits(Self.frame(of: size, at: at), on: ring))
            }
            guard let found else {
                // Zoomed in on a crowd: the column's next spot clear of overlays, kept clear of people.
                guard mayGoToColumn, let planned = columns.candidates(size, fromBottom: false)
                    .first(where: { index.isFree(Self.frame(of: size, at: $0), avoiding: notPeople) }) else { continue }
                let frame = Self.frame(of: size, at: planned)
                guard mayClear(frame) else { continue }
                edgeLabels += 1
                index.insert(frame, as: .labels)
                columns.take(frame)
                spots[ring.index] = LabelSpot(center: planned, onRing: false)
                keptClear.append(frame)
                continue
            }
            var layer = kit.label(.label, shown, size: size, center: found.center)
            layer.ring = ring.index
            if !found.onRing {
                guard let leader = leader(kit, from: layer.frame, to: ring) else { continue }
                edgeLabels += 1
                columns.take(layer.frame)
                leaders.append(leader)
            }
            index.insert(layer.frame, as: .labels)
            spots[ring.index] = found
            layers.append(layer)
        }

        // The chip after the last ring: in a column below every label there, from the bottom.
        if let text = texts[ScreenMemory.chipKey] {
            let (shown, size) = kit.labelSize(text)
            // The chip's one-point edge is part of what must stay clear.
            let clear = OrbitSize(width: size.width + 2, height: size.height + 2)
            let remembered = memory.spots[ScreenMemory.chipKey].map(\.center).flatMap { at -> OrbitPoint? in
                let frame = Self.frame(of: clear, at: at)
                return columns.accepts(frame) && index.isFree(frame, avoiding: .all) ? at : nil
            }
            let candidates = columns.candidates(clear, fromBottom: true)
            if let at = remembered ?? candidates.first(where: { index.isFree(Self.frame(of: clear, at: $0), avoiding: .all) }) {
                let layer = kit.label(.chip, shown, size: size, center: at, edged: true)
                index.insert(layer.frame, as: .labels)
                spots[ScreenMemory.chipKey] = LabelSpot(center: at, onRing: false)
                layers.append(layer)
            } else if let planned = candidates.first(where: { index.isFree(Self.frame(of: clear, at: $0), avoiding: notPeople) }),
                      case let frame = Self.frame(of: clear, at: planned), mayClear(frame) {
                index.insert(frame, as: .labels)
                spots[ScreenMemory.chipKey] = LabelSpot(center: planned, onRing: false)
                keptClear.append(frame)
            }
        }
        if let legendToClear, mayClear(legendToClear) { keptClear.append(legendToClear) }
        if let legendLayer { layers.append(legendLayer) }
        memory.spots = spots
        memory.legendCorner = legendCorner
        memory.legendWindow = state.windowSize
        memory.camera = scene.lastCamera
        memory.key = nil
        memory.layers = leaders + layers
        return keptClear
    }

    /// The line from a column label's `frame` to `ring`: from the point of the frame nearest the ring to the
    /// point of the ring's circle nearest the label, or, when that lies outside the window, to the ring's
    /// nearest point inside it; drawn dotted, ending in a dot on the ring. `nil` when no point of the circle
    /// lies inside the window.
    func leader(_ kit: OverlayKit, from frame: OrbitRect, to ring: DrawnRing) -> OverlayLayer? {
        let window = OrbitRect(width: state.windowSize.width, height: state.windowSize.height).grown(by: -2)
        let middle = frame.center
        let dx = middle.x - ring.center.x, dy = middle.y - ring.center.y, length = (dx * dx + dy * dy).squareRoot()
        var target = length > 1e-9 ? OrbitPoint(x: ring.center.x + dx * ring.radius / length, y: ring.center.y + dy * ring.radius / length)
            : OrbitPoint(x: ring.center.x, y: ring.center.y - ring.radius)
        if !window.contains(target) {
            // The nearest point of the circle's part inside the window is an end of that part: where the circle
            // crosses the window's edge (along the circle, distance grows away from the nearest direction).
            var ends: [OrbitPoint] = []
            let (cx, cy, r) = (ring.center.x, ring.center.y, ring.radius)
            for x in [window.minX, window.maxX] where abs(x - cx) <= r {
                let dy = (r * r - (x - cx) * (x - cx)).squareRoot()
                ends += [OrbitPoint(x: x, y: cy - dy), OrbitPoint(x: x, y: cy + dy)].filter { $0.y >= window.minY && $0.y <= window.maxY }
            }
            for y in [window.minY, window.maxY] where abs(y - cy) <= r {
                let dx = (r * r - (y - cy) * (y - cy)).squareRoot()
                ends += [OrbitPoint(x: cx - dx, y: y), OrbitPoint(x: cx + dx, y: y)].filter { $0.x >= window.minX && $0.x <= window.maxX }
            }
            guard let nearest = ends.min(by: { $0.distance(to: middle) < $1.distance(to: middle) }) else { return nil }
            target = nearest
        }
        let start = OrbitPoint(x: min(max(target.x, frame.minX), frame.maxX), y: min(max(target.y, frame.minY), frame.maxY))
        let span = start.distance(to: target)
        let color = kit.theme.dimText
        var commands: [DrawCommand] = []
        let dots = Int(span / 5)
        for step in 0..<dots {
            let share = (Double(step) + 0.5) / Double(max(dots, 1))
            commands.append(DrawCommand(content: .circle(radius: 1.1, fill: color, stroke: nil, lineWidth: 0),
                                        position: OrbitPoint(x: start.x + (target.x - start.x) * share, y: start.y + (target.y - start.y) * share)))
        }
        commands.append(DrawCommand(content: .circle(radius: 2.5, fill: color, stroke: nil, lineWidth: 0), position: target))
        let box = OrbitRect(x: min(start.x, target.x), y: min(start.y, target.y), width: abs(target.x - start.x), height: abs(target.y - start.y)).grown(by: 2.5)
        return OverlayLayer(kind: .leader, frame: Self.clipped(box, to: OrbitRect(width: state.windowSize.width, height: state.windowSize.height)), lines: [],
                            commands: commands, ring: ring.index, points: [start, target])
    }

    /// The free spot for a label of `size` on `ring`'s circle nearest 12 o'clock, about every 6 points (at most
    /// 720 tries); only 12 o'clock for a ring thinner on screen than the label, so the labels of a far zoom
    /// stack in one column.
    private func ringSpot(_ info: RingInfo, _ ring: DrawnRing, size: OrbitSize, index: CollisionIndex) -> OrbitPoint? {
        let scale = scene.lastCamera.scale
        let radius = ring.radius, center = ring.center
        // A label's centre must lie in the window inset by half the label: a circle missing that has no spot.
        let reach = OrbitRect(x: size.width / 2, y: size.height / 2, width: state.windowSize.width - size.width, height: state.windowSize.height - size.height)
        guard reach.width >= 0, reach.height >= 0, Self.circle(around: center, radius: radius, meets: reach) else { return nil }
        let thin = (info.outerRadius - info.innerRadius) * scale < size.height
        let step = max(6 / radius, 2 * Double.pi / 720)
        let tries = thin ? 0 : Int(Double.pi / step)
        for k in 0...tries {
            for sign in k == 0 ? [1.0] : [1.0, -1.0] {
                let spot = OrbitPoint(center: center, radius: radius, angle: Double.pi + sign * Double(k) * step)
                if index.isFree(Self.frame(of: size, at: spot), avoiding: .all) { return spot }
            }
        }
        return nil
    }

    /// Whether a label at `frame` sits on `ring`: the ring's circle passes within half the label's height of its
    /// centre (one that merely grazes a corner does not say which ring it names).
    static func sits(_ frame: OrbitRect, on ring: DrawnRing) -> Bool {
        abs(frame.center.distance(to: ring.center) - ring.radius) <= frame.height / 2
    }

    /// Whether the circle of `radius` around `center` passes through `rect` (its outline, not its inside).
    static func circle(around center: OrbitPoint, radius: Double, meets rect: OrbitRect) -> Bool {
        let nearestX = min(max(center.x, rect.minX), rect.maxX), nearestY = min(max(center.y, rect.minY), rect.maxY)
        let farthestX = max(abs(center.x - rect.minX), abs(center.x - rect.maxX)), farthestY = max(abs(center.y - rect.minY), abs(center.y - rect.maxY))
        let nearest = OrbitPoint(x: nearestX, y: nearestY).distance(to: center), farthest = (farthestX * farthestX + farthestY * farthestY).squareRoot()
        return nearest <= radius && radius <= farthest
    }

    /// The space labels leave for a HUD at `frame`: its width rounded up to 40 points, so a HUD whose figures
    /// change width every frame (a frame rate) does not send labels looking for spots every frame.
    static func reserved(for frame: OrbitRect, in window: OrbitSize) -> OrbitRect {
        let width = min((frame.width / 40).rounded(.up) * 40, max(frame.width, window.width - frame.minX))
        return OrbitRect(x: frame.minX, y: frame.minY, width: width, height: frame.height)
    }

    static func frame(of size: OrbitSize, at center: OrbitPoint) -> OrbitRect {
        OrbitRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
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
        derived.labelTextsAt = state.clock
        derived.labelTextsVersion += 1
        return texts
    }

    /// The summary's label; a ring whose band continues on spill rings (or past the ring cap) says how many of
    /// the band it holds: "< 250 m · nearest 20 of 41,312"; a spill ring outside another says it carries on to
    /// its farthest person: "… to 23.9 km · 75 people" (not "3.0–23.9 km", which would seem to overlap "1–5 km").
    func label(of summary: RingSummary) -> String {
        if summary.isSpill, summary.ring > 0, let members = summary.members, summary.count > 0 {
            return strings.text(.ringContinued, DistanceText.short(meters: members.upperBound, in: strings), strings.text(.people, count: summary.count))
        }
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
        rows.append(state.hidesBlocked ? strings[.legendBlockedHidden] : strings.text(.legendBlockedShown, RelationStyle(.blocked).description(in: strings)))
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
        let panelSize = OrbitSize(width: min(kit.maxPanelWidth, Self.legendWidth * kit.theme.textScale), height: size.height)
        let (cx, cy) = legendCorners[corner]
        let origin = kit.inside(OrbitPoint(x: cx * state.windowSize.width, y: cy * state.windowSize.height), panelSize)
        let frame = OrbitRect(origin: origin, size: panelSize)
        var commands = kit.panel(frame)
        var lines: [String] = []
        let swatches: [Relation?] = [nil, .friend, .following, .follower, Relation.unrelated, state.hidesBlocked ? nil : .blocked, nil, nil]
        for (index, row) in shown.enumerated() {
            let y = frame.minY + OverlayKit.padding + kit.lineHeight * (Double(index) + 0.5)
            if index < swatches.count, let relation = swatches[index] {
                commands += kit.swatch(relation, at: OrbitPoint(x: kit.mirrored(OverlayKit.padding, width: 16, in: frame) + 8, y: y), radius: 7)
            }
            let leading = OverlayKit.padding + (index == 0 ? 0 : swatchWidth)
            let text = kit.fit(row, maxWidth: frame.width - OverlayKit.padding - leading)
            commands.append(kit.text(text, leading: leading, in: frame, y: y, color: index == 0 ? kit.theme.accent : kit.theme.text))
            lines.append(text)
        }
        return OverlayLayer(kind: .legend, frame: frame, lines: lines, commands: commands)
    }
}
