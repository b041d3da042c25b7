import Foundation
import OrbitGeometry
import Testing
import OrbitMotion
@testable import OrbitScene

/// The presentation on an injected clock: every change starts from what is shown, ends exactly on the model.
@Suite struct PresentationTests {
    let center = OrbitPoint(x: 0, y: 0)
    let a = PresentedValue(ring: 0, radius: 100, angle: 0.5)
    let b = PresentedValue(ring: 0, radius: 100, angle: 1.5, saturation: 0.5, color: RGBAColor(hex: 0x34C759))

    @Test func enterGrowsFromNothing() {
        var presentation = Presentation()
        presentation.enter("p", model: a, transaction: AnimationTransaction(), at: 10)
        let start = presentation.presented("p", at: 10)!
        #expect(start.scale == 0 && start.opacity == 0)
        let middle = presentation.presented("p", at: 10.125)!
        #expect(middle.scale > 0 && middle.scale < 1 && middle.opacity > 0 && middle.opacity < 1)
        #expect(presentation.presented("p", at: 10.25) == a)
        #expect(presentation.advance(to: 10.25).isEmpty)
        #expect(!presentation.isInFlight("p"))
    }

    @Test func moveGlidesAlongTheRingWithTheCurve() {
        var presentation = Presentation()
        let curve = CubicBezier.easeInOut
        presentation.change("p", from: a, to: b, transaction: AnimationTransaction(duration: 2, curve: curve), at: 0)
        for t in stride(from: 0.0, through: 2.0, by: 0.1) {
            let shown = presentation.presented("p", at: t)!
            let p = curve.value(at: t / 2)
            #expect(abs(shown.angle - (0.5 + p)) < 1e-12, "t \(t)")
            #expect(shown.radius == 100, "a glide stays on the ring")
            #expect(abs(shown.saturation - (1 - 0.5 * p)) < 1e-12)
        }
        #expect(presentation.presented("p", at: 2) == b, "the last frame is the model value")
    }

    @Test func ringChangeSpiralsRadiusAndAngleTogether() {
        var presentation = Presentation()
        let outer = PresentedValue(ring: 2, radius: 300, angle: 2.5)
        presentation.change("p", from: a, to: outer, transaction: AnimationTransaction(), at: 0)
        var previous = presentation.presented("p", at: 0)!
        for step in 1...25 {
            let shown = presentation.presented("p", at: Double(step) * 0.01)!
            #expect(shown.radius >= previous.radius && shown.angle >= previous.angle, "step \(step)")
            previous = shown
        }
        #expect(previous == outer)
    }

    @Test func aNewChangeInFlightStartsFromWhatIsShown() {
        var presentation = Presentation()
        let c = PresentedValue(ring: 1, radius: 200, angle: 4)
        presentation.change("p", from: a, to: b, transaction: AnimationTransaction(), at: 0)
        let shown = presentation.presented("p", at: 0.1)!
        presentation.change("p", from: b, to: c, transaction: AnimationTransaction(duration: 1), at: 0.1, offsets: [0.3, 0.7])
        let after = presentation.presented("p", at: 0.1)!
        #expect(after.position(around: center, offsets: [0.3, 0.7]).distance(to: shown.position(around: center, offsets: [0.3, 0.7])) < 1e-9,
                "retargeting must not jump")
        #expect(abs(after.saturation - shown.saturation) < 1e-12 && after.color == shown.color)
        #expect(presentation.presented("p", at: 1.1) == c)
    }

    @Test func disabledAnimationsTakeEffectAtOnce() {
        var presentation = Presentation()
        presentation.change("p", from: a, to: b, transaction: .immediate, at: 0)
        presentation.enter("q", model: a, transaction: AnimationTransaction(duration: 0), at: 0)
        #expect(presentation.inFlightCount == 0)
        presentation.exit("r", from: a, transaction: .immediate, at: 0)
        #expect(presentation.advance(to: 0) == ["r"])
    }

    @Test func exitShrinksAndFadesThenTheNodeGoes() {
        var presentation = Presentation()
        presentation.exit("p", from: a, transaction: AnimationTransaction(), at: 1)
        #expect(presentation.isLeaving("p"))
        let middle = presentation.presented("p", at: 1.125)!
        #expect(middle.scale < 1 && middle.opacity < 1 && middle.radius == a.radius && middle.angle == a.angle)
        #expect(presentation.advance(to: 1.2).isEmpty)
        #expect(presentation.advance(to: 1.25) == ["p"])
        #expect(presentation.inFlightCount == 0)
    }

    @Test func comingBackWhileLeavingGrowsFromWhatIsShown() {
        var presentation = Presentation()
        presentation.exit("p", from: a, transaction: AnimationTransaction(), at: 0)
        let shown = presentation.presented("p", at: 0.1)!
        presentation.enter("p", model: a, transaction: AnimationTransaction(), at: 0.1)
        #expect(presentation.presented("p", at: 0.1) == shown)
        #expect(!presentation.isLeaving("p"))
        #expect(presentation.advance(to: 0.35).isEmpty)
    }

    @Test func reducedMotionCrossFadesQuickly() {
        var presentation = Presentation(reducedMotion: true)
        presentation.change("p", from: a, to: b, transaction: AnimationTransaction(duration: 1), at: 0)
        #expect(presentation.endTime == Presentation.reducedMotionDuration)
        let early = presentation.presented("p", at: 0.02)!, late = presentation.presented("p", at: 0.18)!
        #expect(early.angle == a.angle && early.opacity < 1)
        #expect(late.angle == b.angle && late.opacity < 1)
        #expect(presentation.presented("p", at: 0.2) == b)
    }

    /// Seeded random sequences of changes at random times: never a jump at a change, always the model at the end.
    @Test func randomRetargetingNeverJumps() {
        for seed in UInt64(0)..<500 {
            var random = SeededGenerator(seed: seed)
            var presentation = Presentation(reducedMotion: false)
            var model = a
            var time = 0.0
            let offsets = (0..<4).map { _ in random.nextUnit() * 6 }
            for _ in 0..<8 {
                time += random.nextUnit() * 0.3
                let shown = presentation.presented("p", at: time) ?? model
                let next = PresentedValue(ring: Int(random.nextUnit() * 4), radius: 50 + 300 * random.nextUnit(), angle: 7 * random.nextUnit(),
                                          saturation: random.nextUnit() < 0.5 ? 1 : 0.5)
                let transaction = AnimationTransaction(duration: random.nextUnit() < 0.2 ? 0 : random.nextUnit())
                presentation.change("p", from: model, to: next, transaction: transaction, at: time, offsets: offsets)
                model = next
                if transaction.animates {
                    let now = presentation.presented("p", at: time)!
                    #expect(now.position(around: center, offsets: offsets).distance(to: shown.position(around: center, offsets: offsets)) < 1e-9,
                            "seed \(seed): jump at \(time)")
                }
                _ = presentation.advance(to: time)
            }
            let end = presentation.endTime ?? time
            #expect(presentation.presented("p", at: end) ?? model == model, "seed \(seed): last frame is not the model")
            #expect(presentation.advance(to: end).isEmpty && presentation.inFlightCount == 0, "seed \(seed)")
        }
    }
}
