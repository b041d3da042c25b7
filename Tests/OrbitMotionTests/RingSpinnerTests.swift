import Foundation
import OrbitGeometry
import Testing
@testable import OrbitMotion

@Suite struct RingSpinnerTests {
    static let center = OrbitPoint(x: 400, y: 300)

    static func point(angle: Double, radius: Double = 200) -> OrbitPoint {
        OrbitPoint(x: center.x + radius * sin(angle), y: center.y + radius * cos(angle))
    }

    /// A spinner flung at `speed` rad/s by a clean drag that ends at t = 0.3 s.
    static func flung(_ speed: Double, configuration: RingSpinner.Configuration = .init()) -> (RingSpinner, RingSpinner.Release?) {
        var spinner = RingSpinner(center: center, configuration: configuration)
        var random = SeededGenerator(seed: 0)
        let release = spinner.play(SyntheticGesture.constantSpeed(speed).events(using: &random))
        return (spinner, release)
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func theSpotUnderThePointerStaysUnderIt(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var spinner = RingSpinner(center: Self.center, offset: random.uniform(-10...10))
        let pressAngle = random.uniform(-3...3)
        spinner.press(at: Self.point(angle: pressAngle, radius: random.uniform(20...300)), time: 0)
        // The base angle of whatever was under the pointer when it went down.
        let grabbed = pressAngle - spinner.offset(at: 0)
        var angle = pressAngle
        for step in 1...60 {
            angle += random.uniform(-0.5...0.5)
            let time = Double(step) / 60
            spinner.move(to: Self.point(angle: angle, radius: random.uniform(20...300)), time: time)
            let presented = grabbed + spinner.offset(at: time)
            let miss = RingAngle.unwrapped(presented, near: angle) - angle
            #expect(abs(miss) < 1e-9, "seed \(seed), step \(step): off by \(miss)")
        }
    }

    @Test func turnsAccumulateAcrossPi() {
        var spinner = RingSpinner(center: Self.center)
        spinner.press(at: Self.point(angle: 0), time: 0)
        // Three full turns in 0.1 rad steps, passing the top (±π) three times.
        for step in 1...189 { spinner.move(to: Self.point(angle: 0.1 * Double(step)), time: Double(step) / 60) }
        #expect(abs(spinner.offset(at: 189.0 / 60) - 18.9) < 1e-9)
    }

    @Test func theReleaseVelocityIsTheDragSpeed() {
        for speed in [0.5, 1, 2.5, -3] {
            let (_, release) = Self.flung(speed)
            #expect(abs(release!.velocity - speed) <= 0.05 * abs(speed), "\(speed): \(release!.velocity)")
            #expect(release!.inertia)
        }
    }

    @Test func fastFlingsAreClamped() {
        #expect(Self.flung(12).1!.velocity == 4)
        var configuration = RingSpinner.Configuration()
        configuration.velocityTracking.maximumSpeed = 6
        #expect(abs(Self.flung(12, configuration: configuration).1!.velocity - 6) < 1e-12)
    }

    @Test func slowReleasesDoNotCoast() {
        let threshold = 10 * Double.pi / 180
        let (slow, slowRelease) = Self.flung(0.9 * threshold)
        #expect(slowRelease == RingSpinner.Release(velocity: slowRelease!.velocity, inertia: false, distance: 0))
        #expect(slow.phase(at: 0.31) == .idle)
        #expect(slow.offset(at: 5) == slow.offset(at: 0.3))
        let (fast, fastRelease) = Self.flung(1.1 * threshold)
        #expect(fastRelease!.inertia)
        #expect(fast.phase(at: 0.31) == .inertia)
    }

    @Test func aPressDuringTheCoastCatchesTheRingWhereItIs() {
        var (spinner, _) = Self.flung(3)
        let catchTime = 0.3 + 0.2
        let presented = spinner.offset(at: catchTime)
        spinner.press(at: Self.point(angle: 1.0), time: catchTime)
        #expect(spinner.phase(at: catchTime) == .drag)
        #expect(spinner.offset(at: catchTime) == presented)
        #expect(spinner.offset(at: catchTime + 0.5) == presented, "held still, it stays caught")
        // A fling from the caught position coasts from there.
        var random = SeededGenerator(seed: 1)
        var gesture = SyntheticGesture.constantSpeed(-2, start: catchTime, from: 1.0)
        gesture.times.removeFirst()
        for event in gesture.events(using: &random) where event.type != .down {
            if event.type == .move { spinner.move(to: event.point, time: event.t) } else { spinner.release(at: event.point, time: event.t) }
        }
        let dragged = -2 * (gesture.times.last! - catchTime)
        #expect(abs(spinner.offset(at: gesture.times.last!) - (presented + dragged)) < 1e-9)
        #expect(spinner.phase(at: gesture.times.last! + 0.01) == .inertia)
    }

    @Test func aPointerOnTheCentreIsIgnored() {
        var spinner = RingSpinner(center: Self.center, offset: 0.7)
        spinner.press(at: Self.center, time: 0)
        #expect(spinner.offset(at: 0) == 0.7 && spinner.phase(at: 0) == .drag && spinner.isDragging)
        spinner.move(to: Self.center, time: 0.016)
        #expect(spinner.offset(at: 0.016) == 0.7)
        // The grab starts at the first position with an angle.
        spinner.move(to: Self.point(angle: 2), time: 0.032)
        spinner.move(to: Self.point(angle: 2.1), time: 0.048)
        spinner.move(to: Self.center, time: 0.064)
        #expect(abs(spinner.offset(at: 0.064) - 0.8) < 1e-12)
        let release = spinner.release(at: Self.center, time: 0.08)!
        #expect(release.velocity.isFinite && spinner.offset(at: 1).isFinite && !spinner.isDragging)
    }

    @Test func aReleaseWithoutAPressDoesNothing() {
        var spinner = RingSpinner(center: Self.center, offset: 1)
        #expect(spinner.release(at: Self.point(angle: 0), time: 0) == nil)
        spinner.move(to: Self.point(angle: 1), time: 0.1)
        #expect(spinner.offset(at: 0.1) == 1 && spinner.phase(at: 0.1) == .idle)
    }

    @Test func aPauseBeforeReleaseMeansNoCoast() {
        var spinner = RingSpinner(center: Self.center)
        var random = SeededGenerator(seed: 2)
        let release = spinner.play(SyntheticGesture.constantSpeed(3).events(using: &random, releaseDelay: 0.06))!
        #expect(release == RingSpinner.Release(velocity: 0, inertia: false, distance: 0))
    }

    @Test func ringsSpinOnTheirOwn() {
        var rings = [RingSpinner(center: Self.center), RingSpinner(center: Self.center, offset: 1)]
        var random = SeededGenerator(seed: 4)
        rings[0].play(SyntheticGesture.constantSpeed(2).events(using: &random))
        #expect(rings[1].offset(at: 0.5) == 1 && rings[1].phase(at: 0.5) == .idle)
        #expect(rings[0].phase(at: 0.5) == .inertia)
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func randomTracesNeverProduceNaN(batch: UInt64) {
        for seed in batch * 100..<(batch + 1) * 100 {
            var random = SeededGenerator(seed: seed)
            var spinner = RingSpinner(center: Self.center)
            var time = 0.0
            for _ in 0..<40 {
                time += [0, 0.001, 0.016, 0.05, 0.3][Int(random.uniform(0...4.99))]
                let point: OrbitPoint = switch random.uniform(0...1) {
                case ..<0.1: Self.center
                case ..<0.15: OrbitPoint(x: Self.center.x + 1e-300, y: Self.center.y)
                case ..<0.2: OrbitPoint(x: 1e300, y: -1e300)
                default: Self.point(angle: random.uniform(-10...10), radius: random.uniform(0...400))
                }
                switch random.uniform(0...1) {
                case ..<0.2: spinner.press(at: point, time: time)
                case ..<0.4: spinner.release(at: point, time: time)
                default: spinner.move(to: point, time: time)
                }
                for probe in [time, time + 0.01, time + 0.5] {
                    let offset = spinner.offset(at: probe)
                    let velocity = spinner.velocity(at: probe)
                    #expect(offset.isFinite && velocity.isFinite, "seed \(seed) at \(probe): \(offset), \(velocity)")
                }
            }
        }
    }
}
