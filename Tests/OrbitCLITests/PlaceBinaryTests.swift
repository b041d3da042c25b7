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

    /// A full standard output was a Swift fatal error (exit 132); it is one line on stderr and exit 74.
    @Test(.enabled(if: binary != nil && FileManager.default.fileExists(atPath: "/dev/full"), "needs orbit-layout and /dev/full"))
    func aFullStandardOutputExits74() throws {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["help", "place"]
        let stderr = Pipe()
        process.standardOutput = try #require(FileHandle(forWritingAtPath: "/dev/full"))
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
        process.standardInput = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 66)
        #expect(error == "orbit-layout: cannot read standard input: it is a device, not a file\n")
    }
}
