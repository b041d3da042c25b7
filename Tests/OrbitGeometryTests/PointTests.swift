import Foundation
import Testing
import OrbitGeometry

@Suite struct PointTests {
    @Test func polarFollowsScreenConvention() {
        let center = OrbitPoint(x: 100, y: 50)
        let south = OrbitPoint(center: center, radius: 10, angle: 0)
        #expect(abs(south.x - 100) < 1e-12 && abs(south.y - 60) < 1e-12)
        let north = OrbitPoint(center: center, radius: 10, angle: .pi)
        #expect(abs(north.y - 40) < 1e-12)
        let east = OrbitPoint(center: center, radius: 10, angle: .pi / 2)
        #expect(abs(east.x - 110) < 1e-12)
    }

    @Test(arguments: 0..<10) func angleInvertsPolar(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let center = OrbitPoint(x: random.nextUnit() * 100, y: random.nextUnit() * 100)
        for _ in 0..<100 {
            let angle = random.nextUnit() * AngleMath.fullTurn
            let point = OrbitPoint(center: center, radius: 1 + random.nextUnit() * 100, angle: angle)
            #expect(AngleMath.distance(point.angle(around: center), angle) < 1e-9, "seed \(seed)")
        }
    }
}
