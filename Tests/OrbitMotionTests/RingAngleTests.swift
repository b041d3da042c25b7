import Foundation
import OrbitGeometry
import Testing
@testable import OrbitMotion

@Suite struct RingAngleTests {
    @Test func anglesFollowTheLayoutConvention() {
        let center = OrbitPoint(x: 10, y: 20)
        var random = SeededGenerator(seed: 3)
        for _ in 0..<500 {
            let angle = random.uniform(-3.14...3.14)
            let radius = random.uniform(1...500)
            let point = OrbitPoint(x: center.x + radius * sin(angle), y: center.y + radius * cos(angle))
            #expect(abs(RingAngle.of(point, about: center)! - angle) < 1e-9, "angle \(angle)")
        }
    }

    @Test func theCentreHasNoAngle() {
        let center = OrbitPoint(x: 10, y: 20)
        #expect(RingAngle.of(center, about: center) == nil)
        #expect(RingAngle.of(OrbitPoint(x: .nan, y: 0), about: center) == nil)
    }

    @Test func unwrappingPicksTheNearestTurn() {
        #expect(abs(RingAngle.unwrapped(-3.1, near: 3.1) - (2 * .pi - 3.1)) < 1e-12)
        #expect(abs(RingAngle.unwrapped(0.2, near: 4 * .pi) - (4 * .pi + 0.2)) < 1e-12)
        #expect(RingAngle.unwrapped(1, near: 1.5) == 1)
    }
}
