import CSDL2
import OrbitGeometry
import Testing
@testable import OrbitSDL

@Suite struct BackgroundAnnuliTests {
    /// Over seeds: while only rings around one centre were drawn, a ring is bare exactly when it meets none drawn
    /// before it; a ring around another centre than the first, or after anything else, never is, nor is any
    /// ring after it.
    @Test func aRingIsBareOnlyOverNothingDrawn() {
        for seed in UInt64(1)...2000 {
            var random = SeededGenerator(seed: seed)
            var annuli = BackgroundAnnuli()
            annuli.reset()
            let center = SDL_FPoint(x: 100, y: 80)
            var drawn: [(Double, Double)] = []
            var open = true
            for _ in 0..<(1 + Int(random.next() % 12)) {
                let inner = 300 * random.nextUnit(), outer = inner + 0.5 + 40 * random.nextUnit()
                switch random.next() % 10 {
                case 0:
                    annuli.close()
                    open = false
                case 1 where !drawn.isEmpty:
                    let bare = annuli.claim(center: SDL_FPoint(x: 101, y: 80), inner: inner, outer: outer)
                    #expect(!bare, "seed \(seed): another centre")
                    open = false
                default:
                    let expected = open && !drawn.contains { $0.0 < outer && inner < $0.1 }
                    let bare = annuli.claim(center: center, inner: inner, outer: outer)
                    #expect(bare == expected, "seed \(seed): [\(inner), \(outer)]")
                    drawn.append((inner, outer))
                }
            }
        }
    }
}
