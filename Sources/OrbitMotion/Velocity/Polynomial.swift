/// `c0 + c1·s + c2·s²`, fitted by least squares (`Polynomial.Sums`).
struct Polynomial {
    var c0: Double, c1: Double, c2: Double

    func value(at s: Double) -> Double { c0 + (c1 + c2 * s) * s }

    /// Running sums of points (s, y) for a least-squares polynomial of degree 1 or 2 in s. Keep s
    /// within about [−1, 1] so the normal equations stay well conditioned.
    struct Sums {
        private var n = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0

        mutating func add(s: Double, y: Double) {
            let square = s * s
            n += 1; s1 += s; s2 += square; s3 += square * s; s4 += square * square
            y0 += y; y1 += s * y; y2 += square * y
        }

        /// The least-squares polynomial of `degree` (1 or 2) through the points added, or `nil` when
        /// they cannot determine it (too few distinct s, or numerically singular).
        func polynomial(degree: Int) -> Polynomial? {
            if degree < 2 {
                let determinant = n * s2 - s1 * s1
                guard n >= 2, determinant > 1e-12 * n * s2 else { return nil }
                let slope = (n * y1 - s1 * y0) / determinant
                return Polynomial(c0: (y0 - slope * s1) / n, c1: slope, c2: 0)
            }
            // The normal equations M·c = r, M = [[n, s1, s2], [s1, s2, s3], [s2, s3, s4]], by cofactors.
            let a00 = s2 * s4 - s3 * s3, a01 = s2 * s3 - s1 * s4, a02 = s1 * s3 - s2 * s2
            let a11 = n * s4 - s2 * s2, a12 = s1 * s2 - n * s3, a22 = n * s2 - s1 * s1
            let determinant = n * a00 + s1 * a01 + s2 * a02
            // Hadamard: det ≤ n·s2·s4 for a positive definite M; far below it, M is numerically singular.
            guard n >= 3, determinant > 1e-12 * n * s2 * s4 else { return nil }
            return Polynomial(
                c0: (a00 * y0 + a01 * y1 + a02 * y2) / determinant,
                c1: (a01 * y0 + a11 * y1 + a12 * y2) / determinant,
                c2: (a02 * y0 + a12 * y1 + a22 * y2) / determinant)
        }
    }
}
