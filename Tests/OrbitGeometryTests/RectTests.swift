import Testing
import OrbitGeometry

@Suite struct RectTests {
    @Test func edgesCentreAndContainment() {
        let rect = OrbitRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.center == OrbitPoint(x: 5, y: 10))
        #expect(rect.maxX == 10 && rect.maxY == 20 && rect.width == 10 && rect.height == 20)
        #expect(rect.contains(OrbitPoint(x: 10, y: 20)) && !rect.contains(OrbitPoint(x: 10.1, y: 5)))
    }

    @Test func growingKeepsTheCentre() {
        let rect = OrbitRect(x: 2, y: 3, width: 10, height: 20).grown(by: 5)
        #expect(rect == OrbitRect(x: -3, y: -2, width: 20, height: 30))
        #expect(rect.center == OrbitPoint(x: 7, y: 13))
    }
}
