import OrbitLayout
import OrbitScene

/// Writes `orbit-layout live --frames`: one JSON line per frame, every `1/fps` seconds from the time of the
/// first update that applied (lines skipped before it do not start the clock) until the last transition ends, with every node's presented position (layout coordinates, rings not
/// turned), scale, opacity and saturation; people who are leaving stay listed while they fade.
struct FrameWriter {
    let fps: Double
    /// The first frame's time: `nil` until an update applies.
    private(set) var start: Double?
    /// The next frame's number.
    private var frame = 0
    private(set) var text = ""

    init(fps: Double) {
        self.fps = fps
    }

    /// Starts the frames at `time`, the time of a transaction that applied; later calls change nothing.
    mutating func begin(at time: Double) {
        if start == nil { start = time }
    }

    private func time(of frame: Int) -> Double { start! + Double(frame) / fps }

    /// Writes every frame before `time` (the time of the next transaction).
    mutating func write(until time: Double, session: inout LiveSession) {
        guard start != nil else { return }
        // The layout does not change between transactions: its nodes are listed once for all these frames.
        let nodes = session.layout.result().nodes
        while self.time(of: frame) < time { emit(nodes, session: &session) }
    }

    /// Writes the frames up to and including the first one at which nothing is in flight.
    mutating func finish(session: inout LiveSession) {
        guard start != nil else { return }
        let nodes = session.layout.result().nodes
        repeat { emit(nodes, session: &session) } while session.presentation.inFlightCount > 0
    }

    /// One frame of `nodes`, the layout's placed nodes, and of whoever is leaving.
    private mutating func emit(_ nodes: [PlacedNode], session: inout LiveSession) {
        let t = time(of: frame)
        frame += 1
        _ = session.presentation.advance(to: t)
        let layout = session.layout
        let center = layout.plan.center
        text += "{\"t\":\(t),\"nodes\":["
        var first = true
        func node(_ id: String, _ value: PresentedValue) {
            let at = value.position(around: center)
            text += (first ? "" : ",") + "{\"id\":\(LayoutJSON.quoted(id)),\"x\":\(at.x),\"y\":\(at.y),\"scale\":\(value.scale),\"opacity\":\(value.opacity),\"saturation\":\(value.saturation)}"
            first = false
        }
        for placed in nodes {
            node(placed.id, session.presentation.presented(placed.id, at: t) ?? PresentedValue(node: placed, person: layout.person(placed.id)))
        }
        for id in session.presentation.inFlight where session.presentation.isLeaving(id) {
            node(id, session.presentation.presented(id, at: t)!)
        }
        text += "]}\n"
    }
}
