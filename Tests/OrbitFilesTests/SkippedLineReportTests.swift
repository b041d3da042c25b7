import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitFiles

@Suite struct SkippedLineReportTests {
    /// Over seeded numbers of skips and limits, the first `listed` are said in full, one line then says the rest
    /// are only counted, and the summary counts them all (none when every skip was said).
    @Test func theFirstAreSaidAndTheRestCounted() {
        for seed: UInt64 in 1...200 {
            var random = SeededGenerator(seed: seed)
            let listed = Int(random.next() % 25), skips = Int(random.next() % 60)
            var report = SkippedLineReport(source: "feed.ndjson", listed: listed)
            var said: [String] = []
            for line in 1...max(1, skips) where skips > 0 { report.report(FeedFile.Skipped(line: line, reason: "bad \(line)")) { said.append($0) } }
            let full = said.filter { $0.contains(": skipped: ") }
            #expect(full == (0..<min(listed, skips)).map { "feed.ndjson:\($0 + 1): skipped: bad \($0 + 1)" }, "seed \(seed)")
            #expect(said.count == full.count + (skips > listed ? 1 : 0), "seed \(seed)")
            #expect(report.count == skips, "seed \(seed)")
            #expect(report.summary == (skips > listed ? "feed.ndjson: \(skips) lines skipped in all, \(skips - listed) not listed" : nil), "seed \(seed)")
        }
    }

    /// Refused updates are worded as `orbit-layout live` words them.
    @Test func refusalsAreWordedAlike() {
        let removal = FeedFile.Skipped(line: 4, LiveRefusal(index: 0, id: "ghost", reason: .unknownID))
        #expect(removal == FeedFile.Skipped(line: 4, reason: "remove of unknown id 'ghost'"))
        let invalid = FeedFile.Skipped(line: 9, LiveRefusal(index: 2, id: "neg", reason: .invalidPerson(.negativeDistance)))
        #expect(invalid == FeedFile.Skipped(line: 9, reason: "invalid person 'neg': negative distance"))
    }
}
