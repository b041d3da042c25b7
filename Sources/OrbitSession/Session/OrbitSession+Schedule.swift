import OrbitLayout

/// One update of a recorded feed, due at `time` seconds after the feed's start; `line` names it in messages.
package struct ScheduledUpdate: Hashable, Sendable {
    /// When it is due, in seconds on the feed's clock.
    package var time: Double
    /// The upsert or removal.
    package var update: LiveUpdate
    /// Where it came from (a feed's 1-based line), for messages.
    package var line: Int

    /// `update`, due at `time`, from `line`.
    package init(time: Double, update: LiveUpdate, line: Int) {
        self.time = time
        self.update = update
        self.line = line
    }
}

/// A recorded feed played on the session's clock.
extension OrbitSession {
    /// Plays `updates` (in time order) from the session's clock at 0: before each frame the updates due are
    /// applied, those of one time as one transaction. Refused updates are kept in `refusals` with their line.
    package mutating func schedule(_ updates: [ScheduledUpdate]) {
        scheduled = updates
        nextScheduled = 0
    }

    /// Refused scheduled updates not yet taken, with the layout's refusal, in order.
    package mutating func takeRefusals() -> [(update: ScheduledUpdate, refusal: LiveRefusal)] {
        defer { refusals = [] }
        return refusals
    }

    /// The scheduled updates due by `time`, applied.
    mutating func stepSchedule(to time: Double) {
        guard let start = scheduled.first?.time else { return }
        while nextScheduled < scheduled.count, scheduled[nextScheduled].time - start <= time {
            let moment = scheduled[nextScheduled].time
            let batch = scheduled[nextScheduled...].prefix { $0.time == moment }
            nextScheduled += batch.count
            let updates = Array(batch)
            for refusal in apply(updates.map(\.update)).refused { refusals.append((updates[refusal.index], refusal)) }
        }
    }
}
