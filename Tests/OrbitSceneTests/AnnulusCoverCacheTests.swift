import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct AnnulusCoverCacheTests {
    /// The intervals' exact bits, so a reused cover must equal a fresh one to the last bit.
    private func bits(_ cover: AnnulusCover) -> [UInt64] {
        cover.intervals.flatMap { [$0.start.bitPattern, $0.end.bitPattern] }
    }

    @Test func everyCoverEqualsAFreshOneWhileInputsRepeatAndChange() {
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            // A small pool of values (with both zeros) so inputs often repeat exactly and sometimes differ only in sign.
            let pool: [Double] = [0, -0.0, 40, 300, 640, 900]
            func pick() -> Double { pool[Int(random.next() % UInt64(pool.count))] }
            var cache = AnnulusCoverCache()
            for step in 0..<60 {
                let inner = pick()
                let inputs = AnnulusCover.Inputs(
                    center: OrbitPoint(x: pick(), y: pick()), inner: inner, outer: inner + pick(),
                    rect: OrbitRect(x: pick() - 100, y: pick() - 100, width: 1280, height: 800))
                let ring = Int(random.next() % 4)
                #expect(bits(cache.cover(ring: ring, inputs)) == bits(AnnulusCover(inputs)), "seed \(seed), step \(step)")
            }
        }
    }
}
