extension VelocityTracker {
    /// The deleted residual (how far a sample lies from the line fitted without it) above which the
    /// worst sample is dropped, in standard deviations of the other samples about their own line.
    static let outlierDeviations = 4.0
    /// Deleted residuals up to this (radians) are never outliers: clean samples are left alone.
    static let outlierFloor = 1e-6
    /// The fewest samples for which one may be dropped: four must remain for a spread to exist.
    static let fewestSamplesForOutlierTest = 5

    /// The least-squares slope over the fit window, robust to one outlier.
    ///
    /// The window holds the samples within `horizon` of the newest, and at least the two newest (so
    /// that coarse traces, with events further apart than the horizon, still have a slope). With
    /// at least 5 samples the sample with the largest deleted residual is tested: if it lies more than
    /// 4 standard deviations (of the others about their own line) off the line fitted without it, that
    /// refit is the answer. A spike of a tenth of the radius is about 0.1 rad, far beyond jitter.
    func leastSquaresVelocity() -> Double {
        let count = fitWindowCount()
        guard count >= max(2, configuration.minimumFitSamples) else {
            return count >= 2 ? slope(from: sample(age: 1), to: sample(age: 0)) : 0
        }
        let all = sums(count: count, excluding: nil)
        guard let line = all.line else { return 0 }
        guard count >= Self.fewestSamplesForOutlierTest else { return line.slope }

        var worstAge = 0
        var worstDeletedResidual = 0.0
        let meanTime = all.t / all.n
        let timeSpread = all.tt - all.t * meanTime
        for age in 0..<count {
            let s = centred(age: age)
            let leverage = 1 / all.n + (s.time - meanTime) * (s.time - meanTime) / timeSpread
            guard leverage < 1 else { continue }
            let deleted = abs(s.angle - line.value(at: s.time)) / (1 - leverage)
            if deleted > worstDeletedResidual {
                worstDeletedResidual = deleted
                worstAge = age
            }
        }
        let rest = sums(count: count, excluding: worstAge)
        guard let refit = rest.line, worstDeletedResidual > Self.outlierFloor else { return line.slope }
        var squares = 0.0
        for age in 0..<count where age != worstAge {
            let s = centred(age: age)
            let residual = s.angle - refit.value(at: s.time)
            squares += residual * residual
        }
        let deviation = (squares / (rest.n - 2)).squareRoot()
        return worstDeletedResidual > Self.outlierDeviations * deviation ? refit.slope : line.slope
    }

    /// How many of the newest samples the fit may use (see `leastSquaresVelocity`).
    func fitWindowCount() -> Int {
        let newestTime = sample(age: 0).time
        var count = min(2, sampleCount)
        while count < sampleCount, newestTime - sample(age: count).time <= configuration.horizon {
            count += 1
        }
        return count
    }

    /// The sample `age` places back, with time and angle measured from the newest sample so the sums
    /// stay well conditioned however long the clock has run or the ring has turned.
    private func centred(age: Int) -> Sample {
        let newest = sample(age: 0)
        let s = sample(age: age)
        return Sample(time: s.time - newest.time, angle: s.angle - newest.angle)
    }

    private func sums(count: Int, excluding excluded: Int?) -> Sums {
        var sums = Sums()
        for age in 0..<count where age != excluded {
            let s = centred(age: age)
            sums.n += 1
            sums.t += s.time
            sums.tt += s.time * s.time
            sums.a += s.angle
            sums.ta += s.time * s.angle
        }
        return sums
    }

    /// Running sums for a least-squares line `angle = intercept + slope·time`.
    private struct Sums {
        var n = 0.0, t = 0.0, tt = 0.0, a = 0.0, ta = 0.0

        var line: Line? {
            let determinant = n * tt - t * t
            guard n >= 2, determinant > 0 else { return nil }
            let slope = (n * ta - t * a) / determinant
            return Line(slope: slope, intercept: (a - slope * t) / n)
        }
    }

    private struct Line {
        var slope: Double
        var intercept: Double
        func value(at time: Double) -> Double { intercept + slope * time }
    }
}
