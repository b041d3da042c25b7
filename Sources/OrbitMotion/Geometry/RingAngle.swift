import Foundation
import OrbitGeometry

/// Angles about a ring centre, in the layout's convention: a point at angle `α` and distance `ρ` from
/// the centre `c` sits at `x = c.x + ρ·sin α`, `y = c.y + ρ·cos α` (the formula every node uses with
/// `α = θ + φ`, base angle plus ring offset).
package enum RingAngle {
    /// The angle of `point` about `center`, in (−π, π], or `nil` when the point is exactly on the
    /// centre (where no angle is defined) or a coordinate is not finite.
    package static func of(_ point: OrbitPoint, about center: OrbitPoint) -> Double? {
        let dx = point.x - center.x
        let dy = point.y - center.y
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        return atan2(dx, dy)
    }

    /// The representative of `angle` (modulo 2π) nearest to `reference`: the unwrapped angle of a
    /// pointer that moved less than half a turn since it was at `reference`.
    package static func unwrapped(_ angle: Double, near reference: Double) -> Double {
        let turn = 2 * Double.pi
        return angle - turn * ((angle - reference) / turn).rounded()
    }
}
