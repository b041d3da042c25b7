import OrbitGeometry
import Testing
import OrbitLayout

@Suite struct RectCircleTests {
    @Test func circleMeetsTheRectangleWithinItsRadius() {
        let rect = OrbitRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.intersects(PlaneCircle(center: OrbitPoint(x: 13, y: 24), radius: 5)))
        #expect(!rect.intersects(PlaneCircle(center: OrbitPoint(x: 14, y: 25), radius: 5)))
        #expect(rect.intersects(PlaneCircle(center: OrbitPoint(x: 5, y: 5), radius: 0.1)))
    }
}
