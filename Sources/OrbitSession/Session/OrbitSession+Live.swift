import OrbitLayout
import OrbitScene

/// What the session derives from snapshots of the live layout (the list of people not placed) and from its rings
/// (label texts), built when first needed.
struct Derived {
    /// The last snapshot of `live` (a snapshot of 100k people costs tens of milliseconds, so while changes
    /// stream in one is taken at most every `layoutRefreshInterval`, and only when read).
    var snapshot: LayoutResult?
    var snapshotIsStale = false
    var snapshotTakenAt = 0.0
    /// Each ring's label text, and the chip's count, as of `labelTextsAt`.
    var labelTexts: [Int: String]?
    var labelTextsAt = 0.0
    /// Counts the label texts made, so placements know when they changed.
    var labelTextsVersion = 0
}

/// Live changes: a feed's updates, people arriving and leaving, a new seed, blocked people shown or hidden.
/// Each goes through the live layout and reaches the scene as one transaction, so people grow in, glide and
/// fade out instead of popping.
extension OrbitSession {
    /// Applies `updates` (a feed's batch) at the session's clock in `transaction` (default: the configuration's).
    /// A blocked person's upsert is kept aside while blocked people are hidden. Returns the live layout's change,
    /// whose refusals name the updates' indices.
    @discardableResult
    public mutating func apply(_ updates: [LiveUpdate], transaction: AnimationTransaction? = nil) -> LiveChange {
        var shown: [LiveUpdate] = []
        var ignored: Set<Int> = []
        for (index, update) in updates.enumerated() {
            switch update {
            case .upsert(let person) where person.relation == .blocked && state.hidesBlocked:
                hiddenBlocked[person.id] = person
                if live.person(person.id) == nil { ignored.insert(index) }
                shown.append(.remove(id: person.id))
            case .upsert(let person):
                hiddenBlocked[person.id] = nil
                shown.append(update)
            case .remove(let id):
                if hiddenBlocked.removeValue(forKey: id) != nil, live.person(id) == nil { ignored.insert(index) }
                shown.append(update)
            }
        }
        var change = applyToLive(shown)
        change.refused.removeAll { ignored.contains($0.index) }
        updateRate.record(shown.count - change.refused.count - ignored.count, at: state.clock)
        commit(change, transaction: transaction ?? configuration.transaction, streaming: true)
        return change
    }

    /// Shows `change` (already applied to `live`) in the scene and drops what is derived from the old layout:
    /// at once after a key, at most every refresh interval while changes stream in.
    mutating func commit(_ change: LiveChange, transaction: AnimationTransaction, streaming: Bool) {
        scene.apply(change, layout: live, transaction: transaction, at: state.clock)
        interaction.setRings(live.rings)
        layoutVersion += 1
        derived.snapshotIsStale = true
        if !streaming { refreshSnapshot() }
        if !streaming || state.clock - derived.labelTextsAt >= configuration.labelRefreshInterval { derived.labelTexts = nil }
        if let id = state.selectedID, live.person(id) == nil { state.selectedID = nil }
        if let id = state.focusID, live.node(id) == nil { state.focusID = nil }
        inputCount += 1
    }

    /// The layout as last snapshot, taken again first when stale and due.
    mutating func layout() -> LayoutResult {
        if derived.snapshot == nil || derived.snapshotIsStale && state.clock - derived.snapshotTakenAt >= configuration.layoutRefreshInterval {
            refreshSnapshot()
        }
        return derived.snapshot!
    }

    mutating func refreshSnapshot() {
        let snapshot = live.result()
        derived = Derived(snapshot: snapshot, snapshotTakenAt: state.clock, labelTexts: derived.labelTexts, labelTextsAt: derived.labelTextsAt,
                          labelTextsVersion: derived.labelTextsVersion)
        if let top = state.listTop { state.listTop = max(0, min(top, snapshot.unplaced.count - Self.listRows)) }
    }

    /// `peopleSearch` made afresh from `live`, reusing the last one's folded names.
    mutating func rebuildSearch() {
        let layout = live
        peopleSearch = PeopleSearch(slots: layout.slotCount, reusing: peopleSearch, generation: peopleSearch.generation + 1) { layout.searched(inSlot: $0) }
    }

    /// Applies `updates` to `live` and refreshes the search in the slots they touched (those the ids held before
    /// and hold after).
    mutating func applyToLive(_ updates: [LiveUpdate]) -> LiveChange {
        let before = updates.compactMap { live.slotIndex(of: $0.id) }
        let change = live.apply(updates)
        let after = live
        peopleSearch.refresh(slots: before + updates.compactMap { after.slotIndex(of: $0.id) }) { after.searched(inSlot: $0) }
        return change
    }

    /// Everyone the live layout holds now, placed and unplaced, in (distance, id) order (a key acts on the
    /// layout as it is, not on a snapshot taken before the latest streamed changes).
    mutating func everyone() -> [OrbitPerson] {
        if derived.snapshotIsStale { refreshSnapshot() }
        let layout = layout()
        return (layout.nodes.map(\.id) + layout.unplaced.map(\.id)).compactMap { live.person($0) }
    }

    /// People who arrive or leave per `arrive` / `leave`: 5% of those present, between 1 and 1000.
    var churnSize: Int { min(1000, max(1, live.count / 20)) }

    /// Newcomers join and grow in; everyone already placed keeps their spot.
    mutating func arrive() {
        let before = live.count
        let newcomers = arrivals.next(churnSize)
        let change = applyToLive(newcomers.map { .upsert($0) })
        commit(change, transaction: configuration.transaction, streaming: false)
        say(strings.text(.arrived, strings.count(live.count - before), strings.text(.people, count: live.count), strings.count(before)))
    }

    /// Some people leave (picked with the seeds' generator) and fade out; the others keep their spots.
    mutating func leave() {
        let present = everyone()
        guard !present.isEmpty else { return }
        var leaving: Set<String> = []
        for _ in 0..<min(churnSize, present.count) {
            leaving.insert(present[Int(seeds.next() % UInt64(present.count))].id)
        }
        let before = live.count
        commit(applyToLive(leaving.sorted().map { .remove(id: $0) }), transaction: configuration.transaction, streaming: false)
        say(strings.text(.left, strings.count(before - live.count), strings.text(.people, count: live.count), strings.count(before)))
    }

    /// The same people laid out afresh with a new seed; everyone glides to their new spot, keeping their
    /// avatar; the selection and the view stay.
    mutating func reseed() {
        var fresh = request
        fresh.seed = seeds.next()
        fresh.people = everyone()
        do {
            let moved = replaceLive(with: try LiveLayout(fresh), transaction: configuration.reseedTransaction)
            request.seed = fresh.seed
            let placed = strings.text(.people, count: live.count - live.unplacedCount)
            say(moved == 0 ? strings.text(.newSeedKept, placed) : strings.text(.newSeedMoved, count: moved, placed))
        } catch {
            say(strings[.newSeedFailed])
        }
    }

    /// `fresh` becomes the live layout; the scene animates from what it shows. Returns how many moved.
    @discardableResult
    mutating func replaceLive(with fresh: LiveLayout, transaction: AnimationTransaction) -> Int {
        let old = layout()
        var change = LiveChange()
        for node in fresh.result().nodes {
            if let before = live.node(node.id) {
                if before != node { change.moved.append(LiveMove(from: before, to: node)) }
            } else {
                change.entered.append(node)
            }
        }
        for node in old.nodes where fresh.node(node.id) == nil { change.left.append(node) }
        live = fresh
        rebuildSearch()
        commit(change, transaction: transaction, streaming: false)
        return change.moved.count
    }

    /// Blocked people are shown (they grow in) or hidden (they fade out); everyone else keeps their spot. Pressed
    /// again while the people have not changed in between (other keys, zooming, turning rings, opening cards do
    /// not change them; a live update, a new seed or an arrival does), it gives back the people as they were,
    /// on the same spots (even those a shown blocked person had pushed to an outer ring), and the labels where
    /// they were; pressed once more, what that press left, and so on.
    mutating func toggleBlocked() {
        let before = live.count
        defer {
            let changed = abs(live.count - before)
            let toggled = strings.text(state.hidesBlocked ? .blockedHidden : .blockedShown, count: changed)
            say(strings.text(.peopleNow, toggled, strings.text(.people, count: live.count), strings.count(before)))
        }
        if let undo = blockedUndo, undo.layoutVersion == layoutVersion, let saved = undo.live {
            // Pressed once more, it gives back what this press leaves.
            var redo = ToggleUndo(kind: .blocked, live: live, hiddenBlocked: hiddenBlocked, hidesBlocked: state.hidesBlocked, memory: memory)
            let (focusBefore, selectionBefore) = (state.focusID, state.selectedID)
            state.hidesBlocked = undo.hidesBlocked
            hiddenBlocked = undo.hiddenBlocked
            replaceLive(with: saved, transaction: configuration.transaction)
            (redo.lostFocus, redo.lostSelection) = (state.focusID == nil ? focusBefore : nil, state.selectedID == nil ? selectionBefore : nil)
            memory = undo.memory
            // The people are back as the labels were placed for them: that placement holds for this version too.
            memory.key?.layoutVersion = layoutVersion
            // Whoever the first press took the focus or card from (pushed off the rings) gets it back.
            if state.focusID == nil { state.focusID = undo.lostFocus }
            if state.selectedID == nil { state.selectedID = undo.lostSelection }
            redo.layoutVersion = layoutVersion
            blockedUndo = redo
        } else {
            let saved = ToggleUndo(kind: .blocked, live: live, hiddenBlocked: hiddenBlocked, hidesBlocked: state.hidesBlocked, memory: memory)
            let (focusBefore, selectionBefore) = (state.focusID, state.selectedID)
            state.hidesBlocked.toggle()
            if state.hidesBlocked {
                let blocked = everyone().filter { $0.relation == .blocked }
                for person in blocked { hiddenBlocked[person.id] = person }
                commit(applyToLive(blocked.map { .remove(id: $0.id) }), transaction: configuration.transaction, streaming: false)
            } else {
                let blocked = hiddenBlocked.values.sorted { $0.id < $1.id }
                hiddenBlocked = [:]
                commit(applyToLive(blocked.map { .upsert($0) }), transaction: configuration.transaction, streaming: false)
            }
            blockedUndo = saved
            blockedUndo?.layoutVersion = layoutVersion
            if state.focusID == nil { blockedUndo?.lostFocus = focusBefore }
            if state.selectedID == nil { blockedUndo?.lostSelection = selectionBefore }
        }
    }

    /// The legend shows or hides; pressed again with nothing in between, labels go back where they were. Each
    /// press flips what the window shows: a legend that is on but left out for want of a corner clear of people
    /// comes, over some of them.
    mutating func toggleLegend() {
        let before = (state.showsLegend, state.legendOverPeople)
        let shown = state.showsLegend && memory.layers.contains { $0.kind == .legend }
        let back = undo?.legend
        let givesBack = rememberLabels(for: .legend)
        undo?.legend = before
        if givesBack, let back {
            (state.showsLegend, state.legendOverPeople) = back
        } else if state.showsLegend && !shown {
            state.legendOverPeople = true
        } else {
            state.showsLegend.toggle()
        }
    }

    /// The HUD shows or hides (labels make way for it); pressed again with nothing in between, labels go back
    /// where they were.
    mutating func toggleHUD() {
        rememberLabels(for: .hud)
        state.showsHUD.toggle()
    }

    /// Keeps where labels sit before an overlay toggle, or — when the same toggle was the last input — gives
    /// that back.
    /// Returns whether it gave back.
    @discardableResult
    private mutating func rememberLabels(for kind: ToggleUndo.Kind) -> Bool {
        // The press that saved the undo counted one input; this one counted the next.
        let previous = undo.flatMap { $0.kind == kind && $0.inputCount + 1 == inputCount ? $0 : nil }
        // Pressed once more, it gives back what this press leaves: the toggle flips between two placements.
        undo = ToggleUndo(kind: kind, live: nil, hiddenBlocked: [:], hidesBlocked: state.hidesBlocked, memory: memory)
        undo?.inputCount = inputCount
        if let previous { memory = previous.memory }
        return previous != nil
    }
}

/// What a toggle pressed twice in a row gives back.
struct ToggleUndo {
    enum Kind { case blocked, legend, hud }
    var kind: Kind
    var live: LiveLayout?
    var hiddenBlocked: [String: OrbitPerson]
    var hidesBlocked: Bool
    var memory: ScreenMemory
    /// An overlay toggle's undo holds while no other input came (`OrbitSession.inputCount`).
    var inputCount = 0
    /// The legend toggle's state before the press (`showsLegend`, `legendOverPeople`).
    var legend: (shows: Bool, overPeople: Bool)?
    /// The blocked toggle's undo holds while the people did not change (`OrbitSession.layoutVersion`).
    var layoutVersion = 0
    /// The focus and the card the blocked toggle took away (their person left the rings).
    var lostFocus: String?, lostSelection: String?
}

/// A simulated living crowd: updates at a rate, applied before each frame.
extension OrbitSession {
    /// From now on, `rate` updates a second (people walking, going idle or coming back, and — `churn` of
    /// them — arriving or leaving), drawn from `seed`, applied in the configuration's transaction before each
    /// frame. The crowd starts from everyone present.
    package mutating func simulateCrowd(rate: Double, churn: Double, seed: UInt64) {
        simulation = CrowdSimulation(rate: rate, churn: churn, seed: seed, ids: everyone().map(\.id))
    }

    /// The simulation's updates due by `time`, applied.
    mutating func stepSimulation(to time: Double) {
        guard var crowd = simulation else { return }
        simulation = nil  // mutated apart: a copy left in place would copy its bookkeeping on every write
        let updates = crowd.updates(until: time, person: { live.person($0) ?? hiddenBlocked[$0] }, arrivals: &arrivals)
        simulation = crowd
        if !updates.isEmpty { apply(updates) }
    }

    /// Updates per second over the last second, when any were applied.
    var updatesLine: String? {
        mutating get {
            guard updateRate.hasRecorded else { return nil }
            return strings.text(.hudUpdates, strings.count(updateRate.perSecond(at: state.clock)), strings.count(scene.transitionsInFlight))
        }
    }
}
