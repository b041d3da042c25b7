import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion
import Testing
@testable import OrbitScene

@Suite struct OrbitInteractionViewTests {
    static let rings = (0..<6).map {
        RingInfo(index: $0, innerRadius: 60 + 70 * Double($0), outerRadius: 120 + 70 * Double($0), maxDistanceMeters: nil, count: $0 < 4 ? 10 : 0)
    }
    static let center = OrbitPoint(x: 640, y: 400)

    static func interaction(_ random: inout SeededGenerator) -> OrbitInteraction {
        var interaction = OrbitInteraction(rings: rings, center: center, camera: Camera(scale: 0.5 + 2 * random.nextUnit()))
        interaction.setViewport(OrbitRect(width: 300 + 1500 * random.nextUnit(), height: 300 + 1000 * random.nextUnit()))
        return interaction
    }

    /// Over seeds: whatever wheel notches come (in, out, anywhere, while moves are in flight), the camera
    /// never goes below the fit scale; zooming out far enough lands exactly on the fit view, centred.
    @Test func zoomOutStopsAtTheFitCentred() throws {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            var interaction = Self.interaction(&random)
            let fit = try #require(interaction.fitCamera)
            var time = 0.0
            for _ in 0..<30 {
                let viewport = interaction.viewport!
                let cursor = OrbitPoint(x: viewport.width * random.nextUnit(), y: viewport.height * random.nextUnit())
                interaction.zoom(notches: 8 * (random.nextUnit() - 0.4), about: cursor, time: time)
                time += 0.3 * random.nextUnit()
                interaction.advance(to: time)
                #expect(interaction.camera.scale >= fit.scale * (1 - 1e-9), "seed \(seed): below the fit")
            }
            interaction.zoom(notches: -200, about: OrbitPoint(x: 7, y: 9), time: time)
            interaction.advance(to: time + 1)
            #expect(abs(interaction.camera.scale / fit.scale - 1) < 1e-9, "seed \(seed)")
            #expect(interaction.camera.translation.distance(to: fit.translation) < 1e-6, "seed \(seed): not centred at the fit")
            #expect(interaction.isAtFit, "seed \(seed)")
        }
    }

    /// Over seeds: `showAll` arrives at the fit after `fitDuration`; a resize at the fit keeps the (new)
    /// fit; a resize elsewhere keeps the world point at the window's centre there.
    @Test func homeAndResizeKeepTheFit() throws {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            var interaction = Self.interaction(&random)
            interaction.zoom(notches: 6 * random.nextUnit(), about: OrbitPoint(x: 100, y: 50), time: 0)
            interaction.advance(to: 1)
            let middle = interaction.camera.world(interaction.viewport!.center)
            let resized = OrbitRect(width: 200 + 1500 * random.nextUnit(), height: 200 + 1000 * random.nextUnit())
            interaction.setViewport(resized)
            if !interaction.isAtFit {
                #expect(interaction.camera.world(resized.center).distance(to: middle) < 1e-6, "seed \(seed)")
            }
            interaction.showAll(time: 2)
            interaction.advance(to: 2 + interaction.configuration.fitDuration)
            #expect(interaction.camera == interaction.fitCamera, "seed \(seed)")
            interaction.setViewport(OrbitRect(width: 200 + 1500 * random.nextUnit(), height: 200 + 1000 * random.nextUnit()))
            #expect(interaction.camera == interaction.fitCamera && interaction.isAtFit, "seed \(seed): a resize lost the fit")
            let fit = try #require(interaction.fitCamera)
            for ring in Self.rings where ring.count > 0 {
                let reach = ring.outerRadius * fit.scale
                let screen = fit.screen(Self.center)
                let viewport = interaction.viewport!
                #expect(screen.x - reach >= viewport.minX - 1e-6 && screen.x + reach <= viewport.maxX + 1e-6, "seed \(seed)")
            }
        }
    }

    /// Two clicks close in time and place are a double click; a third starts over.
    @Test func doubleClick() {
        var interaction = OrbitInteraction(rings: Self.rings, center: Self.center)
        let spot = OrbitPoint(x: 10, y: 10)
        for (time, expected) in [(0.0, OrbitInteraction.Gesture.click(spot)), (0.2, .doubleClick(spot)), (0.3, .click(spot)), (1.5, .click(spot))] {
            interaction.pointerDown(at: spot, time: time)
            #expect(interaction.pointerUp(at: spot, time: time + 0.05) == expected, "at \(time)")
        }
    }

    /// Over seeds: turning a ring to bring a direction to a clock angle ends with it exactly there, taking
    /// the short way (never more than half a turn), and leaves the other rings alone.
    @Test func turnBringsTheDirectionToTheClockAngle() {
        for seed in UInt64(1)...500 {
            var random = SeededGenerator(seed: seed)
            var interaction = Self.interaction(&random)
            let ring = Int(random.next() % 6)
            let before = interaction.offsets(at: 0)
            let angle = 20 * (random.nextUnit() - 0.5)
            let clock = random.nextUnit() < 0.5 ? 0 : 2 * .pi * random.nextUnit()
            interaction.turn(ring: ring, bringing: angle, toClock: clock, time: 0)
            let after = interaction.offsets(at: interaction.configuration.turnDuration)
            #expect(AngleMath.distance(ReadingOrder.clockAngle(of: angle + after[ring]), clock) < 1e-9, "seed \(seed)")
            #expect(abs(after[ring] - before[ring]) <= .pi + 1e-9, "seed \(seed): the long way round")
            #expect(after.enumerated().allSatisfy { $0.offset == ring || $0.element == before[$0.offset] }, "seed \(seed)")
        }
    }
}
