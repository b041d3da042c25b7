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
    /// While updates stream in, the shown `layout` (ring labels, reading order, search) is refreshed at most this
    /// often; the scene itself follows every update at once.
    static let layoutRefreshInterval = 5.0

    /// Applies `updates` as one transaction at the clock of the current frame.
    func applyLive(_ updates: [LiveUpdate], transaction: Transaction = DemoApp.transaction, refreshLayout: Bool) {
        let shown = screen.hidesBlocked ? updates.map(hidingBlocked) : updates
        let change = live.apply(shown)
        scene.apply(change, layout: live, transaction: transaction, at: clock)
        updateRate.record(shown.count - change.refused.count, at: clock)
        if refreshLayout || clock - layoutRefreshedAt >= Self.layoutRefreshInterval { refreshLayoutFromLive() }
    }

    /// The shown layout from the live layout, with the rings the interaction turns.
    func refreshLayoutFromLive() {
        layout = live.result()
        layoutRefreshedAt = clock
        interaction.setRings(layout.rings)
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
                let updates = transactions[nextFeedTransaction].map(\.update)
                for update in updates { track(update) }
                applyLive(updates, refreshLayout: false)
                nextFeedTransaction += 1
            }
        }
        if var simulation {
            let updates = simulation.updates(until: time, people: &peopleByID, arrivals: &cast.arrivals)
            self.simulation = simulation
            if !updates.isEmpty {
                castIsStale = true
                applyLive(updates, refreshLayout: false)
            }
        }
        scene.advance(to: time)
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
