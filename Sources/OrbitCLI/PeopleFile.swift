import OrbitLayout

/// A people file as `orbit-layout place` reads it (the `place` input: scene fields and `users`), for other
/// front ends such as the demo, with the same messages for unreadable and malformed files.
public struct PeopleFile: Sendable {
    /// The layout request the file describes.
    public var request: LayoutRequest
    /// People refused while decoding (e.g. an unknown relation), in file order; they are not in `request`.
    public var rejected: [PersonIssue]
    /// How messages name the file (its path, or standard input).
    let source: String

    /// Reads and decodes the file at `path`.
    /// - Throws: `CLIError` `.noInput` when the file cannot be read, `.data` naming the line and column of a
    ///   syntax error or the key path of a missing or wrongly typed value.
    public init(contentsOf path: String) throws(CLIError) {
        try self.init(path, console: .standard)
    }

    /// Reads and decodes `path`, or standard input when `path` is `nil` or `-`.
    init(_ path: String?, console: Console) throws(CLIError) {
        let source = JSONInput.sourceName(path)
        let document = try JSONInput.parse(JSONInput.read(path, console: console), source: source)
        do {
            let input = try PlaceCommand.Input(document)
            request = input.request
            rejected = input.rejected
        } catch {
            throw CLIError(error.code, "\(source): \(error.message)")
        }
        self.source = source
    }

    /// `result` with the people refused while decoding listed after the engine's rejections.
    func merged(into result: LayoutResult) -> LayoutResult {
        var merged = result
        merged.rejected += rejected
        return merged
    }
}
