import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct PointerPressTests {
    /// Over seeds: a press is a click exactly while every tracked point stayed within the slop of its origin,
    /// so coming back after straying does not make it a click again.
    @Test func clickUntilThePointerStraysBeyondTheSlop() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            let origin = OrbitPoint(x: 1000 * random.nextUnit(), y: 800 * random.nextUnit())
            let slop = 1 + 10 * random.nextUnit()
            var press = PointerPress(origin: origin, ring: nil)
            var strayed = false
            for _ in 0..<20 {
                let step = OrbitPoint(x: 2 * slop * (random.nextUnit() - 0.5), y: 2 * slop * (random.nextUnit() - 0.5))
                let point = origin + step
                press.track(point)
                strayed = strayed || point.distance(to: origin) > slop
                #expect(press.isClick(slop: slop) == !strayed, "seed \(seed): click \(press.isClick(slop: slop)), strayed \(strayed)")
            }
        }
    }

    @Test func nonFinitePointsAreIgnored() {
        var press = PointerPress(origin: .zero, ring: 2)
        press.track(OrbitPoint(x: .nan, y: 0))
        press.track(OrbitPoint(x: .infinity, y: 0))
        #expect(press.isClick(slop: 0))
    }
}
