import Foundation
import OrbitGeometry

/// Noise helpers for synthetic traces, on the shared repeatable generator.
extension SeededGenerator {
    /// A uniform value in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A normally distributed value (Box–Muller) with the given standard deviation.
    mutating func gaussian(deviation: Double) -> Double {
        let u = uniform(Double.ulpOfOne...1)
        let v = uniform(0...1)
        return deviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
