import OrbitMotion

/// A pointer trace file as `orbit-layout spin` reads it, decoded and validated, for other front ends such
/// as the demo's `--replay`, with the same messages for unreadable, malformed and invalid traces.
public struct TraceFile: Sendable {
    /// The validated trace.
    public var trace: PointerTrace
    /// How messages name the file (its path, or standard input).
    let source: String

    /// Reads, decodes and validates the trace at `path`.
    /// - Throws: `CLIError` `.noInput` when the file cannot be read, `.data` naming the line and column of a
    ///   syntax error, the key path of a missing or wrongly typed value, or what makes the trace invalid.
    public init(contentsOf path: String) throws(CLIError) {
        try self.init(path, console: .standard)
    }

    /// Reads `path`, or standard input when it is `-`.
    init(_ path: String, console: Console) throws(CLIError) {
        source = JSONInput.sourceName(path)
        trace = try JSONInput.decode(PointerTrace.self, from: JSONInput.read(path, console: console), source: source)
        do {
            try trace.validate()
        } catch {
            throw CLIError(.data, "\(source): \(error)")
        }
    }
}
