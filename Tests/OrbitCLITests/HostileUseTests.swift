import Foundation
import OrbitFiles
import OrbitLayout
import Testing
@testable import OrbitCLI

/// The abuse paths found by running `orbit-layout` as an attacker would: each must end in a documented exit
/// code with one clear message, never a crash, a replaced device or a Foundation error domain.
@Suite struct HostileUseTests {
    static let scene = PlaceCommandErrorTests.validScene

    /// Messages must name the problem in plain words.
    static func isPlain(_ message: String) -> Bool {
        !message.contains("NSCocoaErrorDomain") && !message.contains("error 512") && !message.contains("The file")
            && !message.contains("Foundation")
    }

    @Test func aFailingStandardOutputExits74WithOneLine() {
        let errors = NSLockedText()
        let console = Console(
            readStandardInput: { Data(Self.scene.utf8) },
            writeOutput: { _ throws(FileError) in throw FileError.writeFailed(file: "standard output", errno: ENOSPC) },
            writeError: { errors.append($0) })
        for arguments in [["place"], ["help"], ["place", "--help"]] {
            errors.reset()
            #expect(OrbitLayoutCommand.run(arguments, console: console) == 74, "\(arguments)")
            #expect(errors.text == "orbit-layout: cannot write standard output: No space left on device\n", "\(arguments)")
        }
    }

    @Test func outputPathsAreNeverReplacedByAnotherKindOfFile() throws {
        let directory = try PlaceTemporaryDirectory()
        let target = directory.path("target.json"), link = directory.path("link.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o600)
        symlink("target.json", link)
        #expect(PlaceRun(["place", "--out", link], input: Data(Self.scene.utf8)).code == 0)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "target.json")
        var status = stat()
        #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("\"nodes\""))
        #expect(PlaceRun(["place", "--out", "/dev/null"], input: Data(Self.scene.utf8)).code == 0)
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func fileErrorsSayWhatInPlainWords() throws {
        let directory = try PlaceTemporaryDirectory()
        let cases: [([String], Int32, String)] = [
            (["place", "--out", directory.url.path], 73, "cannot write '\(directory.url.path)': it is a directory"),
            (["place", "/dev/zero"], 66, "cannot read '/dev/zero': it is a device, not a file"),
            (["spin", "--trace", "/dev/zero"], 66, "it is a device, not a file"),
            (["spin", "--trace", "-", "--out", directory.url.path], 73, "it is a directory"),
        ]
        for (arguments, code, fragment) in cases {
            let run = PlaceRun(arguments, input: Data((arguments[0] == "spin" ? SpinCommandTests.fling : Self.scene).utf8))
            #expect(run.code == code && run.error.contains(fragment) && Self.isPlain(run.error), "\(arguments): \(run.error)")
        }
    }

    /// An unwritable `--out` is found before any input is read or laid out (1M people take seconds).
    @Test func anUnwritableOutputIsReportedBeforeTheWork() {
        for command in [["place", "/nonexistent/people.json"], ["spin", "--trace", "/nonexistent/trace.json"]] {
            let run = PlaceRun(command + ["--out", "/nonexistent/folder/out.json"])
            #expect(run.code == 73 && run.error.contains("/nonexistent/folder/out.json"), "\(command): \(run.error)")
        }
    }

    /// `--out ""` was 73 (an unwritable file); an empty path is a usage error (`--out=` is a missing value).
    @Test func emptyPathsAreUsageErrors() {
        for arguments in [["place", "--out", ""], ["place", ""], ["spin", "--trace", ""], ["spin", "--trace", "-", "--out", ""],
                          ["live", "-", "--feed", ""], ["live", "-", "--feed", "x", "--frames", ""]] {
            let run = PlaceRun(arguments, input: Data(Self.scene.utf8))
            #expect(run.code == 64 && run.error.contains("an empty argument ('') names no file"), "\(arguments): \(run.error)")
        }
        let noValue = PlaceRun(["place", "--out="], input: Data(Self.scene.utf8))
        #expect(noValue.code == 64 && noValue.error.contains("Missing value for '--out <FILE>'"), "\(noValue.error)")
    }

    /// `--out` naming the input silently replaced the people file; it is refused (64) whatever the
    /// spelling, as `--frames` naming `--out` is. `--previous` may be `--out`: it is read before the write.
    @Test func anOutputNamingAnInputIsRefused() throws {
        let directory = try PlaceTemporaryDirectory()
        let people = directory.path("people.json"), trace = directory.path("trace.json"), feed = directory.path("feed.ndjson")
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: people))
        try Data(SpinCommandTests.fling.utf8).write(to: URL(fileURLWithPath: trace))
        try Data("{\"t\": 1, \"op\": \"remove\", \"id\": \"a\"}\n".utf8).write(to: URL(fileURLWithPath: feed))
        symlink("people.json", directory.path("link.json"))
        let cases: [[String]] = [
            ["place", people, "--out", people], ["place", people, "--out", directory.path("link.json")],
            ["place", directory.path("link.json"), "--out", directory.path("./people.json")], ["spin", "--trace", trace, "--out", trace],
            ["live", people, "--feed", feed, "--out", people], ["live", people, "--feed", feed, "--out", feed],
            ["live", people, "--feed", feed, "--out", "/dev/null", "--frames", feed],
        ]
        for arguments in cases {
            let before = try Data(contentsOf: URL(fileURLWithPath: arguments[arguments[0] == "spin" ? 2 : 1]))
            let run = PlaceRun(arguments)
            #expect(run.code == 64 && run.error.contains("would replace the input"), "\(arguments): \(run.error)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: arguments[arguments[0] == "spin" ? 2 : 1])) == before)
        }
        let layout = directory.path("layout.json")
        #expect(PlaceRun(["place", people, "--out", layout]).code == 0)
        #expect(PlaceRun(["place", people, "--previous", layout, "--out", layout]).code == 0)
    }

    /// A 300-byte name passed the up-front check and failed after the run (73 after reading, laying out);
    /// now it is found before any input is read.
    @Test func aNameTooLongIsFoundBeforeTheWork() throws {
        let directory = try PlaceTemporaryDirectory()
        let long = directory.path(String(repeating: "n", count: 300))
        for command in [["place", "/nonexistent/people.json", "--out", long], ["spin", "--trace", "/nonexistent/trace.json", "--out", long],
                        ["live", "/nonexistent/people.json", "--feed", "/nonexistent/feed", "--frames", long]] {
            let run = PlaceRun(command)
            #expect(run.code == 73 && run.error.contains("File name too long"), "\(command[0]): \(run.error.prefix(80))")
        }
    }

    @Test func outOfRangeNumbersNameTheirKeyPath() throws {
        let directory = try PlaceTemporaryDirectory()
        let previous = directory.path("previous.json")
        let layout = #"{"center": {"x": 0, "y": 0}, "avatarRadius": 10, "spacing": 0, "rings": [{"index": 0, "innerRadius": 10, "outerRadius": 50, "count": 1}], "nodes": [{"id": "a", "ring": RING, "x": 0, "y": 30, "angle": 0, "radius": 30}], "unplaced": [], "rejected": []}"#
        for (ring, fragment) in [("1e400", "nodes[0].ring: expected an integer"), ("9223372036854775807", "nodes[0].ring: must be one of the 1 rings"),
                                 ("1000000000", "nodes[0].ring: must be one of the 1 rings"), ("-1", "nodes[0].ring")] {
            try Data(layout.replacingOccurrences(of: "RING", with: ring).utf8).write(to: URL(fileURLWithPath: previous))
            let run = PlaceRun(["place", "--previous", previous], input: Data(Self.scene.utf8))
            #expect(run.code == 65 && run.error.contains(previous) && run.error.contains(fragment), "ring \(ring): \(run.error)")
        }
        let trace = #"{"center": {"x": 0, "y": 0}, "fps": FPS, "duration": 1, "events": [{"t": 0, "type": "down", "x": 1, "y": 1}]}"#
        for (fps, fragment) in [("1e400", "fps: must be a finite number"), ("\"fast\"", "fps: expected a number, got a string")] {
            let run = PlaceRun(["spin", "--trace", "-"], input: Data(trace.replacingOccurrences(of: "FPS", with: fps).utf8))
            #expect(run.code == 65 && run.error.contains(fragment) && !run.error.contains("not valid JSON"), "fps \(fps): \(run.error)")
        }
    }

    @Test func hugeValuesAreEchoedShort() {
        let digits = String(repeating: "7", count: 1_000_000)
        let inputs = [
            #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "seed": "\#(digits)", "users": []}"#,
            #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "maxRings": \#(digits), "users": []}"#,
            #"{"viewport": {"width": 4, "height": 3}, "avatarRadius": 1, "users": [{"id": \#(digits)}]}"#,
        ]
        for input in inputs {
            let run = PlaceRun(["place"], input: Data(input.utf8))
            #expect(run.code == 65 && run.error.count < 300 && run.error.contains("…"), "\(run.error.prefix(300))")
        }
    }

    /// A flag or value the parser quotes in its error is cut to `MessageText.valueLimit` and escaped, as
    /// every message's quoted values are: a 100 KB ESC-laden `--format` value is not echoed whole.
    @Test func theParsersMessagesCutAndEscapeWhatTheyQuote() {
        let hostile = "\u{1B}]0;title\u{7}" + String(repeating: "y", count: 100_000)
        for arguments in [["place", "--format", hostile], ["play", "-", "--theme", hostile], ["place", "--\(hostile)"], ["place", "--out=a", "--format=\(hostile)"]] {
            let run = PlaceRun(arguments, input: Data(Self.scene.utf8))
            #expect(run.code == 64 && run.error.contains(#"\u{1B}]0;title\u{7}yyy"#) && run.error.contains("y…"), "\(run.error.prefix(300))")
            #expect(run.error.utf8.count < 2_000 && !run.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(run.error.prefix(300))")
        }
    }

    /// The parser's help: the tool's lists every subcommand (as `help` on an unknown topic does), a
    /// subcommand's every flag; no subcommand at all is a usage error.
    @Test func helpListsEverySubcommandAndEveryFlag() {
        for arguments in [["help"], ["--help"], ["help", "bogus"]] {
            let help = PlaceRun(arguments)
            #expect(help.code == 0 && help.output.contains("USAGE: orbit-layout <subcommand>"), "\(arguments): \(help.output)")
            for subcommand in ["place", "spin", "live", "play"] {
                #expect(help.output.contains("\n  \(subcommand) "), "\(arguments) does not list \(subcommand)")
            }
        }
        let spin = PlaceRun(["help", "spin"])
        #expect(spin.code == 0 && spin.output.contains("OPTIONS:") && spin.output.contains("--distance <distance>") && spin.output.contains("--out <FILE>"))
        let none = PlaceRun([])
        #expect(none.code == 64 && none.error.contains("missing subcommand") && none.error.contains("Usage: orbit-layout"))
    }

    @Test func theCompletionScriptNamesEverySubcommand() {
        let bash = PlaceRun(["--generate-completion-script", "bash"])
        #expect(bash.code == 0 && bash.output.hasPrefix("#!/bin/bash"))
        for subcommand in ["place", "spin", "live", "play", "--reduced-motion", "--frames-limit"] {
            #expect(bash.output.contains(subcommand), "the completion script does not know \(subcommand)")
        }
        #expect(PlaceRun(["--generate-completion-script", "cmd"]).code == 64)
    }

    @Test func canonicalEquivalenceOfIdsIsDocumentedAndApplied() throws {
        #expect(PlaceRun(["help", "place"]).output.contains("canonically equivalent"))
        let input = #"{"viewport": {"width": 400, "height": 300}, "avatarRadius": 10, "users": [{"id": "caf\u00e9", "distanceMeters": 5}, {"id": "cafe\u0301", "distanceMeters": 6}]}"#
        let result = try PlaceRun(["place"], input: Data(input.utf8)).result()
        #expect(result.nodes.count == 1 && result.rejected.map(\.reason) == [.duplicateID])
    }
}

/// Text appended from `Sendable` closures.
final class NSLockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var value = ""
    func append(_ text: String) { lock.withLock { value += text } }
    func reset() { lock.withLock { value = "" } }
    var text: String { lock.withLock { value } }
}
