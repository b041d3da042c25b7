import Foundation
import OrbitGeometry
import OrbitMotion
import Testing

@testable import OrbitFiles

/// Trace files are decoded an event at a time as they are parsed (no JSON tree of a million events), with the
/// same values and the same messages as decoding the whole document.
@Suite struct TraceFileTests {
    static func trace(events: String, fps: String = "60") -> Data {
        Data(#"{"center": {"x": 1, "y": 2}, "fps": \#(fps), "duration": 1, "events": [\#(events)]}"#.utf8)
    }

    static func failure(_ data: Data) -> FileError? {
        do {
            _ = try TraceFile(data: data, source: "t.json")
            return nil
        } catch {
            return error
        }
    }

    @Test func everyKindOfEventDecodesInOrder() throws {
        let events = #"{"t": 0, "type": "down", "x": 3, "y": 4}, {"t": 0.1, "type": "up", "x": 5, "y": 6}, "#
            + #"{"t": 0.2, "type": "wheel", "x": 1, "y": 1, "dy": 2}, {"t": 0.3, "type": "key", "key": "Shift+Tab"}, "#
            + #"{"t": 0.4, "type": "text", "text": "ann"}, {"t": 0.5, "type": "pinch", "x": 1, "y": 1, "scale": 2}"#
        let file = try TraceFile(data: Self.trace(events: events), source: "t.json")
        #expect(file.trace.events.map(\.type) == [.down, .up, .wheel, .key, .text, .pinch])
        #expect(file.trace.events[3].key == "Shift+Tab" && file.trace.events[2].dy == 2 && file.trace.events[1].point == OrbitPoint(x: 5, y: 6))
        #expect(file.trace.center == OrbitPoint(x: 1, y: 2) && file.trace.fps == 60)
    }

    /// A bad event is named by its index; a bad top-level member is found before it, as in source order.
    @Test func failuresKeepTheirKeyPaths() {
        let bad = #"{"t": 0, "type": "down", "x": 3, "y": 4}, {"t": 0.1, "type": "move", "x": "far", "y": 6}, {"t": 0.2, "type": "tap"}"#
        #expect(Self.failure(Self.trace(events: bad))?.description.contains("events[1].x: expected a number") == true,
                "\(String(describing: Self.failure(Self.trace(events: bad))))")
        #expect(Self.failure(Self.trace(events: bad, fps: #""sixty""#))?.description.contains("fps: expected a number") == true)
        #expect(Self.failure(Data(#"{"center": {"x": 1, "y": 2}, "fps": 60, "duration": 1}"#.utf8))?.description.contains("events") == true)
        #expect(Self.failure(Data(#"{"center": {"x": 1, "y": 2}, "fps": 60, "duration": 1, "events": 3}"#.utf8))?.description.contains("events") == true)
    }
}
