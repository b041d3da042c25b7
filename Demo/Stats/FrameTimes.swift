import Foundation

/// Frame work times in milliseconds: every frame for the run's percentiles, and a recent window for the HUD.
struct FrameTimes {
    /// Frames the HUD's figures cover. Default 120 (two seconds at 60 fps).
    let window: Int
    private(set) var all: [Double] = []

    init(window: Int = 120) {
        self.window = max(1, window)
    }

    mutating func record(milliseconds: Double) {
        all.append(milliseconds)
    }

    var recent: ArraySlice<Double> { all.suffix(window) }

    /// The `fraction` percentile (nearest rank) of `times`; 0 when empty.
    /// - Complexity: O(n log n).
    static func percentile(_ fraction: Double, of times: some Collection<Double>) -> Double {
        guard !times.isEmpty else { return 0 }
        let sorted = times.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The calling thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`).
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
