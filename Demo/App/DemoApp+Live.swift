import OrbitFiles
import OrbitLayout
import OrbitScene

/// The living screen: updates from `+`/`-`/`R`/`B`, a `--feed` or the `--live` crowd go through the live layout
/// and reach the scene as transactions, so people grow in, glide, spiral and fade out instead of popping.
extension DemoApp {
    /// How keys and feeds animate: Core Animation's default, 0.25 s ease-in-out.
    static let transaction = Transaction()
    /// `R` glides everyone to their new spot a little slower, so the eye can follow.
    static let reseedTransaction = Transaction(duration: 0.6)
    /// While updates stream in, the shown `layout` (reading order, search, the card) is taken again at most this
    /// often, and only when read; the scene itself follows every update at once.
    static let layoutRefreshInterval = 1.0
    /// While updates stream in, ring labels (counts and ranges, from `live` in O(rings)) are rewritten and
    /// measured at most this often, so a label's text does not flicker every frame.
    static let labelRefreshInterval = 0.5

    /// Applies `updates` as one transaction at the clock of the current frame.
    /// - Returns: what changed, with the updates the live layout refused.
    @discardableResult
    func applyLive(_ updates: [LiveUpdate], transaction: Transaction = DemoApp.transaction, refreshLayout: Bool) -> LiveChange {
        let shown = screen.hidesBlocked ? updates.map(hidingBlocked) : updates
        let change = live.apply(shown)
        scene.apply(change, layout: live, transaction: transaction, at: clock)
        updateRate.record(shown.count - change.refused.count, at: clock)
        liveDidChange()
        if refreshLayout { refreshLayoutFromLive() }
        if refreshLayout || clock - labelsRefreshedAt >= Self.labelRefreshInterval {
            derived.summaries = nil
            derived.labels = nil
            labelsRefreshedAt = clock
        }
        return change
    }

    /// After any change of `live`: the rings the interaction turns follow at once (O(rings)); the shown layout is
    /// stale until read.
    func liveDidChange() {
        rings = live.rings
        interaction.setRings(rings)
        layoutIsStale = true
    }

    /// The shown layout, a snapshot of the live layout now.
    func refreshLayoutFromLive() {
        layoutIsStale = false
        layoutRefreshedAt = clock
        shownLayout = live.result()  // last: what its observer derives reads it
    }

    /// Takes a new snapshot when the shown one is stale and the last is `layoutRefreshInterval` old. Whatever is
    /// derived from the snapshot calls this first, so it is never read against an older snapshot.
    func refreshLayoutIfDue() {
        if layoutIsStale, clock - layoutRefreshedAt >= Self.layoutRefreshInterval { refreshLayoutFromLive() }
    }

    /// A blocked person's upsert becomes their removal while blocked people are hidden.
    private func hidingBlocked(_ update: LiveUpdate) -> LiveUpdate {
        if case .upsert(let person) = update, person.relation == .blocked { return .remove(id: person.id) }
        return update
    }

    /// Once per frame before the scene update: the feed's and the simulated crowd's updates due by `time`, then the
    /// presentation clock.
    func stepLive(at time: Double) {
        clock = time
        if let feed {
            let transactions = feed.transactions
            while nextFeedTransaction < transactions.count, transactions[nextFeedTransaction].first!.time - feed.entries[0].time <= time {
                applyFeed(transactions[nextFeedTransaction])
                nextFeedTransaction += 1
            }
        }
        // Mutated in place: a local copy would copy the whole crowd's bookkeeping every frame.
        if let updates = simulation?.updates(until: time, people: &peopleByID, arrivals: &cast.arrivals) {
            if !updates.isEmpty {
                castIsStale = true
                applyLive(updates, refreshLayout: false)
            }
        }
        scene.advance(to: time)
    }

    /// Applies one transaction of the feed; an update the live layout refused is reported with its line and
    /// leaves no trace in `peopleByID`. Updates about blocked people while they are hidden are kept for `B`, though
    /// the live layout, which does not hold them, refuses them (`concernsHiddenBlocked`).
    private func applyFeed(_ entries: ArraySlice<FeedFile.Entry>) {
        let change = applyLive(entries.map(\.update), refreshLayout: false)
        let refused = Dictionary(change.refused.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, entry) in entries.enumerated() {
            if let refusal = refused[index], !concernsHiddenBlocked(entry.update) {
                feedSkips?.report(SkippedFeedLines.refusal(refusal, of: entry), say: say)
            } else {
                track(entry.update)
            }
        }
    }

    /// Whether `update` is about someone the live layout does not hold because blocked people are hidden: a blocked
    /// person's upsert (applied as their removal) or the removal of a blocked person. Its refusal is no error, and
    /// `B` needs it tracked.
    private func concernsHiddenBlocked(_ update: LiveUpdate) -> Bool {
        guard screen.hidesBlocked else { return false }
        switch update {
        case .upsert(let person): return person.relation == .blocked
        case .remove(let id): return peopleByID[id]?.relation == .blocked
        }
    }

    /// Keeps `peopleByID` in step with a feed update.
    private func track(_ update: LiveUpdate) {
        castIsStale = true
        switch update {
        case .upsert(let person): peopleByID[person.id] = person
        case .remove(let id): peopleByID[id] = nil
        }
    }

    /// `cast.request.people` again from `peopleByID` after streamed updates (sorted by id, so it does not depend on
    /// dictionary order).
    func syncCast() {
        guard castIsStale else { return }
        cast.request.people = peopleByID.values.sorted { $0.id < $1.id }
        castIsStale = false
    }

    /// Updates per second over the last second, when anything streams in or keys churn.
    var updatesPerSecondLine: String? {
        guard feed != nil || simulation != nil || updateRate.hasRecorded else { return nil }
        return "updates/s \(updateRate.perSecond(at: clock))   in flight \(scene.transitionsInFlight)"
    }
}
