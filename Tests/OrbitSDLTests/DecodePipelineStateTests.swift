import OrbitLayout
import Testing
@testable import OrbitSDL

@Suite struct DecodePipelineStateTests {
    private func request(_ person: String, path: String) -> AvatarRequest {
        AvatarRequest(personID: person, path: path, diameter: 8, grayscale: false)
    }

    /// Over random start times, check times and timeouts, a running job is written off exactly when it has
    /// run for longer than the timeout; one stamped at or after the `now` of the check (a worker started it
    /// between the caller's clock read and the lock) has run for no time and is never written off.
    @Test func aJobIsWrittenOffOnlyWhenItRanLongerThanTheTimeout() {
        for seed in UInt64(1)...4000 {
            var generator = SeededGenerator(seed: seed)
            let started = UInt64.random(in: 100_000_000_000...1_000_000_000_000_000, using: &generator)
            let now = started + UInt64.random(in: 0...20_000_000_000, using: &generator) - UInt64.random(in: 0...20_000_000_000, using: &generator)
            let timeout = UInt64.random(in: 1...10_000_000_000, using: &generator)
            var state = DecodePipelineState()
            _ = state.submit(request("a", path: "a.png"), maxWorkers: 1)
            #expect(state.startNext(now: started) != nil, "seed \(seed)")
            let writeOff = state.writeOffStalled(now: now, timeout: timeout, maxStalled: 8, maxWorkers: 1)
            let ranTooLong = now > started && now - started > timeout
            #expect(writeOff.writtenOff == (ranTooLong ? 1 : 0), "seed \(seed): started \(started), now \(now), timeout \(timeout)")
            #expect(state.statistics.inFlight == (ranTooLong ? 0 : 1), "seed \(seed): \(state.statistics)")
        }
    }
}
