import Foundation

/// An independent degree-2 least-squares velocity, written plainly for the tests to compare with:
/// Flutter's window (newest back while at most 100 ms old in whole microseconds, consecutive samples at
/// most 40 ms apart, at most 20 samples, at least 3), normal equations solved by Gaussian elimination,
/// the slope at the newest sample. No outlier handling.
enum QuadraticReference {
    static func velocity(times: [Double], angles: [Double]) -> Double? {
        let micros = times.map { Int64(($0 * 1e6).rounded()) }
        var chosen = [times.count - 1]
        var index = times.count - 2
        while index >= 0, chosen.count < 20,
              micros.last! - micros[index] <= 100_000, micros[index + 1] - micros[index] <= 40_000 {
            chosen.append(index)
            index -= 1
        }
        guard chosen.count >= 3 else { return nil }
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: 4), count: 3)
        for i in chosen {
            let t = times[i] - times.last!, a = angles[i] - angles.last!
            let powers = [1, t, t * t]
            for row in 0..<3 {
                for column in 0..<3 { matrix[row][column] += powers[row] * powers[column] }
                matrix[row][3] += powers[row] * a
            }
        }
        for pivot in 0..<3 {
            let best = (pivot..<3).max { abs(matrix[$0][pivot]) < abs(matrix[$1][pivot]) }!
            matrix.swapAt(pivot, best)
            for row in 0..<3 where row != pivot {
                let factor = matrix[row][pivot] / matrix[pivot][pivot]
                for column in pivot..<4 { matrix[row][column] -= factor * matrix[pivot][column] }
            }
        }
        return matrix[1][3] / matrix[1][1]
    }
}
