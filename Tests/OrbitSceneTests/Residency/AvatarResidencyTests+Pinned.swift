import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

extension AvatarResidencyTests {
    /// A pinned avatar (a card's photo) at a random size, in or out of a random crowd, under the default or a
    /// tight budget: from its first texture on it is never a placeholder, once loads rest its texture is the
    /// step for the larger of its pinned and scene sizes (or the source's full resolution), the budget holds
    /// every frame, and unpinned it swaps back down to its scene step or, out of the scene, is destroyed.
    @Test func aPinnedAvatarIsServedAtItsOwnSizeAndReleasedAfter() {
        let steps = AvatarSizeSteps.standard
        for seed in UInt64(0)..<100 {
            var random = SeededGenerator(seed: seed)
            let natives = [64, 200, 10_000]
            let source = FakeImageSource(nativeSide: { natives[Self.stableIndex($0, natives.count)] })
            let renderer = FakeTextureRenderer()
            let pixelsPerPoint = random.nextUnit() < 0.3 ? 2.0 : 1.0
            let crowd = (0..<Int(random.next() % 120)).map { index in
                AvatarDemand(id: "p\(index)", diameter: 8 + 40 * random.nextUnit(), grayscale: random.nextUnit() < 0.2,
                             position: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()), isVisible: random.nextUnit() < 0.8)
            }
            let inScene = !crowd.isEmpty && random.nextUnit() < 0.5
            let id = inScene ? crowd[Int(random.next() % UInt64(crowd.count))].id : "card"
            let sceneDemand = crowd.first { $0.id == id }
            let pinned = AvatarDemand(id: id, diameter: 40 + 200 * random.nextUnit(), grayscale: sceneDemand?.grayscale ?? false,
                                      position: .zero, isVisible: false)
            let pinnedSide = steps.side(for: max(pinned.diameter, sceneDemand?.diameter ?? 0) * pixelsPerPoint)
            // Tight budgets still hold the pinned step, so pressure falls on the crowd.
            let tight = seed % 3 == 0
            let budget = tight ? AvatarSizeSteps.bytes(side: pinnedSide) + Int(random.next() % 400_000)
                : Residency.defaultBudget(pixelWidth: 1280, pixelHeight: 800)
            let residency = Residency(renderer: renderer, source: source, configuration: .init(budgetBytes: budget))
            var time = 0.0
            var hadTexture = false
            func frame(_ pins: [AvatarDemand], _ context: String) {
                source.finish(chance: random.nextUnit() < 0.3 ? 1 : random.nextUnit(), using: &random)
                residency.update(crowd, pinned: pins, viewport: Self.viewport, pixelsPerPoint: pixelsPerPoint, time: time)
                time += 1.0 / 60
                checkInvariants(residency, renderer, source, "seed \(seed) \(context)")
                guard !pins.isEmpty else { return }
                if case .texture = residency.appearance(of: id) { hadTexture = true } else {
                    #expect(!hadTexture, "seed \(seed) \(context): the pinned avatar lost its texture")
                }
            }
            // The crowd alone first (the pinned person may hold a smaller scene texture), then pinned.
            for step in 0..<Int(random.next() % 20) { frame([], "crowd \(step)") }
            if case .texture = residency.appearance(of: id) { hadTexture = true }
            for step in 0..<90 { frame([pinned], "pinned \(step)") }
            let native = natives[Self.stableIndex(id, natives.count)]
            guard case .texture(_, let side, _) = residency.appearance(of: id) else {
                Issue.record("seed \(seed): pinned \(id) has no texture after the rest")
                continue
            }
            // Sharp (or at full resolution) and not a step too large, even when the budget presses the crowd.
            let pixels = max(pinned.diameter, sceneDemand?.diameter ?? 0) * pixelsPerPoint
            #expect(Double(side) * 1.25 >= pixels || side >= native, "seed \(seed): pinned side \(side) for \(pixels) px (native \(native))")
            #expect(steps.step(below: side) <= pinnedSide, "seed \(seed): pinned side \(side) too large for \(pixels) px")

            for step in 0..<60 { frame([], "unpinned \(step)") }
            switch (sceneDemand, residency.appearance(of: id)) {
            case (nil, .loading), (nil, .texture):
                // Released: at most an idle texture, kept while the budget has room.
                #expect(!residency.wanted.contains(id) && residency.loadingRequests[id] == nil, "seed \(seed): an unpinned id is still wanted")
            case (nil, let appearance):
                Issue.record("seed \(seed): an unpinned id out of the scene kept \(appearance)")
            case (let demand?, .texture(_, let side, _)) where demand.isVisible && !tight:
                #expect(steps.step(below: side) <= steps.side(for: demand.diameter * pixelsPerPoint), "seed \(seed): side \(side) kept after unpinning")
            default:
                break
            }
        }
    }
}
