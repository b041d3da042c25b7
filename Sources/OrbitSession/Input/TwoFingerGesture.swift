import Foundation
import OrbitGeometry
import OrbitScene

/// Two fingers on a touch screen as the session's inputs: while exactly two fingers are down, a finger's move
/// changes their distance (`pinch`, about their centre), direction (`twist`, positive clockwise) and centre (a
/// `pan` command, which moves a zoomed-in view with the fingers). A front end
/// hands it each touch as it comes (an id per finger, window points) and passes on what it returns; the first
/// finger's own press is the front end's pointer, which the session ends when a pinch or twist begins.
package struct TwoFingerGesture: Sendable {
    /// Where each finger down is, by the front end's finger id.
    private var fingers: [Int64: OrbitPoint] = [:]

    package init() {}

    /// A finger touched down at `point`.
    package mutating func down(_ finger: Int64, at point: OrbitPoint) { fingers[finger] = point }

    /// A finger lifted.
    package mutating func up(_ finger: Int64) { fingers[finger] = nil }

    /// A finger moved to `point` at `time`: the pinch and twist it makes with the other finger, if two are down.
    package mutating func moved(_ finger: Int64, to point: OrbitPoint, time: Double) -> [SessionInput] {
        guard fingers.count == 2, let other = fingers.first(where: { $0.key != finger })?.value, let old = fingers[finger] else {
            if fingers[finger] != nil { fingers[finger] = point }
            return []
        }
        fingers[finger] = point
        let before = old - other, after = point - other
        let center = OrbitPoint(x: (point.x + other.x) / 2, y: (point.y + other.y) / 2)
        let (from, to) = (before.distance(to: .zero), after.distance(to: .zero))
        guard from > 1, to > 1 else { return [] }
        var inputs: [SessionInput] = []
        if abs(to / from - 1) > 1e-3 { inputs.append(.pinch(scale: to / from, about: center, time: time)) }
        var turn = atan2(after.y, after.x) - atan2(before.y, before.x)
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        if abs(turn) > 1e-3 { inputs.append(.twist(radians: turn, about: center, time: time)) }
        let moved = (point - old) * 0.5
        if moved.distance(to: .zero) > 1e-3 { inputs.append(.command(.pan(x: moved.x, y: moved.y), time: time)) }
        return inputs
    }
}
