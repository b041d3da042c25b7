import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitScene
@testable import OrbitSession
import Testing

/// The platform's pointer inputs: leaving the window, a cancelled press, and touches that never hover.
@Suite struct OrbitSessionPointerTests {
    static func session() throws -> (OrbitSession, DrawnPerson) {
        var crowd = CrowdGenerator(seed: 4, avatars: [])
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: 4,
                                    people: crowd.next(60))
        var session = try OrbitSession(request: request, windowSize: OrbitSize(width: 1000, height: 700))
        let frame = try session.advance(to: 0)
        // Someone well inside the window, away from the overlays.
        let person = try #require(frame.people.first { person in
            person.radius > 10 && !frame.overlays.contains { $0.frame.gap(to: person.position) < person.radius + 4 }
                && person.position.x > 100 && person.position.x < 900 && person.position.y > 100 && person.position.y < 600
        })
        return (session, person)
    }

    /// Frames from `from` to `to` seconds; the last one.
    static func frames(_ session: inout OrbitSession, from: Double, to: Double) throws -> SessionFrame {
        var time = from, frame = try session.advance(to: time)
        while time < to {
            time += 1.0 / 60
            frame = try session.advance(to: time)
        }
        return frame
    }

    @Test func leavingTheWindowTakesTheTooltipAway() throws {
        var (session, person) = try Self.session()
        session.handle(.pointerMoved(person.position, time: 0.1))
        let resting = try Self.frames(&session, from: 0.1, to: 0.6)
        #expect(resting.hoveredID == person.id && !resting.overlays(.tooltip).isEmpty && resting.cursor == .hand)
        session.handle(.pointerLeft(time: 0.7))
        let left = try Self.frames(&session, from: 0.7, to: 1.5)
        #expect(left.hoveredID == nil && left.overlays(.tooltip).isEmpty && left.cursor == .arrow)
    }

    /// A tap opens the card; once it closes, a finger leaves no tooltip where a mouse would.
    @Test func aTouchTapOpensTheCardWithNoTooltip() throws {
        for source in [PointerSource.touch, .mouse] {
            var (session, person) = try Self.session()
            session.handle(.pointerDown(person.position, time: 0.1, source: source))
            session.handle(.pointerUp(person.position, time: 0.15, source: source))
            let tapped = try Self.frames(&session, from: 0.15, to: 0.7)
            #expect(tapped.selectedID == person.id && !tapped.overlays(.card).isEmpty && tapped.overlays(.tooltip).isEmpty)
            session.handle(.command(.escape, time: 0.8))
            let closed = try Self.frames(&session, from: 0.8, to: 1.6)
            #expect(closed.selectedID == nil)
            if source == .touch {
                #expect(closed.overlays(.tooltip).isEmpty && closed.hoveredID == nil && closed.cursor == .arrow)
            } else {
                #expect(closed.hoveredID == person.id && !closed.overlays(.tooltip).isEmpty, "the mouse rests there")
            }
        }
    }

    @Test func aCancelledPressPicksNoOne() throws {
        var (session, person) = try Self.session()
        session.handle(.pointerDown(person.position, time: 0.1, source: .touch))
        session.handle(.pointerCancelled(time: 0.15))
        let frame = try Self.frames(&session, from: 0.15, to: 1)
        #expect(frame.selectedID == nil && frame.overlays(.card).isEmpty && frame.atRest)
        // The press is over: an up after it is no click either.
        session.handle(.pointerUp(person.position, time: 1.1))
        #expect(try session.advance(to: 1.2).selectedID == nil)
    }

    /// A click meets the panels as the state places them, not as the last frame drew them: after a resize with
    /// no frame in between, a click where the chip now sits opens the list, and one where it sat does not.
    @Test func clicksMeetThePanelsOfTheStateNotOfTheLastFrame() throws {
        var crowd = CrowdGenerator(seed: 5, avatars: [])
        var request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: 5,
                                    people: crowd.next(120))
        request.maxRings = 2
        var session = try OrbitSession(request: request, windowSize: OrbitSize(width: 1280, height: 800))
        let before = try #require(try session.advance(to: 1).overlays(.chip).first?.frame)
        session.resize(to: OrbitSize(width: 640, height: 420))
        var drawn = session
        let after = try #require(try drawn.advance(to: 1).overlays(.chip).first?.frame)
        try #require(!after.contains(before.center) && !before.contains(after.center), "the chip moved")
        for (point, opens) in [(before.center, false), (after.center, true)] {
            var clicked = session
            clicked.handle(.pointerDown(point, time: 1.1))
            clicked.handle(.pointerUp(point, time: 1.15))
            #expect((clicked.state.listTop != nil) == opens, "a click at \(point)")
        }
    }
}
