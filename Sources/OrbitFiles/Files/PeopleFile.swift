import Foundation
import OrbitLayout

/// A people file (the `orbit-layout place` input: scene fields and `users`), read and decoded for any front
/// end: the CLI, the demo, a server.
public struct PeopleFile: Sendable {
    /// The layout request the file describes.
    public var request: LayoutRequest
    /// People refused while decoding (an unknown relation), in file order; they are not in `request`.
    public var rejected: [PersonIssue]
    /// How messages name the file: its path, or whatever the caller passed as `source`.
    public var source: String
    /// The distinct avatar paths after ``resolveAvatars()`` (which `init(contentsOf:)` runs), sorted; empty before.
    public internal(set) var avatarPaths: [String] = []

    /// Reads and decodes the file at `path`, and resolves its avatar paths against the file's folder
    /// (``resolveAvatars()``): a relative `avatar` names a file next to the people file, wherever the program runs;
    /// absolute paths and URLs (`https://…`) stay as they are.
    /// - Throws: `FileError` `.unreadable` when the file cannot be read; naming the file, `.invalidJSON` with the
    ///   line and column of a syntax error, `.missingKey` or `.wrongType` with the key path of the value.
    public init(contentsOf path: String) throws(FileError) {
        try self.init(data: InputFile.read(path), source: path)
        resolveAvatars()
    }

    /// Decodes `data`, naming it `source` in messages (for example `standard input`); avatar paths stay as the
    /// data spells them until ``resolveAvatars()``.
    /// - Throws: `FileError` as `init(contentsOf:)` does (all but `.unreadable`).
    public init(data: Data, source: String) throws(FileError) {
        do throws(FileError) {
            (request, rejected) = try Self.decode(data)
        } catch {
            throw error.located(in: source)
        }
        self.source = source
    }

    /// `result` with the people refused while decoding listed after the engine's rejections.
    public func merged(into result: LayoutResult) -> LayoutResult {
        var merged = result
        merged.rejected += rejected
        return merged
    }
}
