import Foundation
import OrbitMotion

/// A pointer trace file (the `orbit-layout spin` input, the demo's `--replay`), read, decoded and validated
/// for any front end.
package struct TraceFile: Sendable {
    /// The validated trace.
    package var trace: PointerTrace
    /// How messages name the file: its path, or whatever the caller passed as `source`.
    package var source: String

    /// Reads, decodes and validates the trace at `path`.
    /// - Throws: `FileError` `.unreadable` when the file cannot be read; naming the file, `.invalidJSON` with
    ///   the line and column of a syntax error, `.missingKey`, `.wrongType` or `.invalidValue` with the key path
    ///   of a missing, wrongly typed or out-of-range value, with what makes the trace invalid too
    ///   (see `PointerTrace.validate()`).
    package init(contentsOf path: String) throws(FileError) {
        try self.init(data: InputFile.read(path), source: path)
    }

    /// Decodes and validates `data`, naming it `source` in messages (for example `standard input`).
    ///
    /// The events are decoded one at a time as they are parsed, so a trace is never held as a JSON tree: a
    /// million events (tens of MB of JSON) cost the bytes read plus the decoded events.
    /// - Throws: `FileError` as `init(contentsOf:)` does (all but `.unreadable`).
    package init(data: Data, source: String) throws(FileError) {
        do throws(FileError) {
            var events: [PointerEvent] = []
            var failure: FileError?
            let document: JSONValue
            do throws(JSONSyntaxError) {
                document = try JSONValue.parse(data, streaming: "events") { index, element in
                    guard failure == nil else { return }
                    do throws(FileError) {
                        events.append(try JSONValueDecoder.decode(PointerEvent.self, from: element, element: index, of: "events"))
                    } catch {
                        failure = error
                    }
                }
            } catch {
                throw InputFile.malformed(error)
            }
            // Numbers beyond `Double` arrive as ±infinity for `validate()` to name with their key path. The
            // document's `events` is empty when it was an array (its elements went to `events`), so the
            // other members fail first, as when the whole trace was decoded in order.
            trace = try JSONValueDecoder.decode(PointerTrace.self, from: document)
            if let failure { throw failure }
            trace.events = events
            do {
                try trace.validate()
            } catch {
                throw FileError.invalidValue(source: nil, keyPath: error.path, problem: error.problem.description)
            }
        } catch {
            throw error.located(in: source)
        }
        self.source = source
    }
}
