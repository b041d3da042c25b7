import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct VisibilityIndexTests {
    @Test func visibleSetEqualsBruteForceOnRandomQueries() {
        for seed in UInt64(0)..<2000 {
            let world = RandomRings(seed: seed)
            let rect = world.index.centerRect(for: world.viewport, margin: world.margin, camera: world.camera)
            let found = world.index.nodes(centeredIn: rect, offsets: world.offsets, camera: world.camera)
            let expected = world.bruteForce(in: rect)
            #expect(found == expected, "seed \(seed): \(found.count) found, \(expected.count) expected")
            if found != expected { return }
        }
    }

    @Test func hitTestEqualsBruteForceTopmost() {
        for seed in UInt64(0)..<1000 {
            let world = RandomRings(seed: seed)
            var random = SeededGenerator(seed: seed ^ 0xABCD)
            let order = world.drawOrder
            for probe in 0..<20 {
                // Half the probes land near a node so hits are common, the rest anywhere on screen.
                let point: OrbitPoint
                if probe % 2 == 0, !world.entries.isEmpty {
                    let node = world.entries[Int(random.next() % UInt64(world.entries.count))].node
                    let at = world.index.screenPosition(of: node, offsets: world.offsets, camera: world.camera)
                    let reach = world.index.avatarRadius * world.camera.scale * 1.2
                    point = OrbitPoint(x: at.x + reach * (2 * random.nextUnit() - 1), y: at.y + reach * (2 * random.nextUnit() - 1))
                } else {
                    point = OrbitPoint(x: 2000 * random.nextUnit() - 300, y: 1600 * random.nextUnit() - 300)
                }
                let expected = world.bruteForceHit(point, drawOrder: order)
                let found = world.index.hitTest(point, offsets: world.offsets, camera: world.camera)
                #expect(found == expected, "seed \(seed) probe \(probe): hit \(String(describing: found)), expected \(String(describing: expected))")
                if found != expected { return }
            }
        }
    }

    @Test func ringsOutsideTheViewportYieldNoCandidates() {
        // One ring around the viewport and one far beyond it: only the first may be searched.
        let index = VisibilityIndex(center: OrbitPoint(x: 640, y: 400), avatarRadius: 10, entries: [
            (0, 0, 0.5, 200), (1, 1, 1.0, 50_000),
        ])
        let runs = index.candidateRuns(in: OrbitRect(width: 1280, height: 800), offsets: [], camera: .identity)
        #expect(runs.allSatisfy { $0.ring == 0 })
    }

    @Test func churnKeepsAnswersEqualToBruteForce() {
        for seed in UInt64(0)..<100 {
            var world = RandomRings(seed: seed)
            var random = SeededGenerator(seed: seed)
            var next = (world.entries.map(\.node).max() ?? -1) + 1
            for _ in 0..<30 {
                if random.nextUnit() < 0.5, !world.entries.isEmpty {
                    let victim = world.entries.remove(at: Int(random.next() % UInt64(world.entries.count)))
                    world.index.remove(node: victim.node)
                } else {
                    let entry = (node: next, ring: Int(random.next() % 10), angle: 2 * .pi * random.nextUnit(), radius: 3000 * random.nextUnit())
                    world.index.insert(node: entry.node, ring: entry.ring, angle: entry.angle, radius: entry.radius)
                    world.entries.append(entry)
                    next += 1
                }
            }
            let rect = world.index.centerRect(for: world.viewport, margin: world.margin, camera: world.camera)
            let found = world.index.nodes(centeredIn: rect, offsets: world.offsets, camera: world.camera)
            #expect(found == world.bruteForce(in: rect), "seed \(seed)")
        }
    }

    @Test func insertRefusesBadNodesWithoutChangingAnything() {
        var index = VisibilityIndex(center: .zero, avatarRadius: 10)
        let accepted = index.insert(node: 0, ring: 0, angle: 1, radius: 100)
        let refused = [
            index.insert(node: 0, ring: 1, angle: 2, radius: 50), index.insert(node: -1, ring: 0, angle: 0, radius: 1),
            index.insert(node: 1, ring: -2, angle: 0, radius: 1), index.insert(node: 1, ring: 0, angle: .nan, radius: 1),
            index.insert(node: 1, ring: 0, angle: 0, radius: .infinity),
        ]
        #expect(accepted && refused.allSatisfy { !$0 })
        #expect(index.nodes(centeredIn: OrbitRect(x: -200, y: -200, width: 400, height: 400), offsets: [], camera: .identity) == [0])
    }
}
