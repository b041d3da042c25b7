import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

/// `RingScene` over a live layout: people in flight are drawn, hit and kept resident from their presented
/// values; movers keep their slot and keep wanting their texture; leavers go once their exit ends.
@Suite struct RingSceneLiveTests {
    static let viewport = OrbitRect(width: 1280, height: 800)

    /// A few people near the viewer, a scene showing them all and a first frame.
    func setUp() throws -> (LiveLayout, RingScene) {
        let people = (0..<40).map { OrbitPerson(id: "p\($0)", distanceMeters: 10 + 20 * Double($0), isActive: $0 % 3 != 0) }
        let request = LayoutRequest(viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 20, spacing: 4, seed: 5, people: people)
        let live = try LiveLayout(request)
        var scene = try RingScene(layout: live.result(), people: people)
        scene.advance(to: 0)
        _ = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        return (live, scene)
    }

    func avatarCommand(_ id: String, in output: FrameOutput) -> DrawCommand? {
        output.drawList.last { if case .avatar(let person, _, _, _, _) = $0.content { person == id } else { false } }
    }

    @Test func moversGlideFromWhereTheyAreShownAndKeepTheirTexture() throws {
        var (live, scene) = try setUp()
        let id = "p3"
        let slot = scene.slot(of: id)!
        #expect(try scene.update(offsets: [], viewport: Self.viewport, camera: .identity).avatars.contains { $0.id == id })
        let before = scene.worldPosition(of: id)!
        let change = live.apply([.upsert(OrbitPerson(id: id, distanceMeters: 700))])
        #expect(change.moved.map(\.id) == [id])
        scene.apply(change, layout: live, transaction: AnimationTransaction(), at: 1)
        scene.advance(to: 1)
        #expect(scene.worldPosition(of: id)!.distance(to: before) < 1e-9, "no jump when the move starts")
        scene.advance(to: 1.125)
        let middle = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        let shown = scene.worldPosition(of: id)!
        let target = OrbitPoint(center: live.plan.center, radius: live.node(id)!.radius, angle: live.node(id)!.angle)
        #expect(shown.distance(to: before) > 1 && shown.distance(to: target) > 1, "half way it is between")
        #expect(avatarCommand(id, in: middle)?.position.distance(to: shown) ?? .infinity < 1e-9, "drawn where presented")
        #expect(scene.person(at: shown) == id, "hit where presented")
        #expect(scene.slot(of: id) == slot && middle.avatars.contains { $0.id == id }, "same node, its texture still wanted")
        scene.advance(to: 1.25)
        _ = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        #expect(scene.transitionsInFlight == 0)
        #expect(scene.worldPosition(of: id)!.distance(to: target) < 1e-9, "ends on the model")
        #expect(scene.slot(of: id) == slot)
    }

    @Test func leaversFadeThenGoWithTheirTexture() throws {
        var (live, scene) = try setUp()
        let change = live.apply([.remove(id: "p1")])
        scene.apply(change, layout: live, transaction: AnimationTransaction(), at: 2)
        scene.advance(to: 2.1)
        let fading = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        let command = try #require(avatarCommand("p1", in: fading))
        #expect(command.alpha < 1 && command.scale < 1)
        #expect(scene.contains("p1"))
        #expect(scene.advance(to: 2.25) == ["p1"])
        #expect(!scene.contains("p1"))
        #expect(try !scene.update(offsets: [], viewport: Self.viewport, camera: .identity).avatars.contains { $0.id == "p1" })
    }

    @Test func newcomersGrowInAndDisabledTransactionsJump() throws {
        var (live, scene) = try setUp()
        let change = live.apply([.upsert(OrbitPerson(id: "n1", distanceMeters: 30))])
        scene.apply(change, layout: live, transaction: AnimationTransaction(), at: 3)
        scene.advance(to: 3)
        let start = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        #expect(avatarCommand("n1", in: start) == nil, "scale 0 draws nothing")
        scene.advance(to: 3.1)
        let growing = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        #expect((avatarCommand("n1", in: growing)?.scale ?? 1) < 1)

        let jump = live.apply([.upsert(OrbitPerson(id: "n2", distanceMeters: 35))])
        scene.apply(jump, layout: live, transaction: .immediate, at: 3.1)
        let now = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        #expect(avatarCommand("n2", in: now)?.scale == 1)
    }

    @Test func restyleCrossFadesSaturation() throws {
        var (live, scene) = try setUp()
        let change = live.apply([.upsert(OrbitPerson(id: "p1", distanceMeters: 30, isActive: false))])
        #expect(change.changed == ["p1"] && change.moved.isEmpty)
        scene.apply(change, layout: live, transaction: AnimationTransaction(), at: 4)
        scene.advance(to: 4.125)
        let output = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        let saturation = try #require(avatarCommand("p1", in: output)?.saturation)
        #expect(saturation > 0.5 && saturation < 1)
    }

    /// A person's presentation record is their one record in flight: a move applied at once (a `LayoutChange`)
    /// ends their flight, and when the old transition would have ended they are drawn once, at the new spot.
    @Test func aMoveAppliedAtOnceEndsAFlight() throws {
        var (live, scene) = try setUp()
        let id = "p3"
        scene.apply(live.apply([.upsert(OrbitPerson(id: id, distanceMeters: 700))]), layout: live, transaction: AnimationTransaction(), at: 1)
        scene.advance(to: 1.1)
        #expect(scene.presentation.isInFlight(id))
        _ = live.apply([.upsert(OrbitPerson(id: id, distanceMeters: 40))])
        try scene.apply(LayoutChange(moved: [id]), from: live.result(), people: [])
        #expect(!scene.presentation.isInFlight(id) && scene.transitionsInFlight == 0)
        scene.advance(to: 2)
        let output = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        let target = OrbitPoint(center: live.plan.center, radius: live.node(id)!.radius, angle: live.node(id)!.angle)
        let drawn = output.drawList.filter { if case .avatar(let person, _, _, _, _) = $0.content { person == id } else { false } }
        #expect(drawn.count == 1)
        #expect(drawn.first.map { $0.position.distance(to: target) < 1e-9 } == true, "drawn at the spot applied at once")
    }
}
