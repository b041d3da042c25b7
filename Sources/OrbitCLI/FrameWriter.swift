import OrbitFiles
import OrbitLayout
import OrbitScene

/// Writes `orbit-layout live --frames`: one JSON line per frame, every `1/fps` seconds from the time of the
/// first update that applied (lines skipped before it do not start the clock) until the last transition ends, with every node's presented position (layout coordinates, rings not
/// turned), scale, opacity and saturation; people who are leaving stay listed while they fade.
///
/// The lines go to a sink a chunk at a time, so frames are never held whole, and they stop with an error
/// once they would pass `limit` bytes.
struct FrameWriter {
    let fps: Double
    /// The most bytes the frames may take, or `nil` for no limit.
    let limit: Int?
    private let sink: OutputFile.Sink
    /// The first frame's time: `nil` until an update applies.
    private(set) var start: Double?
    /// The next frame's number.
    private var frame = 0
    /// Bytes written and not yet handed to the sink.
    private var pending: [UInt8] = []
    /// Bytes handed to the sink so far.
    private(set) var written = 0

    /// The bytes `pending` gathers before they go to the sink.
    static let chunkSize = 1 << 18
    /// The shortest line a frame can take (`{"t":0.0,"nodes":[]}` and its newline), for estimates.
    static let smallestFrameBytes = 21

    init(fps: Double, limit: Int?, sink: @escaping OutputFile.Sink) {
        self.fps = fps
        self.limit = limit
        self.sink = sink
        pending.reserveCapacity(Self.chunkSize)
    }

    /// Starts the frames at `time`, the time of a transaction that applied; later calls change nothing.
    mutating func begin(at time: Double) {
        if start == nil { start = time }
    }

    private func time(of frame: Int) -> Double { start! + Double(frame) / fps }

    /// Writes every frame before `time` (the time of the next transaction).
    /// - Throws: the sink's failure, or `.usage` when the frames would pass `limit`.
    mutating func write(until time: Double, run: inout FeedRun) throws(CLIError) {
        guard start != nil else { return }
        // The layout does not change between transactions: its nodes are listed once for all these frames.
        let nodes = run.layout.result().nodes
        while self.time(of: frame) < time { try emit(nodes, run: &run) }
    }

    /// Writes the frames up to and including the first one at which nothing is in flight, and hands the
    /// last bytes to the sink.
    /// - Throws: as `write(until:run:)`.
    mutating func finish(run: inout FeedRun) throws(CLIError) {
        if start != nil {
            let nodes = run.layout.result().nodes
            repeat { try emit(nodes, run: &run) } while run.presentation.inFlightCount > 0
        }
        try flush()
    }

    /// One frame of `nodes`, the layout's placed nodes, and of whoever is leaving.
    private mutating func emit(_ nodes: [PlacedNode], run: inout FeedRun) throws(CLIError) {
        let t = time(of: frame)
        frame += 1
        run.session.step(to: t)
        let layout = run.layout, presentation = run.presentation
        let center = layout.plan.center
        try append("{\"t\":\(t),\"nodes\":[")
        var first = true
        func node(_ id: String, _ value: PresentedValue) throws(CLIError) {
            let at = value.position(around: center)
            try append((first ? "" : ",") + "{\"id\":\(LayoutJSON.quoted(id)),\"x\":\(at.x),\"y\":\(at.y),\"scale\":\(value.scale),\"opacity\":\(value.opacity),\"saturation\":\(value.saturation)}")
            first = false
        }
        for placed in nodes {
            try node(placed.id, presentation.presented(placed.id, at: t) ?? PresentedValue(node: placed, person: layout.person(placed.id)))
        }
        for id in presentation.inFlight where presentation.isLeaving(id) {
            try node(id, presentation.presented(id, at: t)!)
        }
        try append("]}\n")
    }

    private mutating func append(_ text: String) throws(CLIError) {
        pending.append(contentsOf: text.utf8)
        if let limit, written + pending.count > limit {
            throw CLIError.invalidArguments("--frames: the frames would pass \(LiveCommand.describe(bytes: limit)) at frame \(frame) (t = \(time(of: frame - 1)) s); "
                + "lower --fps, or raise --frames-limit (or give 'none')", usage: nil)
        }
        if pending.count >= Self.chunkSize { try flush() }
    }

    private mutating func flush() throws(CLIError) {
        guard !pending.isEmpty else { return }
        do {
            try pending.withUnsafeBytes { bytes in Result { () throws(FileError) in try sink(bytes) } }.get()
        } catch {
            throw .file(error)
        }
        written += pending.count
        pending.removeAll(keepingCapacity: true)
    }
}
