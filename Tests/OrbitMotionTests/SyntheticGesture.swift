import Foundation
import OrbitGeometry
@testable import OrbitMotion

/// A pointer moving about a ring centre: positions at given times, with optional jitter and one spike,
/// for feeding trackers, spinners and traces.
struct SyntheticGesture {
    var center = OrbitPoint(x: 400, y: 300)
    var radius = 200.0
    /// Sample times, seconds.
    var times: [Double]
    /// The pointer's true (unwrapped) angle at a time.
    var angle: (Double) -> Double
    /// Standard deviation of the positional jitter, in points (both axes).
    var jitter = 0.0
    /// A sample index displaced by `spikeSize` points, tangentially.
    var spikeIndex: Int?
    var spikeSize = 0.0

    /// Samples every `1/rate` seconds from `start` over `span` seconds at constant `speed` rad/s.
    static func constantSpeed(_ speed: Double, rate: Double = 60, span: Double = 0.3, start: Double = 0, from angle0: Double = 0.3) -> SyntheticGesture {
        let count = Int((span * rate).rounded()) + 1
        return SyntheticGesture(times: (0..<count).map { start + Double($0) / rate }, angle: { angle0 + speed * ($0 - start) })
    }

    /// A flick whose speed runs from `v0` to `v1` rad/s as `v0 + (v1 − v0)·(t/T)^power` over
    /// `T = duration` seconds, sampled every `1/rate` seconds from 0 to T: its speed at the last
    /// sample is exactly `v1` (accelerating when `v1 > v0`, decelerating when below).
    static func flick(
        from v0: Double, to v1: Double, duration: Double, power: Double, rate: Double, from angle0: Double = 0.3
    ) -> SyntheticGesture {
        let count = Int((duration * rate).rounded())
        let end = Double(count) / rate
        return SyntheticGesture(times: (0...count).map { Double($0) / rate }, angle: { t in
            angle0 + v0 * t + (v1 - v0) * end / (power + 1) * pow(t / end, power + 1)
        })
    }

    func point(at time: Double) -> OrbitPoint {
        let a = angle(time)
        return OrbitPoint(x: center.x + radius * sin(a), y: center.y + radius * cos(a))
    }

    /// The sampled positions, with jitter and the spike drawn from `random`.
    func points(using random: inout SeededGenerator) -> [OrbitPoint] {
        times.enumerated().map { index, time in
            var p = point(at: time)
            p.x += random.gaussian(deviation: jitter)
            p.y += random.gaussian(deviation: jitter)
            if index == spikeIndex {
                let a = angle(time)
                p.x += spikeSize * cos(a)
                p.y -= spikeSize * sin(a)
            }
            return p
        }
    }

    /// Press at the first sample, move through the rest, release at the last position `releaseDelay`
    /// seconds after the last sample.
    func events(using random: inout SeededGenerator, releaseDelay: Double = 0) -> [PointerEvent] {
        let points = points(using: &random)
        var events = zip(times, points).enumerated().map { index, sample in
            PointerEvent(t: sample.0, type: index == 0 ? .down : .move, x: sample.1.x, y: sample.1.y)
        }
        if let last = events.last {
            events.append(PointerEvent(t: last.t + releaseDelay, type: .up, x: last.x, y: last.y))
        }
        return events
    }

    /// The angle samples a tracker would see (raw `atan2` angles, wrapped to (−π, π]).
    func angleSamples(using random: inout SeededGenerator) -> [(time: Double, angle: Double)] {
        zip(times, points(using: &random)).map { ($0, RingAngle.of($1, about: center)!) }
    }
}

extension RingSpinner {
    /// Feeds `events` (down, move, up) to the spinner and returns the last release.
    @discardableResult
    mutating func play(_ events: [PointerEvent]) -> Release? {
        var release: Release?
        for event in events {
            switch event.type {
            case .down: press(at: event.point, time: event.t)
            case .move: move(to: event.point, time: event.t)
            case .up: release = self.release(at: event.point, time: event.t) ?? release
            case .cancel, .leave, .wheel, .key, .text, .pinch, .twist: break
            }
        }
        return release
    }
}
