import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct CameraTests {
    @Test func zoomKeepsTheAnchorsWorldPointAndClamps() {
        let limits = ZoomLimits(minScale: 0.1, maxScale: 3)
        for seed in UInt64(0)..<500 {
            var random = SeededGenerator(seed: seed)
            var camera = Camera(scale: 0.1 + random.nextUnit(), translation: OrbitPoint(x: 500 * random.nextUnit(), y: 300 * random.nextUnit()))
            for _ in 0..<10 {
                let anchor = OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit())
                let before = camera.world(anchor)
                camera = camera.zoomed(by: exp(4 * random.nextUnit() - 2), about: anchor, limits: limits)
                #expect(camera.scale >= 0.1 && camera.scale <= 3, "seed \(seed): scale \(camera.scale)")
                #expect(camera.world(anchor).distance(to: before) < 1e-6, "seed \(seed): anchor moved")
            }
        }
    }

    @Test func badZoomFactorsAndLimitsAreHarmless() {
        let camera = Camera(scale: 2)
        #expect(camera.zoomed(by: .nan, about: .zero) == camera)
        #expect(camera.zoomed(by: -1, about: .zero) == camera)
        let swapped = ZoomLimits(minScale: 5, maxScale: 1)
        #expect(swapped.minScale == 1 && swapped.maxScale == 5)
    }
}
