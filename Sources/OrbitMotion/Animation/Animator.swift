/// Keyed animations driven by frame timestamps, like a display-link animator with the clock injected.
///
/// Each animation maps the time since its start through a timing curve and reports the progress to
/// its `progress` callback on every `tick(now:)`; it reports 1 and then `completion(.finished)` on the
/// first tick at or after its end. Starting an animation under a key that is running replaces it.
/// Progress depends only on the timestamps passed in, so a given sequence of ticks always produces the
/// same callbacks, whatever the gaps between frames.
///
/// Callbacks may start and stop animations (including their own). The animator belongs to one thread
/// and is not `Sendable`.
public final class Animator<Key: Hashable> {
    /// How an animation ended, as its completion callback hears it.
    public enum Ending: Sendable, Equatable {
        /// It ran to the end, or was stopped with `.jumpToEnd`.
        case finished
        /// It was stopped where it was (`.inPlace`).
        case stopped
        /// Another animation was started under its key.
        case replaced
    }

    /// What stopping does to an animation's value.
    public enum StopMode: Sendable, Equatable {
        /// Leave the value where the last tick put it; the completion hears `.stopped`.
        case inPlace
        /// Report progress 1 first; the completion hears `.finished`.
        case jumpToEnd
    }

    private struct Entry {
        let id: Int
        let key: Key
        let tween: Tween
        let progress: (Double) -> Void
        let completion: (Ending) -> Void
    }

    /// Running animations in the order they started (ticks report them in this order).
    private var entries: [Entry] = []
    /// The id of the running animation under each key.
    private var runningID: [Key: Int] = [:]
    private var nextID = 0
    private var lastTick: Double?

    /// An animator with nothing running.
    public init() {}

    /// Starts animating under `key`, replacing (and completing with `.replaced`) any animation there.
    ///
    /// - Parameters:
    ///   - key: what the animation animates; at most one animation runs per key.
    ///   - startTime: when progress 0 is, on the same clock as `tick(now:)`; ticks before it report
    ///     nothing.
    ///   - duration: seconds; 0 (or negative, or NaN) completes on the first tick at or after the start.
    ///   - curve: the timing curve; default `.linear`.
    ///   - progress: called on each tick with the eased progress (0…1 for curves that do not overshoot).
    ///   - completion: called once, when the animation ends for any reason.
    public func start(
        _ key: Key, at startTime: Double, duration: Double, curve: CubicBezier = .linear,
        progress: @escaping (Double) -> Void, completion: @escaping (Ending) -> Void = { _ in }
    ) {
        let replaced = retire(key)
        let entry = Entry(
            id: nextID, key: key, tween: Tween(startTime: startTime, duration: duration, curve: curve),
            progress: progress, completion: completion)
        nextID += 1
        entries.append(entry)
        runningID[key] = entry.id
        replaced?.completion(.replaced)
    }

    /// Stops the animation under `key`, if any.
    public func stop(_ key: Key, mode: StopMode = .inPlace) {
        guard let entry = retire(key) else { return }
        switch mode {
        case .inPlace:
            entry.completion(.stopped)
        case .jumpToEnd:
            entry.progress(entry.tween.curve.value(at: 1))
            entry.completion(.finished)
        }
    }

    /// Stops every running animation, in the order they started.
    public func stopAll(mode: StopMode = .inPlace) {
        for key in entries.map(\.key) { stop(key, mode: mode) }
    }

    /// Whether an animation is running under `key`.
    public func isRunning(_ key: Key) -> Bool { runningID[key] != nil }

    /// The keys of running animations, in the order they started.
    public var runningKeys: [Key] { entries.map(\.key) }

    /// Advances every running animation to the frame timestamp `now`.
    ///
    /// A timestamp earlier than the previous tick's counts as the previous one (progress never runs
    /// backwards); NaN is ignored. Animations started by callbacks during this tick are first reported
    /// on the next one.
    /// - Complexity: O(n) for n running animations, plus the callbacks.
    public func tick(now: Double) {
        guard !now.isNaN else { return }
        let now = max(now, lastTick ?? now)
        lastTick = now
        for entry in entries where runningID[entry.key] == entry.id && now >= entry.tween.startTime {
            entry.progress(entry.tween.progress(at: now))
            guard entry.tween.isFinished(at: now), runningID[entry.key] == entry.id else { continue }
            _ = retire(entry.key)
            entry.completion(.finished)
        }
    }

    /// Removes the running animation under `key` and returns it.
    private func retire(_ key: Key) -> Entry? {
        guard let id = runningID.removeValue(forKey: key),
              let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        return entries.remove(at: index)
    }
}
