import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct RingBandsTests {
    /// Over seeds: a radius inside a band picks a ring whose band holds it; any other radius picks a ring
    /// whose band is as near as any band.
    @Test func picksTheBandHoldingTheRadiusElseTheNearest() {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            var inner = 20 + 40 * random.nextUnit()
            let rings = (0..<1 + Int(random.next() % 8)).map { index in
                defer { inner += 30 + 200 * random.nextUnit() }
                return RingInfo(index: index, innerRadius: inner, outerRadius: inner + 10 + 120 * random.nextUnit(),
                                maxDistanceMeters: nil, count: 0)
            }
            let bands = RingBands(rings)
            func gap(_ ring: Int, _ radius: Double) -> Double {
                max(rings[ring].innerRadius - radius, 0, radius - rings[ring].outerRadius)
            }
            for _ in 0..<50 {
                let radius = 2000 * random.nextUnit()
                let ring = bands.ring(atRadius: radius)
                #expect(ring != nil, "seed \(seed): no ring at \(radius)")
                guard let ring else { continue }
                let nearest = rings.indices.map { gap($0, radius) }.min()!
                #expect(gap(ring, radius) == nearest, "seed \(seed): radius \(radius) picked ring \(ring), gap \(gap(ring, radius)) > \(nearest)")
            }
        }
    }

    @Test func unusableBandsAndRadiiFindNothing() {
        #expect(RingBands([]).ring(atRadius: 10) == nil)
        let bad = RingBands([RingInfo(index: 0, innerRadius: .nan, outerRadius: 5, maxDistanceMeters: nil, count: 0),
                             RingInfo(index: 1, innerRadius: 9, outerRadius: 3, maxDistanceMeters: nil, count: 0)])
        #expect(bad.ring(atRadius: 4) == nil)
        let good = RingBands([RingInfo(index: 0, innerRadius: 10, outerRadius: 20, maxDistanceMeters: nil, count: 0)])
        #expect(good.ring(atRadius: .nan) == nil)
        #expect(good.ring(atRadius: 15) == 0)
    }
}
