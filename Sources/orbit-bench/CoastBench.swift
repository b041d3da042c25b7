import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion

/// How each coast starts and ends, measured on a `RingSpinner` flung by a steady drag: how far it
/// travels at 1 and 4 rad/s, when it rests, and its speed just after release and over the first
/// 60 fps frame relative to the release speed.
struct CoastBench: Encodable {
    struct Row: Encodable {
        var coast: String
        var degreesAt1: Double
        var degreesAt4: Double
        var restSecondsAt4: Double
        var instantRatio: Double
        var firstFrameRatio: Double
    }

    var rows: [Row]

    static func run() -> CoastBench {
        let coasts: [(String, RingSpinner.Coast)] = [
            ("original: D = v·T along the orbit curve, 0.7 s", .original),
            ("scroll view (ours): 0.998/ms, floor 0.7 rad/s²", .decay(.scrollView)),
            ("reduced motion: 0.99/ms, floor 3.5 rad/s²", .decay(.reducedMotion)),
        ]
        return CoastBench(rows: coasts.map { name, coast in
            var configuration = RingSpinner.Configuration()
            configuration.coast = coast
            let (slow, slowRelease) = fling(1, configuration)
            let (fast, fastRelease) = fling(4, configuration)
            // The first millisecond at which the phase reads idle.
            let rest = (1...10_000).first { fast.phase(at: releaseTime + Double($0) / 1000) == .idle }.map { Double($0) / 1000 } ?? .infinity
            let firstFrame = (slow.offset(at: releaseTime + 1.0 / 60) - slow.offset(at: releaseTime)) * 60
            return Row(
                coast: name, degreesAt1: slowRelease.distance * 180 / .pi, degreesAt4: fastRelease.distance * 180 / .pi,
                restSecondsAt4: rest, instantRatio: slow.velocity(at: releaseTime) / slowRelease.velocity,
                firstFrameRatio: firstFrame / slowRelease.velocity)
        })
    }

    static let releaseTime = 0.3

    /// A spinner released after a steady 60 Hz drag at `speed` rad/s on a 150 pt radius.
    static func fling(_ speed: Double, _ configuration: RingSpinner.Configuration) -> (RingSpinner, RingSpinner.Release) {
        var spinner = RingSpinner(center: OrbitPoint(x: 0, y: 0), configuration: configuration)
        func point(_ t: Double) -> OrbitPoint { OrbitPoint(x: 150 * sin(speed * t), y: 150 * cos(speed * t)) }
        for frame in 0...18 {
            let t = Double(frame) / 60
            if frame == 0 { spinner.press(at: point(t), time: t) } else { spinner.move(to: point(t), time: t) }
        }
        let release = spinner.release(at: point(releaseTime), time: releaseTime)!
        return (spinner, release)
    }

    var markdown: String {
        markdownTable(
            ["coast", "at 1 rad/s", "at 4 rad/s", "at rest after (4 rad/s)", "speed just after release / release", "first 60 fps frame / release"],
            rows.map {
                [$0.coast, fixed($0.degreesAt1, 1) + "°", fixed($0.degreesAt4, 1) + "°", fixed($0.restSecondsAt4, 3) + " s",
                 fixed($0.instantRatio, 3), fixed($0.firstFrameRatio, 3)]
            })
            + "\n\nEach released after a steady 0.3 s drag at 60 Hz (1 rad/s for the speed ratios); rest is the first "
            + "millisecond whose phase reads idle."
    }
}
