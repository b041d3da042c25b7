import Foundation
import OrbitGeometry
import Testing
@testable import OrbitMotion

@Suite struct TraceReplayTests {
    static let center = OrbitPoint(x: 400, y: 300)

    /// A fling at 2 rad/s ending at 0.3 s, replayed at 60 fps for `duration` seconds.
    static func flingTrace(releaseDelay: Double = 0, duration: Double = 1.5) -> PointerTrace {
        var random = SeededGenerator(seed: 9)
        let events = SyntheticGesture.constantSpeed(2).events(using: &random, releaseDelay: releaseDelay)
        return PointerTrace(center: center, fps: 60, duration: duration, events: events)
    }

    @Test func framesRunFromTheFirstEventAtTheFrameRate() throws {
        var trace = Self.flingTrace()
        trace.events = trace.events.map { PointerEvent(t: $0.t + 0.25, type: $0.type, x: $0.x, y: $0.y) }
        let frames = try TraceReplay.record(trace).frames
        #expect(frames.count == 76)
        for (index, frame) in frames.enumerated() {
            #expect(abs(frame.t - (0.25 + Double(index) / 60)) < 1e-12)
        }
        #expect(frames.last!.t <= 1.5)
    }

    @Test func phasesGoDragInertiaIdle() throws {
        // The coast from 2 rad/s rests about 1.37 s after the release.
        let recording = try TraceReplay.record(Self.flingTrace(duration: 2.5))
        let phases = recording.frames.map(\.phase)
        #expect(phases.prefix(18).allSatisfy { $0 == .drag })
        #expect(phases[19..<60].allSatisfy { $0 == .inertia })
        #expect(phases.suffix(20).allSatisfy { $0 == .idle })
        let release = try #require(recording.release)
        #expect(release.inertia && abs(release.velocity - 2) < 0.1)
        // The offset ends where the drag left it plus the coast distance.
        let dragged = 2 * 0.3
        #expect(abs(recording.frames.last!.offset - (dragged + release.distance)) < 1e-6)
        #expect(recording.frames.last!.velocity == 0)
    }

    @Test func wheelKeyAndTextEventsDoNotTurnTheRing() throws {
        let plain = Self.flingTrace()
        var random = SeededGenerator(seed: 4)
        var mixed = plain
        for _ in 0..<50 {
            let t = Double.random(in: 0...1.5, using: &random)
            let extra: PointerEvent = switch Int.random(in: 0..<3, using: &random) {
            case 0: .wheel(t: t, x: Double.random(in: 0...800, using: &random), y: 10, dy: Double.random(in: -3...3, using: &random))
            case 1: .key(t: t, "Shift+Tab")
            default: .text(t: t, "+")
            }
            let index = mixed.events.firstIndex { $0.t > t } ?? mixed.events.count
            mixed.events.insert(extra, at: index)
        }
        #expect(try TraceReplay.record(mixed).frames == TraceReplay.record(plain).frames)
    }

    @Test func theLastReleaseIsReported() throws {
        var trace = Self.flingTrace()
        // A second, slow stroke after the fling: release describes it.
        let later = trace.events.last!.t + 0.8
        trace.events += [
            PointerEvent(t: later, type: .down, x: 400, y: 500),
            PointerEvent(t: later + 0.1, type: .move, x: 401, y: 500),
            PointerEvent(t: later + 0.2, type: .up, x: 401, y: 500),
        ]
        trace.duration = 3
        let release = try #require(try TraceReplay.record(trace).release)
        #expect(!release.inertia && release.distance == 0)
    }

    @Test func noReleaseEncodesAsNull() throws {
        var trace = Self.flingTrace()
        trace.events.removeLast()
        let recording = try TraceReplay.record(trace)
        #expect(recording.release == nil)
        let json = String(decoding: try JSONEncoder().encode(recording), as: UTF8.self)
        #expect(json.contains(#""release":null"#))
    }

    @Test func eventsAfterTheLastFrameStillCountForTheRelease() throws {
        var trace = Self.flingTrace()
        trace.duration = 0.1
        let recording = try TraceReplay.record(trace)
        #expect(recording.frames.count == 7)
        #expect(recording.release?.inertia == true)
    }

    @Test func steppingByHandMatchesTheRecording() throws {
        let trace = Self.flingTrace()
        let recording = try TraceReplay.record(trace)
        var replay = try TraceReplay(trace)
        let stepped = (0..<trace.frameCount).map { replay.advance(to: replay.frameTime($0)) }
        #expect(stepped == recording.frames)
    }

    @Test func aPauseBeforeReleaseShowsAsZeroVelocity() throws {
        let recording = try TraceReplay.record(Self.flingTrace(releaseDelay: 0.1))
        #expect(recording.release == RingSpinner.Release(velocity: 0, inertia: false, distance: 0))
        // The frames during the pause already show the pointer at rest.
        let paused = recording.frames.filter { $0.t > 0.35 && $0.t < 0.4 }
        #expect(!paused.isEmpty && paused.allSatisfy { $0.velocity == 0 && $0.phase == .drag })
    }

    @Test func anInvalidTraceIsNotReplayed() {
        var trace = Self.flingTrace()
        trace.events.swapAt(2, 3)
        #expect(throws: PointerTrace.Invalid.self) { try TraceReplay.record(trace) }
    }
}
