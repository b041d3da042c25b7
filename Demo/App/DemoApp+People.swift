import OrbitLayout
import OrbitScene

extension DemoApp {
    /// People who arrive or leave per `+` or `-`: 5% of those present, between 1 and 1000.
    var churnSize: Int { min(1000, max(1, scene.count / 20)) }

    /// `R`: the same people laid out afresh with a new seed; rings start at rest, textures are dropped; the
    /// selection and the view stay.
    func reseed() {
        cast.request.seed = seeds.next()
        do {
            let outcome = try Self.place(Self.shown(cast.request, hidingBlocked: screen.hidesBlocked), previous: nil)
            var fresh = try Self.makeScene(outcome.result, people: cast.request.people)
            fresh.selectedID = scene.selectedID.flatMap { fresh.contains($0) ? $0 : nil }
            renderer.avatars.pipeline.cancelAll()
            renderer.avatars.textures.removeAll()
            layout = outcome.result
            scene = fresh
            let viewport = interaction.viewport
            interaction = OrbitInteraction(rings: layout.rings, center: layout.center, camera: interaction.camera)
            if let viewport { interaction.setViewport(viewport) }
            reportSkipped(cast.refused + layout.rejected + layout.unplaced)
            say("new seed \(cast.request.seed): \(scene.count) people placed")
        } catch {
            say("re-layout failed, keeping the old one: \(error)")
        }
    }

    /// `+`: newcomers join; everyone already placed keeps their spot.
    func arrive() {
        let newcomers = cast.arrivals.next(churnSize)
        cast.request.people += newcomers
        for person in newcomers { peopleByID[person.id] = person }
        relayoutIncrementally()
    }

    /// `-`: some people leave (picked with the layout seeds' generator); the others keep their spots.
    func leave() {
        guard !cast.request.people.isEmpty else { return }
        var leaving: Set<String> = []
        for _ in 0..<min(churnSize, cast.request.people.count) {
            leaving.insert(cast.request.people[Int(seeds.next() % UInt64(cast.request.people.count))].id)
        }
        cast.request.people.removeAll { leaving.contains($0.id) }
        for id in leaving { peopleByID[id] = nil }
        relayoutIncrementally()
    }

    /// `B`: blocked people are shown or hidden again; everyone else keeps their spot.
    func toggleBlocked() {
        screen.hidesBlocked.toggle()
        relayoutIncrementally()
        say(screen.hidesBlocked ? "blocked people hidden" : "blocked people shown")
    }

    /// Lays the changed people out from the previous result and applies the change to the scene (churn,
    /// not a rebuild); rings that appear start at rest.
    private func relayoutIncrementally() {
        do {
            let outcome = try Self.place(Self.shown(cast.request, hidingBlocked: screen.hidesBlocked), previous: layout)
            try scene.apply(outcome.change, from: outcome.result, people: cast.request.people)
            layout = outcome.result
            interaction.setRings(layout.rings)
            say("\(outcome.change.inserted.count) arrived, \(outcome.change.removed.count) left, \(outcome.change.moved.count) moved; \(scene.count) people")
            let issues = cast.refused + layout.rejected + layout.unplaced
            if issues != skipped { reportSkipped(issues) }
        } catch {
            say("incremental layout failed: \(error)")
        }
    }
}
