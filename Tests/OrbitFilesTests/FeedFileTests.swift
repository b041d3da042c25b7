import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitFiles

@Suite struct FeedFileTests {
    /// A random feed of good, bad, blank and long lines, with or without a final newline.
    static func feed(seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        var lines: [String] = []
        var t = 0.0
        for index in 0..<Int(50 + random.next() % 200) {
            t += random.nextUnit() < 0.5 ? 0 : random.nextUnit()
            switch random.next() % 6 {
            case 0: lines.append("x")
            case 1: lines.append(random.nextUnit() < 0.5 ? "" : " \t\r")
            case 2: lines.append("{\"t\": \(t), \"op\": \"upsert\", \"person\": {\"id\": \"p\(index)\", \"name\": \"\(String(repeating: "n", count: Int(random.next() % 70_000)))\", \"distanceMeters\": 5}}")
            case 3: lines.append("{\"t\": \(t - 5), \"op\": \"remove\", \"id\": \"late\"}")
            default: lines.append("{\"t\": \(t), \"op\": \"remove\", \"id\": \"p\(random.next() % 50)\"}")
            }
        }
        return lines.joined(separator: "\n") + (random.nextUnit() < 0.5 ? "\n" : "")
    }

    /// Read a chunk at a time from a file (lines across chunk boundaries, a last line without a newline) or
    /// whole from memory, a feed gives the same entries and skips.
    @Test(arguments: Array(UInt64(0)..<12)) func aFileReadInChunksIsReadAsFromMemory(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        let text = Self.feed(seed: seed)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.file("feed.ndjson")))
        let fromFile = try FeedFile(contentsOf: folder.file("feed.ndjson"))
        let fromMemory = FeedFile(data: Data(text.utf8), source: "memory")
        #expect(fromFile.entries == fromMemory.entries, "seed \(seed)")
        #expect(fromFile.skipped == fromMemory.skipped && fromFile.skippedCount == fromMemory.skippedCount, "seed \(seed)")
        // Split as bytes: as characters, "\r\n" is one and would hide a line break.
        let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let nonBlank = lines.filter { $0.contains { !" \t\r".utf8.contains($0) } }.count
        #expect(fromFile.entries.count + fromFile.skippedCount == nonBlank, "seed \(seed): every line taken or skipped")
    }

    /// 10M bad lines took 2.44 GB in skipped-line reports; only the first `skippedLimit` are kept.
    @Test func onlyTheFirstSkippedLinesAreKept() {
        let feed = FeedFile(data: Data(String(repeating: "x\n", count: 5_000).utf8), source: "bad")
        #expect(feed.skippedCount == 5_000)
        #expect(feed.skipped.map(\.line) == Array(1...FeedFile.skippedLimit))
    }
}
