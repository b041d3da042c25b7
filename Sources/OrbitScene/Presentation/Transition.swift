import Foundation
import OrbitGeometry
import OrbitMotion

/// One running change of one node: from the value shown when it started to its model value, along a timing curve.
/// It is the node's one record while in flight: what is shown (`value(at:)`) and where it goes (`model`).
struct Transition: Sendable {
    enum Kind: Sendable {
        /// Radius and angle together (a glide along the ring when the radius stays, a spiral across rings).
        case travel
        /// Reduced motion: fade out where it was, then fade in where it goes.
        case crossFade
        /// Shrink and fade where it is; the node goes when it ends.
        case exit
    }

    /// Where it started, in the frame of `to.ring`.
    var from: PresentedValue
    /// The model value (for an exit: the presented value at the start, scaled and faded to 0).
    var to: PresentedValue
    var tween: Tween
    var kind: Kind

    /// Where the node rests once the transition ends; `nil` for an exit (the node goes).
    var model: PresentedValue? { kind == .exit ? nil : to }

    /// The presented value at `time`: `from` before the start, exactly `to` from the end on.
    func value(at time: Double) -> PresentedValue {
        if tween.isFinished(at: time) { return to }
        let p = tween.progress(at: time)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        var value = to
        value.scale = mix(from.scale, to.scale)
        value.saturation = mix(from.saturation, to.saturation)
        value.color = from.color.mixed(with: to.color, p)
        switch kind {
        case .travel, .exit:
            value.radius = mix(from.radius, to.radius)
            value.angle = from.angle + AngleMath.signedDifference(from: from.angle, to: to.angle) * p
            value.opacity = mix(from.opacity, to.opacity)
        case .crossFade:
            let first = p < 0.5
            value.radius = first ? from.radius : to.radius
            value.angle = first ? from.angle : to.angle
            value.opacity = first ? from.opacity * (1 - 2 * p) : to.opacity * (2 * p - 1)
        }
        return value
    }
}

extension AngleMath {
    /// The turn from `a` to `b` the short way round, in (−π, π].
    static func signedDifference(from a: Double, to b: Double) -> Double {
        let d = normalized(b - a)
        return d > .pi ? d - fullTurn : d
    }
}
