/// Why a file could not be read, decoded or written, with a message that names the file and what is
/// wrong and where. Front ends map the kind to their own outcome (`orbit-layout`: exit codes 66, 65, 73,
/// 74, and 128 + the signal's number); the error itself carries no exit code.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, coarsely, for a front end to map to its own outcome.
    public enum Kind: Hashable, Sendable {
        /// The input cannot be read: missing, a directory, a device, no permission.
        case unreadable
        /// The input was read but is not what it should be: bad JSON (with line and column), a wrong
        /// type or an out-of-range value (with its key path), an invalid trace or layout.
        case malformed
        /// The output cannot be created or replaced: a directory, no permission, a missing folder.
        case unwritable
        /// Writing the output failed part way: a full disk, a closed pipe.
        case writeFailed
        /// SIGINT or SIGTERM (`signal`) arrived while reading or writing waited (for a FIFO's peer, for data,
        /// for room in a pipe); see ``TerminationSignals``.
        case interrupted(signal: Int32)
    }

    /// What went wrong, coarsely.
    public var kind: Kind
    /// The whole message: the file, what is wrong and where.
    public var message: String

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// The same error with `source: ` in front of its message.
    func located(in source: String) -> FileError {
        FileError(kind, "\(source): \(message)")
    }
}
