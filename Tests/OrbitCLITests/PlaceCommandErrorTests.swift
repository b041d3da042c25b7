import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitCLI

@Suite struct PlaceCommandErrorTests {
    static let validScene = #"{"viewport": {"width": 400, "height": 300}, "avatarRadius": 10, "users": [{"id": "a", "distanceMeters": 5}]}"#

    struct Case: CustomTestStringConvertible, Sendable {
        var input: String
        var code: Int32
        /// Fragments the message on stderr must contain.
        var message: [String]
        var testDescription: String { input.count > 60 ? String(input.prefix(60)) + "…" : input }
    }

    static let malformed: [Case] = [
        Case(input: "", code: 65, message: ["standard input", "line 1, column 1", "empty"]),
        Case(input: "  \n\t ", code: 65, message: ["line 2, column 3", "empty"]),
        Case(input: "{\"viewport\": {\"width\": 1,\n  \"height\": 2,, }", code: 65, message: ["line 2, column 15", "','"]),
        Case(input: "{\"users\": [1, 2]", code: 65, message: ["line 1, column 17", "end of input"]),
        Case(input: "{\"a\": tru}", code: 65, message: ["line 1, column 7", "true"]),
        Case(input: "{\"a\": \"unterminated}", code: 65, message: ["line 1, column 7", "never closed"]),
        Case(input: "{\"a\": 01}", code: 65, message: ["line 1, column 8", "','"]),
        Case(input: "{\"a\": NaN}", code: 65, message: ["line 1, column 7", "'N'"]),
        Case(input: "{\"a\": 1} {}", code: 65, message: ["line 1, column 10", "after the end"]),
        Case(input: "{\"a\": 1, \"a\": 2}", code: 65, message: ["line 1, column 10", "\"a\" appears twice"]),
        Case(input: "{\"é\": \"x\",\n \"ü\": \"\u{1}\"}", code: 65, message: ["line 2, column 8", "control"]),
        Case(input: "{\"a\": \"\\ud800\"}", code: 65, message: ["line 1, column 8", "surrogate"]),
        Case(input: String(repeating: "[", count: 100_000), code: 65, message: ["nested deeper than 512"]),
        Case(input: "{\"users\": [{\"id\": \"a\"}],}", code: 65, message: ["line 1, column 25", "key in double quotes"]),
        // A syntax error is reported before a wrongly typed entry read earlier, and a repeated `users` too.
        Case(input: #"{"users": [{"id": 7}], "viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "x": tru}"#, code: 65,
             message: ["line 1, column 87", "true"]),
        Case(input: #"{"users": [{"id": "a"}], "users": [{"id": "b"}]}"#, code: 65, message: ["line 1, column 26", "\"users\" appears twice"]),
    ]

    static let wrongTypes: [Case] = [
        Case(input: "[]", code: 65, message: ["top level: expected an object, got an array"]),
        // The scene's fields are checked before the `users` entries, wherever they are in the file.
        Case(input: #"{"users": [{"id": 7}], "avatarRadius": 1}"#, code: 65, message: ["viewport: required key is missing"]),
        Case(input: #"{"users": [{"id": "a"}, {"id": 7}, {"lat": 1}], "viewport": {"width": 4, "height": 3}, "avatarRadius": 1}"#, code: 65,
             message: ["users[1].id: expected a string, got a number (7)"]),
        Case(input: "42", code: 65, message: ["top level: expected an object, got a number (42)"]),
        Case(input: #"{"avatarRadius": 10, "users": []}"#, code: 65, message: ["viewport: required key is missing"]),
        Case(input: #"{"viewport": {"width": "wide", "height": 3}, "avatarRadius": 10, "users": []}"#, code: 65,
             message: ["viewport.width: expected a number, got a string (\"wide\")"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "users": []}"#, code: 65, message: ["avatarRadius: required key is missing"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1}"#, code: 65, message: ["users: required key is missing"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "users": {}}"#, code: 65, message: ["users: expected an array, got an object"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "users": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d", "lat": true}]}"#,
             code: 65, message: ["users[3].lat: expected a number, got a boolean"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "users": [{"id": 7}]}"#, code: 65, message: ["users[0].id: expected a string, got a number (7)"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "users": [{"name": "x"}]}"#, code: 65, message: ["users[0].id: required key is missing"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "users": ["a"]}"#, code: 65, message: ["users[0]: expected an object, got a string"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "users": [{"id": "a", "active": "yes"}]}"#, code: 65, message: ["users[0].active: expected a boolean"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "users": [{"id": "a", "relation": 1}]}"#, code: 65, message: ["users[0].relation: expected a string"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "seed": -1, "users": []}"#, code: 65, message: ["seed: expected an integer in 0...18446744073709551615"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "seed": 1.5, "users": []}"#, code: 65, message: ["seed: expected an integer"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "maxRings": "3", "users": []}"#, code: 65, message: ["maxRings: expected an integer"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "placement": "spiral", "users": []}"#, code: 65,
             message: ["placement: expected \"random\" or \"bearing\", got a string (\"spiral\")"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "rings": {"bandsMeters": [10, "x"]}, "users": []}"#, code: 65,
             message: ["rings.bandsMeters[1]: expected a number"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "viewer": {"lat": 1}, "users": []}"#, code: 65, message: ["viewer.lon: required key is missing"]),
    ]

    static let invalidScenes: [Case] = [
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 0, "users": []}"#, code: 65, message: ["avatarRadius", "> 0"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1e400, "users": []}"#, code: 65, message: ["avatarRadius"]),
        Case(input: #"{"viewport": {"width": 0, "height": 3}, "avatarRadius": 1, "users": []}"#, code: 65, message: ["viewport"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "spacing": -1, "users": []}"#, code: 65, message: ["spacing"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "viewer": {"lat": 91, "lon": 0}, "users": []}"#, code: 65,
             message: ["viewer", "latitude"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "maxRings": 0, "users": []}"#, code: 65, message: ["maxRings"]),
        Case(input: #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "rings": {"bandsMeters": [5, 2]}, "users": []}"#, code: 65,
             message: ["rings.bandsMeters"]),
    ]

    @Test(arguments: malformed + wrongTypes + invalidScenes)
    func badInputExitsWithAMessageSayingWhatAndWhere(_ bad: Case) {
        let run = PlaceRun(["place"], input: Data(bad.input.utf8))
        #expect(run.code == bad.code)
        #expect(run.output.isEmpty)
        for fragment in bad.message {
            #expect(run.error.contains(fragment), "stderr: \(run.error)")
        }
    }

    @Test func invalidUTF8IsReportedWithItsPosition() {
        let bytes = Data(#"{"users": [{"id": ""#.utf8) + Data([0xFF, 0xFE]) + Data(#""}]}"#.utf8)
        let run = PlaceRun(["place"], input: bytes)
        #expect(run.code == 65)
        #expect(run.error.contains("line 1, column 19") && run.error.contains("UTF-8"), "stderr: \(run.error)")
    }

    static let badArguments: [[String]] = [
        ["place", "--bogus"], ["place", "-x"], ["place", "--format", "png"], ["place", "--format"], ["place", "a.json", "b.json"],
        ["place", "--out"], ["place", "--previous", "-"], ["frobnicate"], [],
    ]

    @Test(arguments: badArguments)
    func badArgumentsExit64WithUsage(_ arguments: [String]) {
        let run = PlaceRun(arguments, input: Data(Self.validScene.utf8))
        #expect(run.code == 64)
        #expect(run.error.contains("Usage: orbit-layout"), "stderr: \(run.error)")
    }

    @Test func unreadableInputExits66NamingTheFile() throws {
        let directory = try PlaceTemporaryDirectory()
        let missing = directory.path("missing.json")
        for arguments in [["place", missing], ["place", directory.url.path], ["place", "-", "--previous", missing]] {
            let run = PlaceRun(arguments, input: Data(Self.validScene.utf8))
            #expect(run.code == 66, "\(arguments)")
            #expect(run.error.contains(arguments.last!), "stderr: \(run.error)")
        }
    }

    @Test func malformedPreviousExits65NamingTheFile() throws {
        let directory = try PlaceTemporaryDirectory()
        let previous = directory.path("previous.json")
        for (text, fragment) in [("{\n  \"center\": ", "line 2, column 13"), ("{\"center\": {\"x\": 1}}", "center.y")] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: previous))
            let run = PlaceRun(["place", "--previous", previous], input: Data(Self.validScene.utf8))
            #expect(run.code == 65)
            #expect(run.error.contains(previous) && run.error.contains(fragment), "stderr: \(run.error)")
        }
    }

    @Test func unwritableOutputExits73NamingTheFile() throws {
        let directory = try PlaceTemporaryDirectory()
        for target in [directory.path("no/such/dir/out.json"), directory.url.path] {
            let run = PlaceRun(["place", "--out", target], input: Data(Self.validScene.utf8))
            #expect(run.code == 73, "\(target): \(run.error)")
            #expect(run.error.contains(target))
        }
    }

    /// Valid documents cut short or with bytes overwritten must end in exit 0 or 65, never a crash.
    @Test(arguments: Array(UInt64(1)...40))
    func garbageNeverCrashes(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var bytes = [UInt8](PlaceScene.data(PlaceScene.document(seed: seed, count: 6)))
        let alphabet = Array("{}[]\",:-0123456789.eE tfnul\\x\u{7F}".utf8) + [0x00, 0xC3, 0xFF]
        for _ in 0..<(1 + random.next() % 4) {
            let position = Int(random.next() % UInt64(bytes.count))
            bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
        }
        let cut = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
        for input in [bytes, cut] {
            let run = PlaceRun(["place"], input: Data(input))
            #expect(run.code == 0 || run.code == 65, "seed \(seed): exit \(run.code)")
            #expect(run.code == 0 || !run.error.isEmpty, "seed \(seed)")
        }
    }
}
