import Foundation
import OrbitGeometry
import Testing
@testable import OrbitMotion

/// Flicks that change speed inside the window, pauses and the window's edges.
extension VelocityTrackerTests {
    /// A random accelerating (even seeds) or decelerating (odd seeds) flick like the recorded ones:
    /// 0.25–0.5 s long, the speed a power 1–1.5 of time, released at 0.5–3.8 rad/s, at 60–240 Hz.
    static func randomFlick(seed: UInt64) -> (gesture: SyntheticGesture, releaseSpeed: Double) {
        var random = SeededGenerator(seed: seed)
        let speed = random.uniform(0.5...3.8)
        let start = seed % 2 == 0 ? speed * random.uniform(0...0.5) : speed * random.uniform(1.5...2.5)
        let sign: Double = random.uniform(0...1) < 0.5 ? -1 : 1
        let rate = [60.0, 90, 120, 240][Int(random.uniform(0...3.99))]
        let gesture = SyntheticGesture.flick(
            from: sign * start, to: sign * speed, duration: random.uniform(0.25...0.5),
            power: random.uniform(1...1.5), rate: rate, from: random.uniform(-3...3))
        return (gesture, sign * speed)
    }

    static var unclamped: VelocityTracker.Configuration {
        var configuration = VelocityTracker.Configuration()
        configuration.maximumSpeed = 1_000
        return configuration
    }

    @Test func acceleratingAndDeceleratingFlicksReadTheirReleaseSpeed() {
        var lineErrors: [Double] = []
        for seed in 1...2_000 as ClosedRange<UInt64> {
            let (gesture, speed) = Self.randomFlick(seed: seed)
            let estimate = Self.estimate(gesture, configuration: Self.unclamped)
            #expect(abs(estimate - speed) <= 0.02 * abs(speed), "seed \(seed): \(estimate) for \(speed)")
            var line = Self.unclamped
            line.estimator = .line
            lineErrors.append(abs(Self.estimate(gesture, configuration: line) - speed) / abs(speed))
        }
        // The line reads about the window's average speed: the flicks are a real test.
        let meanLineError = lineErrors.reduce(0, +) / Double(lineErrors.count)
        #expect(meanLineError > 0.05, "the line baseline's mean error \(meanLineError)")
    }

    /// Clean curved strokes (jittered up to 0.5 pt at a 200 pt radius) keep every sample: the estimate
    /// is exactly the plain degree-2 fit of an independent reference.
    @Test func curvedStrokesKeepEverySample() {
        for seed in 1...2_000 as ClosedRange<UInt64> {
            var (gesture, _) = Self.randomFlick(seed: seed)
            var random = SeededGenerator(seed: seed &+ 1_000_000)
            gesture.jitter = random.uniform(0...0.5)
            let samples = gesture.angleSamples(using: &random)
            var tracker = VelocityTracker(configuration: Self.unclamped)
            var unwrapped: [Double] = []
            for sample in samples {
                tracker.addSample(angle: sample.angle, time: sample.time)
                unwrapped.append(tracker.latestAngle!)
            }
            let reference = QuadraticReference.velocity(times: samples.map(\.time), angles: unwrapped)!
            let estimate = tracker.velocity(at: samples.last!.time)
            #expect(abs(estimate - reference) <= 1e-9 * max(1, abs(reference)), "seed \(seed): \(estimate), reference \(reference): a sample was dropped")
        }
    }

    @Test func aSpikeOnAnAcceleratingFlickIsDropped() {
        for seed in 1...300 as ClosedRange<UInt64> {
            var (gesture, speed) = Self.randomFlick(seed: seed * 2)
            var random = SeededGenerator(seed: seed)
            let window = Int((0.1 * (1 / (gesture.times[1] - gesture.times[0]))).rounded())
            gesture.spikeIndex = gesture.times.count - 1 - Int(random.uniform(0...Double(window) + 0.99))
            gesture.spikeSize = 0.1 * gesture.radius * (random.uniform(0...1) < 0.5 ? -1 : 1)
            let estimate = Self.estimate(gesture, seed: seed, configuration: Self.unclamped)
            #expect(abs(estimate - speed) <= 0.05 * abs(speed), "seed \(seed): \(estimate) for \(speed), spike at \(gesture.spikeIndex!)")
        }
    }

    @Test func aPauseMidStrokeEndsTheWindow() {
        // 3 rad/s for 0.2 s at 60 Hz, no events for 48 ms, then 1 rad/s for 4 events 8 ms apart.
        var times = (0...12).map { Double($0) / 60 }
        let resume = times.last! + 0.048
        times += (0...3).map { resume + 0.008 * Double($0) }
        let gesture = SyntheticGesture(times: times, angle: { t in t <= 0.2 ? 3 * t : 0.6 + (t - resume) })
        #expect(abs(Self.estimate(gesture) - 1) < 1e-9)
        // Without the cut, the samples before the pause pull the estimate far off: the test can fail.
        var noCut = VelocityTracker.Configuration()
        noCut.maximumGap = 1
        #expect(abs(Self.estimate(gesture, configuration: noCut) - 1) > 0.2)
    }

    @Test func aSampleExactlyAHundredMillisecondsOldIsInTheWindow() {
        for offset in [0.0, 1_000, 86_400.25] {
            let oldest = offset + 0.7, newest = offset + 0.8
            #expect(newest - oldest != 0.1, "in seconds the age is not exactly 0.1: the case this is about")
            var tracker = VelocityTracker()
            for time in [offset + 0.69, oldest, offset + 0.72, offset + 0.74, offset + 0.76, offset + 0.78, newest] {
                tracker.addSample(angle: 2 * (time - offset), time: time)
            }
            let window = tracker.fitWindow()
            #expect(window.count == 6 && window.hasOlderNeighbour, "offset \(offset): \(window)")
        }
    }

    @Test func theWindowHoldsAtMostTwentySamples() {
        var tracker = VelocityTracker()
        for frame in 0...72 { tracker.addSample(angle: Double(frame) / 240, time: Double(frame) / 240) }
        #expect(tracker.fitWindow().count == 20)
        #expect(abs(tracker.velocity(at: 72.0 / 240) - 1) < 1e-9)
    }
}
