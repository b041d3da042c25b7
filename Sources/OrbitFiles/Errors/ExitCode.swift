/// A process exit code: the sysexits-style ones below, or 128 + a signal's number. Front ends (`orbit-layout`,
/// `orbit-demo`) end with the code their error names, so the same failure ends every front end the same way.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Bad flag or arguments (EX_USAGE, 64).
    public static let usage = ExitCode(rawValue: 64)
    /// Malformed or invalid input data (EX_DATAERR, 65).
    public static let data = ExitCode(rawValue: 65)
    /// An input file that cannot be read (EX_NOINPUT, 66).
    public static let noInput = ExitCode(rawValue: 66)
    /// A service the program needs is missing: no display, no renderer (EX_UNAVAILABLE, 69).
    public static let unavailable = ExitCode(rawValue: 69)
    /// An internal failure (EX_SOFTWARE, 70).
    public static let software = ExitCode(rawValue: 70)
    /// An output file that cannot be created or replaced (EX_CANTCREAT, 73).
    public static let cannotCreate = ExitCode(rawValue: 73)
    /// Writing the output failed part way: a full disk, a closed standard output (EX_IOERR, 74).
    public static let ioError = ExitCode(rawValue: 74)
    /// Ended by a signal (one of ``TerminationSignals/handled``), as a shell reports a process the signal killed: 128 + its number.
    public static func signal(_ number: Int32) -> ExitCode { ExitCode(rawValue: 128 + number) }
}
