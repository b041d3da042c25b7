import OrbitLayout
import OrbitScene

extension DemoApp {
    /// People who arrive or leave per `+` or `-`: 5% of those present, between 1 and 1000.
    var churnSize: Int { min(1000, max(1, scene.count / 20)) }

    /// `R`: the same people laid out afresh with a new seed; everyone glides to their new spot, keeping their
    /// avatar; the selection and the view stay.
    func reseed() {
        syncCast()
        refreshLayoutFromLive()  // who leaves is read from it
        cast.request.seed = seeds.next()
        do {
            let fresh = try LiveLayout(Self.shown(cast.request, hidingBlocked: screen.hidesBlocked))
            var change = LiveChange()
            for node in fresh.result().nodes {
                if let old = live.node(node.id) {
                    if old != node { change.moved.append(LiveMove(from: old, to: node)) }
                } else {
                    change.entered.append(node)
                }
            }
            for old in layout.nodes where fresh.node(old.id) == nil { change.left.append(old) }
            live = fresh
            scene.apply(change, layout: live, transaction: Self.reseedTransaction, at: clock)
            liveDidChange()
            refreshLayoutFromLive()
            reportSkipped(cast.refused + layout.rejected + layout.unplaced)
            say("new seed \(cast.request.seed): \(live.count - live.unplacedCount) people placed, \(change.moved.count) gliding")
        } catch {
            say("re-layout failed, keeping the old one: \(error)")
        }
    }

    /// `+`: newcomers join and grow in; everyone already placed keeps their spot.
    func arrive() {
        let newcomers = cast.arrivals.next(churnSize)
        cast.request.people += newcomers
        for person in newcomers { peopleByID[person.id] = person }
        applyKeyed(newcomers.map { .upsert($0) }, verb: "arrived")
    }

    /// `-`: some people leave (picked with the layout seeds' generator) and fade out; the others keep their spots.
    func leave() {
        syncCast()
        guard !cast.request.people.isEmpty else { return }
        var leaving: Set<String> = []
        for _ in 0..<min(churnSize, cast.request.people.count) {
            leaving.insert(cast.request.people[Int(seeds.next() % UInt64(cast.request.people.count))].id)
        }
        cast.request.people.removeAll { leaving.contains($0.id) }
        for id in leaving { peopleByID[id] = nil }
        applyKeyed(leaving.sorted().map { .remove(id: $0) }, verb: "left")
    }

    /// `B`: blocked people are shown (they grow in) or hidden (they fade out); everyone else keeps their spot.
    func toggleBlocked() {
        syncCast()
        screen.hidesBlocked.toggle()
        let blocked = cast.request.people.filter { $0.relation == .blocked }
        let updates: [LiveUpdate] = screen.hidesBlocked
            ? blocked.filter { live.person($0.id) != nil }.map { .remove(id: $0.id) }
            : blocked.map { .upsert($0) }
        applyKeyed(updates, verb: screen.hidesBlocked ? "hidden" : "shown")
        say(screen.hidesBlocked ? "blocked people hidden" : "blocked people shown")
    }

    /// Applies a key's updates as one transaction and reports what changed.
    private func applyKeyed(_ updates: [LiveUpdate], verb: String) {
        // Counted in the live layout: an update can be refused (say, the removal of a hidden blocked person), and
        // leavers stay in the scene while they fade.
        let before = live.count
        applyLive(updates, refreshLayout: true)
        say("\(abs(live.count - before)) \(verb); \(live.count) people (was \(before))")
        let issues = cast.refused + layout.rejected + layout.unplaced
        if issues != skipped { reportSkipped(issues) }
    }
}
