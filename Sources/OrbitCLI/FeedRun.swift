import OrbitFiles
import OrbitLayout
import OrbitScene
import OrbitSession

/// What `orbit-layout live` carries through a feed: the session that plays it (the same `OrbitSession` that `play`
/// and the demo run, with blocked people placed, as `place` places them) and the counts for the `live` summary.
struct FeedRun {
    var session: OrbitSession
    let transaction: AnimationTransaction
    /// Whether transitions are shown (only `--frames` needs them; without, every change lands at once).
    let presenting: Bool
    /// Where everyone was before the feed.
    let start: [String: PlacedNode]
    var updates = 0
    var transactions = 0
    /// The first `FeedFile.skippedLimit` lines of the feed that were no update, in line order.
    var skipped: [FeedFile.Skipped] = []
    /// The first `FeedFile.skippedLimit` updates the layout refused, with their feed lines, in line order.
    var refused: [FeedFile.Skipped] = []
    /// How many lines were skipped or refused, all of them.
    var skippedCount = 0
    /// People whose own update moved them (entered, moved or left) at some point.
    var movedThemselves = Set<String>()

    /// A run over the people of `request`, in a window of its viewport.
    init(request: LayoutRequest, transaction: AnimationTransaction, presenting: Bool) throws(SessionError) {
        session = try OrbitSession(request: request, windowSize: request.viewport, arrivals: nil, hidesBlocked: false)
        self.transaction = transaction
        self.presenting = presenting
        start = Dictionary(session.live.result().nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The layout the feed changes.
    var layout: LiveLayout { session.live }
    /// What the scene shows of people in transition.
    var presentation: Presentation { session.scene.presentation }

    /// Applies one transaction of the feed at its time.
    /// - Returns: whether any of its updates applied (all may be refused).
    @discardableResult
    mutating func apply(_ entries: ArraySlice<FeedFile.Entry>) -> Bool {
        let batch = entries.map(\.update)
        session.step(to: entries.first!.time)
        let change = session.apply(batch, transaction: presenting ? transaction : .immediate)
        var refusedIndices = Set<Int>()
        for refusal in change.refused {
            refusedIndices.insert(refusal.index)
            skippedCount += 1
            guard refused.count < FeedFile.skippedLimit else { continue }
            let entry = entries[entries.startIndex + refusal.index]
            refused.append(FeedFile.Skipped(line: entry.line, refusal))
        }
        let applied = batch.count - refusedIndices.count
        guard applied > 0 else { return false }
        updates += applied
        transactions += 1
        let own = Set(batch.indices.filter { !refusedIndices.contains($0) }.map { batch[$0].id })
        for id in change.entered.map(\.id) + change.moved.map(\.id) + change.left.map(\.id) where own.contains(id) {
            movedThemselves.insert(id)
        }
        return true
    }

    /// Counts a line of the feed that was no update, and keeps it while fewer than `FeedFile.skippedLimit` are kept.
    mutating func skip(_ line: FeedFile.Skipped) {
        skippedCount += 1
        if skipped.count < FeedFile.skippedLimit { skipped.append(line) }
    }

    /// The layout after the feed with the `live` summary.
    func output(input: PeopleFile) -> LiveOutput {
        var result = layout.result()
        let placed = Set(result.nodes.map(\.id) + result.unplaced.map(\.id))
        result.rejected += input.rejected.filter { !placed.contains($0.id) }
        var displaced: [String] = []
        for node in result.nodes where !movedThemselves.contains(node.id) {
            if let was = start[node.id], was != node { displaced.append(node.id) }
        }
        for issue in result.unplaced where start[issue.id] != nil && !movedThemselves.contains(issue.id) { displaced.append(issue.id) }
        // Each list holds its first lines, so the first of both together are among them.
        let firstSkipped = (skipped + refused).sorted { $0.line < $1.line }.prefix(FeedFile.skippedLimit)
        return LiveOutput(result: result, live: LiveSummary(
            updates: updates, transactions: transactions, skipped: firstSkipped.map { LiveSummary.Skip(line: $0.line, reason: $0.reason) },
            skippedCount: skippedCount, displaced: displaced))
    }
}

/// `place`'s output plus the `live` summary, written side by side in one object.
struct LiveOutput {
    var result: LayoutResult
    var live: LiveSummary
}

/// What the feed did: updates applied, transactions, lines skipped (the first `FeedFile.skippedLimit`, 1-based,
/// with the reason, and how many in all) and the people who moved only to make room for someone else.
struct LiveSummary {
    struct Skip {
        var line: Int
        var reason: String
    }

    var updates: Int
    var transactions: Int
    var skipped: [Skip]
    var skippedCount: Int
    var displaced: [String]
}
