import Foundation
import OrbitGeometry
import OrbitMotion
import Testing
@testable import OrbitFiles

/// The demo's `--replay` traces (pointer, wheel, key and text events in window coordinates), mutated thousands
/// of times with seeds and read in-process by the reader the demo uses (`TraceFile`): never a crash, every error
/// names where (a line and column, or the key path of the field), and every trace accepted is safe to play — its
/// positions and wheel steps fit SDL's 32-bit event fields, its frame count is bounded or refused by name.
@Suite struct ReplayTraceFuzzTests {
    /// A valid demo replay: a drag, wheel steps, keys and typed text, in time order.
    static func trace(_ random: inout SeededGenerator) -> FuzzJSON {
        var events: [FuzzJSON] = []
        var t = 0.0, pressed = false
        for _ in 0..<(2 + Int(random.next() % 12)) {
            let position: [(String, FuzzJSON)] = [("x", .number(1280 * random.nextUnit())), ("y", .number(800 * random.nextUnit()))]
            let event: [(String, FuzzJSON)]
            switch random.next() % 5 {
            case 0:
                event = [("type", .string(pressed ? "up" : "down"))] + position
                pressed.toggle()
            case 1: event = [("type", .string("move"))] + position
            case 2: event = [("type", .string("wheel"))] + position + [("dy", .number((random.nextUnit() - 0.5) * 8))]
            case 3: event = [("type", .string("key")), ("key", .string(["Tab", "Shift+Tab", "Return", "Escape", "H", "+", "Ctrl+R"][Int(random.next() % 7)]))]
            default: event = [("type", .string("text")), ("text", .string(["ann", "é", "𝕏", "a b"][Int(random.next() % 4)]))]
            }
            events.append(.object([("t", .number(t))] + event))
            t += random.nextUnit() / 10
        }
        return .object([("center", .object([("x", .number(640)), ("y", .number(400))])), ("fps", .number(60)),
                        ("duration", .number(t + random.nextUnit())), ("events", .array(events))])
    }

    /// Numbers at and beyond the edges the demo converts: 32-bit positions, wheel notches.
    static let edgeNumbers = ["3e9", "-2147483649", "2147483647", "1e9", "-1e9", "1000000001", "1000", "-1001", "1e300", "-1e400"]

    /// `value` with one numeric field of one event (or of the centre) set to an edge number.
    static func withEdgeNumber(_ value: FuzzJSON, _ mutator: inout InputMutator) -> FuzzJSON {
        guard case .object(var members) = value else { return value }
        let edge = FuzzJSON.token(mutator.pick(edgeNumbers))
        for (index, member) in members.enumerated() {
            if member.0 == "events", case .array(var events) = member.1, !events.isEmpty {
                let pick = Int(mutator.random.next() % UInt64(events.count))
                if case .object(var fields) = events[pick] {
                    let key = mutator.pick(["x", "y", "dy", "t"])
                    fields.removeAll { $0.0 == key }
                    fields.append((key, edge))
                    events[pick] = .object(fields)
                }
                members[index].1 = .array(events)
            } else if member.0 == "center", mutator.chance(0.1) {
                members[index].1 = .object([("x", edge), ("y", .number(400))])
            }
        }
        return .object(members)
    }

    /// Where an error may say the problem is: a line and column, the top level, or a field of the trace.
    static func namesWhere(_ message: String) -> Bool {
        message.contains("line ") || ["top level", "events", "center", "fps", "duration"].contains { message.contains($0) }
    }

    @Test(arguments: Array(UInt64(0)..<8)) func mutatedReplaysAreReadOrRefusedByName(batch: UInt64) throws {
        let int32 = Double(Int32.min)...Double(Int32.max)
        for case_ in 0..<250 {
            let seed = 200_000 + batch * 1_000 + UInt64(case_)
            var mutator = InputMutator(random: SeededGenerator(seed: seed))
            var json = mutator.mutate(Self.trace(&mutator.random), rate: mutator.pick([0.0, 0.03, 0.1, 0.25]))
            if mutator.chance(0.5) { json = Self.withEdgeNumber(json, &mutator) }
            let trace: PointerTrace
            do {
                trace = try TraceFile(data: mutator.damage(json.text), source: "replay.json").trace
            } catch {
                #expect(error.kind == .malformed && error.description.hasPrefix("replay.json: "), "seed \(seed): \(error)")
                #expect(Self.namesWhere(error.description), "seed \(seed): says not where: \(error.description)")
                continue
            }
            // What the demo's replay converts for SDL, and the frames it would run.
            for event in trace.events {
                #expect(int32.contains(event.x.rounded()) && int32.contains(event.y.rounded()), "seed \(seed): \(event)")
                #expect(abs((event.dy ?? 0) * 3) <= Double(Int.max / 2), "seed \(seed): \(event)")
                if event.type == .key { #expect(KeyChord(event.key ?? "") != nil, "seed \(seed): \(event)") }
            }
            do {
                #expect(try trace.playbackFrameCount(step: 1.0 / 60) <= PointerTrace.maximumFrameCount, "seed \(seed)")
            } catch {
                #expect(error.path == "duration", "seed \(seed): \(error)")
            }
        }
    }
}
