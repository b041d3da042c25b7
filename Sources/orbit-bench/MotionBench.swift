import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion

/// The motion section: the Bézier solver's speed and accuracy, the velocity estimators' errors on
/// accelerating, decelerating and noisy flicks (`VelocityBench`), and how each coast starts and ends
/// (`CoastBench`).
let motionSection = BenchSection(
    name: "motion",
    summary: "Bézier solve rate and error; velocity error of the quadratic, line and two-sample estimates; the coasts"
) { options in
    let bezier = BezierBench.run(quick: options.quick)
    let velocity = VelocityBench.run(quick: options.quick)
    let coast = CoastBench.run()
    let markdown = [bezier.markdown, velocity.markdown, coast.markdown].joined(separator: "\n\n")
    return SectionReport(
        markdown: markdown,
        json: MotionReport(bezier: bezier, velocity: velocity, coast: coast))
}

struct MotionReport: Encodable {
    var bezier: BezierBench
    var velocity: VelocityBench
    var coast: CoastBench
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
