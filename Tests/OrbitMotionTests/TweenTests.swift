import Testing
@testable import OrbitMotion

@Suite struct TweenTests {
    @Test func fractionIsClampedAndProgressFollowsTheCurve() {
        let tween = Tween(startTime: 2, duration: 0.5, curve: .ease)
        #expect(tween.fraction(at: 1) == 0 && tween.fraction(at: 2.25) == 0.5 && tween.fraction(at: 3) == 1)
        #expect(tween.progress(at: 2.25) == CubicBezier.ease.value(at: 0.5))
        #expect(tween.isFinished(at: 2.5) && !tween.isFinished(at: 2.49))
    }

    @Test func progressRateIsTheSlopeOverTheDuration() {
        let tween = Tween(startTime: 0, duration: 0.7, curve: .orbitFling)
        #expect(tween.progressRate(at: 0) == CubicBezier.orbitFling.startSlope / 0.7)
        #expect(tween.progressRate(at: -1) == 0 && tween.progressRate(at: 0.7) == 0)
    }

    @Test func degenerateDurationsCompleteImmediately() {
        for duration in [0, -1, Double.nan] {
            let tween = Tween(startTime: 1, duration: duration)
            #expect(tween.duration == 0)
            #expect(tween.progress(at: 0.5) == 0 && tween.progress(at: 1) == 1)
        }
    }
}
