import OrbitFiles
import OrbitLayout
import OrbitMotion
import OrbitSession

/// A failure that ends a command with a message on stderr (`description`) and a sysexits-style exit code
/// (``code``, derived from the case here and nowhere else).
package enum CLIError: Error, Sendable, CustomStringConvertible {
    /// An exit code: the sysexits-style ones, or 128 + a signal's number.
    package typealias Code = ExitCode

    /// Bad flag or arguments (64): what is wrong, e.g. `unknown option '--x'`, and the usage text printed
    /// after it (`nil` for none).
    case invalidArguments(String, usage: String?)
    /// A file that cannot be read (66), is malformed (65), cannot be written (73 or 74), or a signal that
    /// ended a wait (128 + its number): see ``OrbitFiles/FileError/exitCode``.
    case file(FileError)
    /// The people file `source` describes a scene the layout cannot work with (65).
    case layout(source: String, LayoutError)
    /// The session cannot start or draw for `source`: the people file, or `TRACE with PEOPLE` (65).
    case session(source: String, SessionError)
    /// The trace in `source` cannot be replayed (65).
    case trace(source: String, PointerTrace.Invalid)
    /// The layout holds `value`, a number JSON cannot carry (65).
    case nonFiniteNumber(Double)
    /// What the command produced cannot be encoded: `what` (`the frames`), and the encoder's `reason` (65).
    case encodingFailed(what: String, reason: String)

    /// The exit code of the failure.
    package var code: Code {
        switch self {
        case .invalidArguments: .usage
        case .file(let error): error.exitCode
        case .layout, .session, .trace, .nonFiniteNumber, .encodingFailed: .data
        }
    }

    /// Printed after the message for usage errors.
    package var usage: String? {
        if case .invalidArguments(_, let usage) = self { usage } else { nil }
    }

    package var description: String {
        switch self {
        case .invalidArguments(let message, _): message
        case .file(let error): error.description
        case .layout(let source, let error): "\(source): \(error)"
        case .session(let source, let error): "\(source): \(error)"
        case .trace(let source, let error): "\(source): \(error)"
        case .nonFiniteNumber(let value): "the layout holds a value JSON cannot carry (\(value) is not a number JSON can carry); check the input's magnitudes"
        case .encodingFailed(let what, let reason): "cannot encode \(what): \(reason)"
        }
    }
}
