import Foundation
import OrbitFiles

/// Where a command reads and writes; injected so tests can run commands in-process.
public struct Console: Sendable {
    /// Reads standard input whole; fails when it is a device or larger than `InputFile.defaultLimit`.
    public var readStandardInput: @Sendable () throws(FileError) -> Data
    /// Writes UTF-8 bytes to standard output; a failure (a full disk, a closed output) ends the command with exit 74.
    public var writeOutput: @Sendable ([UInt8]) throws(FileError) -> Void
    public var writeError: @Sendable (String) -> Void
    /// The environment's variables (for the locale `play` defaults to); empty by default, so a command run
    /// in-process speaks English whatever the machine's locale.
    public var environment: [String: String]

    public init(
        readStandardInput: @escaping @Sendable () throws(FileError) -> Data,
        writeOutput: @escaping @Sendable ([UInt8]) throws(FileError) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        environment: [String: String] = [:]
    ) {
        self.readStandardInput = readStandardInput
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.environment = environment
    }

    /// The process's real standard streams, written with plain `write(2)` so that a full or closed output
    /// is an error to report, not a crash.
    public static let standard = Console(
        readStandardInput: { () throws(FileError) in try InputFile.read(descriptor: STDIN_FILENO, naming: "standard input") },
        writeOutput: { bytes throws(FileError) in try OutputFile.writeAll(bytes, to: STDOUT_FILENO, naming: "standard output") },
        writeError: { text in try? OutputFile.writeAll(text.utf8, to: STDERR_FILENO, naming: "standard error") },
        environment: ProcessInfo.processInfo.environment)
}
