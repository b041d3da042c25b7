import Foundation
import OrbitFixtures
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct RingLabelSpotsTests {
    /// Over seeds (synthetic layouts, turned rings, random cameras, one label size or one per ring): every label lies wholly
    /// inside the viewport on its ring's middle circle, labels never overlap each other, and a label that
    /// says it covers no one covers no drawn person of any ring (checked against everyone, by brute force).
    @Test func labelsSitInsideOnTheirRingAndCoverNoOne() throws {
        let viewport = Rect(width: 1280, height: 800)
        var clearSeen = 0
        for seed in UInt64(1)...60 {
            var random = SeededGenerator(seed: seed)
            let synthetic = SyntheticLayout(people: Int(random.next() % 1500), center: viewport.center,
                                            avatarRadius: 8 + 20 * random.nextUnit(), fill: 0.2 + 0.8 * random.nextUnit(), seed: seed)
            var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
            let offsets = synthetic.result.rings.map { _ in 10 * (random.nextUnit() - 0.5) }
            let camera = Camera(scale: 1).zoomed(by: exp(3 * random.nextUnit() - 2), about: Point(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()))
            let output = try scene.update(offsets: offsets, viewport: viewport, camera: camera)
            let height = 14 + 8 * random.nextUnit()
            // Half the scenes label every ring at one size, the others each ring at its own.
            let uniform = random.nextUnit() < 0.5
            var widths = synthetic.result.rings.map { _ in 40 + 120 * random.nextUnit() }
            if uniform, let first = widths.first { widths = widths.map { _ in first } }
            let spots = uniform
                ? scene.ringLabelSpots(for: synthetic.result.rings, size: Size(width: widths.first ?? 0, height: height), in: viewport)
                : scene.ringLabelSpots(for: synthetic.result.rings, in: viewport) { Size(width: widths[$0], height: height) }
            let chips = spots.map { spot in
                let width = widths[spot.ring]
                return Rect(x: spot.position.x - width / 2, y: spot.position.y - height / 2, width: width, height: height)
            }
            let drawRadius = output.detail == .avatars ? synthetic.result.avatarRadius * scene.lastCamera.scale
                : max(synthetic.result.avatarRadius * scene.lastCamera.scale, scene.style.minimumDotDiameter / 2)
            for (spot, chip) in zip(spots, chips) {
                #expect(chip.minX >= -1e-9 && chip.maxX <= 1280 + 1e-9 && chip.minY >= -1e-9 && chip.maxY <= 800 + 1e-9, "seed \(seed)")
                let ring = synthetic.result.rings[spot.ring]
                let mid = (ring.innerRadius + ring.outerRadius) / 2 * scene.lastCamera.scale
                #expect(abs(spot.position.distance(to: scene.lastCamera.screen(synthetic.result.center)) - mid) < 1e-6, "seed \(seed)")
                guard !spot.coversSomeone else { continue }
                clearSeen += 1
                for node in synthetic.result.nodes {
                    let at = scene.index.screenPosition(of: scene.slot(of: node.id)!, offsets: offsets, camera: scene.lastCamera)
                    #expect(chip.distance(to: at) >= drawRadius - 1e-9, "seed \(seed): the label of ring \(spot.ring) covers \(node.id)")
                }
            }
            for i in chips.indices { for j in chips.indices where j > i { #expect(!chips[i].overlaps(chips[j]), "seed \(seed)") } }
        }
        #expect(clearSeen > 20, "too few clear labels to test: \(clearSeen)")
    }
}
