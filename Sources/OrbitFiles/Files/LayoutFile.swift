import Foundation
import OrbitLayout

/// A layout file (the `orbit-layout place` JSON output, the input of `place --previous`), read and decoded
/// for any front end.
public struct LayoutFile: Sendable {
    /// The decoded layout; it went through `LayoutResult.validate()`.
    public var result: LayoutResult
    /// How messages name the file: its path, or whatever the caller passed as `source`.
    public var source: String

    /// Reads and decodes the layout at `path`.
    /// - Throws: `FileError` `.unreadable` when the file cannot be read; naming the file, `.invalidJSON` with
    ///   the line and column of a syntax error, `.missingKey`, `.wrongType` or `.invalidValue` with the key path
    ///   of a missing, wrongly typed or out-of-range value (a ring index beyond `Int`) or of
    ///   what makes the layout inconsistent (see `LayoutResult.validate()`).
    public init(contentsOf path: String) throws(FileError) {
        try self.init(data: InputFile.read(path), source: path)
    }

    /// Decodes `data`, naming it `source` in messages (for example `standard input`).
    /// - Throws: `FileError` as `init(contentsOf:)` does (all but `.unreadable`).
    public init(data: Data, source: String) throws(FileError) {
        do throws(FileError) {
            result = try JSONValueDecoder.decode(LayoutResult.self, from: InputFile.parse(data))
            do {
                try result.validate()
            } catch {
                throw FileError.invalidValue(source: nil, keyPath: error.path, problem: error.problem.description)
            }
        } catch {
            throw error.located(in: source)
        }
        self.source = source
    }
}
