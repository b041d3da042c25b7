import Foundation
import OrbitMotion

/// A pointer trace file (the `orbit-layout spin` input, the demo's `--replay`), read, decoded and validated
/// for any front end.
public struct TraceFile: Sendable {
    /// The validated trace.
    public var trace: PointerTrace
    /// How messages name the file: its path, or whatever the caller passed as `source`.
    public var source: String

    /// Reads, decodes and validates the trace at `path`.
    /// - Throws: `FileError` `.unreadable` when the file cannot be read; naming the file, `.invalidJSON` with
    ///   the line and column of a syntax error, `.missingKey`, `.wrongType` or `.invalidValue` with the key path
    ///   of a missing, wrongly typed or out-of-range value, or `.invalidTrace` with what makes the trace invalid
    ///   (see `PointerTrace.validate()`).
    public init(contentsOf path: String) throws(FileError) {
        try self.init(data: InputFile.read(path), source: path)
    }

    /// Decodes and validates `data`, naming it `source` in messages (for example `standard input`).
    /// - Throws: `FileError` as `init(contentsOf:)` does (all but `.unreadable`).
    public init(data: Data, source: String) throws(FileError) {
        do throws(FileError) {
            // Numbers beyond `Double` arrive as ±infinity for `validate()` to name with their key path.
            trace = try JSONValueDecoder.decode(PointerTrace.self, from: InputFile.parse(data))
            do {
                try trace.validate()
            } catch {
                throw FileError.invalidTrace(source: nil, error)
            }
        } catch {
            throw error.located(in: source)
        }
        self.source = source
    }
}
