import OrbitLayout

extension RingScene {
    /// Advances one frame: turns ring `i` by `offsets[i]` (a missing offset counts as 0), views the world
    /// through `camera` (its scale clamped to `style.zoomLimits`) in `viewport`, and returns the draw list and
    /// the texture residency diff. Report finished decodes with `markReady` / `markFailed`.
    ///
    /// A person is visible when their avatar's bounding box meets the viewport. With avatars at least
    /// `style.minimumAvatarDiameter` on screen, visible people are drawn as rim + avatar and want a texture,
    /// as do up to `style.maxPrefetch` people within `style.prefetchMargin` beyond the edge (nearest first).
    /// Smaller, people are dots and want no texture; past `style.maxDots` candidates an evenly strided sample
    /// in draw order is drawn, so a crowded far zoom costs O(maxDots).
    ///
    /// - Throws: `SceneError` for a non-finite offset, viewport or camera.
    /// - Complexity: O(log rings + rings met · log n + k + p log p + u): k people drawn (at most `maxDots` as
    ///   dots), p people in the prefetch band, u interface nodes. Independent of the people off screen.
    public mutating func update(offsets: [Double], viewport: Viewport, camera: Camera) throws(SceneError) -> FrameOutput {
        if let ring = offsets.firstIndex(where: { !$0.isFinite }) { throw .invalidOffset(ring: ring, value: offsets[ring]) }
        guard viewport.isValid else { throw .invalidViewport(viewport) }
        guard camera.isValid else { throw .invalidCamera(camera) }
        let camera = camera.zoomed(by: 1, about: viewport.center, limits: style.zoomLimits)
        frame += 1
        lastOffsets = offsets
        lastCamera = camera

        let detail: DetailLevel = 2 * index.avatarRadius * camera.scale >= style.minimumAvatarDiameter ? .avatars : .dots
        let visibleRect = index.centerRect(for: viewport, margin: 0, camera: camera)
        let runs = index.candidateRuns(in: visibleRect, offsets: offsets, camera: camera)
        let candidates = runs.reduce(0) { $0 + $1.slots.count }
        let stride = detail == .dots && candidates > style.maxDots ? (candidates + style.maxDots - 1) / style.maxDots : 1
        var people: [DrawCommand] = []
        var visible: [Int] = []
        var position = 0
        for run in runs {
            // Continue the stride across runs so the sample stays even.
            var slot = run.slots.lowerBound + (stride - position % stride) % stride
            position += run.slots.count
            while slot < run.slots.upperBound {
                let node = index.node(ring: run.ring, slot: slot)
                let at = index.screenPosition(of: node, offsets: offsets, camera: camera)
                if visibleRect.contains(at) {
                    visibleStamp[node] = frame
                    visible.append(node)
                    appendCommands(for: node, at: at, detail: detail, camera: camera, to: &people)
                }
                slot += stride
            }
        }

        var nowWanted = detail == .avatars ? visible : []
        if detail == .avatars {
            nowWanted += prefetch(viewport: viewport, visibleRect: visibleRect, offsets: offsets, camera: camera)
        }
        let residencyDiff = updateResidency(nowWanted)

        updateInterface(offsets: offsets, camera: camera)
        let interface = ui.layeredCommands()
        let below = interface.prefix { $0.z < 0 }.map(\.command)
        let above = interface.dropFirst(below.count).map(\.command)
        return FrameOutput(
            drawList: below + guideCommands(in: viewport, camera: camera) + people + above, residency: residencyDiff, detail: detail,
            drawnCount: visible.count, sampledFrom: stride > 1 ? candidates : nil)
    }

    /// Records a finished decode; `false` if `id` had no request in flight (for example it was cancelled).
    @discardableResult
    public mutating func markReady(_ id: String) -> Bool { residency.markReady(id) }

    /// Records a failed decode; the placeholder stays and the decode is not retried while `id` stays wanted.
    @discardableResult
    public mutating func markFailed(_ id: String) -> Bool { residency.markFailed(id) }

    /// A visible person's commands: a relation-coloured disc, then (at avatar detail) the avatar inside its rim.
    private func appendCommands(for node: Int, at position: Point, detail: DetailLevel, camera: Camera, to list: inout [DrawCommand]) {
        guard let look = looks[node] else { return }
        let radius = index.avatarRadius
        let discRadius = detail == .dots ? max(radius, style.minimumDotDiameter / 2 / camera.scale) : radius
        list.append(DrawCommand(
            content: .circle(radius: discRadius, fill: look.color, stroke: nil, lineWidth: 0),
            position: position, scale: camera.scale))
        guard detail == .avatars else { return }
        list.append(DrawCommand(
            content: .avatar(personID: look.id, radius: max(radius - style.rimWidth, radius / 2), grayscale: !look.isActive,
                             placeholder: look.color, initials: look.initials),
            position: position, scale: camera.scale))
    }

    /// Up to `style.maxPrefetch` people not visible whose centre lies within `style.prefetchMargin` beyond the
    /// viewport, nearest to the visible area first.
    ///
    /// - Complexity: O(log rings + rings met · log n + p log p) for p people in the band.
    private func prefetch(viewport: Viewport, visibleRect: Viewport, offsets: [Double], camera: Camera) -> [Int] {
        guard style.maxPrefetch > 0, style.prefetchMargin > 0 else { return [] }
        let band = index.centerRect(for: viewport, margin: style.prefetchMargin, camera: camera)
        var nearby: [(distance: Double, node: Int)] = []
        index.forEachNode(centeredIn: band, offsets: offsets, camera: camera) { node in
            guard visibleStamp[node] != frame else { return }
            let at = index.screenPosition(of: node, offsets: offsets, camera: camera)
            nearby.append((visibleRect.distance(to: at), node))
        }
        if nearby.count > style.maxPrefetch {
            nearby.sort { ($0.distance, $0.node) < ($1.distance, $1.node) }
            nearby.removeLast(nearby.count - style.maxPrefetch)
        }
        return nearby.map(\.node)
    }

    /// Diffs the wanted slots against the last frame's and feeds the change to the texture residency.
    ///
    /// - Complexity: O(wanted now + wanted before).
    private mutating func updateResidency(_ nowWanted: [Int]) -> ResidencyDiff {
        var entered: [String] = []
        for node in nowWanted {
            if wantedStamp[node] != frame - 1, let look = looks[node] { entered.append(look.id) }
            wantedStamp[node] = frame
        }
        let exited = wanted.filter { wantedStamp[$0] != frame }.compactMap { looks[$0]?.id }
        wanted = nowWanted
        return residency.update(entered: entered, exited: exited)
    }
}
