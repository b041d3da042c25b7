import Foundation
import Testing
import OrbitLayout

@Suite struct RectTests {
    @Test func containsAndIntersects() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.center == Point(x: 5, y: 10))
        #expect(rect.contains(Point(x: 10, y: 20)) && !rect.contains(Point(x: 10.1, y: 5)))
        #expect(rect.intersects(Circle(center: Point(x: 13, y: 24), radius: 5)))
        #expect(!rect.intersects(Circle(center: Point(x: 14, y: 25), radius: 5)))
    }
}
