import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitSDL

@Suite struct DecodePipelineStateTests {
    private func request(_ person: String, path: String) -> AvatarRequest {
        AvatarRequest(personID: person, path: path, diameter: 8, grayscale: false)
    }

    private func state(
        maxWorkers: Int = 1, maxPerSource: Int = 1, retryDelay: UInt64 = 30_000_000_000, maxRetryDelay: UInt64 = 480_000_000_000
    ) -> DecodePipelineState {
        DecodePipelineState(maxWorkers: maxWorkers, maxPerSource: maxPerSource, retryDelay: retryDelay, maxRetryDelay: maxRetryDelay)
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

    /// Random submits (some moving a waiting request to another directory), cancels, worker starts and
    /// finishes over a few directories, against a brute-force model: every job started is the earliest waiting
    /// request whose directory runs fewer than its share, else the earliest; no worker goes idle while a
    /// request waits.
    @Test func jobsFollowTheShareOfEachSource() {
        for seed in UInt64(1)...300 {
            var generator = SeededGenerator(seed: seed)
            let workers = Int.random(in: 1...5, using: &generator)
            let share = Int.random(in: 1...workers, using: &generator)
            var state = state(maxWorkers: workers, maxPerSource: share)
            let directories = ["a", "b", "c/d"]
            // The model: waiting requests in order, decodes running (also cancelled ones, until they finish),
            // and each person's live decode.
            var line: [(person: String, path: String)] = []
            var jobs: [DecodePipelineState.Job] = []
            var live: [String: (token: UInt64, path: String)] = [:]
            var unstarted = 0
            func directory(_ path: String) -> String { String(path[..<path.lastIndex(of: "/")!]) }
            func expectedNext() -> (person: String, path: String)? {
                let counts = Dictionary(jobs.map { (directory($0.request.path), 1) }, uniquingKeysWith: +)
                return line.first { counts[directory($0.path), default: 0] < share } ?? line.first
            }
            func check(_ job: DecodePipelineState.Job?, _ step: Int) {
                let expected = expectedNext()
                #expect(job?.request.personID == expected?.person && job?.request.path == expected?.path,
                        "seed \(seed) step \(step): started \(String(describing: job?.request)), expected \(String(describing: expected))")
                if let job {
                    line.removeAll { $0.person == job.request.personID }
                    jobs.append(job)
                    live[job.request.personID] = (job.ticket.token, job.request.path)
                }
            }
            for step in 0..<400 {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<4:
                    let person = "p\(Int.random(in: 0..<12, using: &generator))"
                    let path = "\(directories.randomElement(using: &generator)!)/\(Int.random(in: 0..<2, using: &generator)).png"
                    if let index = line.firstIndex(where: { $0.person == person }) {
                        if directory(line[index].path) == directory(path) { line[index].path = path } else {
                            line.remove(at: index)
                            line.append((person, path))
                        }
                    } else if live[person]?.path != path {
                        live[person] = nil
                        line.append((person, path))
                    }
                    if state.submit(request(person, path: path)) { unstarted += 1 }
                case 4:
                    let person = "p\(Int.random(in: 0..<12, using: &generator))"
                    line.removeAll { $0.person == person }
                    live[person] = nil
                    state.cancel(person)
                case 5..<7 where unstarted > 0:
                    unstarted -= 1
                    check(state.startNext(now: 0), step)
                case 7..<10 where !jobs.isEmpty:
                    let job = jobs.remove(at: Int.random(in: 0..<jobs.count, using: &generator))
                    if live[job.request.personID]?.token == job.ticket.token { live[job.request.personID] = nil }
                    let next = state.finish(job, image: .success(Self.image), onMainThread: false, now: 0)
                    if case .job(let another) = next { check(another, step) } else { check(nil, step) }
                default:
                    break
                }
                #expect(jobs.count + unstarted <= workers, "seed \(seed) step \(step): more workers than \(workers)")
                #expect(!line.isEmpty || state.statistics.pending == 0, "seed \(seed) step \(step)")
                _ = state.takeResults(maxBytes: .max)
            }
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

    /// Writing a job off as stalled cancels its control, so a loader that checks it stops using the CPU; a job
    /// that runs within the timeout, or finishes, is never cancelled.
    @Test func writingAJobOffCancelsItsControl() {
        var state = state(maxWorkers: 2, maxPerSource: 2)
        _ = state.submit(request("slow", path: "a/slow.jpg"))
        _ = state.submit(request("quick", path: "a/quick.jpg"))
        let slow = state.startNext(now: 0)!
        let quick = state.startNext(now: 40)!
        #expect(!slow.control.isCancelled && !quick.control.isCancelled)
        _ = state.writeOffStalled(now: 45, timeout: 10, maxStalled: 8)
        #expect(slow.control.isCancelled && !quick.control.isCancelled)
        _ = state.finish(quick, image: .success(Self.image), onMainThread: false, now: 46)
        _ = state.writeOffStalled(now: 1000, timeout: 10, maxStalled: 8)
        #expect(!quick.control.isCancelled)
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
