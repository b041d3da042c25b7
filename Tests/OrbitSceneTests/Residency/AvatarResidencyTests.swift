import Foundation
import OrbitFixtures
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@MainActor
@Suite struct AvatarResidencyTests {
    typealias Residency = AvatarResidency<FakeTextureRenderer, FakeImageSource>
    static let viewport = OrbitRect(width: 1280, height: 800)

    /// A stable (per-run independent) index for `id` below `count`.
    nonisolated static func stableIndex(_ id: String, _ count: Int) -> Int { (id.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xFFFF) % count }

    /// Checks what must hold after every frame: bytes within the budget, textures created − destroyed =
    /// alive = what the residency holds, no double free, the source's pending loads = the residency's.
    func checkInvariants(_ residency: Residency, _ renderer: FakeTextureRenderer, _ source: FakeImageSource, _ context: String) {
        let statistics = residency.statistics
        #expect(residency.chargedBytes <= residency.configuration.budgetBytes, "\(context): charged \(residency.chargedBytes)")
        #expect(statistics.residentBytes <= residency.configuration.budgetBytes && statistics.peakResidentBytes <= residency.configuration.budgetBytes, "\(context)")
        #expect(renderer.created - renderer.destroyed == renderer.alive.count && renderer.doubleFrees == 0, "\(context)")
        #expect(statistics.residentTextures == renderer.alive.count && residency.texturedIDs.count == renderer.alive.count, "\(context)")
        #expect(residency.loadingRequests == source.pending, "\(context): loads differ")
        #expect(residency.isLoading == !residency.loadingRequests.isEmpty, "\(context): isLoading \(residency.isLoading)")
        // Each held texture sits in its own slot, and every other slot is free.
        let slots = residency.entries.values.compactMap(\.textureSlot)
        #expect(Set(slots).count == slots.count && slots.allSatisfy { residency.textureSlots[$0] != nil }, "\(context): slots shared or empty")
        #expect(residency.textureSlots.count - slots.count == residency.freeSlots.count
                && residency.freeSlots.allSatisfy { residency.textureSlots[$0] == nil }, "\(context): slots lost")
    }

    /// Random fling-and-zoom sequences over a real scene, loads finishing at random; then a rest: every visible
    /// avatar ends with a texture of the right step (sharp, or the source's full resolution, and not two steps
    /// too large), the budget holds every frame, nothing leaks; after everyone leaves the textures stay (the
    /// budget has room for them), until `removeAll` destroys every one.
    @Test func randomZoomAndRotationSequencesEndAtTheRightStep() throws {
        for seed in UInt64(0)..<12 {
            var random = SeededGenerator(seed: seed)
            let synthetic = SyntheticLayout(people: 300 + Int(random.next() % 1500), center: Self.viewport.center, seed: seed)
            var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
            let broken = Set(synthetic.people.filter { _ in random.nextUnit() < 0.05 }.map(\.id))
            let natives = [64, 200, 256, 10_000]
            let source = FakeImageSource(nativeSide: { natives[Self.stableIndex($0, natives.count)] }, isBroken: { broken.contains($0) })
            let renderer = FakeTextureRenderer()
            let tight = seed % 3 == 0
            let budget = tight ? Int(random.next() % 600_000) : Residency.defaultBudget(pixelWidth: 1280, pixelHeight: 800)
            let uploads = 1 + Int(random.next() % 80)
            let residency = Residency(renderer: renderer, source: source,
                                      configuration: .init(budgetBytes: budget, uploadsPerFrame: uploads, maxLoadsInFlight: 4 + Int(random.next() % 29)))
            let pixelsPerPoint = seed % 4 == 1 ? 2.0 : 1.0
            let rings = synthetic.result.rings.count
            var offsets = [Double](repeating: 0, count: rings)
            var camera = Camera.identity
            var time = 0.0
            func frame(_ step: Int, finishing chance: Double) throws -> FrameOutput {
                let output = try scene.update(offsets: offsets, viewport: Self.viewport, camera: camera)
                source.finish(chance: chance, using: &random)
                let created = renderer.created
                residency.update(output.avatars, viewport: Self.viewport, pixelsPerPoint: pixelsPerPoint, time: time)
                #expect(renderer.created - created <= uploads, "seed \(seed) frame \(step): \(renderer.created - created) textures over \(uploads)")
                time += 1.0 / 60
                checkInvariants(residency, renderer, source, "seed \(seed) frame \(step)")
                return output
            }
            for step in 0..<60 {
                if random.nextUnit() < 0.1 {
                    let factor = pow(1.15, Double(Int(random.next() % 9) - 4))
                    camera = camera.zoomed(by: factor, about: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()), limits: ZoomLimits(minScale: 0.3, maxScale: 4))
                }
                offsets = offsets.enumerated().map { $1 + ($0 % 2 == 0 ? 0.02 : -0.03) * random.nextUnit() }
                _ = try frame(step, finishing: random.nextUnit())
            }
            var last: FrameOutput?
            // Rest until nothing loads (each load finishes within a frame), at least past the settle delay.
            for step in 0..<1000 where step < 20 || residency.statistics.frame.loadsInFlight > 0 { last = try frame(60 + step, finishing: 1) }
            let output = try #require(last)
            let statistics = residency.statistics.frame
            let visible = output.avatars.filter(\.isVisible)
            for demand in visible {
                let diameter = demand.diameter * pixelsPerPoint
                switch residency.appearance(of: demand.id) {
                case .texture(_, let side, _):
                    let target = AvatarSizeSteps.standard.side(for: diameter)
                    let native = natives[Self.stableIndex(demand.id, natives.count)]
                    if !tight {
                        #expect(Double(side) * 1.25 >= diameter || side >= native, "seed \(seed): \(demand.id) side \(side) for \(diameter) px")
                        #expect(AvatarSizeSteps.standard.step(below: side) <= target, "seed \(seed): \(demand.id) side \(side) too large for \(diameter) px")
                    }
                case .broken:
                    #expect(broken.contains(demand.id), "seed \(seed): \(demand.id) broken")
                case .loading:
                    Issue.record("seed \(seed): \(demand.id) still loading after the rest")
                case .dot:
                    #expect(tight, "seed \(seed): a dot with the default budget")
                }
            }
            #expect(statistics.placeholders == 0 && statistics.avatars + statistics.dots == visible.count, "seed \(seed): \(statistics)")
            if !tight { #expect(statistics.dots == 0) }

            // Everyone leaves: their textures stay, idle, and their loads are cancelled.
            let held = renderer.alive
            for step in 0..<40 {
                residency.update([], viewport: Self.viewport, pixelsPerPoint: pixelsPerPoint, time: time)
                time += 1.0 / 60
                checkInvariants(residency, renderer, source, "seed \(seed) leaving \(step)")
            }
            #expect(renderer.alive == held && source.pending.isEmpty && residency.chargedBytes == residency.statistics.residentBytes, "seed \(seed)")
            residency.removeAll()
            #expect(renderer.alive.isEmpty && residency.chargedBytes == 0 && residency.statistics.residentBytes == 0, "seed \(seed)")
        }
    }

    /// A person who turns inactive keeps their colour texture until the gray one arrives: never a placeholder.
    @Test func anAttributeChangeSwapsTexturesWithoutAPlaceholder() {
        let renderer = FakeTextureRenderer(), source = FakeImageSource()
        let residency = Residency(renderer: renderer, source: source)
        var random = SeededGenerator(seed: 1)
        var demand = AvatarDemand(id: "a", diameter: 40, grayscale: false, position: Self.viewport.center, isVisible: true)
        residency.update([demand], viewport: Self.viewport, time: 0)
        source.finish(chance: 1, using: &random)
        residency.update([demand], viewport: Self.viewport, time: 0.1)
        guard case .texture(let colour, _, let since) = residency.appearance(of: "a") else { Issue.record("no texture"); return }
        demand.grayscale = true
        demand.position.x += 300  // it also moves
        residency.update([demand], viewport: Self.viewport, time: 0.2)
        guard case .texture(let stillColour, _, _) = residency.appearance(of: "a") else { Issue.record("a placeholder flashed"); return }
        #expect(stillColour == colour && source.pending["a"]?.grayscale == true)
        source.finish(chance: 1, using: &random)
        residency.update([demand], viewport: Self.viewport, time: 0.3)
        guard case .texture(let gray, _, let graySince) = residency.appearance(of: "a") else { Issue.record("no texture"); return }
        #expect(gray != colour && graySince == since && renderer.alive == [gray])
    }

    /// A load that fails for a while (a slow source) shows as broken, is not asked for again before its retry
    /// time and is loaded again after it, still broken until the image comes; a failure for good is never
    /// asked for again while wanted.
    @Test func aFailureThatPassesIsLoadedAgainAfterItsRetryTime() {
        let renderer = FakeTextureRenderer(), source = FakeImageSource(isBroken: { $0 == "gone" })
        source.passingFailures["slow"] = 1
        let residency = Residency(renderer: renderer, source: source)
        var random = SeededGenerator(seed: 1)
        let demands = ["slow", "gone"].enumerated().map { index, id in
            AvatarDemand(id: id, diameter: 40, grayscale: false, position: OrbitPoint(x: 600 + 100 * Double(index), y: 400), isVisible: true)
        }
        residency.update(demands, viewport: Self.viewport, time: 0)
        source.finish(chance: 1, using: &random)
        let failedAt = 1.0 / 60
        residency.update(demands, viewport: Self.viewport, time: failedAt)
        var retried: Double?
        for frame in 2..<180 {
            let time = Double(frame) / 60
            residency.update(demands, viewport: Self.viewport, time: time)
            #expect(source.pending["gone"] == nil, "a failure for good was asked for again at \(time)")
            if retried == nil, source.pending["slow"] != nil { retried = time }
            guard case .broken = residency.appearance(of: "slow") else { Issue.record("slow is not broken at \(time)"); return }
        }
        #expect(retried.map { $0 >= failedAt + 1 && $0 < failedAt + 1 + 1.5 / 60 } ?? false, "loaded again at \(String(describing: retried))")
        source.finish(chance: 1, using: &random)
        residency.update(demands, viewport: Self.viewport, time: 3)
        guard case .texture = residency.appearance(of: "slow") else { Issue.record("slow has no texture after its retry"); return }
        #expect(residency.statistics.frame.broken == 1 && renderer.alive.count == 1)
    }

    /// Visible avatars are requested nearest the window centre first, before any prefetched one.
    @Test func visibleNearTheCentreGoFirst() {
        var random = SeededGenerator(seed: 3)
        for trial in 0..<200 {
            let source = FakeImageSource()
            let residency = Residency(renderer: FakeTextureRenderer(), source: source, configuration: .init(maxLoadsInFlight: 5))
            let demands = (0..<30).map { index in
                AvatarDemand(id: "p\(index)", diameter: 40, grayscale: false,
                             position: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()), isVisible: random.nextUnit() < 0.6)
            }
            residency.update(demands, viewport: Self.viewport, time: 0)
            let centre = Self.viewport.center
            let expected = demands.filter(\.isVisible).sorted { $0.position.distance(to: centre) < $1.position.distance(to: centre) }.map(\.id)
                + demands.filter { !$0.isVisible }.map(\.id)
            #expect(Set(source.pending.keys) == Set(expected.prefix(5)), "trial \(trial)")
        }
    }

    /// However many loads finish at once, at most `uploadsPerFrame` textures are made a frame, and the rest come
    /// in the next frames, nearest the centre first: over random counts of avatars and caps.
    @Test func texturesPerFrameStayWithinTheUploadCap() {
        var random = SeededGenerator(seed: 5)
        for trial in 0..<100 {
            let uploads = 1 + Int(random.next() % 12), count = 1 + Int(random.next() % 120)
            let source = FakeImageSource(), renderer = FakeTextureRenderer()
            let residency = Residency(renderer: renderer, source: source, configuration: .init(uploadsPerFrame: uploads, maxLoadsInFlight: 200))
            let demands = (0..<count).map { index in
                AvatarDemand(id: "p\(index)", diameter: 8 + 40 * random.nextUnit(), grayscale: false,
                             position: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()), isVisible: true)
            }
            var frames = 0
            while renderer.created < count, frames < 1000 {
                source.finish(chance: 1, using: &random)
                let created = renderer.created
                residency.update(demands, viewport: Self.viewport, time: Double(frames) / 60)
                #expect(renderer.created - created <= uploads, "trial \(trial) frame \(frames): \(renderer.created - created) over \(uploads)")
                frames += 1
            }
            #expect(renderer.created == count, "trial \(trial): \(renderer.created) textures for \(count)")
            #expect(frames <= 2 + (count + uploads - 1) / uploads, "trial \(trial): \(frames) frames for \(count) at \(uploads) a frame")
        }
    }

    /// Over seeds, with many equal distances: the kept prefix stays, and the rest is a stable sort by distance.
    @Test func nearestFirstIsAStableSortAfterThePrefix() {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            let items = (0..<Int(random.next() % 60)).map { index in
                (demand: AvatarDemand(id: "p\(index)", diameter: 40, grayscale: false, position: .zero, isVisible: true),
                 distance: Double(random.next() % 8))
            }
            let kept = Int(random.next() % UInt64(items.count + 1))
            let sorted = Residency.nearestFirst(items, after: kept)
            let expected = Array(items.prefix(kept)) + items.dropFirst(kept).enumerated()
                .sorted { $0.element.distance != $1.element.distance ? $0.element.distance < $1.element.distance : $0.offset < $1.offset }
                .map(\.element)
            #expect(sorted.map(\.demand.id) == expected.map(\.demand.id), "seed \(seed)")
        }
    }

    @Test func theDefaultBudgetIsFourWindowsOfPixels() {
        #expect(Residency.Configuration().budgetBytes == 16 * 1280 * 800)
        #expect(Residency.defaultBudget(pixelWidth: 2560, pixelHeight: 1600) == 4 * Residency.defaultBudget(pixelWidth: 1280, pixelHeight: 800))
    }
}
