import Foundation
import Testing
import OrbitLayout

@Suite struct CircleTests {
    @Test func gapIsEdgeToEdge() {
        let a = Circle(center: .zero, radius: 2), b = Circle(center: Point(x: 10, y: 0), radius: 3)
        #expect(a.gap(to: b) == 5)
        #expect(a.gap(to: Circle(center: Point(x: 1, y: 0), radius: 1)) < 0)
    }
}
