import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitFiles

/// A caller switches on what went wrong with a file, with its data (file, line, column, key path), and never
/// parses the message.
@Suite struct FileErrorTests {
    static func peopleError(_ text: String, source: String = "people.json") -> FileError? {
        do {
            _ = try PeopleFile(data: Data(text.utf8), source: source)
            return nil
        } catch {
            return error
        }
    }

    static let scene = #"{"viewport": {"width": 400, "height": 400}, "avatarRadius": 20, "users": ["#

    @Test func aWrongTypeNamesTheFileAndKeyPath() throws {
        let text = Self.scene + #"{"id": "a", "distanceMeters": 1}, {"id": "b", "distanceMeters": "far"}]}"#
        let error = try #require(Self.peopleError(text))
        guard case .wrongType(let source, let keyPath, let expected, let found) = error else {
            Issue.record("not a wrong type: \(error)")
            return
        }
        #expect(source == "people.json" && keyPath == "users[1].distanceMeters")
        #expect(expected == "a number" && found == #"a string ("far")"#)
        #expect(error.keyPath == "users[1].distanceMeters" && error.exitCode == .data)
        #expect(error.description == #"people.json: users[1].distanceMeters: expected a number, got a string ("far")"#)
    }

    @Test func aSyntaxErrorCarriesItsLineAndColumn() throws {
        let error = try #require(Self.peopleError("{\n  \"viewport\": {\n    \"width\": 400,,\n"))
        guard case .invalidJSON(let source, let line, let column, _) = error else {
            Issue.record("not a syntax error: \(error)")
            return
        }
        #expect(source == "people.json" && line == 3 && column == 18, "\(error)")
        #expect(error.description.hasPrefix("people.json: not valid JSON at line 3, column 18: "))
    }

    @Test func aMissingKeyAndAnInvalidValueNameTheirKeyPath() throws {
        let missing = try #require(Self.peopleError(Self.scene + #"{"distanceMeters": 1}]}"#))
        #expect(missing == .missingKey(source: "people.json", keyPath: "users[0].id"))
        let placement = try #require(Self.peopleError(#"{"viewport": {"width": 1, "height": 1}, "avatarRadius": 1, "placement": "spiral", "users": []}"#))
        guard case .wrongType(_, "placement", let expected, _) = placement else {
            Issue.record("\(placement)")
            return
        }
        #expect(expected == #""random" or "bearing""#)
    }

    @Test func anInvalidTraceOrLayoutKeepsTheValidationProblem() throws {
        let trace = #"{"center": {"x": 0, "y": 0}, "fps": 0, "duration": 1, "events": [{"t": 0, "type": "down", "x": 1, "y": 1}]}"#
        do {
            _ = try TraceFile(data: Data(trace.utf8), source: "trace.json")
            Issue.record("an fps of 0 was accepted")
        } catch {
            #expect(error == .invalidValue(source: "trace.json", keyPath: "fps", problem: "must be greater than 0, got 0.0"))
            #expect(error.description == "trace.json: fps: must be greater than 0, got 0.0")
        }
        let layout = #"{"center": {"x": 0, "y": 0}, "avatarRadius": 10, "spacing": 0, "rings": [], "nodes": [{"id": "a", "ring": 3, "x": 0, "y": 0, "angle": 0, "radius": 0}], "unplaced": [], "rejected": []}"#
        do {
            _ = try LayoutFile(data: Data(layout.utf8), source: "layout.json")
            Issue.record("a node on no ring was accepted")
        } catch {
            #expect(error.source == "layout.json" && error.keyPath == "nodes[0].ring")
            #expect(error.description == "layout.json: nodes[0].ring: \(LayoutResult.Invalid.Problem.unknownRing(3, ringCount: 0))")
        }
    }

    @Test func unreadableAndUnwritableFilesCarryTheSystemsReason() throws {
        let folder = try TemporaryFolder()
        let missing = folder.file("missing.json")
        #expect(throws: FileError.unreadable(file: "'\(missing)'", reason: .system(errno: ENOENT))) { try InputFile.read(missing) }
        #expect(throws: FileError.unreadable(file: "'\(folder.path)'", reason: .directory)) { try InputFile.read(folder.path) }
        #expect(throws: FileError.unwritable(file: "'\(folder.path)'", reason: .directory)) { try OutputFile.write([1], to: folder.path) }
        #expect(throws: FileError.unwritable(file: "''", reason: .emptyPath)) { try OutputFile.write([1], to: "") }
    }

    /// One error of every case, as a front end may meet it.
    static let everyCase: [FileError] = [
        .unreadable(file: "'a.json'", reason: .system(errno: EACCES)), .unreadable(file: "standard input", reason: .device),
        .tooLarge(file: "'big.json'", limit: 1 << 30),
        .invalidJSON(source: "a.json", line: 2, column: 5, problem: "unexpected ','"),
        .wrongType(source: "a.json", keyPath: "users[3].lat", expected: "a number", found: "a string (\"x\")"),
        .missingKey(source: "a.json", keyPath: "viewport"),
        .invalidValue(source: "a.json", keyPath: "events[0].type", problem: "unknown event type 'tap'"),
        .unwritable(file: "'out/'", reason: .trailingSlash), .unwritable(file: "'x'", reason: .nameTooLong(limit: 255)),
        .unwritable(file: "'loop'", reason: .symbolicLinkLoop), .writeFailed(file: "standard output", errno: EPIPE),
        .interrupted(signal: SIGTERM, activity: "waiting for a writer of 'feed'"),
    ]

    @Test func everyCaseNamesItsFileAndLocationAndMapsToOneExitCode() {
        for error in Self.everyCase {
            let text = error.description
            #expect(!text.isEmpty)
            if let source = error.source { #expect(text.hasPrefix("\(source): "), "\(text)") }
            if let keyPath = error.keyPath { #expect(text.contains("\(keyPath): "), "\(text)") }
            switch error {
            case .unreadable(let file, _), .tooLarge(let file, _), .unwritable(let file, _), .writeFailed(let file, _):
                #expect(text.contains(file), "\(text)")
            case .invalidJSON(_, let line, let column, _): #expect(text.contains("line \(line), column \(column)"), "\(text)")
            case .interrupted(let signal, let activity):
                #expect(text.contains(activity) && error.exitCode == .signal(signal), "\(text)")
            case .wrongType, .missingKey, .invalidValue: break
            }
            let expected: ExitCode = switch error.kind {
            case .unreadable: .noInput
            case .malformed: .data
            case .unwritable: .cannotCreate
            case .writeFailed: .ioError
            case .interrupted(let signal): .signal(signal)
            }
            #expect(error.exitCode == expected, "\(text)")
        }
    }

    /// A people file with one user's field swapped for a wrong type fails there, with that key path, whichever
    /// user and field it is.
    @Test func aRandomWrongTypeIsReportedAtItsKeyPath() throws {
        let fields: [(key: String, good: String, bad: String, expected: String)] = [
            ("id", #""p""#, "7", "a string"), ("distanceMeters", "3", #""near""#, "a number"),
            ("active", "true", "1", "a boolean (true or false)"), ("name", #""Ann""#, "[]", "a string"),
            ("lat", "1", "{}", "a number"),
        ]
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            let count = Int.random(in: 1...12, using: &random)
            let broken = Int.random(in: 0..<count, using: &random)
            let field = fields.randomElement(using: &random)!
            let users = (0..<count).map { index in
                var members = [("id", "\"p\(index)\""), ("distanceMeters", "\(index)")]
                if !members.contains(where: { $0.0 == field.key }) { members.append((field.key, field.good)) }
                if index == broken { members = members.map { $0.0 == field.key ? ($0.0, field.bad) : $0 } }
                return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
            }
            let text = Self.scene + users.joined(separator: ",\n") + "]}"
            guard let error = Self.peopleError(text, source: "seed-\(seed).json") else {
                Issue.record("seed \(seed): \(text) was accepted")
                continue
            }
            guard case .wrongType(let source, let keyPath, let expected, _) = error else {
                Issue.record("seed \(seed): \(error)")
                continue
            }
            #expect(source == "seed-\(seed).json" && keyPath == "users[\(broken)].\(field.key)" && expected == field.expected,
                    "seed \(seed): \(error)")
            #expect(error.description.hasPrefix("seed-\(seed).json: users[\(broken)].\(field.key): expected "), "seed \(seed)")
        }
    }
}
