import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

extension AvatarResidencyTests {
    /// Random frame sequences over a pool of people who come and go at one size: `count` visible demands drawn
    /// from `pool` ids each frame (runs of frames keep the same crowd), loads finishing at random.
    private func randomCrowds(seed: UInt64, pool: Int, frames: Int, budget: Int,
                              check: (_ frame: Int, _ wanted: [String], _ residency: Residency, _ renderer: FakeTextureRenderer, _ source: FakeImageSource) -> Void) {
        var random = SeededGenerator(seed: seed)
        let renderer = FakeTextureRenderer(), source = FakeImageSource()
        let residency = Residency(renderer: renderer, source: source, configuration: .init(budgetBytes: budget, maxLoadsInFlight: 16))
        var crowd: [String] = []
        for frame in 0..<frames {
            if crowd.isEmpty || random.nextUnit() < 0.15 {
                crowd = (0..<(5 + Int(random.next() % 30))).map { _ in "p\(random.next() % UInt64(pool))" }
            }
            let demands = crowd.enumerated().map { index, id in
                AvatarDemand(id: id, diameter: 30, grayscale: false, position: OrbitPoint(x: 40 + 30 * Double(index), y: 400), isVisible: true)
            }
            source.finish(chance: random.nextUnit(), using: &random)
            residency.update(demands, viewport: Self.viewport, time: Double(frame) / 60)
            checkInvariants(residency, renderer, source, "seed \(seed) frame \(frame)")
            check(frame, crowd, residency, renderer, source)
        }
    }

    /// With room in the budget nothing is ever destroyed: people who come back find their texture at once.
    @Test func unwantedTexturesStayWhileTheBudgetHasRoom() {
        for seed in UInt64(0)..<40 {
            var textured: Set<String> = []
            randomCrowds(seed: seed, pool: 120, frames: 200, budget: 120 * AvatarSizeSteps.bytes(side: 32)) { frame, crowd, residency, renderer, _ in
                #expect(renderer.destroyed == 0, "seed \(seed) frame \(frame): \(renderer.destroyed) destroyed with room to spare")
                for id in crowd where textured.contains(id) {
                    guard case .texture = residency.appearance(of: id) else {
                        Issue.record("seed \(seed) frame \(frame): \(id) came back without its texture")
                        continue
                    }
                }
                textured.formUnion(residency.texturedIDs)
            }
        }
    }

    /// Under a tight budget the bytes hold at every frame (checked by `randomCrowds`), and an unwanted texture
    /// goes only before every texture left more recently: least recently visible first.
    @Test func evictionTakesTheLeastRecentlyVisibleFirst() {
        for seed in UInt64(100)..<160 {
            var lastWanted: [String: Int] = [:]
            var textured: Set<String> = []
            var evicted = 0
            randomCrowds(seed: seed, pool: 200, frames: 240, budget: (12 + Int(seed % 30)) * AvatarSizeSteps.bytes(side: 32)) { frame, crowd, residency, _, _ in
                let now = residency.texturedIDs
                let wanted = Set(crowd)
                let gone = textured.subtracting(now).subtracting(wanted)
                evicted += gone.count
                // Every idle texture still held was wanted more recently than every one that went.
                if let newestGone = gone.compactMap({ lastWanted[$0] }).max() {
                    for id in now.subtracting(wanted) {
                        #expect(lastWanted[id, default: -1] >= newestGone,
                                "seed \(seed) frame \(frame): \(id) (last wanted \(lastWanted[id, default: -1])) kept over one last wanted \(newestGone)")
                    }
                }
                for id in crowd { lastWanted[id] = frame }
                textured = now
            }
            #expect(evicted > 0, "seed \(seed): the budget never pressed")
        }
    }

    /// An image at hand the frame it is asked for shows at once (no scale-in); one that took a frame or more
    /// scales in from when it arrived; a swap keeps the first texture's time.
    @Test func imagesAtHandShowAtOnce() {
        let source = FakeImageSource()
        let residency = Residency(renderer: FakeTextureRenderer(), source: source)
        var random = SeededGenerator(seed: 1)
        let demand = { (id: String) in AvatarDemand(id: id, diameter: 30, grayscale: false, position: OrbitPoint(x: 600, y: 400), isVisible: true) }
        residency.update([demand("slow")], viewport: Self.viewport, time: 0)
        source.finish(chance: 1, using: &random)
        residency.update([demand("slow")], viewport: Self.viewport, time: 0.5)
        source.answersAtOnce = true
        residency.update([demand("slow"), demand("cached")], viewport: Self.viewport, time: 1)
        guard case .texture(_, _, let slowSince) = residency.appearance(of: "slow"),
              case .texture(_, _, let cachedSince) = residency.appearance(of: "cached") else {
            Issue.record("no textures")
            return
        }
        #expect(slowSince == 0.5 && cachedSince == -.infinity)
    }

    /// Loads the source shares (cached, or joining a decode for someone else) are not held back by
    /// `maxLoadsInFlight`; loads of their own are.
    @Test func sharedLoadsAreNotHeldBack() {
        let source = FakeImageSource()
        source.shared = { $0.id.hasPrefix("shared") }
        let residency = Residency(renderer: FakeTextureRenderer(), source: source, configuration: .init(maxLoadsInFlight: 3))
        let demands = (0..<20).map { index in
            AvatarDemand(id: index % 2 == 0 ? "shared\(index)" : "own\(index)", diameter: 30, grayscale: false,
                         position: OrbitPoint(x: 40 + 30 * Double(index), y: 400), isVisible: true)
        }
        residency.update(demands, viewport: Self.viewport, time: 0)
        #expect(source.pending.keys.filter { $0.hasPrefix("own") }.count == 3)
        #expect(source.pending.keys.filter { $0.hasPrefix("shared") }.count == 10)
    }
}
