/// A failure that ends a command with a message on stderr and a sysexits-style exit code.
public struct CLIError: Error, Sendable, CustomStringConvertible {
    public enum Code: Int32, Sendable {
        /// Bad flag or arguments (EX_USAGE).
        case usage = 64
        /// Malformed or invalid input data (EX_DATAERR).
        case data = 65
        /// An input file that cannot be read (EX_NOINPUT).
        case noInput = 66
        /// An output file that cannot be written (EX_CANTCREAT).
        case cannotCreate = 73
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
}
