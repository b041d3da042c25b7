import Foundation
import OrbitFixtures
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct CameraFitTests {
    /// Over seeds (random layouts, viewports and margins): the fit view shows every placed avatar whole inside
    /// the viewport with the margin to spare, and the layout centre in the middle; it is as large as that
    /// allows (the content's radius reaches the margin on the nearer sides).
    @Test func fitViewContainsEveryNodeCentred() throws {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            let synthetic = SyntheticLayout(people: Int(random.next() % 3000), center: OrbitPoint(x: 1000 * random.nextUnit(), y: 700 * random.nextUnit()),
                                            avatarRadius: 3 + 30 * random.nextUnit(), seed: seed)
            let layout = synthetic.result
            let viewport = OrbitRect(x: 200 * random.nextUnit(), y: 100 * random.nextUnit(), width: 40 + 2000 * random.nextUnit(), height: 40 + 1400 * random.nextUnit())
            let margin = 20 * random.nextUnit()
            let radius = RingInfo.contentRadius(of: layout.rings)
            let camera = Camera.fitting(radius: radius, around: layout.center, in: viewport, margin: margin)
            #expect(camera.screen(layout.center).distance(to: viewport.center) < 1e-6, "seed \(seed)")
            let inner = viewport.grown(by: -min(margin, min(viewport.width, viewport.height) / 4) + 1e-6)
            for node in layout.nodes {
                let at = camera.screen(OrbitPoint(x: node.x, y: node.y))
                let r = layout.avatarRadius * camera.scale
                #expect(at.x - r >= inner.minX && at.x + r <= inner.maxX && at.y - r >= inner.minY && at.y + r <= inner.maxY,
                        "seed \(seed): \(node.id) sticks out of the fit view")
            }
            let half = min(viewport.width, viewport.height) / 2
            #expect(abs(radius * camera.scale - max(half - margin, half / 2)) < 1e-6, "seed \(seed)")
        }
    }

    @Test func contentRadiusIsTheOutermostPeopledRing() {
        let rings = [RingInfo(index: 0, innerRadius: 50, outerRadius: 100, maxDistanceMeters: 250, count: 3),
                     RingInfo(index: 1, innerRadius: 104, outerRadius: 154, maxDistanceMeters: 1000, count: 0)]
        #expect(RingInfo.contentRadius(of: rings) == 100)
        // Nobody placed: the empty rings show whole (not the viewer's disc blown up to fill the window).
        #expect(RingInfo.contentRadius(of: rings.map { var r = $0; r.count = 0; return r }) == 154)
    }
}
