import OrbitFiles

/// A failure that ends a command with a message on stderr and a sysexits-style exit code.
public struct CLIError: Error, Sendable, CustomStringConvertible {
    public enum Code: Int32, Sendable {
        /// Bad flag or arguments (EX_USAGE).
        case usage = 64
        /// Malformed or invalid input data (EX_DATAERR).
        case data = 65
        /// An input file that cannot be read (EX_NOINPUT).
        case noInput = 66
        /// An output file that cannot be created or replaced (EX_CANTCREAT).
        case cannotCreate = 73
        /// Writing the output failed part way: a full disk, a closed standard output (EX_IOERR).
        case ioError = 74
    }

    public var code: Code
    public var message: String
    /// Printed after the message for usage errors.
    public var usage: String?

    public init(_ code: Code, _ message: String, usage: String? = nil) {
        self.code = code
        self.message = message
        self.usage = usage
    }

    public var description: String { message }

    /// A file error as the command reports it: the same message, the exit code of its kind.
    public init(_ error: FileError) {
        let code: Code = switch error.kind {
        case .unreadable: .noInput
        case .malformed: .data
        case .unwritable: .cannotCreate
        case .writeFailed: .ioError
        }
        self.init(code, error.message)
    }
}
