extension CubicBezier {
    /// Largest |x(t) − x| accepted as a solution (WebKit's `UnitBezier` tolerance).
    static let xTolerance = 1e-7
    /// Largest |x(t) − x|·|dy/dx| accepted, so steep stretches are solved finely enough in y too.
    static let yTolerance = 1e-7
    static let newtonIterations = 8

    /// The progress at time fraction `x`.
    ///
    /// On [0, 1] this is the curve's y above x, within 1e-6. Outside [0, 1] the curve continues along
    /// its end tangents as CSS specifies (`startTangentSlope`, `endTangentSlope`), so overshooting
    /// callers get a continuous answer. NaN in, NaN out.
    /// - Complexity: O(1): a table lookup, at most 8 Newton steps, a bounded bisection fallback.
    public func value(at x: Double) -> Double {
        if x <= 0 { return x == 0 ? 0 : startTangentSlope * x }
        if x >= 1 { return x == 1 ? 1 : 1 + endTangentSlope * (x - 1) }
        guard x.isFinite else { return x }
        if isIdentity { return x }
        return sampleY(solveT(x))
    }

    /// dy/dx at time fraction `x`, clamped to [0, 1]; at the ends the exact one-sided slopes
    /// `startSlope` and `endSlope`. Infinite where the curve is vertical.
    package func slope(at x: Double) -> Double {
        if x <= 0 { return startSlope }
        if x >= 1 { return endSlope }
        guard x.isFinite else { return x }
        return slope(atParameter: solveT(x))
    }

    /// Whether y(t) and x(t) are the same polynomial (`linear` and every curve with x1 = y1, x2 = y2),
    /// so that y = x exactly.
    var isIdentity: Bool { x1 == y1 && x2 == y2 }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// dy/dx at parameter t; where dx/dt and dy/dt both vanish, the ratio of the first higher
    /// derivatives that do not (l'Hôpital), as at the ends of a curve whose control points sit on them.
    func slope(atParameter t: Double) -> Double {
        Self.ratio(derivativeY(t), derivativeX(t))
            ?? Self.ratio(6 * ay * t + 2 * by, 6 * ax * t + 2 * bx)
            ?? Self.ratio(6 * ay, 6 * ax)
            ?? 1
    }

    /// dy / dx (±infinity for dx = 0), or `nil` when both are 0.
    private static func ratio(_ dy: Double, _ dx: Double) -> Double? {
        if dx != 0 { return dy / dx }
        if dy != 0 { return dy > 0 ? .infinity : -.infinity }
        return nil
    }

    /// The curve parameter t in [0, 1] with x(t) = x, for x strictly inside (0, 1).
    ///
    /// x(t) is non-decreasing because x1 and x2 are in [0, 1], so the sample table brackets the root.
    /// Newton's method starts from the linear interpolation inside that bracket and stays inside it;
    /// when it would leave the bracket, meets a flat spot or runs out of steps, bisection finishes with
    /// a compensated residual. That matters only where the curve turns vertical inside (x1 = 1, x2 = 0),
    /// where y depends on x like a cube root and plain rounding in x(t) would cost 1e-5 in y.
    func solveT(_ x: Double) -> Double {
        var index = 0
        while index < Self.sampleIntervals - 1, xSamples[index + 1] <= x { index += 1 }
        let step = 1 / Double(Self.sampleIntervals)
        var lower = Double(index) * step
        var upper = lower + step
        let span = xSamples[index + 1] - xSamples[index]
        var t = span > 0 ? lower + step * (x - xSamples[index]) / span : lower + step / 2

        for _ in 0..<Self.newtonIterations {
            let error = sampleX(t) - x
            if isSolved(t, error: error, noise: Self.hornerNoise) { return t }
            // Rounding can flip the sign of a tiny residual: narrow the bracket only on a sure sign.
            if error < -Self.hornerNoise { lower = t } else if error > Self.hornerNoise { upper = t }
            let derivative = derivativeX(t)
            guard derivative > 1e-12 else { break }
            let next = t - error / derivative
            guard next > lower, next < upper else { break }
            t = next
        }

        while upper - lower > 1e-15 {
            t = (lower + upper) / 2
            let error = preciseResidualX(t, x)
            if isSolved(t, error: error, noise: 0) { return t }
            if error < 0 { lower = t } else { upper = t }
        }
        return (lower + upper) / 2
    }

    /// A bound on the rounding error of `sampleX(t) - x` for t in [0, 1] (three Horner steps on
    /// coefficients of magnitude at most 7).
    static let hornerNoise = 5e-15

    /// Whether `t`, missing its target x by `error` (± `noise`), is close enough in both x and y: the
    /// miss is under the x tolerance and, carried through the local slope, under the y tolerance.
    private func isSolved(_ t: Double, error: Double, noise: Double) -> Bool {
        let miss = abs(error)
        guard miss < Self.xTolerance else { return false }
        return (miss + noise) * abs(derivativeY(t)) <= Self.yTolerance * derivativeX(t)
    }

    /// `x(t) − x` by compensated Horner evaluation (error-free products and sums): as accurate as
    /// evaluating in twice the precision of `Double`.
    func preciseResidualX(_ t: Double, _ x: Double) -> Double {
        var value = (sum: ax, correction: 0.0)
        Self.compensatedHornerStep(&value, t, bx)
        Self.compensatedHornerStep(&value, t, cx)
        Self.compensatedHornerStep(&value, t, -x)
        return value.sum + value.correction
    }

    /// One Horner step `value·t + coefficient`, carrying the rounding errors in `correction`.
    private static func compensatedHornerStep(_ value: inout (sum: Double, correction: Double), _ t: Double, _ coefficient: Double) {
        let product = value.sum * t
        let productError = (-product).addingProduct(value.sum, t)
        let (sum, sumError) = Double.twoSum(product, coefficient)
        value = (sum, value.correction * t + (productError + sumError))
    }
}

extension Double {
    /// The exact rounding error of `a + b` (Knuth's TwoSum): `a + b = sum + error` exactly.
    static func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
        let sum = a + b
        let bVirtual = sum - a
        let aVirtual = sum - bVirtual
        return (sum, (a - aVirtual) + (b - bVirtual))
    }
}
