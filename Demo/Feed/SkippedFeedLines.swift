import OrbitFiles
import OrbitSession

/// The feed lines the demo did not take, said on stderr as `orbit-layout live` lists them: `FILE:LINE: skipped:
/// REASON`, once per line — lines the reader could not parse when the feed is loaded, updates the live layout
/// refused (the removal of an unknown id, an invalid person) when they come due. The first `listed` are said in
/// full, the rest only counted, so a feed of bad lines cannot flood the terminal or grow without bound.
struct SkippedFeedLines {
    /// Lines said in full unless the initializer says otherwise.
    static let defaultListed = 20

    /// The feed's path, as messages name it.
    let source: String
    /// How many lines are said in full.
    let listed: Int
    /// Lines skipped so far, said or not.
    private(set) var count = 0

    init(source: String, listed: Int = defaultListed) {
        self.source = source
        self.listed = max(0, listed)
    }

    /// Says `skip` on stderr through `say` while fewer than `listed` have been said, else only counts it.
    mutating func report(_ skip: FeedFile.Skipped, say: (String) -> Void) {
        count += 1
        if count <= listed { say("\(source):\(skip.line): skipped: \(skip.reason)") }
        if count == listed + 1 { say("\(source): more lines skipped; only their number is reported, at the end") }
    }

    /// The line that counts the skips not said in full, or `nil` when every one was said.
    var summary: String? {
        count > listed ? "\(source): \(count) lines skipped in all, \(count - listed) not listed" : nil
    }

    /// Why the live layout refused a feed line's update, worded as `orbit-layout live` words it.
    static func refusal(_ refusal: LiveRefusal, of scheduled: ScheduledUpdate) -> FeedFile.Skipped {
        FeedFile.Skipped(line: scheduled.line, reason: refusal.description)
    }
}
