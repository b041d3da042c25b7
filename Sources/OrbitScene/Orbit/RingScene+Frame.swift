import OrbitGeometry
import OrbitLayout

extension RingScene {
    /// Advances one frame: turns ring `i` by `offsets[i]` (a missing offset counts as 0), views the world
    /// through `camera` (its scale clamped to `style.zoomLimits` about the viewport's centre) in `viewport`,
    /// and returns the draw list and the avatars that want a texture (for `AvatarResidency`).
    ///
    /// A person is visible when their avatar's bounding box meets the viewport and their drawn extent meets
    /// none of `keptClear`. With avatars at least
    /// `style.minimumAvatarDiameter` on screen, visible people are drawn as rim + avatar and want a texture,
    /// as do up to `style.maxPrefetch` people within `style.prefetchMargin` beyond the edge (nearest first,
    /// ties in draw order). Smaller, people are dots and want no texture; past `style.maxDots` candidates an evenly strided sample
    /// in draw order is drawn, so a crowded far zoom costs O(maxDots).
    ///
    /// - Throws: `SceneError` for a non-finite offset, viewport or camera.
    /// - Complexity: O(log rings + rings met · log n + k + p + u log u) on average: k people drawn (at most
    ///   `maxDots` as dots), p people in the prefetch band (nearest picked by quickselect), u interface nodes.
    ///   Independent of the people beyond the prefetch band.
    public mutating func update(offsets: [Double], viewport: OrbitRect, camera: Camera) throws(SceneError) -> FrameOutput {
        if let ring = offsets.firstIndex(where: { !$0.isFinite }) { throw .invalidOffset(ring: ring, value: offsets[ring]) }
        guard viewport.isValid else { throw .invalidViewport(viewport) }
        guard camera.isValid else { throw .invalidCamera(camera) }
        let camera = camera.zoomed(by: 1, about: viewport.center, limits: style.zoomLimits)
        lastOffsets = offsets
        lastCamera = camera
        lastViewport = viewport

        let detail: DetailLevel = 2 * index.avatarRadius * camera.scale >= style.minimumAvatarDiameter ? .avatars : .dots
        let visibleRect = index.centerRect(for: viewport, margin: 0, camera: camera)
        updateInterface(offsets: offsets, camera: camera, visibleRect: visibleRect)
        let interface = ui.layeredCommands()
        let below = interface.prefix { $0.z < 0 }.count
        let guides = guideCommands(in: viewport, camera: camera)

        // One pass over the prefetch band (or just the viewport): the visible are drawn, the rest of the band
        // are prefetch candidates.
        let prefetching = detail == .avatars && style.maxPrefetch > 0 && style.prefetchMargin > 0
        let searchRect = prefetching ? index.centerRect(for: viewport, margin: style.prefetchMargin, camera: camera) : visibleRect
        var covers = AnnulusCoverCache()
        swap(&covers, &annulusCovers)
        let runs = index.candidateRuns(in: searchRect, offsets: offsets, camera: camera) { covers.cover(ring: $0, $1) }
        swap(&covers, &annulusCovers)
        let candidates = runs.reduce(0) { $0 + $1.slots.count }
        // Past the dot cap, every stride-th candidate (counted across runs, so the sample stays even).
        let stride = detail == .dots && candidates > style.maxDots ? (candidates + style.maxDots - 1) / style.maxDots : 1
        let dotRadius = max(index.avatarRadius, style.minimumDotDiameter / 2 / camera.scale)
        let shown = ShownArea(visible: visibleRect, keptClear: keptClear, extent: drawnExtent(detail: detail, dotRadius: dotRadius, scale: camera.scale))
        var drawList: [DrawCommand] = []
        drawList.reserveCapacity(interface.count + guides.count + 2 * min(candidates, style.maxDots))
        for layered in interface[..<below] { drawList.append(layered.command) }
        drawList += guides
        var frameBuffers = FrameBuffers()
        swap(&frameBuffers, &buffers)
        frameBuffers.clear()
        // The selected person is drawn even where labels keep people out: a card beside no one says nothing.
        let selectedSlot = selectedID.flatMap(slot(of:))
        index.forEachCandidate(of: runs, stride: stride, offsets: offsets, camera: camera) { node, at in
            if visibleRect.contains(at) {
                if !shown.isKeptClear(at) || node == selectedSlot { frameBuffers.visible.append((node, at)) }
            } else if prefetching, searchRect.contains(at) {
                frameBuffers.nearby.append((visibleRect.distance(to: at), frameBuffers.nearby.count, node, at))
            }
        }
        for (node, at) in frameBuffers.visible {
            if detail == .avatars { makeInitials(of: node) }
            appendCommands(for: node, at: at, detail: detail, dotRadius: dotRadius, camera: camera, to: &drawList)
        }
        appendFlights(offsets: offsets, camera: camera, shown: shown, detail: detail, dotRadius: dotRadius,
                      to: &drawList, visible: &frameBuffers.visible)
        for layered in interface[below...] { drawList.append(layered.command) }

        let drawnCount = frameBuffers.visible.count
        (lastDetail, lastDotRadius) = (detail, dotRadius)
        var avatars: [AvatarDemand] = []
        if detail == .avatars {
            frameBuffers.nearby.keepSmallest(style.maxPrefetch) { ($0.distance, $0.order) < ($1.distance, $1.order) }
            let diameter = 2 * avatarRadius * camera.scale
            avatars.reserveCapacity(frameBuffers.visible.count + frameBuffers.nearby.count)
            for (node, at) in frameBuffers.visible {
                avatars.append(AvatarDemand(id: looks[node].id, diameter: diameter, grayscale: !looks[node].isActive, position: at, isVisible: true))
            }
            for near in frameBuffers.nearby {
                avatars.append(AvatarDemand(
                    id: looks[near.node].id, diameter: diameter, grayscale: !looks[near.node].isActive, position: near.at, isVisible: false))
            }
        }
        swap(&frameBuffers, &buffers)
        return FrameOutput(
            drawList: drawList, avatars: avatars, detail: detail, drawnCount: drawnCount, sampledFrom: stride > 1 ? candidates : nil)
    }

    /// Everyone the last `update` drew, in draw order, as drawn: at rest with their look's opacity, in flight
    /// scaled, faded and saturated as presented. Made on request, so a frame that does not ask pays nothing.
    /// - Complexity: O(people drawn).
    public func drawnPeople() -> [DrawnPerson] {
        buffers.visible.map { drawnPerson(slot: $0.node, at: $0.at) }
    }

    /// The discs of the people the last `update` drew that show (opacity above 0), in draw order, centre and radius
    /// as `drawnPeople()` gives them: what labels keep clear of, without making a value with an id per person.
    /// - Complexity: O(people drawn).
    package func drawnDiscs() -> [(center: OrbitPoint, radius: Double)] {
        guard presentation.inFlightCount == 0 else {
            return drawnPeople().compactMap { $0.opacity > 0 ? ($0.position, $0.radius) : nil }
        }
        let radius = drawnExtent(detail: lastDetail, dotRadius: lastDotRadius, scale: lastCamera.scale)
        if style.inactiveOpacity > 0 { return buffers.visible.map { ($0.at, radius) } }
        return buffers.visible.compactMap { looks.dot($0.node).isActive ? ($0.at, radius) : nil }
    }

    /// The people the last `update` drew whose drawing may reach into `rect` (their centre within the drawn
    /// extent of it), in draw order, as `drawnPeople()` gives them.
    /// - Complexity: O(people drawn), making values only for those near `rect`.
    package func drawnPeople(near rect: OrbitRect) -> [DrawnPerson] {
        let reach = rect.grown(by: drawnExtent(detail: lastDetail, dotRadius: lastDotRadius, scale: lastCamera.scale))
        return buffers.visible.filter { reach.contains($0.at) }.map { drawnPerson(slot: $0.node, at: $0.at) }
    }

    /// `id` as the last `update` drew them, or `nil` when they were not drawn.
    /// - Complexity: O(people drawn), without allocating.
    public func drawnPerson(_ id: String) -> DrawnPerson? {
        guard let slot = slot(of: id), let entry = buffers.visible.first(where: { $0.node == slot }) else { return nil }
        return drawnPerson(slot: slot, at: entry.at)
    }

    private func drawnPerson(slot: Int, at: OrbitPoint) -> DrawnPerson {
        let look = looks[slot]
        var person = DrawnPerson(id: look.id, position: at, radius: drawnExtent(detail: lastDetail, dotRadius: lastDotRadius, scale: lastCamera.scale), opacity: look.isActive ? 1 : style.inactiveOpacity,
                                 saturation: PresentedValue.saturation(active: look.isActive))
        if let value = presentedValue(of: slot) {
            person.radius *= value.scale
            person.opacity *= value.opacity
            person.saturation = value.saturation
        }
        return person
    }

    /// How far a person's drawing reaches from their centre, in screen points: the avatar with its rim (a
    /// friend's outer ring included), or the dot.
    func drawnExtent(detail: DetailLevel, dotRadius: Double, scale: Double) -> Double {
        detail == .avatars ? (index.avatarRadius + style.rimWidth * 0.75) * scale : dotRadius * scale
    }

    /// Gives the person in `slot` their placeholder's letters, if they have none yet.
    mutating func makeInitials(of slot: Int) {
        if looks[slot].initials == 0 { looks[slot].initials = initials.entry(for: Self.initials(of: looks[slot].name ?? looks[slot].id)) }
    }

    /// The radius of the avatar image inside its rim, in world points.
    var avatarRadius: Double { max(index.avatarRadius - style.rimWidth, index.avatarRadius / 2) }

    /// A visible person's commands, in their relation's colour (or `presentedColor` while it tweens). At dot
    /// detail, a dot of `dotRadius`. At avatar detail the
    /// relation shows in colour *and* in the rim's form (`style.look.rimForms`), so it reads in grayscale too:
    /// by default a rim plus an outer ring for friends, a thick rim for following, a thin rim for followers,
    /// none for no relation; then the avatar inside, and for blocked people a bar across it. An inactive person's commands all carry `style.inactiveOpacity`.
    func appendCommands(
        for node: Int, presentedColor: RGBAColor? = nil, at position: OrbitPoint, detail: DetailLevel, dotRadius: Double, camera: Camera,
        to list: inout [DrawCommand]
    ) {
        guard detail == .avatars else {
            let dot = looks.dot(node)
            list.append(DrawCommand(content: .circle(radius: dotRadius, fill: presentedColor ?? dot.relation.color, stroke: nil, lineWidth: 0),
                                    position: position, scale: camera.scale, alpha: dot.isActive ? 1 : style.inactiveOpacity))
            return
        }
        let radius = index.avatarRadius
        let look = looks[node]
        let color = presentedColor ?? look.color
        let alpha = look.isActive ? 1 : style.inactiveOpacity
        let form = style.look.rimForms[look.relation]
        let rim = style.rimWidth
        if form.hasHalo {
            list.append(DrawCommand(content: .circle(radius: radius + rim * 0.5, fill: nil, stroke: color, lineWidth: rim * 0.5),
                                    position: position, scale: camera.scale, alpha: alpha))
        }
        if form.rimShare > 0 {
            list.append(DrawCommand(content: .circle(radius: radius - rim * (1 - form.rimShare), fill: color, stroke: nil, lineWidth: 0),
                                    position: position, scale: camera.scale, alpha: alpha))
        }
        list.append(DrawCommand(
            content: .avatar(personID: look.id, radius: avatarRadius,
                             grayscale: !look.isActive, placeholder: color,
                             initials: initials[look.initials] ?? Self.initials(of: look.name ?? look.id)),
            position: position, scale: camera.scale, alpha: alpha))
        if form.isBarred { list.append(Self.bar(across: radius, color: color, at: position, scale: camera.scale, alpha: alpha)) }
    }

    /// The bar a barred form (blocked) draws across a face of `radius`: a no-entry sign, seen in any colour.
    package static func bar(across radius: Double, color: RGBAColor, at position: OrbitPoint, scale: Double = 1, alpha: Double = 1) -> DrawCommand {
        DrawCommand(content: .panel(width: 1.5 * radius, height: 0.36 * radius, fill: color), position: position, scale: scale, alpha: alpha)
    }
}

/// A frame's working arrays, kept by the scene between frames so their storage is reused.
struct FrameBuffers: Sendable {
    /// Visible slots and their screen positions, in draw order.
    var visible: [(node: Int, at: OrbitPoint)] = []
    /// Prefetch candidates: distance beyond the viewport, order found, slot, screen position.
    var nearby: [(distance: Double, order: Int, node: Int, at: OrbitPoint)] = []

    /// Empties every array, keeping its storage.
    mutating func clear() {
        visible.removeAll(keepingCapacity: true)
        nearby.removeAll(keepingCapacity: true)
    }
}
