import Foundation
import Testing
import OrbitGeometry

@Suite struct AngleTests {
    @Test func normalizedWrapsIntoHalfOpenTurn() {
        #expect(AngleMath.normalized(0) == 0)
        #expect(abs(AngleMath.normalized(-.pi / 2) - 3 * .pi / 2) < 1e-15)
        #expect(abs(AngleMath.normalized(5 * .pi) - .pi) < 1e-12)
        #expect(AngleMath.normalized(2 * .pi) == 0)
        #expect(AngleMath.normalized(-1e-18) == 0)
    }

    @Test(arguments: 0..<20) func normalizedStaysInRange(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let angle = (random.nextUnit() - 0.5) * 1e4
            let wrapped = AngleMath.normalized(angle)
            #expect(wrapped >= 0 && wrapped < AngleMath.fullTurn, "seed \(seed)")
            #expect(abs(sin(wrapped) - sin(angle)) < 1e-9 && abs(cos(wrapped) - cos(angle)) < 1e-9, "seed \(seed)")
        }
    }

    @Test func distanceIsShortWayRound() {
        #expect(abs(AngleMath.distance(0.1, 2 * .pi - 0.1) - 0.2) < 1e-12)
        #expect(abs(AngleMath.distance(0, .pi) - .pi) < 1e-12)
        #expect(AngleMath.distance(1, 1) == 0)
    }
}
