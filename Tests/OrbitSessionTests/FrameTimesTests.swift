import OrbitGeometry
import Testing
@testable import OrbitSession

@Suite struct FrameTimesTests {
    /// Over seeded sets of times, the nearest-rank percentile is a recorded time with at least that fraction of
    /// the times at or below it and fewer below it; an empty set gives 0.
    @Test func percentilesAreNearestRanks() {
        #expect(FrameTimes.percentile(0.5, of: [Double]()) == 0)
        for seed: UInt64 in 1...300 {
            var random = SeededGenerator(seed: seed)
            let times = (0..<Int(1 + random.next() % 200)).map { _ in (random.nextUnit() * 40).rounded() / 2 }
            for fraction in [0.01, 0.5, 0.95, 0.99, 1] {
                let value = FrameTimes.percentile(fraction, of: times)
                let atOrBelow = times.filter { $0 <= value }.count, below = times.filter { $0 < value }.count
                #expect(times.contains(value), "seed \(seed)")
                #expect(Double(atOrBelow) >= fraction * Double(times.count) - 1e-9, "seed \(seed) fraction \(fraction)")
                #expect(Double(below) < fraction * Double(times.count), "seed \(seed) fraction \(fraction)")
            }
            #expect(FrameTimes.percentile(1, of: times) == times.max(), "seed \(seed)")
        }
    }

    /// Every time is kept in order; the recent ones are the last `window` (at least 1).
    @Test func recentIsTheLastWindow() {
        for seed: UInt64 in 1...100 {
            var random = SeededGenerator(seed: seed)
            let window = Int(random.next() % 30)
            var times = FrameTimes(window: window)
            let recorded = (0..<Int(random.next() % 80)).map { _ in random.nextUnit() * 30 }
            for time in recorded { times.record(milliseconds: time) }
            #expect(times.all == recorded, "seed \(seed)")
            #expect(Array(times.recent) == Array(recorded.suffix(max(1, window))), "seed \(seed)")
        }
    }

    /// The thread's CPU clock never runs backwards.
    @Test func threadCPUTimeIncreases() {
        var last = FrameTimes.threadCPUSeconds()
        for _ in 0..<1000 {
            let now = FrameTimes.threadCPUSeconds()
            #expect(now >= last)
            last = now
        }
    }
}
