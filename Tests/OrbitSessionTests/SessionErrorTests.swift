import OrbitGeometry
import OrbitLayout
import OrbitMotion
import Testing
@testable import OrbitSession

/// A caller switches on which layer refused a session, with that layer's own typed error.
@Suite struct SessionErrorTests {
    @Test func anUnusableSceneIsTheLayoutsError() {
        let request = LayoutRequest(viewport: OrbitSize(width: 400, height: 400), avatarRadius: -2, people: [])
        do {
            _ = try OrbitSession(request: request, windowSize: OrbitSize(width: 400, height: 400))
            Issue.record("a negative avatar radius was accepted")
        } catch {
            #expect(error == .layout(.invalidAvatarRadius(-2)))
            #expect(error.description == "cannot lay the people out: avatarRadius must be a number > 0 and ≤ 1e9, got -2.0")
        }
    }

    @Test func anInvalidTraceIsTheTracesProblem() {
        let trace = PointerTrace(center: OrbitPoint(x: 0, y: 0), fps: 60, duration: 1, events: [])
        do {
            _ = try SessionReplay(trace)
            Issue.record("a trace without events was accepted")
        } catch {
            #expect(error.path == "events" && error.problem == .noEvents)
            #expect(error.description == "events: needs at least one event (frames start at the first event)")
        }
    }
}
