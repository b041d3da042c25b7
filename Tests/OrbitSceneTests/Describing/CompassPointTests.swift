import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct CompassPointTests {
    @Test func namesTheEightPoints() {
        #expect(CompassPoint(bearing: 0) == .north)
        #expect(CompassPoint(bearing: .pi / 4) == .northEast)
        #expect(CompassPoint(bearing: .pi) == .south)
        #expect(CompassPoint(bearing: -.pi / 2) == .west)
        #expect(CompassPoint(bearing: 2 * .pi - 0.01) == .north)
        #expect(CompassPoint(bearing: .nan) == nil)
    }

    /// Over seeds: the point named is within 22.5° of the bearing, and no other point is nearer.
    @Test func theNamedPointIsTheNearest() throws {
        var random = SeededGenerator(seed: 4)
        for _ in 0..<5000 {
            let bearing = 40 * (random.nextUnit() - 0.5)
            let point = try #require(CompassPoint(bearing: bearing))
            let gap = AngleMath.distance(point.bearing, bearing)
            #expect(gap <= .pi / 8 + 1e-12, "bearing \(bearing) → \(point)")
            #expect(CompassPoint.allCases.allSatisfy { AngleMath.distance($0.bearing, bearing) >= gap - 1e-12 }, "bearing \(bearing)")
        }
    }
}
