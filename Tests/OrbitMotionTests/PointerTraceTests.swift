import Foundation
import OrbitGeometry
import Testing
@testable import OrbitMotion

@Suite struct PointerTraceTests {
    static func trace(_ events: [PointerEvent], fps: Double = 60, duration: Double = 1) -> PointerTrace {
        PointerTrace(center: OrbitPoint(x: 0, y: 0), fps: fps, duration: duration, events: events)
    }

    static let press = PointerEvent(t: 0, type: .down, x: 0, y: 100)
    static let lift = PointerEvent(t: 0.1, type: .up, x: 10, y: 100)

    /// The problem `trace` is rejected with, or `nil` when it is valid.
    static func problem(_ trace: PointerTrace) -> PointerTrace.Invalid? {
        do {
            try trace.validate()
            return nil
        } catch {
            return error
        }
    }

    @Test func aWellFormedTraceIsValid() {
        #expect(Self.problem(Self.trace([Self.press, PointerEvent(t: 0.05, type: .move, x: 5, y: 100), Self.lift])) == nil)
        // Hovering moves, equal timestamps and a trace that ends pressed are fine.
        let hover = PointerEvent(t: 0, type: .move, x: 3, y: 3)
        #expect(Self.problem(Self.trace([hover, Self.press, PointerEvent(t: 0, type: .move, x: 1, y: 100)])) == nil)
    }

    @Test func eachProblemIsNamedWithItsPath() {
        let cases: [(PointerTrace, String, String)] = [
            (Self.trace([Self.press, Self.lift, PointerEvent(t: 0.05, type: .move, x: 0, y: 0)]), "events[2].t", "sorted"),
            (Self.trace([Self.press, PointerEvent(t: .nan, type: .move, x: 0, y: 0)]), "events[1].t", "finite"),
            (Self.trace([Self.press, PointerEvent(t: 0.1, type: .move, x: .infinity, y: 0)]), "events[1].x", "finite"),
            (Self.trace([PointerEvent(t: 0, type: .up, x: 0, y: 0)]), "events[0].type", "'up' without a preceding 'down'"),
            (Self.trace([Self.press, Self.press]), "events[1].type", "already down since events[0]"),
            (Self.trace([Self.press], fps: 0), "fps", "greater than 0"),
            (Self.trace([Self.press], fps: -5), "fps", "greater than 0"),
            (Self.trace([Self.press], fps: .nan), "fps", "finite"),
            (Self.trace([Self.press], duration: -1), "duration", "before the first event"),
            (Self.trace([Self.press], fps: 1e9, duration: 10), "fps", "frames"),
            (Self.trace([]), "events", "at least one event"),
            (PointerTrace(center: OrbitPoint(x: .nan, y: 0), fps: 60, duration: 1, events: [Self.press]), "center.x", "finite"),
            (Self.trace([.wheel(t: 0, x: 1, y: 1, dy: .nan)]), "events[0].dy", "finite"),
            // Beyond 32 bits, what SDL's events hold: the demo's replay trapped converting them.
            (Self.trace([Self.press, .wheel(t: 0, x: 1, y: 1, dy: 3e9)]), "events[1].dy", "within ±1000 notches"),
            (Self.trace([.wheel(t: 0, x: 1, y: 1, dy: -1001)]), "events[0].dy", "within ±1000 notches"),
            (Self.trace([.wheel(t: 0, x: 3e9, y: 1, dy: 1)]), "events[0].x", "within ±1000000000"),
            (Self.trace([.wheel(t: 0, x: 1, y: -3e9, dy: 1)]), "events[0].y", "within ±1000000000"),
            (Self.trace([Self.press, PointerEvent(t: 0.1, type: .move, x: 0, y: 1e300)]), "events[1].y", "got 1e+300"),
            (PointerTrace(center: OrbitPoint(x: 0, y: 2e9), fps: 60, duration: 1, events: [Self.press]), "center.y", "within"),
            (Self.trace([.key(t: 0, "")]), "events[0].key", "key name"),
            (Self.trace([.text(t: 0, "")]), "events[0].text", "typed text"),
        ]
        for (trace, path, words) in cases {
            let problem = Self.problem(trace)
            #expect(problem?.path == path, "\(trace.events.map(\.type)) fps \(trace.fps): \(String(describing: problem))")
            #expect(problem?.description.contains(words) == true, "\(String(describing: problem)) should mention \(words)")
        }
    }

    @Test func theRangesThemselvesAreValid() {
        let edge = PointerTrace.maximumCoordinate, notches = PointerTrace.maximumNotches
        let trace = PointerTrace(center: OrbitPoint(x: -edge, y: edge), fps: 60, duration: 1, events: [
            .wheel(t: 0, x: edge, y: -edge, dy: notches), .wheel(t: 0, x: -edge, y: edge, dy: -notches),
        ])
        #expect(Self.problem(trace) == nil)
        #expect(Double(Int32.max) > edge, "a valid position converts to SDL's 32-bit coordinates")
    }

    @Test func frameCountCoversTheFirstEventToTheDuration() {
        #expect(Self.trace([Self.press], fps: 60, duration: 2).frameCount == 121)
        #expect(Self.trace([PointerEvent(t: 0.5, type: .down, x: 0, y: 1)], fps: 10, duration: 1).frameCount == 6)
        #expect(Self.trace([Self.press], fps: 60, duration: 0).frameCount == 1)
    }

    @Test func unknownEventTypesAreNamedWhenDecoding() throws {
        let json = #"{"center":{"x":0,"y":0},"fps":60,"duration":1,"events":[{"t":0,"type":"wiggle","x":1,"y":1}]}"#
        do {
            _ = try JSONDecoder().decode(PointerTrace.self, from: Data(json.utf8))
            Issue.record("an unknown type decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("unknown event type 'wiggle'"))
            #expect(context.codingPath.map(\.stringValue).suffix(2) == ["Index 0", "type"])
        }
    }

    @Test func wheelKeyAndTextEventsDecodeWithOnlyTheirOwnFields() throws {
        let json = #"""
            {"center":{"x":0,"y":0},"fps":60,"duration":1,"events":[
              {"t":0,"type":"wheel","x":10,"y":20,"dy":-1.5},
              {"t":0.1,"type":"key","key":"Shift+Tab"},
              {"t":0.2,"type":"text","text":"anna"}]}
            """#
        let trace = try JSONDecoder().decode(PointerTrace.self, from: Data(json.utf8))
        #expect(trace.events == [.wheel(t: 0, x: 10, y: 20, dy: -1.5), .key(t: 0.1, "Shift+Tab"), .text(t: 0.2, "anna")])
        #expect(Self.problem(trace) == nil)
        // Encoding writes the same fields back, so a trace survives a round trip.
        let again = try JSONDecoder().decode(PointerTrace.self, from: JSONEncoder().encode(trace))
        #expect(again == trace)
        let keyOnly = try JSONSerialization.jsonObject(with: JSONEncoder().encode(PointerEvent.key(t: 1, "H"))) as? [String: Any]
        #expect(Set(keyOnly?.keys.map { $0 } ?? []) == ["t", "type", "key"])
    }

    @Test func pinchAndTwistEventsDecodeAndRoundTrip() throws {
        let json = #"""
            {"center":{"x":0,"y":0},"fps":60,"duration":1,"events":[
              {"t":0,"type":"pinch","x":10,"y":20,"scale":1.25},
              {"t":0.1,"type":"twist","x":30,"y":40,"angle":-0.2}]}
            """#
        let trace = try JSONDecoder().decode(PointerTrace.self, from: Data(json.utf8))
        #expect(trace.events == [.pinch(t: 0, x: 10, y: 20, scale: 1.25), .twist(t: 0.1, x: 30, y: 40, angle: -0.2)])
        #expect(Self.problem(trace) == nil)
        #expect(try JSONDecoder().decode(PointerTrace.self, from: JSONEncoder().encode(trace)) == trace)
        let twist = try JSONSerialization.jsonObject(with: JSONEncoder().encode(PointerEvent.twist(t: 1, x: 2, y: 3, angle: 0.5))) as? [String: Any]
        #expect(Set(twist?.keys.map { $0 } ?? []) == ["t", "type", "x", "y", "angle"])
    }

    /// Seeded: a pinch's scale and a twist's angle are accepted exactly within their ranges, and anything else
    /// (out of range, not finite, missing) is named with its path.
    @Test func pinchAndTwistFieldsAreRangeChecked() {
        var random = SeededGenerator(seed: 19)
        for _ in 0..<2000 {
            let value = [Double.nan, .infinity, -.infinity, 0, -1, 1e-3, 0.01, 100, 100.5, .pi, -.pi, 3.2, -3.2][Int(random.next() % 13)]
                * (random.next() % 2 == 0 ? 1 : random.nextUnit() * 2)
            let pinch = Self.problem(Self.trace([.pinch(t: 0, x: 1, y: 1, scale: value)]))
            #expect((pinch == nil) == PointerEvent.pinchScaleRange.contains(value), "scale \(value): \(String(describing: pinch))")
            if let pinch { #expect(pinch.path == "events[0].scale") }
            let twist = Self.problem(Self.trace([.twist(t: 0, x: 1, y: 1, angle: value)]))
            #expect((twist == nil) == PointerEvent.twistAngleRange.contains(value), "angle \(value): \(String(describing: twist))")
            if let twist { #expect(twist.path == "events[0].angle") }
        }
        var missing = PointerEvent(t: 0, type: .pinch, x: 0, y: 0)
        missing.scale = nil
        #expect(Self.problem(Self.trace([missing]))?.path == "events[0].scale")
    }

    @Test func aWheelEventNeedsItsNotches() {
        let json = #"{"center":{"x":0,"y":0},"fps":60,"duration":1,"events":[{"t":0,"type":"wheel","x":1,"y":1}]}"#
        do {
            _ = try JSONDecoder().decode(PointerTrace.self, from: Data(json.utf8))
            Issue.record("a wheel event without dy decoded")
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "dy")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

@Suite struct KeyChordTests {
    @Test func modifiersComeBeforeTheKeyName() {
        #expect(KeyChord("Escape") == KeyChord(modifiers: [], name: "Escape"))
        #expect(KeyChord("Shift+Tab") == KeyChord(modifiers: .shift, name: "Tab"))
        #expect(KeyChord("ctrl+ALT+r") == KeyChord(modifiers: [.control, .alt], name: "r"))
        #expect(KeyChord("+") == KeyChord(modifiers: [], name: "+"))
        #expect(KeyChord("Shift++") == KeyChord(modifiers: .shift, name: "+"))
        #expect(KeyChord("Shift+") == KeyChord(modifiers: [], name: "Shift+"))
        #expect(KeyChord("") == nil)
    }
}

extension KeyChordTests {
    @Test func aKeyNameHasAtMostTheMaximumLength() {
        let fourModifiers = "SHIFT+Ctrl+alt+Gui+"
        let longest = fourModifiers + String(repeating: "k", count: KeyChord.maximumLength - fourModifiers.utf8.count)
        #expect(KeyChord(longest) == KeyChord(modifiers: [.shift, .control, .alt, .gui], name: String(longest.dropFirst(fourModifiers.count))))
        #expect(KeyChord(longest + "k") == nil)
        // The quadratic case: modifier after modifier, 60 KB of them.
        #expect(KeyChord(String(repeating: "shift+", count: 10_000) + "Tab") == nil)
    }

    @Test func aTraceRefusesATooLongKeyNameWithItsLength() {
        let name = String(repeating: "Shift+", count: 10_000) + "Tab"
        let problem = PointerTraceTests.problem(PointerTraceTests.trace([.key(t: 0, "Tab"), .key(t: 0, name)]))
        #expect(problem == PointerTrace.Invalid(path: "events[1].key", problem: .keyNameTooLong(bytes: 60_003)))
        #expect(problem?.description == "events[1].key: is 60003 bytes long; a key name has at most 64")
    }
}
