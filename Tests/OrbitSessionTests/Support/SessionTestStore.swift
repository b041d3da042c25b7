import OrbitGeometry
import OrbitLayout
import OrbitMotion
import Testing
@testable import OrbitSession

/// A session driven the way The Composable Architecture's `TestStore` drives a store: every input is sent with
/// the whole change it must make to `SessionState`, and a field that changed otherwise fails the test, named
/// with what was expected and what came. The clock follows each input and frame by itself (every one moves it).
struct SessionTestStore {
    private(set) var session: OrbitSession
    /// The time of the last input or frame.
    private(set) var time: Double
    /// The frame laid out by the last `advance`.
    private(set) var frame: SessionFrame

    /// A store over `session`, whose clock is `time`.
    init(_ session: OrbitSession, time: Double = 0) throws {
        self.session = session
        self.time = time
        frame = try self.session.advance(to: time)
    }

    /// Sends the input `make` gives for the time `delay` seconds on, and expects the state to change exactly as
    /// `expect` changes the state before it.
    mutating func send(_ make: (Double) -> SessionInput, after delay: Double = 1.0 / 60, sourceLocation: SourceLocation = #_sourceLocation,
                       _ expect: (inout SessionState) throws -> Void = { _ in }) rethrows {
        time += delay
        var expected = session.state
        expected.clock = max(expected.clock, time)
        try expect(&expected)
        session.handle(make(time))
        Self.check(session.state, expected, sourceLocation: sourceLocation)
    }

    /// Sends the key `chord` (`KeyChord`'s names: "Tab", "Shift+Tab", "/", "Escape"), as `send(_:after:_:)`.
    mutating func press(_ chord: String, after delay: Double = 1.0 / 60, sourceLocation: SourceLocation = #_sourceLocation,
                        _ expect: (inout SessionState) throws -> Void = { _ in }) throws {
        let key = try #require(KeyChord(chord), "no key \(chord)", sourceLocation: sourceLocation)
        try send({ .key(key, time: $0) }, after: delay, sourceLocation: sourceLocation, expect)
    }

    /// Advances to the time `delay` seconds on (a frame) and expects the state to change exactly as `expect` says.
    @discardableResult
    mutating func advance(by delay: Double = 1.0 / 60, sourceLocation: SourceLocation = #_sourceLocation,
                          _ expect: (inout SessionState) throws -> Void = { _ in }) throws -> SessionFrame {
        time += delay
        var expected = session.state
        expected.clock = max(expected.clock, time)
        try expect(&expected)
        frame = try session.advance(to: time)
        Self.check(session.state, expected, sourceLocation: sourceLocation)
        return frame
    }

    /// Records an issue naming every field of `actual` that is not as `expected`.
    private static func check(_ actual: SessionState, _ expected: SessionState, sourceLocation: SourceLocation) {
        guard actual != expected else { return }
        let got = Mirror(reflecting: actual).children, wanted = Mirror(reflecting: expected).children
        let differences = zip(got, wanted).compactMap { got, wanted -> String? in
            let (now, then) = (String(reflecting: got.value), String(reflecting: wanted.value))
            return now == then ? nil : "\(got.label ?? "?"): expected \(then), got \(now)"
        }
        let message = "the state changed otherwise than expected:\n" + differences.joined(separator: "\n")
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

extension SessionTestStore {
    /// A store over `people` people of a seeded crowd (some blocked, hidden at the start) in a 1280×800 window,
    /// with the demo's keys, after its first frame.
    static func crowd(_ people: Int = 60, seed: UInt64 = 7) throws -> SessionTestStore {
        var crowd = CrowdGenerator(seed: seed, avatars: [])
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 22, spacing: 4, seed: seed,
                                    people: crowd.next(people))
        return try SessionTestStore(OrbitSession(request: request, windowSize: OrbitSize(width: 1280, height: 800), configuration: SessionScenario.demo))
    }
}
