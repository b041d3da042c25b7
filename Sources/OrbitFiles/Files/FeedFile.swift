import Foundation
import OrbitLayout

/// An update feed (`orbit-layout live --feed`, the demo's `--feed`): newline-delimited JSON, one update a line,
/// `{"t": 1.25, "op": "upsert", "person": {…a users entry…}}` or `{"t": 1.25, "op": "remove", "id": "p17"}`.
///
/// `t` is in seconds and must not decrease; lines with the same `t` form one transaction. A line that cannot be
/// an update (malformed JSON, not an object, a missing or mistyped field, an unknown op or relation, `t` going
/// backwards) is skipped with its 1-based line number and the reason, and every other line still counts.
/// Blank lines are ignored. The first ``skippedLimit`` skipped lines are kept with their reason and the rest
/// only counted, so a feed of bad lines costs no more memory than its bytes.
public struct FeedFile: Sendable {
    /// One update and where it came from.
    public struct Entry: Hashable, Sendable {
        /// 1-based line number in the feed.
        public var line: Int
        /// When the update happens (`t`), in seconds.
        public var time: Double
        /// The update.
        public var update: LiveUpdate
    }

    /// A line that was not taken, and why.
    public struct Skipped: Hashable, Sendable {
        /// 1-based line number in the feed.
        public var line: Int
        /// Why the line was skipped.
        public var reason: String

        /// The skip of `line` for `reason`.
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// The updates in feed order.
    public var entries: [Entry] = []
    /// The most skipped lines ``skipped`` keeps in full: 1000.
    public static let skippedLimit = 1000

    /// The first ``skippedLimit`` lines skipped while reading, in feed order.
    public var skipped: [Skipped] = []
    /// How many lines were skipped, all of them (``skipped`` holds the first ``skippedLimit``).
    public var skippedCount = 0
    /// The feed's path (or the name given for in-memory data), for messages.
    public var source: String

    /// Reads the feed at `path`.
    /// - Throws: `.unreadable` when the file cannot be read; a bad line is skipped, never thrown.
    public init(contentsOf path: String) throws(FileError) {
        self.init(data: try InputFile.read(path), source: path)
    }

    /// Reads the feed in `data`, naming it `source`.
    /// - Complexity: O(bytes).
    public init(data: Data, source: String) {
        self.source = source
        let bytes = [UInt8](data)
        var start = 0
        var line = 0
        while start < bytes.count {
            line += 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            read(line: line, bytes[start..<end])
            start = end + 1
        }
    }

    /// The entries grouped into transactions: runs of equal `t`, in feed order.
    public var transactions: [ArraySlice<Entry>] {
        var result: [ArraySlice<Entry>] = []
        var first = 0
        for index in entries.indices where index + 1 == entries.count || entries[index + 1].time != entries[index].time {
            result.append(entries[first...index])
            first = index + 1
        }
        return result
    }

    private mutating func read(line: Int, _ text: ArraySlice<UInt8>) {
        guard text.contains(where: { !Self.isBlank($0) }) else { return }
        do throws(FileError) {
            let value: JSONValue
            do {
                value = try JSONValue.parse(text)
            } catch {
                throw FileError(.malformed, "malformed JSON at column \(error.column): \(error.message)")
            }
            let object = try JSONField(value).object()
            let time = try object.required("t").number()
            guard time.isFinite else { throw FileError(.malformed, "t: must be a finite number") }
            if let last = entries.last?.time, time < last {
                throw FileError(.malformed, "t goes backwards: \(time) after \(last)")
            }
            let op = try object.required("op").string()
            let update: LiveUpdate
            switch op {
            case "upsert":
                let (person, unknownRelation) = try PeopleFile.person(object.required("person"))
                if let unknownRelation {
                    throw FileError(.malformed, "person.relation: \(PersonIssue.Reason.unknownRelation(unknownRelation))")
                }
                update = .upsert(person)
            case "remove":
                update = .remove(id: try object.required("id").string())
            default:
                throw FileError(.malformed, "op: unknown op '\(JSONField.excerpt(op))' (expected \"upsert\" or \"remove\")")
            }
            entries.append(Entry(line: line, time: time, update: update))
        } catch {
            skippedCount += 1
            if skipped.count < Self.skippedLimit { skipped.append(Skipped(line: line, reason: error.message)) }
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
