import OrbitGeometry
import OrbitMotion

/// The presentation layer: per node a model value (what is true) and, while a transition runs, a presented value
/// (what is shown now), in the spirit of Core Animation's model and presentation trees.
///
/// Changes go in through an `AnimationTransaction` at a time on the caller's clock. Every change starts from what is
/// shown at that moment (never from the old model value), so a change for a node in flight continues without a
/// jump. Only nodes in flight are held here, one record each: what is shown and the model value it goes to (so
/// its owner need not keep the model target beside it). A node at rest shows its model value, which its owner
/// keeps.
/// - enter: grow from scale 0 and opacity 0;
/// - move: radius and angle together (a glide along the ring, a spiral to another ring); with `reducedMotion`,
///   a short cross-fade (out where it was, in where it goes) of at most `reducedMotionDuration`;
/// - restyle: saturation and disc colour tween to the new look;
/// - exit: shrink and fade where it is shown; `advance(to:)` reports the node once it is gone.
/// With animations disabled the node shows its model value at once (an exit is reported at the next `advance`).
package struct Presentation: Sendable {
    /// Longest cross-fade that replaces a move under reduced motion: 0.2 s.
    package static let reducedMotionDuration = 0.2

    /// Moves become short cross-fades. Default: `false`.
    package var reducedMotion: Bool
    private var transitions: [String: Transition] = [:]

    /// A presentation with nothing in flight.
    package init(reducedMotion: Bool = false) {
        self.reducedMotion = reducedMotion
    }

    /// Nodes with a transition that has not been settled by `advance(to:)`.
    package var inFlightCount: Int { transitions.count }

    /// The ids in flight, ascending.
    /// - Complexity: O(k log k) for k in flight.
    package var inFlight: [String] { transitions.keys.sorted() }

    /// Whether `id` is in flight.
    package func isInFlight(_ id: String) -> Bool { transitions[id] != nil }

    /// Whether `id` is in flight towards its exit.
    package func isLeaving(_ id: String) -> Bool { transitions[id].map { $0.kind == .exit } ?? false }

    /// When the last transition in flight ends (`nil` when none is).
    package var endTime: Double? { transitions.values.map(\.tween.endTime).max() }

    /// The presented value of `id` at `time`, or `nil` when it is at rest (it shows its model value).
    package func presented(_ id: String, at time: Double) -> PresentedValue? {
        transitions[id]?.value(at: time)
    }

    /// `id` appears with model value `model`: it grows from scale 0 and opacity 0 — or, when it is still shown
    /// (leaving, say), from what is shown.
    package mutating func enter(_ id: String, model: PresentedValue, transaction: AnimationTransaction, at time: Double, offsets: [Double] = []) {
        var start = model
        start.scale = 0
        start.opacity = 0
        begin(id, shown: presented(id, at: time) ?? start, to: model, kind: .travel, transaction: transaction, at: time, offsets: offsets)
    }

    /// `id`'s model value changes from `old` (its model value until now) to `new`: a move, a restyle, or both.
    /// It starts from what is shown at `time` (`old` when at rest).
    package mutating func change(
        _ id: String, from old: PresentedValue, to new: PresentedValue, transaction: AnimationTransaction, at time: Double, offsets: [Double] = []
    ) {
        let shown = presented(id, at: time) ?? old
        let moves = shown.ring != new.ring || shown.radius != new.radius || AngleMath.signedDifference(from: shown.angle, to: new.angle) != 0
        begin(id, shown: shown, to: new, kind: reducedMotion && moves ? .crossFade : .travel, transaction: transaction, at: time, offsets: offsets)
    }

    /// `id` leaves from `old` (its model value until now): it shrinks and fades where it is shown.
    package mutating func exit(_ id: String, from old: PresentedValue, transaction: AnimationTransaction, at time: Double) {
        let shown = presented(id, at: time) ?? old
        var gone = shown
        gone.scale = 0
        gone.opacity = 0
        let duration = transaction.animates ? transaction.duration : 0
        transitions[id] = Transition(from: shown, to: gone, tween: Tween(startTime: time, duration: duration, curve: transaction.curve), kind: .exit)
    }

    /// Ends every transition finished at `time`: those nodes are at rest again. Returns the ids whose exit ended,
    /// in ascending order: their owner drops them (and their textures) now.
    /// - Complexity: O(nodes in flight).
    package mutating func advance(to time: Double) -> [String] {
        settle(at: time).compactMap { $0.model == nil ? $0.id : nil }
    }

    /// Ends every transition finished at `time`; returns those nodes in ascending order of id, each with its
    /// model value (where it now rests), or `nil` when its exit ended.
    /// - Complexity: O(nodes in flight).
    package mutating func settle(at time: Double) -> [(id: String, model: PresentedValue?)] {
        var finished: [(id: String, model: PresentedValue?)] = []
        for (id, transition) in transitions where transition.tween.isFinished(at: time) {
            finished.append((id, transition.model))
        }
        for entry in finished { transitions[entry.id] = nil }
        return finished.sorted { $0.id < $1.id }
    }

    /// Calls `body` with each node in flight, in no particular order.
    package func forEachInFlight(_ body: (String) -> Void) {
        for id in transitions.keys { body(id) }
    }

    /// Drops `id` at once, wherever it is shown.
    package mutating func forget(_ id: String) { transitions[id] = nil }

    private mutating func begin(
        _ id: String, shown: PresentedValue, to model: PresentedValue, kind: Transition.Kind, transaction: AnimationTransaction, at time: Double, offsets: [Double]
    ) {
        guard transaction.animates else {
            transitions[id] = nil
            return
        }
        let duration = kind == .crossFade ? min(transaction.duration, Self.reducedMotionDuration) : transaction.duration
        transitions[id] = Transition(
            from: shown.reframed(to: model.ring, offsets: offsets), to: model,
            tween: Tween(startTime: time, duration: duration, curve: transaction.curve), kind: kind)
    }
}
