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

    /// Reads the feed at `path`, a chunk at a time (its bytes are never held whole).
    /// - Throws: `.unreadable` when the file cannot be read, `.tooLarge` when it holds more than
    ///   `InputFile.defaultLimit` bytes, `.interrupted` on a signal while waiting for a FIFO's writer; a bad
    ///   line is skipped, never thrown.
    public init(contentsOf path: String) throws(FileError) {
        try self.init(lines: Lines(InputFile.Reader(path: path)), source: path)
    }

    /// Reads the feed in `data`, naming it `source`.
    /// - Complexity: O(bytes).
    public init(data: Data, source: String) {
        // Bytes in memory cannot fail to read.
        try! self.init(lines: Lines(data), source: source)
    }

    private init(lines: Lines, source: String) throws(FileError) {
        self.source = source
        var lines = lines
        while let line = try lines.next() {
            switch line {
            case .entry(let entry):
                entries.append(entry)
            case .skipped(let skip):
                skippedCount += 1
                if skipped.count < Self.skippedLimit { skipped.append(skip) }
            }
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

    /// One line of a feed as read: an update, or a skip with its reason.
    public enum Line: Hashable, Sendable {
        case entry(Entry)
        case skipped(Skipped)
    }

    /// A feed read a line at a time, so a front end can apply each update as it comes and keep no more
    /// than the longest line: how `orbit-layout live` reads `--feed`. Blank lines are passed over; `t`
    /// going backwards is judged against the last update taken.
    public struct Lines {
        private let reader: InputFile.Reader?
        /// Bytes read and not yet handed out: `pending[start...]`.
        private var pending: [UInt8]
        private var start = 0
        private var ended: Bool
        private var line = 0
        private var lastTime: Double?

        /// The lines `reader` reads.
        public init(_ reader: InputFile.Reader) {
            self.reader = reader
            pending = []
            ended = false
        }

        /// The lines of `data`.
        public init(_ data: Data) {
            reader = nil
            pending = [UInt8](data)
            ended = true
        }

        /// The next line that is not blank, or `nil` at the end.
        /// - Throws: what reading the input throws (see `InputFile.Reader.read(into:)`).
        public mutating func next() throws(FileError) -> Line? {
            while true {
                guard let text = try nextLine() else { return nil }
                line += 1
                guard text.contains(where: { !FeedFile.isBlank($0) }) else { continue }
                do throws(LineProblem) {
                    let (time, update) = try FeedFile.parse(text, after: lastTime)
                    lastTime = time
                    return .entry(Entry(line: line, time: time, update: update))
                } catch {
                    return .skipped(Skipped(line: line, reason: error.description))
                }
            }
        }

        /// The bytes up to the next newline (or the end), reading more when needed.
        private mutating func nextLine() throws(FileError) -> ArraySlice<UInt8>? {
            var searched = start
            while true {
                if let end = pending[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                    defer { start = end + 1 }
                    return pending[start..<end]
                }
                if ended {
                    guard start < pending.count else { return nil }
                    defer { start = pending.count }
                    return pending[start...]
                }
                pending.removeSubrange(..<start)
                start = 0
                searched = pending.count
                let count = pending.count
                pending.append(contentsOf: repeatElement(0, count: Self.chunkSize))
                let read = try pending.withUnsafeMutableBytes { buffer in
                    Result { () throws(FileError) in try reader!.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...])) }
                }.get()
                pending.removeSubrange((count + read)...)
                ended = read == 0
            }
        }

        /// The bytes read at a time.
        static let chunkSize = 1 << 16
    }

    /// Why a line of the feed is no update.
    enum LineProblem: Error, CustomStringConvertible {
        /// Not JSON, at a 1-based column of the line.
        case invalidJSON(column: Int, problem: String)
        /// A field missing, mistyped or out of range.
        case field(FileError)
        /// `t` is not a finite number.
        case timeNotFinite
        /// `t` is before the previous update's.
        case timeGoesBackwards(time: Double, after: Double)
        /// `person.relation` is not a known relation.
        case unknownRelation(String)
        /// `op` is neither `upsert` nor `remove`.
        case unknownOp(String)

        var description: String {
            switch self {
            case .invalidJSON(let column, let problem): "malformed JSON at column \(column): \(problem)"
            case .field(let error): error.description
            case .timeNotFinite: "t: must be a finite number"
            case .timeGoesBackwards(let time, let after): "t goes backwards: \(time) after \(after)"
            case .unknownRelation(let name): "person.relation: \(PersonIssue.Reason.unknownRelation(name))"
            case .unknownOp(let op): "op: unknown op '\(JSONField.excerpt(op))' (expected \"upsert\" or \"remove\")"
            }
        }
    }

    /// The update on one line, which follows an update at `lastTime`.
    /// - Throws: what makes the line no update.
    private static func parse(_ text: ArraySlice<UInt8>, after lastTime: Double?) throws(LineProblem) -> (Double, LiveUpdate) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw .invalidJSON(column: error.column, problem: error.message)
        }
        func field<T>(_ read: () throws(FileError) -> T) throws(LineProblem) -> T {
            do throws(FileError) { return try read() } catch { throw .field(error) }
        }
        let object = try field { () throws(FileError) in try JSONField(value).object() }
        let time = try field { () throws(FileError) in try object.required("t").number() }
        guard time.isFinite else { throw .timeNotFinite }
        if let lastTime, time < lastTime { throw .timeGoesBackwards(time: time, after: lastTime) }
        let op = try field { () throws(FileError) in try object.required("op").string() }
        switch op {
        case "upsert":
            let (person, unknownRelation) = try field { () throws(FileError) in try PeopleFile.person(object.required("person")) }
            if let unknownRelation { throw .unknownRelation(unknownRelation) }
            return (time, .upsert(person))
        case "remove":
            return (time, .remove(id: try field { () throws(FileError) in try object.required("id").string() }))
        default:
            throw .unknownOp(op)
        }
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
