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
        return sampleY(solveT(x))
    }

    /// dy/dx at time fraction `x`, clamped to [0, 1]; at the ends the exact one-sided slopes
    /// `startSlope` and `endSlope`. Infinite where the curve is vertical.
    public func slope(at x: Double) -> Double {
        if x <= 0 { return startSlope }
        if x >= 1 { return endSlope }
        guard x.isFinite else { return x }
        return slope(atParameter: solveT(x))
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    func slope(atParameter t: Double) -> Double {
        let dy = derivativeY(t)
        let dx = derivativeX(t)
        if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
        return dy / dx
    }

    /// The curve parameter t in [0, 1] with x(t) = x, for x strictly inside (0, 1).
    ///
    /// x(t) is non-decreasing because x1 and x2 are in [0, 1], so the sample table brackets the root.
    /// Newton's method starts from the linear interpolation inside that bracket and stays inside it;
    /// when it would leave the bracket, meets a flat spot or runs out of steps, bisection finishes.
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
            if isSolved(t, error: error) { return t }
            if error < 0 { lower = t } else { upper = t }
            let derivative = derivativeX(t)
            guard derivative > 1e-12 else { break }
            let next = t - error / derivative
            guard next > lower, next < upper else { break }
            t = next
        }

        while upper - lower > 1e-15 {
            t = (lower + upper) / 2
            let error = sampleX(t) - x
            if isSolved(t, error: error) { return t }
            if error < 0 { lower = t } else { upper = t }
        }
        return (lower + upper) / 2
    }

    /// Whether `t`, missing its target x by `error`, is close enough in both x and y.
    private func isSolved(_ t: Double, error: Double) -> Bool {
        let miss = abs(error)
        guard miss < Self.xTolerance else { return false }
        let derivative = derivativeX(t)
        return miss * abs(derivativeY(t)) <= Self.yTolerance * derivative
    }
}
