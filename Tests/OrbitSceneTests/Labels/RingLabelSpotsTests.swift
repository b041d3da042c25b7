import Foundation
import OrbitFixtures
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct RingLabelSpotsTests {
    /// Over seeds (synthetic layouts, turned rings, random cameras and label sizes): every label lies wholly
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
            let size = Size(width: 40 + 120 * random.nextUnit(), height: 14 + 8 * random.nextUnit())
            let spots = scene.ringLabelSpots(for: synthetic.result.rings, size: size, in: viewport)
            let chips = spots.map { Rect(x: $0.position.x - size.width / 2, y: $0.position.y - size.height / 2, width: size.width, height: size.height) }
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
                    let at = scene.index.screenPosition(of: scene.slotsByID[node.id]!, offsets: offsets, camera: scene.lastCamera)
                    #expect(chip.distance(to: at) >= drawRadius - 1e-9, "seed \(seed): the label of ring \(spot.ring) covers \(node.id)")
                }
            }
            for i in chips.indices { for j in chips.indices where j > i { #expect(!chips[i].overlaps(chips[j]), "seed \(seed)") } }
        }
        #expect(clearSeen > 20, "too few clear labels to test: \(clearSeen)")
    }
}
