import Foundation
import OrbitGeometry
import Testing
@testable import OrbitMotion

@Suite struct VelocityTrackerTests {
    /// Feeds a gesture's (raw, wrapped) angles to a tracker and returns its estimate at the last sample.
    static func estimate(
        _ gesture: SyntheticGesture, seed: UInt64 = 0,
        configuration: VelocityTracker.Configuration = VelocityTracker.Configuration()
    ) -> Double {
        var random = SeededGenerator(seed: seed)
        var tracker = VelocityTracker(configuration: configuration)
        for sample in gesture.angleSamples(using: &random) {
            tracker.addSample(angle: sample.angle, time: sample.time)
        }
        return tracker.velocity(at: gesture.times.last!)
    }

    static var twoSample: VelocityTracker.Configuration {
        var configuration = VelocityTracker.Configuration()
        configuration.estimator = .lastTwoSamples
        return configuration
    }

    @Test(arguments: 1...50 as ClosedRange<UInt64>)
    func constantSpeedIsEstimatedWithinFivePercent(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let speed = random.uniform(0.3...3.8) * (random.uniform(0...1) < 0.5 ? -1 : 1)
        let rate = [30.0, 60, 90, 120, 240][Int(random.uniform(0...4.99))]
        let gesture = SyntheticGesture.constantSpeed(speed, rate: rate, from: random.uniform(-3...3))
        let estimate = Self.estimate(gesture)
        #expect(abs(estimate - speed) <= 0.05 * abs(speed), "seed \(seed): \(estimate) for \(speed) at \(rate) Hz")
    }

    @Test func irregularTimestampsAreFine() {
        for seed in 1...30 as ClosedRange<UInt64> {
            var random = SeededGenerator(seed: seed)
            var time = 0.0
            let times = (0..<25).map { _ in
                defer { time += random.uniform(0.004...0.03) }
                return time
            }
            let gesture = SyntheticGesture(times: times, angle: { 1 + 2.5 * $0 })
            let estimate = Self.estimate(gesture)
            #expect(abs(estimate - 2.5) <= 0.05 * 2.5, "seed \(seed): \(estimate)")
        }
    }

    static var line: VelocityTracker.Configuration {
        var configuration = VelocityTracker.Configuration()
        configuration.estimator = .line
        return configuration
    }

    /// Jitter at constant speed: a parabola's end slope is about twice as sensitive to it as a line's
    /// (the price of reading accelerating flicks right), and both far less than the two newest samples.
    @Test func jitterHurtsTheFitsLessThanTheTwoSampleEstimate() {
        var errors: [VelocityTracker.Estimator: [Double]] = [:]
        for seed in 1...200 as ClosedRange<UInt64> {
            var gesture = SyntheticGesture.constantSpeed(2)
            gesture.jitter = 0.5  // points, at a 200 pt radius
            for (estimator, configuration) in [(VelocityTracker.Estimator.quadratic, VelocityTracker.Configuration()), (.line, Self.line), (.lastTwoSamples, Self.twoSample)] {
                errors[estimator, default: []].append(abs(Self.estimate(gesture, seed: seed, configuration: configuration) - 2) / 2)
            }
            #expect(errors[.quadratic]!.last! <= 0.2, "seed \(seed): quadratic off by \(errors[.quadratic]!.last!)")
            #expect(errors[.line]!.last! <= 0.1, "seed \(seed): line off by \(errors[.line]!.last!)")
        }
        let mean = errors.mapValues { $0.reduce(0, +) / Double($0.count) }
        #expect(mean[.line]! < mean[.quadratic]!, "mean relative errors \(mean)")
        #expect(mean[.quadratic]! < mean[.lastTwoSamples]! / 2, "mean relative errors \(mean)")
    }

    @Test func oneSpikeOfATenthOfTheRadiusIsDropped() {
        for seed in 1...60 as ClosedRange<UInt64> {
            var random = SeededGenerator(seed: seed)
            var gesture = SyntheticGesture.constantSpeed(random.uniform(1...3.5))
            let speed = gesture.angle(1) - gesture.angle(0)
            // Anywhere in the last 100 ms, including the newest sample (the worst place).
            gesture.spikeIndex = gesture.times.count - 1 - Int(random.uniform(0...6.99))
            gesture.spikeSize = 0.1 * gesture.radius * (random.uniform(0...1) < 0.5 ? -1 : 1)
            gesture.jitter = random.uniform(0...0.3)
            let estimate = Self.estimate(gesture, seed: seed)
            #expect(abs(estimate - speed) <= 0.1 * speed, "seed \(seed): \(estimate) for \(speed), spike at \(gesture.spikeIndex!)")
        }
        // Without jitter the dropped spike leaves an exact line.
        var clean = SyntheticGesture.constantSpeed(2)
        clean.spikeIndex = clean.times.count - 1
        clean.spikeSize = 20
        #expect(abs(Self.estimate(clean) - 2) <= 0.05 * 2)
        // The two-sample estimate is thrown far off by the same spike: the test can tell.
        #expect(abs(Self.estimate(clean, configuration: Self.twoSample) - 2) > 0.5)
    }

    @Test func duplicatedTimestampsKeepTheLaterSample() {
        var tracker = VelocityTracker()
        for frame in 0..<20 {
            let t = Double(frame) / 60
            tracker.addSample(angle: 0.5 + 1.5 * t - 0.3, time: t)  // an early report of the same instant
            tracker.addSample(angle: 0.5 + 1.5 * t, time: t)
        }
        #expect(abs(tracker.velocity(at: 19.0 / 60) - 1.5) <= 0.05 * 1.5)
        #expect(tracker.sampleCount == 20)
    }

    @Test func outOfOrderSamplesAreIgnored() {
        var tracker = VelocityTracker()
        for frame in 0..<20 {
            let t = Double(frame) / 60
            tracker.addSample(angle: 2 * t, time: t)
            tracker.addSample(angle: 50, time: t - 0.1)
        }
        #expect(abs(tracker.velocity(at: 19.0 / 60) - 2) <= 1e-9)
    }

    @Test func aRestLongerThanFortyMillisecondsMeansZero() {
        let gesture = SyntheticGesture.constantSpeed(2)
        let end = gesture.times.last!
        var random = SeededGenerator(seed: 1)
        var tracker = VelocityTracker()
        for sample in gesture.angleSamples(using: &random) { tracker.addSample(angle: sample.angle, time: sample.time) }
        #expect(abs(tracker.velocity(at: end + 0.03) - 2) <= 0.05 * 2, "a 30 ms pause keeps the velocity")
        #expect(tracker.velocity(at: end + 0.05) == 0, "a 50 ms pause with no events")

        // A pointer that keeps reporting the same spot is resting too.
        let still = tracker.latestAngle!
        for step in 1...4 { tracker.addSample(angle: still, time: end + Double(step) * 0.0125) }
        #expect(tracker.velocity(at: end + 0.05) == 0)
    }

    @Test func coarseTracesStillHaveAVelocity() {
        // Events 50 ms apart: three in the 100 ms window.
        #expect(abs(Self.estimate(.constantSpeed(1.5, rate: 20)) - 1.5) < 1e-9)
        // Events 150 ms apart: none but the newest in the window, so the two newest stand in.
        #expect(abs(Self.estimate(.constantSpeed(1.5, rate: 1 / 0.15, span: 0.9)) - 1.5) < 1e-9)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        // Fast for 300 ms, then slow for the last 100 ms: the estimate is the slow speed.
        let gesture = SyntheticGesture(times: (0...24).map { Double($0) / 60 }, angle: { t in
            t < 0.3 ? 3 * t : 0.9 + 0.5 * (t - 0.3)
        })
        #expect(abs(Self.estimate(gesture) - 0.5) < 1e-9)
    }

    @Test func theEstimateIsClampedAndTheClampIsConfigurable() {
        #expect(Self.estimate(.constantSpeed(30)) == 4)
        #expect(Self.estimate(.constantSpeed(-30)) == -4)
        var configuration = VelocityTracker.Configuration()
        configuration.maximumSpeed = 10
        #expect(Self.estimate(.constantSpeed(30), configuration: configuration) == 10)
        #expect(abs(Self.estimate(.constantSpeed(8), configuration: configuration) - 8) < 1e-9)
    }

    @Test func rawAnglesAreUnwrappedAcrossPi() {
        // Around the top of the ring (angle ±π in this convention) at 3 rad/s.
        let gesture = SyntheticGesture.constantSpeed(3, from: .pi - 0.2)
        #expect(abs(Self.estimate(gesture) - 3) < 1e-9)
        let backwards = SyntheticGesture.constantSpeed(-3, from: -.pi + 0.2)
        #expect(abs(Self.estimate(backwards) + 3) < 1e-9)
    }

    @Test func fewSamplesFallBack() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.addSample(angle: 1, time: 0)
        #expect(tracker.velocity(at: 0) == 0)
        tracker.addSample(angle: 1.02, time: 0.01)
        #expect(abs(tracker.velocity(at: 0.01) - 2) < 1e-9, "two samples: their slope")
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var tracker = VelocityTracker()
        for frame in 0..<10 {
            let t = Double(frame) / 60
            tracker.addSample(angle: t, time: t)
            tracker.addSample(angle: .nan, time: t + 0.001)
            tracker.addSample(angle: 1, time: .infinity)
        }
        #expect(abs(tracker.velocity(at: 9.0 / 60) - 1) < 1e-9)
        #expect(tracker.velocity(at: .nan).isFinite)
    }
}
