import Foundation
import Testing
@testable import OrbitMotion

@Suite struct AnimatorTests {
    /// Everything an animator reported, in order (progress to 6 decimals).
    final class Log {
        var entries: [String] = []
        func progress(_ name: String) -> (Double) -> Void { { self.entries.append("\(name) \(Self.format($0))") } }
        static func format(_ value: Double) -> String { String(format: "%.6f", value) }
        func completion(_ name: String) -> (Animator<String>.Ending) -> Void { { self.entries.append("\(name) \($0)") } }
    }

    @Test func progressFollowsTheCurveAndCompletesOnce() {
        let log = Log()
        let animator = Animator<String>()
        animator.start("a", at: 1, duration: 0.5, curve: .easeOut, progress: log.progress("a"), completion: log.completion("a"))
        for now in [0.9, 1.0, 1.2, 1.49, 1.5, 1.6] { animator.tick(now: now) }
        let expected = [0.0, 0.4, 0.98, 1.0].map { "a \(Log.format(CubicBezier.easeOut.value(at: $0)))" } + ["a finished"]
        #expect(log.entries == expected)
        #expect(!animator.isRunning("a"))
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func progressDependsOnlyOnTheTimestamp(seed: UInt64) {
        // Two animators fed different, irregular frame sequences agree wherever their frames coincide,
        // and every report is the curve at the frame's elapsed fraction.
        var random = SeededGenerator(seed: seed)
        let duration = random.uniform(0.1...2)
        var reports: [Double: Double] = [:]
        for _ in 0..<2 {
            let animator = Animator<Int>()
            var now = 0.0
            var frames: [Double] = []
            animator.start(1, at: 0, duration: duration, curve: .orbitFling, progress: { reports[frames.last!] = $0 })
            while now < duration + 0.1 {
                now += [0.004, 0.016, 0.033, 0.1][Int(random.uniform(0...3.99))]
                frames.append((now * 1000).rounded() / 1000)
                let before = reports[frames.last!]
                animator.tick(now: frames.last!)
                if let before { #expect(before == reports[frames.last!], "seed \(seed): frame \(frames.last!) differs") }
            }
        }
        for (time, progress) in reports {
            #expect(progress == CubicBezier.orbitFling.value(at: min(1, time / duration)), "seed \(seed) at \(time)")
        }
    }

    @Test func startingUnderARunningKeyReplacesIt() {
        let log = Log()
        let animator = Animator<String>()
        animator.start("k", at: 0, duration: 1, progress: log.progress("old"), completion: log.completion("old"))
        animator.tick(now: 0.5)
        animator.start("k", at: 0.5, duration: 1, progress: log.progress("new"), completion: log.completion("new"))
        animator.tick(now: 1.0)
        #expect(log.entries == ["old 0.500000", "old replaced", "new 0.500000"])
        #expect(animator.runningKeys == ["k"])
    }

    @Test func severalRunAtOnceAndFinishInTheirOwnTime() {
        let log = Log()
        let animator = Animator<String>()
        animator.start("long", at: 0, duration: 1, progress: log.progress("long"), completion: log.completion("long"))
        animator.start("short", at: 0, duration: 0.25, progress: log.progress("short"), completion: log.completion("short"))
        animator.tick(now: 0.25)
        animator.tick(now: 1)
        #expect(log.entries == ["long 0.250000", "short 1.000000", "short finished", "long 1.000000", "long finished"])
    }

    @Test func stoppingInPlaceOrJumpingToTheEnd() {
        let log = Log()
        let animator = Animator<String>()
        animator.start("here", at: 0, duration: 1, progress: log.progress("here"), completion: log.completion("here"))
        animator.start("end", at: 0, duration: 1, progress: log.progress("end"), completion: log.completion("end"))
        animator.tick(now: 0.5)
        animator.stop("here")
        animator.stop("end", mode: .jumpToEnd)
        animator.tick(now: 0.75)
        animator.stop("missing")
        #expect(log.entries == ["here 0.500000", "end 0.500000", "here stopped", "end 1.000000", "end finished"])
        #expect(animator.runningKeys.isEmpty)
    }

    @Test func callbacksMayStartAndStopAnimations() {
        let log = Log()
        let animator = Animator<String>()
        animator.start("first", at: 0, duration: 0.5, progress: log.progress("first"), completion: { ending in
            log.entries.append("first \(ending)")
            animator.start("first", at: 0.5, duration: 0.5, progress: log.progress("again"), completion: log.completion("again"))
        })
        animator.start("victim", at: 0, duration: 1, progress: log.progress("victim"), completion: log.completion("victim"))
        animator.start("killer", at: 0, duration: 1, progress: { value in
            log.entries.append("killer \(Log.format(value))")
            animator.stop("killer")
        }, completion: log.completion("killer"))
        animator.tick(now: 0.5)
        animator.stop("victim")
        animator.tick(now: 1)
        #expect(log.entries == [
            "first 1.000000", "first finished", "victim 0.500000", "killer 0.500000", "killer stopped", "victim stopped",
            "again 1.000000", "again finished",
        ])
    }

    @Test func timeNeverRunsBackwardsAndZeroDurationsFinishAtOnce() {
        let log = Log()
        let animator = Animator<String>()
        animator.start("a", at: 0, duration: 1, progress: log.progress("a"))
        animator.start("now", at: 0.5, duration: -3, progress: log.progress("now"), completion: log.completion("now"))
        animator.tick(now: 0.6)
        animator.tick(now: 0.2)
        animator.tick(now: .nan)
        #expect(log.entries == ["a 0.600000", "now 1.000000", "now finished", "a 0.600000"])
    }

    @Test func stopAllJumpsEveryAnimationToItsEnd() {
        let log = Log()
        let animator = Animator<String>()
        animator.start("x", at: 0, duration: 1, progress: log.progress("x"), completion: log.completion("x"))
        animator.start("y", at: 0, duration: 1, progress: log.progress("y"), completion: log.completion("y"))
        animator.stopAll(mode: .jumpToEnd)
        #expect(log.entries == ["x 1.000000", "x finished", "y 1.000000", "y finished"])
    }
}
