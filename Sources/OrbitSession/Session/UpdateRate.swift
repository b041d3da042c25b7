import DequeModule

/// Layout updates applied per second over the last second, for the HUD.
struct UpdateRate: Sendable {
    private var events = Deque<(time: Double, count: Int)>()
    private var total = 0
    /// Whether any update was ever recorded.
    private(set) var hasRecorded = false

    mutating func record(_ count: Int, at time: Double) {
        guard count > 0 else { return }
        hasRecorded = true
        events.append((time, count))
        total += count
    }

    /// Updates in the second before `time`.
    mutating func perSecond(at time: Double) -> Int {
        while let first = events.first, first.time <= time - 1 {
            total -= first.count
            events.removeFirst()
        }
        return total
    }
}
