import Foundation
import Testing

/// Runs the built `orbit-layout` executable as a subprocess, to check real exit codes and streams.
@Suite struct PlaceBinaryTests {
    /// The `orbit-layout` built beside the test bundle, if the build produced it.
    static let binary: URL? = {
        let directories = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
        return directories.map { $0.appendingPathComponent("orbit-layout") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    func run(_ arguments: [String], input: String) throws -> (code: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    @Test(.enabled(if: binary != nil, "orbit-layout is not built beside the tests"))
    func exitCodesReachTheShell() throws {
        let valid = #"{"viewport": {"width": 100, "height": 100}, "avatarRadius": 5, "users": [{"id": "a", "distanceMeters": 1}]}"#
        let ok = try run(["place"], input: valid)
        #expect(ok.code == 0 && ok.output.contains("\"nodes\"") && ok.error.isEmpty, "\(ok.error)")
        let malformed = try run(["place", "-"], input: "{\n  oops")
        #expect(malformed.code == 65 && malformed.error.contains("line 2, column 3") && malformed.output.isEmpty)
        #expect(try run(["place", "/nonexistent/people.json"], input: "").code == 66)
        #expect(try run(["place", "--frobnicate"], input: valid).code == 64)
        #expect(try run(["place", "--out", "/nonexistent/dir/out.svg"], input: valid).code == 73)
    }

    /// One-character relative paths were a Swift trap (exit 132) in `OutputFile.checkWritable`; every shape
    /// of output path now writes the file or exits 73 with a message.
    @Test(.enabled(if: binary != nil, "orbit-layout is not built beside the tests"))
    func everyShapeOfOutputPathWritesOrExits73() throws {
        let folder = NSTemporaryDirectory() + "orbit-shapes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let people = #"{"viewport": {"width": 100, "height": 100}, "avatarRadius": 5, "users": [{"id": "a", "distanceMeters": 1}]}"#
        try Data(people.utf8).write(to: URL(fileURLWithPath: folder + "/people.json"))
        let feed = folder + "/feed.ndjson"
        try Data("{\"t\": 1, \"op\": \"remove\", \"id\": \"a\"}\n".utf8).write(to: URL(fileURLWithPath: feed))
        let long = String(repeating: "n", count: 300)
        let cases: [([String], Int32, String?)] = [
            (["place", "people.json", "--out", "a"], 0, "a"), (["place", "people.json", "--out", "./b"], 0, "b"),
            (["place", "people.json", "--out", "c/"], 73, nil), (["place", "people.json", "--out", ".."], 73, nil),
            (["place", "people.json", "--out", String(repeating: "n", count: 255)], 0, String(repeating: "n", count: 255)),
            (["place", "people.json", "--out", long], 73, nil), (["spin", "--trace", "-", "--out", "s"], 65, nil),
            (["live", "people.json", "--feed", feed, "--frames", "f"], 0, "f"), (["live", "people.json", "--feed", feed, "--out", "o"], 0, "o"),
        ]
        for (arguments, code, written) in cases {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == code, "\(arguments.map { $0.prefix(20) })")
            if let written { #expect(FileManager.default.fileExists(atPath: folder + "/" + written), "\(written.prefix(20))") }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasPrefix(".orbit-out-") })
    }

    /// A full standard output was a Swift fatal error (exit 132); it is one line on stderr and exit 74.
    @Test(.enabled(if: binary != nil && FileManager.default.fileExists(atPath: "/dev/full"), "needs orbit-layout and /dev/full"))
    func aFullStandardOutputExits74() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["help", "place"]
        let stderr = Pipe()
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = stderr
        try process.run()
        let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(error == "orbit-layout: cannot write standard output: No space left on device\n")
    }

    /// Standard input was read whole with no bound: `/dev/zero` on it was a Swift fatal error (exit 132).
    @Test(.enabled(if: binary != nil, "orbit-layout is not built beside the tests"))
    func aDeviceOnStandardInputIsRefused() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["place", "-"]
        let stderr = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 66)
        #expect(error == "orbit-layout: cannot read standard input: it is a device, not a file\n")
    }
}
