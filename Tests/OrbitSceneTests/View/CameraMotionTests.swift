import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion
import Testing
@testable import OrbitScene

@Suite struct CameraMotionTests {
    /// Over seeds: a move starts at `from`, ends exactly at `to`, its scale changes monotonically, and for a
    /// zoom about a point (both cameras show the same world point there) that point stays put throughout.
    @Test func zoomKeepsTheFocusStillAndEndsOnTheTarget() {
        for seed in UInt64(1)...1000 {
            var random = SeededGenerator(seed: seed)
            let from = Camera(scale: exp(6 * random.nextUnit() - 3), translation: OrbitPoint(x: 2000 * random.nextUnit() - 1000, y: 2000 * random.nextUnit() - 1000))
            let focus = OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit())
            let to = from.zoomed(by: exp(4 * random.nextUnit() - 2), about: focus, limits: ZoomLimits(minScale: 1e-4, maxScale: 1e4))
            let start = 10 * random.nextUnit()
            let motion = CameraMotion(from: from, to: to, focus: focus, tween: Tween(startTime: start, duration: 0.2, curve: .easeOut))
            #expect(motion.camera(at: start - 1) == from && motion.camera(at: start + 0.2) == to, "seed \(seed)")
            var previous = from.scale
            for step in 1...20 {
                let camera = motion.camera(at: start + 0.2 * Double(step) / 21)
                #expect((camera.scale - previous) * (to.scale - from.scale) >= -1e-12, "seed \(seed): scale turned back")
                previous = camera.scale
                #expect(camera.world(focus).distance(to: from.world(focus)) < 1e-6 * max(1, from.world(focus).length), "seed \(seed): the focus moved")
            }
        }
    }
}
