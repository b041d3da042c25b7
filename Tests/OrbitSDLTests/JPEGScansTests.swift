import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitSDL

@Suite struct JPEGScansTests {
    /// Over random scan counts, limits and entropy-coded data (stuffed zeros, restart markers, fill bytes), the
    /// walk counts every scan, and stops one past the limit.
    @Test func countsEveryScanUpToOnePastTheLimit() {
        let pieces: [[UInt8]] = [[0x12, 0x34], [0xFF, 0x00], [0xFF, 0xD3], [0xFF, 0xFF, 0x00], [0x00], [0xFF, 0xD7, 0xFF, 0x00]]
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            let scans = Int.random(in: 1...300, using: &generator)
            let limit = Int.random(in: 0...300, using: &generator)
            let data = (0..<Int.random(in: 0...6, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
            let bytes = CraftedJPEG.progressive(width: 64, height: 64, scans: scans, data: data)
            #expect(JPEGScans.count(in: bytes, stoppingAfter: .max) == scans, "seed \(seed): data \(data)")
            #expect(JPEGScans.count(in: bytes, stoppingAfter: limit) == min(scans, limit + 1), "seed \(seed)")
        }
        #expect(JPEGScans.count(in: CraftedJPEG.baseline(width: 8, height: 8), stoppingAfter: .max) == 1)
    }

    /// Scans after the end-of-image marker are not the image's; truncated and random bytes are walked safely.
    @Test func stopsAtTheEndOfTheImageAndSurvivesJunk() {
        let image = CraftedJPEG.progressive(width: 16, height: 16, scans: 3)
        #expect(JPEGScans.count(in: image + CraftedJPEG.progressive(width: 16, height: 16, scans: 5), stoppingAfter: .max) == 3)
        for cut in 0..<image.count { _ = JPEGScans.count(in: Array(image.prefix(cut)), stoppingAfter: .max) }
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let junk = [0xFF, 0xD8] + (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(JPEGScans.count(in: junk, stoppingAfter: .max) <= junk.count / 4)
        }
    }
}
