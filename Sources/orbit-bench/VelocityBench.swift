import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion

/// Relative error of the release velocity of each estimator — the quadratic (ours), the line and the
/// two newest samples (the original) — on the same synthetic flicks: accelerating and decelerating
/// ones with a known speed at release, and constant-speed drags with jitter and a spike.
struct VelocityBench: Encodable {
    /// Mean and 95th percentile of one estimator's relative errors.
    struct Errors: Encodable {
        var mean: Double
        var p95: Double
    }

    /// One kind of flick, each estimator's errors on it.
    struct Scenario: Encodable {
        var name: String
        var flicks: Int
        var quadratic: Errors
        var line: Errors
        var twoSample: Errors
    }

    var radius: Double
    var scenarios: [Scenario]

    static let radius = 150.0

    static func run(quick: Bool) -> VelocityBench {
        let flicks = quick ? 1_000 : 10_000
        return VelocityBench(radius: radius, scenarios: [
            scenario("accelerating flicks", flicks, seed: 1) { flick(&$0, accelerating: true) },
            scenario("decelerating flicks", flicks, seed: 2) { flick(&$0, accelerating: false) },
            scenario("accelerating flicks, jitter σ = 0.5 pt", flicks, seed: 3, jitter: 0.5) { flick(&$0, accelerating: true) },
            scenario("steady drags, jitter σ = 0.5 pt", flicks, seed: 4, jitter: 0.5) { steady(&$0) },
            scenario("steady drags, jitter + one spike (10% of the radius)", flicks, seed: 5, jitter: 0.5, spike: true) { steady(&$0) },
        ])
    }

    /// A flick: samples at `rate` Hz over `duration` s; the angle at a time; the speed at the last sample.
    struct Flick {
        var rate: Double
        var duration: Double
        var angle: (Double) -> Double
        var releaseSpeed: Double
    }

    /// Like the tests' flicks: 0.25–0.5 s at 60–240 Hz, the speed a power 1–1.5 of time, released at
    /// 0.5–3.8 rad/s from 0–0.5× that (accelerating) or 1.5–2.5× that (decelerating).
    static func flick(_ random: inout SeededGenerator, accelerating: Bool) -> Flick {
        let speed = (0.5 + 3.3 * random.nextUnit()) * (random.nextUnit() < 0.5 ? -1 : 1)
        let start = speed * (accelerating ? 0.5 * random.nextUnit() : 1.5 + random.nextUnit())
        let rate = [60.0, 90, 120, 240][Int(random.nextUnit() * 4)]
        let duration = (Double(Int((0.25 + 0.25 * random.nextUnit()) * rate))) / rate
        let power = 1 + 0.5 * random.nextUnit(), angle0 = 6 * random.nextUnit() - 3
        return Flick(rate: rate, duration: duration, angle: { t in
            angle0 + start * t + (speed - start) * duration / (power + 1) * pow(t / duration, power + 1)
        }, releaseSpeed: speed)
    }

    /// A drag of 0.3 s at 60 Hz at a steady 0.5–3.5 rad/s.
    static func steady(_ random: inout SeededGenerator) -> Flick {
        let speed = (0.5 + 3 * random.nextUnit()) * (random.nextUnit() < 0.5 ? -1 : 1)
        let start = 6 * random.nextUnit() - 3
        return Flick(rate: 60, duration: 0.3, angle: { start + speed * $0 }, releaseSpeed: speed)
    }

    /// Each estimator's errors over `count` flicks made by `make`, with Gaussian `jitter` (points) and
    /// optionally one tangential spike in the last 100 ms. The clamp is lifted: this measures the
    /// estimators, not the ±4 rad/s limit.
    static func scenario(
        _ name: String, _ count: Int, seed: UInt64, jitter: Double = 0, spike: Bool = false,
        make: (inout SeededGenerator) -> Flick
    ) -> Scenario {
        let estimators: [VelocityTracker.Estimator] = [.quadratic, .line, .lastTwoSamples]
        var random = SeededGenerator(seed: seed)
        var errors = [[Double]](repeating: [], count: estimators.count)
        for _ in 0..<count {
            let flick = make(&random)
            var trackers = estimators.map { estimator in
                var configuration = VelocityTracker.Configuration()
                configuration.estimator = estimator
                configuration.maximumSpeed = 1_000
                return VelocityTracker(configuration: configuration)
            }
            let frames = Int((flick.duration * flick.rate).rounded())
            let spikeFrame = spike ? frames - Int(random.nextUnit() * 0.1 * flick.rate) : -1
            for frame in 0...frames {
                let t = Double(frame) / flick.rate, angle = flick.angle(t)
                var x = radius * sin(angle) + gaussian(&random) * jitter
                var y = radius * cos(angle) + gaussian(&random) * jitter
                if frame == spikeFrame {
                    x += 0.1 * radius * cos(angle)
                    y -= 0.1 * radius * sin(angle)
                }
                guard let measured = RingAngle.of(OrbitPoint(x: x, y: y), about: OrbitPoint(x: 0, y: 0)) else { continue }
                for index in trackers.indices { trackers[index].addSample(angle: measured, time: t) }
            }
            for (index, tracker) in trackers.enumerated() {
                let estimate = tracker.velocity(at: Double(frames) / flick.rate)
                errors[index].append(abs(estimate - flick.releaseSpeed) / abs(flick.releaseSpeed))
            }
        }
        let summaries = errors.map { Errors(mean: mean($0), p95: percentile95($0)) }
        return Scenario(name: name, flicks: count, quadratic: summaries[0], line: summaries[1], twoSample: summaries[2])
    }

    static func gaussian(_ random: inout SeededGenerator) -> Double {
        let u = max(random.nextUnit(), .ulpOfOne)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * random.nextUnit())
    }

    static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
    static func percentile95(_ values: [Double]) -> Double { values.sorted()[values.count * 95 / 100] }

    var markdown: String {
        func pair(_ e: Errors) -> String { "\(percent(e.mean)) / \(percent(e.p95))" }
        return markdownTable(
            ["release velocity error: mean / p95", "flicks", "quadratic (ours)", "line", "two newest samples (original)"],
            scenarios.map { [$0.name, "\($0.flicks)", pair($0.quadratic), pair($0.line), pair($0.twoSample)] })
            + "\n\nOn a \(Int(radius)) pt radius, unclamped; flicks of 0.25–0.5 s at 60–240 Hz whose speed is a power "
            + "1–1.5 of time, released at 0.5–3.8 rad/s; steady drags of 0.3 s at 60 Hz at 0.5–3.5 rad/s."
    }

    func percent(_ value: Double) -> String { fixed(100 * value, 1) + "%" }
}
