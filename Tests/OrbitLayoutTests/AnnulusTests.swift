import Foundation
import OrbitGeometry
import Testing
import OrbitLayout

@Suite struct AnnulusTests {
    @Test func containsOnlyWholeDiscs() {
        let ring = Annulus(center: OrbitPoint(x: 5, y: 5), innerRadius: 10, outerRadius: 20)
        #expect(ring.width == 10)
        #expect(ring.contains(PlaneCircle(center: OrbitPoint(x: 20, y: 5), radius: 5)))
        #expect(!ring.contains(PlaneCircle(center: OrbitPoint(x: 20, y: 5), radius: 5.1)))
        #expect(!ring.contains(PlaneCircle(center: OrbitPoint(x: 5, y: 5), radius: 1)))
    }
}
