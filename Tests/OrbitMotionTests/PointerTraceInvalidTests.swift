import OrbitGeometry
import Testing
@testable import OrbitMotion

/// A caller switches on why a trace cannot be replayed, with the key path and the values involved.
@Suite struct PointerTraceInvalidTests {
    static func problem(_ trace: PointerTrace) -> PointerTrace.Invalid? {
        PointerTraceTests.problem(trace)
    }

    @Test func casesCarryTheirValues() throws {
        let unsorted = try #require(Self.problem(PointerTraceTests.trace([
            PointerEvent(t: 0.5, type: .move, x: 0, y: 0), PointerEvent(t: 0.2, type: .move, x: 0, y: 0),
        ])))
        #expect(unsorted == PointerTrace.Invalid(path: "events[1].t", problem: .unsorted(time: 0.2, previousIndex: 0, previousTime: 0.5)))
        let twice = try #require(Self.problem(PointerTraceTests.trace([PointerTraceTests.press, PointerTraceTests.press])))
        guard case .downWhileDown(let since) = twice.problem else {
            Issue.record("\(twice)")
            return
        }
        #expect(since == 0 && twice.path == "events[1].type")
        let wheel = try #require(Self.problem(PointerTraceTests.trace([.wheel(t: 0, x: 0, y: 0, dy: 5000)])))
        #expect(wheel.problem == .wheelTooLarge(5000) && wheel.description == "events[0].dy: must be within ±1000 notches, got 5000.0")
        #expect(throws: PointerTrace.Invalid(path: "step", problem: .invalidStep(0))) {
            try PointerTraceTests.trace([PointerTraceTests.press]).playbackFrameCount(step: 0)
        }
    }

    /// Whatever is broken in a random trace, the problem's message starts with its key path and says something.
    @Test func everyProblemStartsWithItsKeyPath() {
        let values: [Double] = [0, 1, -1, .nan, .infinity, 2e9, 0.25, 5000]
        let types: [PointerEvent.Kind] = [.down, .move, .up, .wheel, .key, .text, .pinch, .twist]
        var found = 0
        for seed in UInt64(0)..<500 {
            var random = SeededGenerator(seed: seed)
            let events = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                var event = PointerEvent(
                    t: values.randomElement(using: &random)!, type: types.randomElement(using: &random)!,
                    x: values.randomElement(using: &random)!, y: values.randomElement(using: &random)!)
                event.dy = Bool.random(using: &random) ? values.randomElement(using: &random)! : nil
                event.scale = Bool.random(using: &random) ? values.randomElement(using: &random)! : nil
                event.angle = Bool.random(using: &random) ? values.randomElement(using: &random)! : nil
                event.key = Bool.random(using: &random) ? "Escape" : nil
                event.text = Bool.random(using: &random) ? "a" : nil
                return event
            }
            let trace = PointerTraceTests.trace(events, fps: values.randomElement(using: &random)!, duration: values.randomElement(using: &random)!)
            guard let invalid = Self.problem(trace) else { continue }
            found += 1
            #expect(!invalid.path.isEmpty && invalid.description.hasPrefix("\(invalid.path): "), "seed \(seed): \(invalid)")
            #expect(invalid.problem.description.count > 3, "seed \(seed): \(invalid)")
        }
        #expect(found > 250, "only \(found) of 500 random traces were invalid")
    }
}
