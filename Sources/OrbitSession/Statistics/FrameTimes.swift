import Foundation

/// Frame work times in milliseconds: every frame for a run's percentiles, and a recent window for a HUD.
package struct FrameTimes: Sendable {
    /// Frames ``recent`` covers. Default 120 (two seconds at 60 fps).
    package let window: Int
    /// Every frame's time, in the order recorded.
    package private(set) var all: [Double] = []

    /// Times with a ``recent`` window of `window` frames (at least 1).
    package init(window: Int = 120) {
        self.window = max(1, window)
    }

    /// Adds one frame's time.
    package mutating func record(milliseconds: Double) {
        all.append(milliseconds)
    }

    /// The last ``window`` frames' times.
    package var recent: ArraySlice<Double> { all.suffix(window) }

    /// The `fraction` percentile (nearest rank) of `times`; 0 when empty.
    /// - Complexity: O(n log n).
    package static func percentile(_ fraction: Double, of times: some Collection<Double>) -> Double {
        guard !times.isEmpty else { return 0 }
        let sorted = times.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The calling thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`): a frame's work without the time the
    /// system gave the core to someone else.
    package static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
