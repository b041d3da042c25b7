/// Progress along a timing curve over a span of (injected) time: the one place that turns a timestamp
/// into eased progress, for the animator and the ring spinner alike.
package struct Tween: Sendable, Hashable {
    /// When the tween starts, in seconds on the caller's clock.
    package var startTime: Double
    /// How long it runs, in seconds; 0 means it is complete as soon as it starts.
    package var duration: Double
    /// The timing curve progress follows. Default `.linear`.
    package var curve: CubicBezier

    /// A tween from `startTime` lasting `duration` seconds (negative or NaN durations count as 0).
    package init(startTime: Double, duration: Double, curve: CubicBezier = .linear) {
        self.startTime = startTime
        self.duration = duration > 0 ? duration : 0
        self.curve = curve
    }

    /// When the tween reaches progress 1: `startTime + duration`.
    package var endTime: Double { startTime + duration }

    /// The elapsed fraction of the duration at `time`, clamped to [0, 1].
    package func fraction(at time: Double) -> Double {
        guard time < endTime, duration > 0 else { return time >= startTime ? 1 : 0 }
        guard time > startTime else { return 0 }
        return (time - startTime) / duration
    }

    /// The curve's progress at `time`: 0 before the start, 1 from the end on.
    package func progress(at time: Double) -> Double {
        curve.value(at: fraction(at: time))
    }

    /// The rate of progress at `time`, per second (the curve's slope over the duration); 0 outside
    /// the tween.
    package func progressRate(at time: Double) -> Double {
        guard duration > 0, time >= startTime, time < endTime else { return 0 }
        return curve.slope(at: fraction(at: time)) / duration
    }

    /// Whether `time` is at or after `endTime`.
    package func isFinished(at time: Double) -> Bool { time >= endTime }
}
