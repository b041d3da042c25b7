import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

/// `RingScene(live:)` is the scene `RingScene(layout: live.result(), people:)` gives with everyone's last person.
@Suite struct RingSceneFromLiveTests {
    static let viewport = OrbitRect(width: 1280, height: 800)

    @Test(arguments: 0..<12) func matchesTheSceneOfTheSnapshot(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let count = 50 + Int(random.next() % 400)
        let names = ["Ana Novák", "Léa  Dubois", "  ", "Ø", "Zsófia Kovács Nagy"]
        let people = (0..<count).map { i in
            OrbitPerson(id: "p\(i)", name: i % 7 == 0 ? nil : names[i % names.count], distanceMeters: 5 + 3_000 * random.nextUnit(),
                   isActive: random.nextUnit() < 0.7, relation: Relation.allCases[i % Relation.allCases.count])
        }
        let request = LayoutRequest(viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 14, spacing: 4, seed: seed,
                                    maxRings: seed % 3 == 0 ? 3 : nil, people: people)
        var live = try LiveLayout(request)
        // Some updates first, so the live layout's people differ from the request's.
        var updates: [LiveUpdate] = []
        for i in 0..<20 {
            let id = "p\(Int(random.next() % UInt64(count)))"
            updates.append(i % 4 == 0 ? .remove(id: id)
                           : .upsert(OrbitPerson(id: id, name: "Moved \(i)", distanceMeters: 5 + 3_000 * random.nextUnit(), relation: .friend)))
        }
        _ = live.apply(updates)
        let snapshot = live.result()
        let lastPeople = snapshot.nodes.map { live.person($0.id)! }
        var fromLive = try RingScene(live: live)
        var fromSnapshot = try RingScene(layout: snapshot, people: lastPeople)
        #expect(fromLive.count == fromSnapshot.count, "seed \(seed)")
        for node in snapshot.nodes {
            #expect(fromLive.worldPosition(of: node.id) == fromSnapshot.worldPosition(of: node.id), "seed \(seed) \(node.id)")
        }
        let offsets = snapshot.rings.map { _ in random.nextUnit() * 6 }
        for scale in [1.0, 0.2] {
            let camera = Camera(scale: scale, translation: OrbitPoint(x: 640 - scale * snapshot.center.x, y: 400 - scale * snapshot.center.y))
            let a = try fromLive.update(offsets: offsets, viewport: Self.viewport, camera: camera)
            let b = try fromSnapshot.update(offsets: offsets, viewport: Self.viewport, camera: camera)
            #expect(a.drawList == b.drawList, "seed \(seed) scale \(scale)")
            #expect(a.avatars == b.avatars, "seed \(seed) scale \(scale)")
        }
    }

    @Test func initialsAreThoseOfTheNameOrTheID() throws {
        let people = [OrbitPerson(id: "x1", name: "ana maría lópez", distanceMeters: 20), OrbitPerson(id: "y2", distanceMeters: 30)]
        let live = try LiveLayout(LayoutRequest(viewport: OrbitSize(width: 400, height: 400), avatarRadius: 20, spacing: 4, seed: 1, people: people))
        var scene = try RingScene(live: live)
        let camera = Camera(scale: 1, translation: OrbitPoint(x: 200 - live.plan.center.x, y: 200 - live.plan.center.y))
        let output = try scene.update(offsets: [], viewport: OrbitRect(width: 400, height: 400), camera: camera)
        var initials: [String: String] = [:]
        for command in output.drawList {
            if case .avatar(let id, _, _, _, let letters) = command.content { initials[id] = letters }
        }
        #expect(initials == ["x1": "AL", "y2": "Y"])
    }
}
