import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion
import Testing
@testable import OrbitScene

@Suite struct OrbitInteractionTests {
    /// Five rings 60 pt wide from 60 pt out, around (640, 400).
    static let rings = (0..<5).map { RingInfo(index: $0, innerRadius: 60 + 70 * Double($0), outerRadius: 120 + 70 * Double($0), maxDistanceMeters: nil, count: 0) }
    static let center = OrbitPoint(x: 640, y: 400)

    /// A random camera, and a screen point on ring `ring` at direction `angle` from the centre.
    struct Setup {
        var interaction: OrbitInteraction
        var random: SeededGenerator

        init(seed: UInt64) {
            random = SeededGenerator(seed: seed)
            let camera = Camera().zoomed(by: 0.5 + 2 * random.nextUnit(), about: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()))
            interaction = OrbitInteraction(rings: OrbitInteractionTests.rings, center: OrbitInteractionTests.center, camera: camera)
        }

        func screenPoint(ring: Int, angle: Double) -> OrbitPoint {
            let radius = 90 + 70 * Double(ring)
            return interaction.camera.screen(OrbitInteractionTests.center + OrbitPoint(x: radius * sin(angle), y: radius * cos(angle)))
        }
    }

    /// Over seeds and cameras: a drag turns exactly the ring under the press, by the angle the pointer turned
    /// about the centre, so the grabbed spot stays under the pointer; the other rings stay put.
    @Test func dragTurnsTheRingUnderThePointerByThePointersAngle() {
        for seed in UInt64(1)...200 {
            var setup = Setup(seed: seed)
            let ring = Int(setup.random.next() % 5)
            let start = 2 * Double.pi * setup.random.nextUnit()
            let turn = 2 * (setup.random.nextUnit() - 0.5)
            let before = setup.interaction.offsets(at: 0)
            setup.interaction.pointerDown(at: setup.screenPoint(ring: ring, angle: start), time: 0)
            #expect(setup.interaction.press?.ring == ring, "seed \(seed): grabbed \(String(describing: setup.interaction.press?.ring)), not \(ring)")
            for step in 1...10 {
                setup.interaction.pointerMoved(to: setup.screenPoint(ring: ring, angle: start + turn * Double(step) / 10), time: Double(step) / 60)
            }
            let after = setup.interaction.offsets(at: 10.0 / 60)
            for index in before.indices {
                let expected = index == ring ? turn : 0
                #expect(abs(after[index] - before[index] - expected) < 1e-9, "seed \(seed): ring \(index) turned \(after[index] - before[index]), expected \(expected)")
            }
        }
    }

    /// Over seeds: a press released within the slop is a click (and leaves the ring where it was); a fast drag
    /// is a spin of its ring that coasts on after the release and comes to rest.
    @Test func clicksStayPutAndFlingsCoast() {
        for seed in UInt64(1)...100 {
            var setup = Setup(seed: seed)
            let ring = Int(setup.random.next() % 5)
            let angle = 2 * Double.pi * setup.random.nextUnit()
            let point = setup.screenPoint(ring: ring, angle: angle)
            setup.interaction.pointerDown(at: point, time: 0)
            let nudge = point + OrbitPoint(x: 2, y: -2)
            setup.interaction.pointerMoved(to: nudge, time: 0.05)
            #expect(setup.interaction.pointerUp(at: nudge, time: 0.1) == .click(nudge), "seed \(seed)")

            let direction = setup.random.nextUnit() < 0.5 ? -1.0 : 1.0
            setup.interaction.pointerDown(at: point, time: 1)
            for step in 1...6 {
                setup.interaction.pointerMoved(to: setup.screenPoint(ring: ring, angle: angle + direction * 0.05 * Double(step)), time: 1 + Double(step) / 60)
            }
            let gesture = setup.interaction.pointerUp(at: setup.screenPoint(ring: ring, angle: angle + direction * 0.3), time: 1 + 6.0 / 60)
            guard case .spin(let spun, let release) = gesture else {
                Issue.record("seed \(seed): a fast drag gave \(gesture)")
                continue
            }
            #expect(spun == ring && release.inertia && release.velocity * direction > 0, "seed \(seed): \(gesture)")
            let released = setup.interaction.offsets(at: 1.1)[ring]
            #expect(setup.interaction.isMoving(at: 1.3))
            #expect((setup.interaction.offsets(at: 1.3)[ring] - released) * direction > 0, "seed \(seed): the ring did not coast on")
            #expect(!setup.interaction.isMoving(at: 3), "seed \(seed): still moving long after the fling")

            // A press that catches the coasting ring stops it and is no click, whoever slid under it; at rest
            // the same press is one.
            setup.interaction.pointerDown(at: setup.screenPoint(ring: ring, angle: angle), time: 5)
            for step in 1...6 {
                setup.interaction.pointerMoved(to: setup.screenPoint(ring: ring, angle: angle + direction * 0.05 * Double(step)), time: 5 + Double(step) / 60)
            }
            _ = setup.interaction.pointerUp(at: setup.screenPoint(ring: ring, angle: angle + direction * 0.3), time: 5 + 6.0 / 60)
            #expect(setup.interaction.isMoving(at: 5.2), "seed \(seed)")
            setup.interaction.pointerDown(at: point, time: 5.2)
            #expect(setup.interaction.pointerUp(at: point, time: 5.25) == .none, "seed \(seed): a press on a coasting ring clicked")
            #expect(!setup.interaction.isMoving(at: 5.3), "seed \(seed): the caught ring kept turning")
            setup.interaction.pointerDown(at: point, time: 9)
            #expect(setup.interaction.pointerUp(at: point, time: 9.05) == .click(point), "seed \(seed)")
        }
    }

    @Test func releaseWithoutPressDoesNothing() {
        var interaction = OrbitInteraction(rings: Self.rings, center: Self.center)
        #expect(interaction.pointerUp(at: Self.center, time: 0) == .none)
        interaction.pointerMoved(to: .zero, time: 0)
        #expect(interaction.offsets(at: 1) == Array(repeating: 0, count: 5))
        var empty = OrbitInteraction(rings: [], center: Self.center)
        empty.pointerDown(at: .zero, time: 0)
        empty.pointerMoved(to: OrbitPoint(x: 300, y: 0), time: 0.1)
        #expect(empty.pointerUp(at: OrbitPoint(x: 300, y: 0), time: 0.2) == .none)
    }

    /// Over seeds (no viewport, so no fit view): wheel zoom eases to a scale that keeps the world point under
    /// the cursor and stays within the limits.
    @Test func wheelZoomsAboutTheCursorWithinLimits() {
        for seed in UInt64(1)...200 {
            var setup = Setup(seed: seed)
            for step in 0..<20 {
                let cursor = OrbitPoint(x: 1280 * setup.random.nextUnit(), y: 800 * setup.random.nextUnit())
                let under = setup.interaction.camera.world(cursor)
                setup.interaction.zoom(notches: 10 * (setup.random.nextUnit() - 0.5), about: cursor, time: Double(step))
                setup.interaction.advance(to: Double(step) + setup.interaction.configuration.zoomDuration)
                let scale = setup.interaction.camera.scale
                let limits = setup.interaction.configuration.zoomLimits
                #expect(scale >= limits.minScale && scale <= limits.maxScale, "seed \(seed): scale \(scale)")
                #expect(setup.interaction.camera.world(cursor).distance(to: under) < 1e-6 * max(1, under.length), "seed \(seed): the cursor's world point moved")
            }
        }
    }

    /// New rings start at rest; rings that were there keep turning as they did.
    @Test func newRingsKeepTheOldRingsMotion() {
        var interaction = OrbitInteraction(rings: Array(Self.rings.prefix(2)), center: Self.center)
        let start = OrbitPoint(x: 640, y: 400 + 160)
        interaction.pointerDown(at: start, time: 0)
        interaction.pointerMoved(to: OrbitPoint(x: 640 + 160, y: 400), time: 0.1)
        let turned = interaction.offsets(at: 0.1)
        interaction.setRings(Self.rings)
        let after = interaction.offsets(at: 0.1)
        #expect(after.count == 5 && Array(after.prefix(2)) == turned && after.dropFirst(2).allSatisfy { $0 == 0 })
    }

    /// A zoomed-in view pans by a drag on empty space beyond the rings and by `pan(by:)`, everyone by the same
    /// offset, no farther than the rings reach; at the fit it stays centred, and the fit centres again.
    @Test func aZoomedInViewPans() {
        var interaction = OrbitInteraction(rings: Self.rings, center: Self.center)
        interaction.setViewport(OrbitRect(width: 1280, height: 800))
        interaction.showAll(time: 0, animated: false)
        let fit = interaction.camera
        interaction.pan(by: OrbitPoint(x: 50, y: 0))
        #expect(interaction.camera == fit, "the fit view panned")
        interaction.zoom(notches: 8, about: OrbitPoint(x: 640, y: 400), time: 0)
        interaction.advance(to: 1)
        let zoomed = interaction.camera
        interaction.pan(by: OrbitPoint(x: 10, y: -5))
        #expect(interaction.camera.translation.distance(to: zoomed.translation + OrbitPoint(x: 10, y: -5)) < 1e-9)
        // A press beyond the outer ring (radius 400 world points from the centre) drags the view.
        let beyond = interaction.camera.screen(Self.center + OrbitPoint(x: 0, y: -420))
        interaction.pointerDown(at: beyond, time: 2)
        #expect(interaction.press?.ring == nil && interaction.press?.panStart != nil)
        let before = interaction.camera.translation
        interaction.pointerMoved(to: beyond + OrbitPoint(x: 30, y: 40), time: 2.1)
        #expect(interaction.pointerUp(at: beyond + OrbitPoint(x: 30, y: 40), time: 2.2) == .none)
        #expect(interaction.camera.translation.distance(to: before + OrbitPoint(x: 30, y: 40)) < 1e-9)
        #expect(interaction.offsets(at: 3).allSatisfy { $0 == 0 }, "a pan turned a ring")
        // Far past the rings it stops: the window's centre still shows a point within them.
        interaction.pan(by: OrbitPoint(x: 1e6, y: 0))
        #expect(interaction.camera.world(OrbitPoint(x: 640, y: 400)).distance(to: Self.center) <= interaction.contentRadius + 1e-6)
        interaction.showAll(time: 4, animated: false)
        #expect(interaction.camera == fit)
    }
}
