import OrbitLayout
import Testing
@testable import OrbitSDL

@Suite struct DecodePipelineStateTests {
    private func request(_ person: String, path: String) -> AvatarRequest {
        AvatarRequest(personID: person, path: path, diameter: 8, grayscale: false)
    }

    private func state(maxWorkers: Int = 1, retryDelay: UInt64 = 30_000_000_000, maxRetryDelay: UInt64 = 480_000_000_000) -> DecodePipelineState {
        DecodePipelineState(maxWorkers: maxWorkers, retryDelay: retryDelay, maxRetryDelay: maxRetryDelay)
    }

    private static let image = DecodedImage(pixels: PixelBuffer(width: 1, height: 1, filledWith: (0, 0, 0, 255)), nativeSide: 1)

    /// Over random start times, check times and timeouts, a running job is written off exactly when it has
    /// run for longer than the timeout; one stamped at or after the `now` of the check (a worker started it
    /// between the caller's clock read and the lock) has run for no time and is never written off.
    @Test func aJobIsWrittenOffOnlyWhenItRanLongerThanTheTimeout() {
        for seed in UInt64(1)...4000 {
            var generator = SeededGenerator(seed: seed)
            let started = UInt64.random(in: 100_000_000_000...1_000_000_000_000_000, using: &generator)
            let now = started + UInt64.random(in: 0...20_000_000_000, using: &generator) - UInt64.random(in: 0...20_000_000_000, using: &generator)
            let timeout = UInt64.random(in: 1...10_000_000_000, using: &generator)
            var state = state()
            _ = state.submit(request("a", path: "a.png"))
            #expect(state.startNext(now: started) != nil, "seed \(seed)")
            let writeOff = state.writeOffStalled(now: now, timeout: timeout, maxStalled: 8)
            let ranTooLong = now > started && now - started > timeout
            #expect(writeOff.writtenOff == (ranTooLong ? 1 : 0), "seed \(seed): started \(started), now \(now), timeout \(timeout)")
            #expect(state.statistics.inFlight == (ranTooLong ? 0 : 1), "seed \(seed): \(state.statistics)")
        }
    }

    /// Over random delays, caps, timeouts and gaps: after each stall the path fails at once (no decode) until
    /// its retry time, the first request after it decodes the path again, each stall of a retry doubles the
    /// delay up to the cap, and a successful decode resets it to the first delay.
    @Test func aStalledPathFailsAtOnceUntilItsRetryTimeThenIsDecodedAgain() {
        for seed in UInt64(1)...1000 {
            var generator = SeededGenerator(seed: seed)
            let first = UInt64.random(in: 1...10_000_000_000, using: &generator)
            let cap = first * UInt64.random(in: 1...40, using: &generator)
            let timeout = UInt64.random(in: 1...10_000_000_000, using: &generator)
            var state = state(retryDelay: first, maxRetryDelay: cap)
            var now = UInt64.random(in: 0...1_000_000_000_000, using: &generator)
            var person = 0
            func ask(at time: UInt64) -> DecodePipelineState.Job? {
                person += 1
                _ = state.submit(request("p\(person)", path: "slow/a.png"))
                return state.startNext(now: time)
            }
            var delay = first
            for round in 0..<Int.random(in: 1...8, using: &generator) {
                guard let job = ask(at: now) else { Issue.record("seed \(seed) round \(round): not decoded at its retry time"); return }
                now += timeout + 1 + UInt64.random(in: 0...1000, using: &generator)
                let stalls = state.writeOffStalled(now: now, timeout: timeout, maxStalled: 100).stalls
                #expect(stalls == [.stalled(path: "slow/a.png", seconds: Double(timeout) / 1e9, retryAfter: Double(delay) / 1e9)],
                        "seed \(seed) round \(round): \(stalls), delay \(delay)")
                #expect(state.takeResults(maxBytes: .max).map(\.request) == [job.request], "seed \(seed) round \(round)")
                let early = now + UInt64.random(in: 0..<delay, using: &generator)
                #expect(ask(at: early) == nil, "seed \(seed) round \(round): decoded before its retry time")
                let failures = state.takeResults(maxBytes: .max).map(\.image)
                guard case .failure(.stalled(_, _, let retryAfter)) = failures.first, failures.count == 1 else {
                    Issue.record("seed \(seed) round \(round): \(failures)"); return
                }
                #expect(retryAfter == Double(now + delay - early) / 1e9, "seed \(seed) round \(round)")
                now += delay + UInt64.random(in: 0...1000, using: &generator)
                delay = min(2 * delay, cap)
            }
            guard let job = ask(at: now) else { Issue.record("seed \(seed): not decoded at its retry time"); return }
            _ = state.finish(job, image: .success(Self.image), onMainThread: false, now: now)
            _ = ask(at: now + 1)
            now += 1 + timeout + 1
            let stalls = state.writeOffStalled(now: now, timeout: timeout, maxStalled: 100).stalls
            #expect(stalls.map(\.retryAfter) == [Double(first) / 1e9], "seed \(seed): a success did not reset the delay")
        }
    }

    /// Two decodes of one path that stall together are one stall: the retry time is not doubled by the second.
    @Test func decodesOfOnePathStallingTogetherCountOnce() {
        var state = state(maxWorkers: 2, retryDelay: 100, maxRetryDelay: 1000)
        for person in ["a", "b"] {
            _ = state.submit(request(person, path: "slow/a.png"))
            #expect(state.startNext(now: 0) != nil)
        }
        let stalls = state.writeOffStalled(now: 50, timeout: 10, maxStalled: 8).stalls
        #expect(stalls.map(\.retryAfter) == [100e-9, 100e-9])
    }

    /// A file that failed for good fails at once for every later request, however much later.
    @Test func aHardFailureIsNeverRetried() {
        var state = state(retryDelay: 10, maxRetryDelay: 10)
        _ = state.submit(request("a", path: "gone.png"))
        let job = state.startNext(now: 0)!
        _ = state.finish(job, image: .failure(.missing(path: "gone.png")), onMainThread: false, now: 1)
        _ = state.submit(request("b", path: "gone.png"))
        #expect(state.startNext(now: .max / 2) == nil)
        #expect(state.takeResults(maxBytes: .max).map(\.image.failure) == [.missing(path: "gone.png"), .missing(path: "gone.png")])
    }
}

extension Result {
    /// The error, or `nil` for a success.
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
