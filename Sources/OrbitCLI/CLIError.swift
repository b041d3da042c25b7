import OrbitFiles

/// A failure that ends a command with a message on stderr and a sysexits-style exit code.
public struct CLIError: Error, Sendable, CustomStringConvertible {
    /// An exit code: the sysexits-style ones below, or 128 + a signal's number.
    public struct Code: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Bad flag or arguments (EX_USAGE).
        public static let usage = Code(rawValue: 64)
        /// Malformed or invalid input data (EX_DATAERR).
        public static let data = Code(rawValue: 65)
        /// An input file that cannot be read (EX_NOINPUT).
        public static let noInput = Code(rawValue: 66)
        /// An output file that cannot be created or replaced (EX_CANTCREAT).
        public static let cannotCreate = Code(rawValue: 73)
        /// Writing the output failed part way: a full disk, a closed standard output (EX_IOERR).
        public static let ioError = Code(rawValue: 74)
        /// Ended by SIGINT or SIGTERM, as a shell reports a process the signal killed: 128 + its number.
        public static func signal(_ number: Int32) -> Code { Code(rawValue: 128 + number) }
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
        case .interrupted(let signal): .signal(signal)
        }
        self.init(code, error.message)
    }
}
