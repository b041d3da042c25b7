import Foundation
import OrbitGeometry
import Testing
import OrbitLayout

@Suite struct CircleTests {
    @Test func gapIsEdgeToEdge() {
        let a = PlaneCircle(center: .zero, radius: 2), b = PlaneCircle(center: OrbitPoint(x: 10, y: 0), radius: 3)
        #expect(a.gap(to: b) == 5)
        #expect(a.gap(to: PlaneCircle(center: OrbitPoint(x: 1, y: 0), radius: 1)) < 0)
    }
}
