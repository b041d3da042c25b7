/// A feed's lines not taken, said as they are found as `FILE:LINE: skipped: REASON`, one message per line: lines
/// the reader could not parse and updates the live layout refused (see ``FeedFile/Skipped/init(line:_:)``).
/// The first ``listed`` are said in full, the rest only counted, so a feed of bad lines cannot flood a terminal
/// or grow without bound; ``summary`` counts them at the end.
public struct SkippedLineReport: Sendable {
    /// Lines said in full unless the initializer says otherwise: 20.
    public static let defaultListed = 20

    /// The feed's path, as messages name it.
    public let source: String
    /// How many lines are said in full.
    public let listed: Int
    /// Lines skipped so far, said or not.
    public private(set) var count = 0

    /// A report on the feed at `source` that says the first `listed` lines (at least 0) in full.
    public init(source: String, listed: Int = defaultListed) {
        self.source = source
        self.listed = max(0, listed)
    }

    /// Counts `skip`, and says it through `say` while fewer than ``listed`` have been said; past them, says
    /// once that only their number follows.
    public mutating func report(_ skip: FeedFile.Skipped, say: (String) -> Void) {
        count += 1
        if count <= listed { say("\(source):\(skip.line): skipped: \(skip.reason)") }
        if count == listed + 1 { say("\(source): more lines skipped; only their number is reported, at the end") }
    }

    /// The message that counts the skips not said in full, or `nil` when every one was said.
    public var summary: String? {
        count > listed ? "\(source): \(count) lines skipped in all, \(count - listed) not listed" : nil
    }
}
