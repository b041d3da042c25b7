extension VelocityTracker {
    /// The samples a fit uses: the `count` newest.
    struct Window {
        var count: Int
        /// Whether the sample just before the window belongs to the same stroke (no gap over
        /// `maximumGap` between them), so the window's oldest sample has a neighbour on each side.
        var hasOlderNeighbour: Bool
    }

    /// The fit window: the newest sample and every older one up to `horizon` old (in whole
    /// microseconds, so a sample exactly `horizon` old is in), at most `maximumFitSamples`, ending
    /// where two consecutive samples are more than `maximumGap` apart.
    /// - Complexity: O(k) for the k samples in the window.
    func fitWindow() -> Window {
        guard sampleCount > 0 else { return Window(count: 0, hasOlderNeighbour: false) }
        let newest = sample(age: 0).microseconds
        let horizon = Self.microseconds(configuration.horizon)
        let gap = Self.microseconds(configuration.maximumGap)
        let most = min(max(configuration.maximumFitSamples, 1), Self.capacity - 1)
        var count = 1
        while count < sampleCount {
            let older = sample(age: count).microseconds
            guard sample(age: count - 1).microseconds - older <= gap else {
                return Window(count: count, hasOlderNeighbour: false)
            }
            guard count < most, newest - older <= horizon else {
                return Window(count: count, hasOlderNeighbour: true)
            }
            count += 1
        }
        return Window(count: count, hasOlderNeighbour: false)
    }
}
