import DequeModule
import OrbitGeometry
import OrbitLayout

extension AvatarResidency {
    /// One frame: takes the scene's `demands` (visible avatars and prefetched ones, diameters in points) in a
    /// window `viewport` (points) drawn at `pixelsPerPoint`, at frame time `time` (seconds): releases who is no
    /// longer wanted (their textures stay, idle, until their bytes are needed), starts, re-targets and cancels
    /// loads, and turns up to
    /// `uploadBytesPerFrame` of finished loads into textures. Then `appearance(of:)` says how to draw each
    /// avatar and `statistics` describes this frame.
    ///
    /// `pinned` are avatars shown outside the scene at a size of their own — a person's card, a detail view
    /// (`diameter` in points; `position` and `isVisible` are not used). They are served before every scene
    /// avatar at the step for their diameter, never capped by the budget's pressure nor drawn as dots, and
    /// their bytes count in the budget. One texture serves an id in both lists, at the larger of the two
    /// sizes. A pinned avatar is released (swapped back down, or left idle) the first frame it is not passed.
    public func update(
        _ demands: [AvatarDemand], pinned: [AvatarDemand] = [], viewport: OrbitRect, pixelsPerPoint: Double = 1, time: Double
    ) {
        frame += 1
        let scale = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        let centre = viewport.center
        var visible: [(demand: AvatarDemand, distance: Double)] = []
        var prefetched: [AvatarDemand] = []
        var wantedNow: [String] = []
        wantedNow.reserveCapacity(demands.count + pinned.count)
        for demand in pinned where entries[demand.id]?.wantedFrame != frame {
            entries[demand.id, default: Entry()].wantedFrame = frame
            wantedNow.append(demand.id)
            visible.append((demand, -1))
        }
        let pinnedCount = visible.count
        for demand in demands {
            guard entries[demand.id]?.wantedFrame != frame else {
                // Pinned and in the scene too: the larger size serves both.
                if let index = visible.prefix(pinnedCount).firstIndex(where: { $0.demand.id == demand.id }) {
                    visible[index].demand.diameter = max(visible[index].demand.diameter, demand.diameter)
                }
                continue
            }
            entries[demand.id, default: Entry()].wantedFrame = frame
            wantedNow.append(demand.id)
            if demand.isVisible {
                let dx = demand.position.x - centre.x, dy = demand.position.y - centre.y
                visible.append((demand, dx * dx + dy * dy))
            } else {
                prefetched.append(demand)
            }
        }
        visible = Self.nearestFirst(visible, after: pinnedCount)
        for id in wanted { release(id) }
        wanted = wantedNow
        compactIdle()

        let targets = visible.map { configuration.steps.side(for: $0.demand.diameter * scale) }
        let pinnedBytes = targets.prefix(pinnedCount).reduce(0) { $0 + AvatarSizeSteps.bytes(side: $1) }
        let scenery = targets.dropFirst(pinnedCount)
        let (cap, fittingScenery) = budgetCap(scenery, budgetBytes: configuration.budgetBytes - pinnedBytes)
        let fitting = pinnedCount + fittingScenery
        let pressed = cap < (scenery.max() ?? 0)
        dots.removeAll(keepingCapacity: true)
        if fitting < visible.count {
            // Dots want no texture: what they hold is idle, evicted first when bytes are short.
            for item in visible[fitting...] {
                dots.insert(item.demand.id)
                entries[item.demand.id]?.wantedFrame = 0
                release(item.demand.id)
            }
            wanted.removeAll { dots.contains($0) }
        }
        var visibleServed = true
        for (index, item) in visible.prefix(fitting).enumerated() {
            let target = index < pinnedCount ? targets[index] : min(targets[index], cap)
            visibleServed = want(item.demand, target: target, pixelDiameter: item.demand.diameter * scale,
                                 pressed: pressed, evicting: prefetched, time: time) && visibleServed
        }
        // Prefetching never takes bytes a visible avatar is waiting for.
        for demand in prefetched where visibleServed {
            let target = min(configuration.steps.side(for: demand.diameter * scale), cap)
            _ = want(demand, target: target, pixelDiameter: demand.diameter * scale, pressed: pressed, evicting: [], time: time)
        }
        upload(at: time)
        measure(visible.prefix(fitting), dots: visible.count - fitting, scale: scale)
    }

    /// `items` with those after the first `count` in increasing distance, ties in their order. Sorts plain
    /// (distance, index) pairs and moves each item once: sorting the items themselves moves their ids around.
    /// Nonisolated, so its comparisons carry no main-actor check (Swift 6 checks isolated closures that a
    /// nonisolated function such as `sort` calls, once per comparison).
    ///
    /// - Complexity: O(n log n).
    nonisolated static func nearestFirst(_ items: [(demand: AvatarDemand, distance: Double)], after count: Int) -> [(demand: AvatarDemand, distance: Double)] {
        var order = items.indices.dropFirst(count).map { (distance: items[$0].distance, index: $0) }
        order.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
        return Array(items.prefix(count)) + order.map { items[$0.index] }
    }

    /// The largest step every visible target can be capped at within `budgetBytes`, and how many visible
    /// avatars (in priority order) get a texture: all, unless even the smallest step does not fit.
    /// - Complexity: O(targets × steps).
    func budgetCap(_ targets: ArraySlice<Int>, budgetBytes: Int) -> (cap: Int, fitting: Int) {
        let steps = configuration.steps.sides
        for cap in steps.reversed() {
            let total = targets.reduce(0) { $0 + AvatarSizeSteps.bytes(side: min($1, cap)) }
            if total <= budgetBytes { return (cap, targets.count) }
        }
        return (steps[0], min(targets.count, max(0, budgetBytes) / AvatarSizeSteps.bytes(side: steps[0])))
    }

    /// Serves one wanted avatar: keeps its target step current and starts, re-targets or leaves its load,
    /// evicting idle textures and then those of `evicting` if bytes are short. Returns `false` when a load it
    /// needs could not start for lack of bytes.
    private func want(
        _ demand: AvatarDemand, target: Int, pixelDiameter: Double, pressed: Bool, evicting: [AvatarDemand], time: Double
    ) -> Bool {
        guard var entry = entries[demand.id] else { return true }
        if entry.target != target {
            entry.target = target
            entry.targetSince = time
        }
        defer { entries[demand.id] = entry }
        if let retryAt = entry.retryAt, time < retryAt { return true }
        let settled = time - entry.targetSince >= configuration.settleDelay
        let held = entry.loading.map { ($0.side, $0.grayscale) } ?? (entry.textureSlot == nil ? nil : (entry.side, entry.grayscale))
        if let (side, grayscale) = held, grayscale == demand.grayscale,
           !settled || fits(side: side, target: target, pixelDiameter: pixelDiameter, nativeSide: entry.nativeSide, pressed: pressed) {
            return true
        }
        let request = AvatarImageRequest(id: demand.id, side: target, grayscale: demand.grayscale)
        guard request != entry.loading else { return true }
        let shared = source.sharesWork(request)
        if entry.loading == nil, !shared, ownLoadsInFlight >= configuration.maxLoadsInFlight { return true }
        let charge = max(entry.textureBytes, AvatarSizeSteps.bytes(side: target))
        let extra = charge - entry.charge
        if extra > 0, !makeRoom(extra, evicting: evicting) { return false }
        if entry.loading != nil {
            source.cancel(demand.id)
            statistics.loadsCancelled += 1
            endLoad(&entry)
        }
        loadsInFlight += 1
        if !shared { ownLoadsInFlight += 1 }
        chargedBytes += extra
        entry.loading = request
        entry.loadIsShared = shared
        entry.loadFrame = frame
        source.load(request)
        statistics.loadsStarted += 1
        return true
    }

    /// Whether a texture (or load) of `side` serves an avatar `pixelDiameter` across whose target step is
    /// `target`: not too small (beyond `upgradeRatio`, unless at the source's full resolution) and not two
    /// steps too large (one step, while the budget caps the steps).
    func fits(side: Int, target: Int, pixelDiameter: Double, nativeSide: Int?, pressed: Bool) -> Bool {
        let tooSmall = pixelDiameter > configuration.upgradeRatio * Double(side) && side < (nativeSide ?? .max) && target > side
        let tooLarge = pressed ? side > target : configuration.steps.step(below: side) > target
        return !tooSmall && !tooLarge
    }

    /// Someone wanted in the last frame and not in this one: their load is cancelled; a texture stays, idle,
    /// until its bytes are needed.
    private func release(_ id: String) {
        guard var entry = entries[id], entry.wantedFrame != frame else { return }
        if entry.loading != nil {
            source.cancel(id)
            statistics.loadsCancelled += 1
            let before = entry.charge
            endLoad(&entry)
            entry.loading = nil
            chargedBytes += entry.charge - before
        }
        guard entry.textureSlot != nil else {
            entries[id] = nil
            return
        }
        entry.leftFrame = frame
        entries[id] = entry
        idle.append((id, frame))
    }

    /// Counts `entry`'s load as ended (its request is the caller's to clear).
    private func endLoad(_ entry: inout Entry) {
        loadsInFlight -= 1
        if !entry.loadIsShared { ownLoadsInFlight -= 1 }
    }

    /// Evicts idle textures (least recently wanted first), then, for a visible avatar, textures of prefetched
    /// ones, until `extra` more bytes fit the budget. Returns whether they do.
    private func makeRoom(_ extra: Int, evicting prefetched: [AvatarDemand]) -> Bool {
        var candidates = prefetched.reversed().makeIterator()
        while chargedBytes + extra > configuration.budgetBytes {
            if oldestIdle() != nil {
                evictOldestIdle()
                continue
            }
            guard let next = candidates.next() else { return false }
            guard let entry = entries[next.id], let slot = entry.textureSlot, entry.loading == nil else { continue }
            destroyTexture(in: slot, bytes: entry.textureBytes)
            chargedBytes -= entry.charge
            entries[next.id]?.textureSlot = nil
        }
        return true
    }

    /// The idle record at the head of the queue once stale ones (wanted again, or gone) are skipped.
    func oldestIdle() -> (id: String, leftFrame: Int)? {
        while let record = idle.first {
            if isIdle(record) { return record }
            idle.removeFirst()
        }
        return nil
    }

    /// Whether `record` still stands for an idle texture: its id was not wanted again since, and holds one.
    private func isIdle(_ record: (id: String, leftFrame: Int)) -> Bool {
        guard let entry = entries[record.id] else { return false }
        return entry.wantedFrame != frame && entry.leftFrame == record.leftFrame && entry.textureSlot != nil
    }

    /// Drops stale idle records once they outnumber the textures held twice over, so the queue stays O(textures)
    /// however long textures stay idle. - Complexity: amortised O(1) per record.
    private func compactIdle() {
        guard idle.count > 2 * statistics.residentTextures + 64 else { return }
        idle = Deque(idle.filter(isIdle))
    }

    func evictOldestIdle() {
        guard let record = oldestIdle(), let entry = entries.removeValue(forKey: record.id), let slot = entry.textureSlot else { return }
        idle.removeFirst()
        destroyTexture(in: slot, bytes: entry.textureBytes)
        chargedBytes -= entry.charge
    }

    /// Turns finished loads into textures, at most `uploadsPerFrame` of them and `uploadBytesPerFrame` of pixels
    /// (the source enforces both).
    /// A result nobody waits for any more is dropped; a new texture replaces the old one (destroyed first).
    private func upload(at time: Double) {
        for result in source.takeFinished(maxBytes: configuration.uploadBytesPerFrame, maxImages: configuration.uploadsPerFrame) {
            let id = result.request.id
            guard var entry = entries[id], entry.loading == result.request else { continue }
            let before = entry.charge
            endLoad(&entry)
            entry.loading = nil
            switch result.image {
            case .success(let image) where image.side <= result.request.side && image.side > 0:
                entry.nativeSide = image.nativeSide
                if let texture = renderer.makeTexture(from: image.pixels) {
                    if let old = entry.textureSlot {
                        destroyTexture(in: old, bytes: entry.textureBytes)
                    } else {
                        // An image at hand the frame it was asked for (a cached one) was already there: no scale-in.
                        entry.shownSince = entry.loadFrame == frame ? -.infinity : time
                    }
                    entry.textureSlot = store(texture)
                    entry.side = image.side
                    entry.grayscale = result.request.grayscale
                    entry.broken = false
                    entry.retryAt = nil
                    statistics.texturesCreated += 1
                    statistics.residentBytes += entry.textureBytes
                    statistics.peakResidentBytes = max(statistics.peakResidentBytes, statistics.residentBytes)
                    statistics.peakResidentTextures = max(statistics.peakResidentTextures, statistics.residentTextures)
                } else {
                    fail(&entry, retryAfter: nil, at: time)
                }
            case .success:
                fail(&entry, retryAfter: nil, at: time)
            case .failure(let failure):
                fail(&entry, retryAfter: failure.retryAfter, at: time)
            }
            chargedBytes += entry.charge - before
            entries[id] = entry
        }
    }

    /// A load of `entry` gave no texture: broken unless a texture is held, and not loaded again before
    /// `retryAfter` seconds (never, for `nil`).
    private func fail(_ entry: inout Entry, retryAfter: Double?, at time: Double) {
        statistics.failures += 1
        entry.broken = entry.textureSlot == nil
        entry.retryAt = time + (retryAfter ?? .infinity)
    }

    /// This frame's figures over the avatars drawn (`drawn`, dots excluded).
    private func measure(_ drawn: ArraySlice<(demand: AvatarDemand, distance: Double)>, dots: Int, scale: Double) {
        var sharp = 0, placeholders = 0, broken = 0
        for (demand, _) in drawn {
            guard let entry = entries[demand.id] else { continue }
            if entry.textureSlot != nil {
                if Double(entry.side) >= 0.8 * demand.diameter * scale { sharp += 1 }
            } else if entry.broken {
                broken += 1
            } else {
                placeholders += 1
            }
        }
        statistics.frame = .init(avatars: drawn.count, sharp: sharp, placeholders: placeholders, broken: broken, dots: dots,
                                 loadsInFlight: loadsInFlight)
    }
}
