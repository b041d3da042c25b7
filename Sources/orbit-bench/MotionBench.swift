import Foundation
import OrbitLayout
import OrbitMotion

/// The motion section: the Bézier solver's speed and accuracy, the velocity tracker's error on noisy
/// traces against the original two-sample estimate, and the fling hand-off jump for D = v·T vs ours.
let motionSection = BenchSection(
    name: "motion",
    summary: "Bézier solve rate and error; velocity error vs two-sample; fling hand-off jump"
) { options in
    let bezier = BezierBench.run(quick: options.quick)
    let velocity = VelocityBench.run(quick: options.quick)
    let handOff = HandOffBench.run()
    let markdown = [bezier.markdown, velocity.markdown, handOff.markdown].joined(separator: "\n\n")
    return SectionReport(
        markdown: markdown,
        json: MotionReport(bezier: bezier, velocity: velocity, handOff: handOff))
}

struct MotionReport: Encodable {
    var bezier: BezierBench
    var velocity: VelocityBench
    var handOff: HandOffBench
}

/// Evaluations per second of `CubicBezier.value(at:)` against a naive bisection solver (the same
/// 1e-7 x tolerance), and the largest y error of each against a high-precision reference.
struct BezierBench: Encodable {
    var evaluations: Int
    var newtonPerSecond: Double
    var bisectionPerSecond: Double
    /// The sums of every timed evaluation, cross-checked: the solvers must agree to `sumTolerance` per evaluation.
    var newtonSum: Double
    var bisectionSum: Double
    var speedup: Double
    var newtonMaxError: Double
    var bisectionMaxError: Double
    var curvesChecked: Int
    var pointsPerCurve: Int

    static let curves: [CubicBezier] = [
        .linear, .ease, .easeIn, .easeOut, .easeInOut, .orbitFling,
        try! CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
        try! CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0),
        try! CubicBezier(x1: 0.1, y1: -0.6, x2: 0.2, y2: 3),
    ]

    static func run(quick: Bool) -> BezierBench {
        var random = SeededGenerator(seed: 42)
        let inputs = (0..<(quick ? 200_000 : 2_000_000)).map { _ in random.nextUnit() }
        // Equal terms: both solvers are out-of-line calls (ours lives in another module; the naive one is
        // `@inline(never)`), both get the curve through `opaque` so no control point is folded in, and both sums
        // go to the black hole (`medianSeconds`) and must agree.
        let curve = opaque(CubicBezier.orbitFling)
        let newtonSum = sum(inputs) { curve.value(at: $0) }
        let bisectionSum = sum(inputs) { naiveValue(curve, $0) }
        if !(abs(newtonSum - bisectionSum) <= sumTolerance * Double(inputs.count)) {
            rateErrors.append("motion: the solvers disagree: sums \(newtonSum) (ours) and \(bisectionSum) (naive) over "
                + "\(inputs.count) evaluations differ by more than \(sumTolerance) per evaluation")
        }
        let newton = medianSeconds { sum(inputs) { curve.value(at: $0) } }
        let bisection = medianSeconds { sum(inputs) { naiveValue(curve, $0) } }

        let points = quick ? 20_000 : 200_000
        var newtonError = 0.0, bisectionError = 0.0
        for curve in curves {
            for i in 0...points {
                let x = Double(i) / Double(points)
                let exact = referenceValue(curve, x)
                newtonError = max(newtonError, abs(curve.value(at: x) - exact))
                bisectionError = max(bisectionError, abs(naiveValue(curve, x) - exact))
            }
        }
        return BezierBench(
            evaluations: inputs.count,
            newtonPerSecond: checkedRate(inputs.count, per: newton, what: "motion: Bézier (ours)"),
            bisectionPerSecond: checkedRate(inputs.count, per: bisection, what: "motion: Bézier (naive bisection)"),
            newtonSum: newtonSum, bisectionSum: bisectionSum,
            speedup: bisection / newton, newtonMaxError: newtonError, bisectionMaxError: bisectionError,
            curvesChecked: curves.count, pointsPerCurve: points + 1)
    }

    /// Both solvers are accurate to 1e-4 in y (the naive one to ~4e-5), so their sums may differ by this much
    /// per evaluation; more means one of them computed something else.
    static let sumTolerance = 1e-4

    /// The sum of `solve` over `inputs`, the value both timings hand to the black hole.
    static func sum(_ inputs: [Double], _ solve: (Double) -> Double) -> Double {
        var total = 0.0
        for x in inputs { total += solve(x) }
        return total
    }

    static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// The naive baseline: bisection on t until x(t) is within 1e-7 of x. Out of line, as ours is.
    @inline(never)
    static func naiveValue(_ curve: CubicBezier, _ x: Double) -> Double {
        var lower = 0.0, upper = 1.0, t = x
        for _ in 0..<64 {
            let error = bernstein(t, curve.x1, curve.x2) - x
            if abs(error) < 1e-7 { break }
            if error < 0 { lower = t } else { upper = t }
            t = (lower + upper) / 2
        }
        return bernstein(t, curve.y1, curve.y2)
    }

    /// High precision: bisection to 1e-15 in t; in closed form where the curve turns vertical
    /// (x1 = 1, x2 = 0: x(t) = ½ + 4(t − ½)³), which Double bisection cannot pin down.
    static func referenceValue(_ curve: CubicBezier, _ x: Double) -> Double {
        if curve.x1 == 1, curve.x2 == 0 { return bernstein(0.5 + cbrt((x - 0.5) / 4), curve.y1, curve.y2) }
        var lower = 0.0, upper = 1.0
        while upper - lower > 1e-15 {
            let mid = (lower + upper) / 2
            guard mid > lower, mid < upper else { break }
            if bernstein(mid, curve.x1, curve.x2) < x { lower = mid } else { upper = mid }
        }
        return bernstein((lower + upper) / 2, curve.y1, curve.y2)
    }

    var markdown: String {
        markdownTable(["Bézier solver", "evaluations/s", "max y error"], [
            ["Newton + table + bisection fallback (ours)", fixed(newtonPerSecond / 1e6, 1) + " M", String(format: "%.1e", newtonMaxError)],
            ["bisection to 1e-7 in x (naive)", fixed(bisectionPerSecond / 1e6, 1) + " M", String(format: "%.1e", bisectionMaxError)],
            ["ratio", fixed(speedup, 2) + "×", ""],
        ]) + "\n\n\(evaluations) evaluations of the orbit curve (median of 5 runs; both solvers out of line, "
            + "sums cross-checked: \(String(format: "%.6f", newtonSum)) vs \(String(format: "%.6f", bisectionSum))); errors over \(curvesChecked) curves "
            + "(CSS named, orbit, degenerate) × \(pointsPerCurve) points against a 1e-15 reference."
    }
}

/// Relative error of the release velocity on noisy synthetic drags: least squares (ours) against the
/// two newest samples (the original), on the same traces.
struct VelocityBench: Encodable {
    struct Errors: Encodable {
        var traces: Int
        var leastSquaresMean: Double
        var leastSquaresP95: Double
        var twoSampleMean: Double
        var twoSampleP95: Double
        var meanRatio: Double
    }

    var jitterPoints: Double
    var radius: Double
    var jitter: Errors
    var jitterAndSpike: Errors

    static let radius = 150.0
    static let jitterPoints = 0.5

    static func run(quick: Bool) -> VelocityBench {
        let traces = quick ? 1_000 : 10_000
        return VelocityBench(
            jitterPoints: jitterPoints, radius: radius,
            jitter: errors(traces: traces, spike: false), jitterAndSpike: errors(traces: traces, spike: true))
    }

    /// Drags of 0.3 s at 60 Hz at 0.5–3.5 rad/s, with Gaussian jitter and optionally one tangential
    /// spike of a tenth of the radius in the last 100 ms.
    static func errors(traces: Int, spike: Bool) -> Errors {
        var twoSample = VelocityTracker.Configuration()
        twoSample.estimator = .lastTwoSamples
        var random = SeededGenerator(seed: spike ? 2 : 1)
        var ours: [Double] = [], original: [Double] = []
        for _ in 0..<traces {
            let speed = (0.5 + 3 * random.nextUnit()) * (random.nextUnit() < 0.5 ? -1 : 1)
            let start = 6 * random.nextUnit() - 3
            let spikeFrame = spike ? 18 - Int(random.nextUnit() * 7) : -1
            var fit = VelocityTracker(), pair = VelocityTracker(configuration: twoSample)
            for frame in 0...18 {
                let t = Double(frame) / 60
                let angle = start + speed * t
                var x = radius * sin(angle) + gaussian(&random) * jitterPoints
                var y = radius * cos(angle) + gaussian(&random) * jitterPoints
                if frame == spikeFrame {
                    x += 0.1 * radius * cos(angle)
                    y -= 0.1 * radius * sin(angle)
                }
                guard let measured = RingAngle.of(Point(x: x, y: y), about: Point(x: 0, y: 0)) else { continue }
                fit.addSample(angle: measured, time: t)
                pair.addSample(angle: measured, time: t)
            }
            ours.append(abs(fit.velocity(at: 0.3) - speed) / abs(speed))
            original.append(abs(pair.velocity(at: 0.3) - speed) / abs(speed))
        }
        let oursMean = mean(ours), originalMean = mean(original)
        return Errors(
            traces: traces, leastSquaresMean: oursMean, leastSquaresP95: percentile95(ours),
            twoSampleMean: originalMean, twoSampleP95: percentile95(original), meanRatio: originalMean / oursMean)
    }

    static func gaussian(_ random: inout SeededGenerator) -> Double {
        let u = max(random.nextUnit(), .ulpOfOne)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * random.nextUnit())
    }

    static func mean(_ values: [Double]) -> Double { values.reduce(0, +) / Double(values.count) }
    static func percentile95(_ values: [Double]) -> Double { values.sorted()[values.count * 95 / 100] }

    var markdown: String {
        func row(_ name: String, _ e: Errors) -> [String] {
            [name, "\(e.traces)", percent(e.leastSquaresMean), percent(e.leastSquaresP95),
             percent(e.twoSampleMean), percent(e.twoSampleP95), fixed(e.meanRatio, 1) + "×"]
        }
        return markdownTable(
            ["release velocity error", "traces", "least squares mean", "p95", "two-sample mean", "p95", "ratio"],
            [row("jitter σ = \(fixed(jitterPoints, 1)) pt", jitter), row("jitter + one spike (10% of radius)", jitterAndSpike)])
            + "\n\n60 Hz drags at 0.5–3.5 rad/s on a \(Int(radius)) pt radius; ratio = two-sample mean error / least-squares mean error."
    }

    func percent(_ value: Double) -> String { fixed(100 * value, 1) + "%" }
}

/// How the coast starts: the ring's speed right after release over the release speed, for D = v·T
/// (the original) and D = v·T·x1/y1 (ours), with the orbit curve over 0.7 s.
struct HandOffBench: Encodable {
    struct Jump: Encodable {
        var rule: String
        var instantRatio: Double
        var firstFrameRatio: Double
    }

    var releaseVelocity: Double
    var jumps: [Jump]

    static func run() -> HandOffBench {
        let velocity = 2.0
        let rules: [(String, RingSpinner.DistanceRule)] = [("D = v·T (original)", .original), ("D = v·T·x1/y1 (ours)", .velocityContinuous)]
        let jumps = rules.map { name, rule in
            var configuration = RingSpinner.Configuration()
            configuration.distanceRule = rule
            var spinner = RingSpinner(center: Point(x: 0, y: 0), configuration: configuration)
            for frame in 0...18 {
                let t = Double(frame) / 60
                let point = Point(x: 150 * sin(velocity * t), y: 150 * cos(velocity * t))
                if frame == 0 { spinner.press(at: point, time: t) } else { spinner.move(to: point, time: t) }
            }
            let release = 0.3
            let released = spinner.release(at: Point(x: 150 * sin(velocity * release), y: 150 * cos(velocity * release)), time: release)!
            let instant = spinner.velocity(at: release) / released.velocity
            let firstFrame = (spinner.offset(at: release + 1.0 / 60) - spinner.offset(at: release)) * 60 / released.velocity
            return Jump(rule: name, instantRatio: instant, firstFrameRatio: firstFrame)
        }
        return HandOffBench(releaseVelocity: velocity, jumps: jumps)
    }

    var markdown: String {
        markdownTable(
            ["fling hand-off", "speed just after release / release speed", "first 60 fps frame / release speed"],
            jumps.map { [$0.rule, fixed($0.instantRatio, 3), fixed($0.firstFrameRatio, 3)] })
            + "\n\nRelease at \(fixed(releaseVelocity, 1)) rad/s, cubic-bezier(0.29, 0.915, 0.53, 1) over 0.7 s; "
            + "the curve decelerates from its first instant, so a whole frame averages a little below the release speed."
    }
}
