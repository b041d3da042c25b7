import Foundation
import OrbitLayout

/// Why a file could not be read, decoded or written: one case per failure, carrying the file and where in it
/// (line and column, key path) as data, so a caller can `switch` on what went wrong; `description` is the
/// message for people, naming the file, what is wrong and where.
///
/// Files are named as messages print them: a path in quotes (`'people.json'`) or a stream's name
/// (`standard input`); decoding failures name their `source` as the caller passed it (`people.json`), or
/// `nil` before it is known. ``exitCode`` is the outcome a front end ends with (`orbit-layout`, `orbit-demo`).
public enum FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input cannot be opened or read.
    case unreadable(file: String, reason: Reason)
    /// The input holds more than `limit` bytes (see ``InputFile/defaultLimit``).
    case tooLarge(file: String, limit: Int)
    /// The input is not JSON: the first syntax error, at a 1-based `line` and `column` (in characters).
    case invalidJSON(source: String?, line: Int, column: Int, problem: String)
    /// The value at `keyPath` (`users[3].lat`; empty for the top level) has the wrong type: `expected` says
    /// what it should be (`a number`), `found` what it is (`a string ("abc")`).
    case wrongType(source: String?, keyPath: String, expected: String, found: String)
    /// A required key is absent or `null` (`keyPath` ends with it).
    case missingKey(source: String?, keyPath: String)
    /// The value at `keyPath` has the right type but is not one the file may hold (`problem` says why).
    case invalidValue(source: String?, keyPath: String, problem: String)
    /// The output cannot be created or replaced.
    case unwritable(file: String, reason: Reason)
    /// Writing the output failed part way, with the system's error number (`ENOSPC`, `EPIPE`).
    case writeFailed(file: String, errno: Int32)
    /// A signal that ends the process (`signal`, see ``TerminationSignals/handled``) arrived while reading or writing waited (for a FIFO's peer, for data, for
    /// room in a pipe); `activity` says what was waited for. See ``TerminationSignals``.
    case interrupted(signal: Int32, activity: String)

    /// Why a file cannot be opened, read or written.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The system's error number (`ENOENT`, `EACCES`), described as the system words it.
        case system(errno: Int32)
        /// The path names a directory.
        case directory
        /// The input is a device that never ends or means nothing as a file (`/dev/zero`, a disk).
        case device
        /// The output path is empty.
        case emptyPath
        /// The output path ends in `/`.
        case trailingSlash
        /// Symbolic links lead on past the system's limit (or in a loop).
        case symbolicLinkLoop
        /// The output's name has more bytes than its file system takes (`limit`).
        case nameTooLong(limit: Int)

        public var description: String {
            switch self {
            case .system(let code): InputFile.reason(code)
            case .directory: "it is a directory"
            case .device: "it is a device, not a file"
            case .emptyPath: "the path is empty"
            case .trailingSlash: "a path ending in '/' names a folder, not a file"
            case .symbolicLinkLoop: "too many levels of symbolic links"
            case .nameTooLong(let limit): "\(InputFile.reason(ENAMETOOLONG)) (at most \(limit) bytes)"
            }
        }
    }

    /// What went wrong, coarsely: the outcome a front end maps it to.
    public enum Kind: Hashable, Sendable {
        /// The input cannot be read: missing, a directory, a device, no permission.
        case unreadable
        /// The input was read but is not what it should be: bad JSON, a wrong type, an invalid value, too large.
        case malformed
        /// The output cannot be created or replaced.
        case unwritable
        /// Writing the output failed part way.
        case writeFailed
        /// A signal ended a wait.
        case interrupted(signal: Int32)
    }

    /// What went wrong, coarsely.
    public var kind: Kind {
        switch self {
        case .unreadable: .unreadable
        case .tooLarge, .invalidJSON, .wrongType, .missingKey, .invalidValue: .malformed
        case .unwritable: .unwritable
        case .writeFailed: .writeFailed
        case .interrupted(let signal, _): .interrupted(signal: signal)
        }
    }

    /// The exit code of the failure: 66 unreadable, 65 malformed, 73 unwritable, 74 a failed write, 128 + the
    /// signal's number when a signal ended a wait.
    public var exitCode: ExitCode {
        switch kind {
        case .unreadable: .noInput
        case .malformed: .data
        case .unwritable: .cannotCreate
        case .writeFailed: .ioError
        case .interrupted(let signal): .signal(signal)
        }
    }

    /// The name of the decoded input (a decoding failure), as the caller gave it.
    public var source: String? {
        switch self {
        case .invalidJSON(let source, _, _, _), .wrongType(let source, _, _, _), .missingKey(let source, _),
             .invalidValue(let source, _, _):
            source
        case .unreadable, .tooLarge, .unwritable, .writeFailed, .interrupted: nil
        }
    }

    /// The key path of the offending value (a decoding or validation failure; empty for the top level).
    public var keyPath: String? {
        switch self {
        case .wrongType(_, let path, _, _), .missingKey(_, let path), .invalidValue(_, let path, _): path
        case .unreadable, .tooLarge, .invalidJSON, .unwritable, .writeFailed, .interrupted: nil
        }
    }

    /// The message: the file, what is wrong and where, e.g.
    /// `people.json: users[3].lat: expected a number, got a string ("abc")`.
    public var description: String {
        let prefix = source.map { "\($0): " } ?? ""
        return switch self {
        case .unreadable(let file, let reason): "cannot read \(file): \(reason)"
        case .tooLarge(let file, let limit): "\(file) holds more than \(InputFile.describe(bytes: limit)), the most an input may hold"
        case .invalidJSON(_, let line, let column, let problem): prefix + "not valid JSON at line \(line), column \(column): \(problem)"
        case .wrongType(_, let path, let expected, let found): prefix + "\(Self.name(path)): expected \(expected), got \(found)"
        case .missingKey(_, let path): prefix + "\(Self.name(path)): required key is missing"
        case .invalidValue(_, let path, let problem): prefix + "\(Self.name(path)): \(problem)"
        case .unwritable(let file, let reason): "cannot write \(file): \(reason)"
        case .writeFailed(let file, let code): "cannot write \(file): \(InputFile.reason(code))"
        case .interrupted(let signal, let activity): "interrupted by \(TerminationSignals.name(of: signal)) while \(activity)"
        }
    }

    /// A key path as messages print it: `top level` when empty.
    private static func name(_ keyPath: String) -> String {
        keyPath.isEmpty ? "top level" : keyPath
    }

    /// The same error naming `source` as the decoded input (decoding failures only; others are returned as
    /// they are).
    func located(in source: String) -> FileError {
        switch self {
        case .invalidJSON(_, let line, let column, let problem): .invalidJSON(source: source, line: line, column: column, problem: problem)
        case .wrongType(_, let path, let expected, let found): .wrongType(source: source, keyPath: path, expected: expected, found: found)
        case .missingKey(_, let path): .missingKey(source: source, keyPath: path)
        case .invalidValue(_, let path, let problem): .invalidValue(source: source, keyPath: path, problem: problem)
        case .unreadable, .tooLarge, .unwritable, .writeFailed, .interrupted: self
        }
    }
}
