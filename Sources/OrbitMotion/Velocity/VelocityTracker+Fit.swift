extension VelocityTracker {
    /// A spike must lie more than this many standard deviations (of the others about the curve
    /// through them) off that curve…
    static let spikeDeviations = 10.0
    /// …and farther off it than this share of the angle the window travels. A real stroke departs
    /// from a parabola over 100 ms by a few percent of its travel (at most 10.5% on the recorded
    /// flicks, against 22% and more for a spike of a tenth of the radius), so clean curved strokes
    /// keep every sample.
    static let spikeShareOfTravel = 0.15

    /// The slope at the newest sample of the least-squares polynomial of `degree` (1: line,
    /// 2: parabola) through the fit window, with one spike left out (see `spikeAge`).
    ///
    /// With fewer than `minimumFitSamples` (or `degree + 1`) samples in the window, the slope between
    /// the two newest samples stands in (so coarse traces, and a stroke resumed after a pause, still
    /// have a velocity).
    func fittedVelocity(degree: Int) -> Double {
        let window = fitWindow()
        guard window.count >= max(configuration.minimumFitSamples, degree + 1) else { return twoSampleVelocity() }
        let points = FitPoints(window: window, tracker: self)
        let spike = spikeAge(in: points, degree: degree)
        guard let fit = polynomial(degree: degree, through: points, count: window.count, excluding: spike) else {
            return twoSampleVelocity()
        }
        return fit.c1 / points.duration
    }

    /// The window's samples by age, then the one just before it when it is a neighbour, as points
    /// (s, angle − newest angle) with s = (time − newest time) / `duration`: s runs over [−1, 0], so the
    /// sums stay well conditioned however long the clock has run. The window's edges are whole
    /// microseconds; the fit uses the times as given.
    struct FitPoints {
        var window: Window
        /// Window samples plus the older neighbour, if any.
        var count: Int
        var newest: Sample
        /// Seconds from the oldest point to the newest.
        var duration: Double

        init(window: Window, tracker: VelocityTracker) {
            self.window = window
            count = window.count + (window.hasOlderNeighbour ? 1 : 0)
            newest = tracker.sample(age: 0)
            duration = newest.time - tracker.sample(age: count - 1).time
        }
    }

    func point(age: Int, in points: FitPoints) -> (s: Double, y: Double) {
        let sample = sample(age: age)
        return ((sample.time - points.newest.time) / points.duration, sample.angle - points.newest.angle)
    }

    /// The least-squares polynomial through the `count` newest points except `excluded`.
    /// - Complexity: O(count).
    func polynomial(degree: Int, through points: FitPoints, count: Int, excluding excluded: Int?) -> Polynomial? {
        var sums = Polynomial.Sums()
        for age in 0..<count where age != excluded {
            let p = point(age: age, in: points)
            sums.add(s: p.s, y: p.y)
        }
        return sums.polynomial(degree: degree)
    }

    /// The window sample to leave out as a spike, if one stands out.
    ///
    /// Each candidate is compared with the curve fitted through all the other points (its deleted
    /// residual); the candidate standing out most in standard deviations of those others is a spike
    /// when it lies more than `spikeDeviations` of them and `spikeShareOfTravel` of the window's travel
    /// off that curve. The sample before the window, when it is a neighbour, helps judge the window's
    /// oldest sample but is never fitted; without it the oldest is not a candidate (a stroke's first
    /// samples, before it got going, are not spikes). Needs two degrees of freedom left after the
    /// candidate is out (6 points for a parabola, 5 for a line).
    /// - Complexity: O(k²) for k points.
    private func spikeAge(in points: FitPoints, degree: Int) -> Int? {
        let freedom = points.count - 1 - (degree + 1)
        guard freedom >= 2 else { return nil }
        let candidates = points.window.hasOlderNeighbour ? points.window.count : points.window.count - 1
        var worst: (score: Double, deleted: Double, deviation: Double, age: Int)?
        for candidate in 0..<candidates {
            guard let others = polynomial(degree: degree, through: points, count: points.count, excluding: candidate) else { continue }
            var squares = 0.0
            for age in 0..<points.count where age != candidate {
                let p = point(age: age, in: points)
                let residual = p.y - others.value(at: p.s)
                squares += residual * residual
            }
            let deviation = (squares / Double(freedom)).squareRoot()
            let p = point(age: candidate, in: points)
            let deleted = abs(p.y - others.value(at: p.s))
            let score = deleted / max(deviation, .leastNormalMagnitude)
            if score > worst?.score ?? -1 { worst = (score, deleted, deviation, candidate) }
        }
        guard let worst else { return nil }
        var lowest = Double.infinity, highest = -Double.infinity
        for age in 0..<points.window.count {
            lowest = min(lowest, sample(age: age).angle)
            highest = max(highest, sample(age: age).angle)
        }
        let standsOut = worst.deleted > Self.spikeDeviations * worst.deviation
            && worst.deleted > Self.spikeShareOfTravel * (highest - lowest)
        return standsOut ? worst.age : nil
    }
}
