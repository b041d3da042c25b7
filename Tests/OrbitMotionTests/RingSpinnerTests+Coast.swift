import Foundation
import OrbitGeometry
import Testing
@testable import OrbitMotion

/// The coast after a release: continuity at the hand-off, how far and how long, reduced motion, and
/// the original's coast kept as a baseline.
extension RingSpinnerTests {
    @Test func theCoastLeavesAtTheReleaseVelocity() {
        for speed in [0.3, 1.7, -3.5] {
            let (spinner, release) = Self.flung(speed)
            let v = release!.velocity
            #expect(abs(spinner.velocity(at: 0.3) - v) <= 1e-12 * abs(v), "analytic speed at release")
            // The first 60 fps frame averages the decay's first 1/60 s: within 2% of the release speed.
            let firstFrame = (spinner.offset(at: 0.3 + 1.0 / 60) - spinner.offset(at: 0.3)) * 60
            #expect(abs(firstFrame - v) <= 0.02 * abs(v), "\(speed): the first frame moves at \(firstFrame), release \(v)")
            #expect(release!.distance == RingSpinner.Deceleration.scrollView.distance(releaseVelocity: v))
        }
    }

    @Test func theOriginalCoastJumpsToThreeTimesTheSpeed() {
        var configuration = RingSpinner.Configuration()
        configuration.coast = .original
        let (spinner, release) = Self.flung(2, configuration: configuration)
        #expect(abs(release!.distance - release!.velocity * 0.7) < 1e-12)
        let ratio = spinner.velocity(at: 0.3) / release!.velocity
        #expect(abs(ratio - 0.915 / 0.29) < 1e-6, "jump \(ratio)")
        #expect(spinner.phase(at: 0.99) == .inertia && spinner.phase(at: 1.0) == .idle)
    }

    @Test func theCoastSlowsMonotonicallyToRest() {
        for speed in [0.4, 2, -4] {
            let (spinner, release) = Self.flung(speed)
            let start = spinner.offset(at: 0.3)
            var previousStep = Double.infinity
            var previousSpeed = Double.infinity
            for frame in 1...120 {
                let t = 0.3 + Double(frame) / 60
                let step = (spinner.offset(at: t) - spinner.offset(at: t - 1.0 / 60)) * (speed < 0 ? -1 : 1)
                #expect(step >= 0 && step <= previousStep + 1e-12, "\(speed), frame \(frame): step \(step)")
                let current = abs(spinner.velocity(at: t))
                #expect(current <= previousSpeed + 1e-12, "\(speed), frame \(frame): speed \(current)")
                previousStep = step
                previousSpeed = current
            }
            let rest = 0.3 + 1.8
            #expect(spinner.phase(at: rest) == .idle)
            #expect(spinner.velocity(at: rest) == 0)
            #expect(abs(spinner.offset(at: rest) - (start + release!.distance)) < 1e-12)
            #expect(spinner.offset(at: 9) == spinner.offset(at: rest))
        }
    }

    /// A hard fling at the clamp travels at least 100° and rests within 1.8 s; one at 1 rad/s at least 22°.
    @Test func aHardFlingCoastsFarAndRestsInTime() {
        let (fast, fastRelease) = Self.flung(12)
        #expect(fastRelease!.velocity == 4)
        #expect(fastRelease!.distance >= 100 * .pi / 180, "\(fastRelease!.distance * 180 / .pi)°")
        #expect(fast.phase(at: 0.3 + 1.8) == .idle && fast.phase(at: 0.3 + 1.5) == .inertia)
        let (_, slowRelease) = Self.flung(1)
        #expect(slowRelease!.distance >= 22 * .pi / 180, "\(slowRelease!.distance * 180 / .pi)°")
    }

    /// Over random speeds up to the clamp: the coast's speed is continuous (no jump where the floor
    /// takes over or at rest), its offset is the integral of its speed, farther flings go farther,
    /// and every coast rests within 1.8 s.
    @Test func theDecayIsContinuousAndConsistent() {
        for deceleration in [RingSpinner.Deceleration.scrollView, .reducedMotion] {
            var previous = (speed: 0.0, distance: 0.0)
            var random = SeededGenerator(seed: 11)
            let speeds = (0..<200).map { _ in random.uniform(0.18...4) }.sorted()
            for (index, speed) in speeds.enumerated() {
                let v = index % 2 == 0 ? speed : -speed
                let duration = deceleration.duration(releaseVelocity: v)
                let distance = deceleration.distance(releaseVelocity: v)
                #expect(duration > 0 && duration <= 1.8, "\(deceleration), v \(v): rests after \(duration) s")
                #expect(deceleration.velocity(after: 0, releaseVelocity: v) == v)
                #expect(distance * v > 0 && abs(distance) >= previous.distance - 1e-15, "\(deceleration), v \(v): \(distance)")
                previous = (speed, abs(distance))
                // Midpoint integration of the speed over 2 ms steps matches the offset; steps of the speed are small.
                var integral = 0.0, elapsed = 0.0, last = v
                while elapsed < duration + 0.01 {
                    let mid = deceleration.velocity(after: elapsed + 0.001, releaseVelocity: v)
                    integral += mid * 0.002
                    elapsed += 0.002
                    let now = deceleration.velocity(after: elapsed, releaseVelocity: v)
                    // No jump: a step changes the speed by at most the largest deceleration times the step.
                    let bound = max(deceleration.decay * abs(v), deceleration.minimum) * 0.002 * 1.001
                    #expect(abs(now - last) <= bound, "\(deceleration), v \(v) at \(elapsed): \(last) → \(now)")
                    last = now
                }
                #expect(abs(integral - distance) <= 1e-4 * abs(distance) + 1e-5, "\(deceleration), v \(v): ∫ \(integral) vs \(distance)")
                let halfway = deceleration.travel(after: duration / 2, releaseVelocity: v)
                #expect(abs(halfway) < abs(distance) && halfway * v > 0)
            }
        }
    }

    @Test func reducedMotionShortensTheCoast() {
        let (spinner, release) = Self.flung(3, configuration: .reducedMotion)
        let (_, standard) = Self.flung(3)
        #expect(release!.velocity == standard!.velocity)
        #expect(release!.distance < standard!.distance / 3)
        #expect(spinner.phase(at: 0.3 + 0.4) == .idle)
        #expect(abs(spinner.velocity(at: 0.3) - release!.velocity) < 1e-12, "it still leaves at the release velocity")
    }

    @Test func aDecelerationThatCannotStopDoesNotCoast() {
        for broken in [RingSpinner.Deceleration(ratePerMillisecond: 0.998, minimum: 0),
                       RingSpinner.Deceleration(ratePerMillisecond: 0.998, minimum: .nan),
                       RingSpinner.Deceleration(ratePerMillisecond: .nan, minimum: -1)] {
            var configuration = RingSpinner.Configuration()
            configuration.coast = .decay(broken)
            let (spinner, release) = Self.flung(2, configuration: configuration)
            #expect(release! == RingSpinner.Release(velocity: release!.velocity, inertia: false, distance: 0))
            #expect(spinner.phase(at: 0.31) == .idle && spinner.offset(at: 5) == spinner.offset(at: 0.3))
        }
        // Without decay (a rate of 1) the floor alone brakes: v / minimum seconds, v² / (2·minimum) radians.
        let braking = RingSpinner.Deceleration(ratePerMillisecond: 1, minimum: 2)
        #expect(braking.duration(releaseVelocity: 3) == 1.5 && braking.distance(releaseVelocity: -3) == -2.25)
    }
}
