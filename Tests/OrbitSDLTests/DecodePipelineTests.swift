import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitSDL

@Suite struct DecodePipelineTests {
    private func request(_ person: String, path: String? = nil, diameter: Int = 8, grayscale: Bool = false) -> AvatarRequest {
        AvatarRequest(personID: person, path: path ?? "image-\(person)", diameter: diameter, grayscale: grayscale)
    }

    /// Over random bounds and bursts of requests, no more decodes overlap than the bound allows,
    /// nothing runs on the main thread, and every request is delivered once.
    @Test func concurrencyBoundIsNeverExceeded() {
        for seed in UInt64(1)...6 {
            var generator = SeededGenerator(seed: seed)
            let bound = Int.random(in: 1...4, using: &generator)
            let loader = SlowCountingLoader(delay: 0.002)
            let pipeline = DecodePipeline(maxConcurrentDecodes: bound, loader: loader)
            let count = Int.random(in: 10...30, using: &generator)
            for index in 0..<count { pipeline.submit(request("p\(index)")) }
            #expect(pipeline.waitUntilIdle(timeout: 30), "seed \(seed): not idle")
            #expect(loader.peakConcurrency <= bound, "seed \(seed): \(loader.peakConcurrency) decodes overlapped, bound \(bound)")
            let results = pipeline.takeResults(maxBytes: .max)
            #expect(Set(results.map(\.request.personID)).count == count, "seed \(seed)")
            let statistics = pipeline.statistics
            #expect(statistics.done == count && statistics.mainThreadDecodes == 0, "seed \(seed): \(statistics)")
        }
    }

    @Test func defaultBoundIsTheCores() {
        #expect(DecodePipeline(loader: SlowCountingLoader(delay: 0)).maxConcurrentDecodes == ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Twenty people sharing a missing file: it is read once, everyone gets the failure.
    @Test func aFailedFileIsReadOnceForEveryoneWaitingOnIt() {
        let loader = SlowCountingLoader(delay: 0.001)
        let pipeline = DecodePipeline(maxConcurrentDecodes: 1, loader: loader)
        for index in 0..<20 { pipeline.submit(request("p\(index)", path: "missing-shared")) }
        #expect(pipeline.waitUntilIdle(timeout: 10))
        let results = pipeline.takeResults(maxBytes: .max)
        #expect(results.count == 20 && results.allSatisfy { if case .failure = $0.image { true } else { false } })
        #expect(loader.loadedPaths == ["missing-shared"])
    }

    /// A decode that hangs fails as stalled once the (injected) clock passes the timeout, not at it, and a
    /// replacement worker decodes the rest while the hung thread is still stuck; when it comes back its result
    /// is dropped. The clock moves only by hand, so no healthy decode can stall however slow the machine is.
    @Test func aHungDecodeIsWrittenOffAndReplaced() {
        let loader = HangingLoader()
        let clock = ManualClock()
        let warnings = WarningRecorder()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 1, loader: loader, warnings: warnings.makeLog(), stallTimeout: 10,
                                      clock: { clock.now })
        pipeline.submit(request("stuck", path: "hang-forever"))
        #expect(loader.waitForHang())
        for index in 0..<3 { pipeline.submit(request("p\(index)")) }
        clock.advance(seconds: 10)
        #expect(pipeline.takeResults(maxBytes: .max).isEmpty, "written off at the timeout rather than past it")
        clock.advance(seconds: 0.001)
        let stalled = pipeline.takeResults(maxBytes: .max)
        guard stalled.count == 1, case .failure(.stalled(let path, let seconds, let retryAfter)) = stalled[0].image else {
            Issue.record("not one stalled failure: \(stalled.map(\.request.personID))")
            return
        }
        #expect(stalled[0].request.personID == "stuck" && path == "hang-forever")
        #expect(seconds == 10 && retryAfter == pipeline.stallRetryDelay)
        var results: [DecodedAvatar] = []
        #expect(waitUntil {
            results += pipeline.takeResults(maxBytes: .max)
            return results.count >= 3
        })
        #expect(results.map(\.request.personID).sorted() == ["p0", "p1", "p2"])
        #expect(results.allSatisfy { if case .success = $0.image { true } else { false } })
        #expect(pipeline.statistics.stalledWorkers == 1)
        #expect(warnings.messages.count == 1, "\(warnings.messages)")
        loader.release()
        #expect(pipeline.waitUntilIdle(timeout: 30))
        #expect(waitUntil { pipeline.statistics.stalledWorkers == 0 }, "the written-off thread never came back")
        #expect(pipeline.takeResults(maxBytes: .max).isEmpty)
    }

    /// A stalled file is read again once its retry delay has passed on the (injected) clock: the stall says
    /// when, a request before then fails at once without a read and says how long is left, the first one at
    /// the retry time decodes it, and the file is warned about once.
    @Test func aStalledFileIsReadAgainAfterItsRetryDelay() {
        let loader = FirstLoadHangingLoader()
        let warnings = WarningRecorder()
        let clock = ManualClock()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 1, loader: loader, warnings: warnings.makeLog(), stallTimeout: 10,
                                      stallRetryDelay: 30, maxStallRetryDelay: 30, clock: { clock.now })
        pipeline.submit(request("a", path: "hang-once"))
        #expect(loader.waitForHang())
        clock.advance(seconds: 11)
        #expect(pipeline.takeResults(maxBytes: .max).map { Self.failure($0)?.retryAfter } == [30])
        clock.advance(seconds: 20)
        #expect(Self.answer(pipeline, to: request("a", path: "hang-once")).map { Self.failure($0)?.retryAfter } == [10])
        #expect(loader.loadCount("hang-once") == 1, "a request before the retry time read the file")
        clock.advance(seconds: 10)
        let retried = Self.answer(pipeline, to: request("a", path: "hang-once"))
        #expect(retried.count == 1 && Self.failure(retried[0]) == nil, "not read again at the retry time")
        #expect(loader.loadCount("hang-once") == 2)
        #expect(warnings.messages.count == 1, "\(warnings.messages)")
        loader.release()
        #expect(pipeline.waitUntilIdle(timeout: 30))
    }

    private static func failure(_ result: DecodedAvatar) -> AvatarLoadError? {
        if case .failure(let error) = result.image { error } else { nil }
    }

    /// Submits `asked` and waits (without moving any injected clock) for the results it brings.
    private static func answer(_ pipeline: DecodePipeline, to asked: AvatarRequest) -> [DecodedAvatar] {
        pipeline.submit(asked)
        var results: [DecodedAvatar] = []
        _ = waitUntil {
            results += pipeline.takeResults(maxBytes: .max)
            return !results.isEmpty
        }
        return results
    }

    /// A directory whose reads hang holds at most its share of the decoders while another directory has work:
    /// the other one's requests all finish while the slow ones are stuck, though the slow ones came first.
    /// The injected clock never moves, so nothing is written off as stalled.
    @Test func aSlowDirectoryLeavesTheOtherDecodersToTheRest() {
        let loader = DirectoryGatedLoader()
        let clock = ManualClock()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 2, loader: loader, clock: { clock.now })
        #expect(pipeline.maxDecodesPerSource == 1)
        // Both workers busy first, so every request below is waiting when they next choose.
        for index in 0..<2 { pipeline.submit(request("gate\(index)", path: "gate/\(index).png")) }
        #expect(loader.waitForStarts(in: "gate", count: 2))
        for index in 0..<3 { pipeline.submit(request("slow\(index)", path: "slow/\(index).png")) }
        for index in 0..<5 { pipeline.submit(request("fast\(index)", path: "fast/\(index).png")) }
        loader.open("gate", 2)
        var delivered: Set<String> = []
        #expect(waitUntil {
            delivered.formUnion(pipeline.takeResults(maxBytes: .max).map(\.request.personID))
            return delivered.count >= 7
        })
        #expect(delivered == Set((0..<5).map { "fast\($0)" } + ["gate0", "gate1"]), "\(delivered.sorted())")
        loader.open("slow", 3)
        #expect(pipeline.waitUntilIdle(timeout: 30))
        #expect(Set(pipeline.takeResults(maxBytes: .max).map(\.request.personID)) == ["slow0", "slow1", "slow2"])
    }

    /// The share is ⌈decoders / 2⌉, at least 1.
    @Test(arguments: [1, 2, 3, 4, 7]) func theShareOfOneSourceIsHalfTheDecodersRoundedUp(decoders: Int) {
        #expect(DecodePipeline(maxConcurrentDecodes: decoders, loader: SlowCountingLoader(delay: 0)).maxDecodesPerSource == (decoders + 1) / 2)
    }

    /// A bound below 1 (a configuration value, not a programming error) counts as 1 instead of trapping.
    @Test(arguments: [0, -3, Int.min]) func boundsBelowOneCountAsOne(bound: Int) {
        #expect(DecodePipeline(maxConcurrentDecodes: bound, loader: SlowCountingLoader(delay: 0)).maxConcurrentDecodes == 1)
    }

    /// A request cancelled while waiting is never decoded; one cancelled while decoding is dropped
    /// when it finishes.
    @Test func cancellationBeforeAndDuringDecoding() {
        let loader = GatedLoader()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 1, loader: loader)
        pipeline.submit(request("a"))
        #expect(loader.waitForStart())
        pipeline.submit(request("b"))
        pipeline.submit(request("c"))
        #expect(pipeline.statistics.pending == 2 && pipeline.statistics.inFlight == 1)
        pipeline.cancel(personID: "b")
        pipeline.cancel(personID: "a")
        loader.open(2)
        #expect(pipeline.waitUntilIdle(timeout: 10))
        #expect(loader.loadedPaths == ["image-a", "image-c"])
        let results = pipeline.takeResults(maxBytes: .max)
        #expect(results.map(\.request.personID) == ["c"])
        let statistics = pipeline.statistics
        #expect(statistics.cancelled == 1 && statistics.discarded == 1 && statistics.done == 1, "\(statistics)")
        #expect(statistics.pending == 0 && statistics.inFlight == 0 && statistics.ready == 0, "\(statistics)")
    }

    @Test func cancelAllWithdrawsEveryRequest() {
        let loader = GatedLoader()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 1, loader: loader)
        for person in ["a", "b", "c"] { pipeline.submit(request(person)) }
        #expect(loader.waitForStart())
        pipeline.cancelAll()
        loader.open(3)
        #expect(pipeline.waitUntilIdle(timeout: 10))
        #expect(pipeline.takeResults(maxBytes: .max).isEmpty)
        #expect(loader.loadedPaths == ["image-a"])
        let statistics = pipeline.statistics
        #expect(statistics.cancelled == 2 && statistics.discarded == 1, "\(statistics)")
    }

    /// A finished result not yet taken is dropped by a cancel, and replaced by a different request.
    @Test func finishedResultsAreDroppedOnCancelOrReplacement() {
        let pipeline = DecodePipeline(maxConcurrentDecodes: 2, loader: SlowCountingLoader(delay: 0))
        pipeline.submit(request("a"))
        pipeline.submit(request("b"))
        #expect(pipeline.waitUntilIdle(timeout: 10))
        pipeline.cancel(personID: "a")
        pipeline.submit(request("b", diameter: 16))
        #expect(pipeline.waitUntilIdle(timeout: 10))
        let results = pipeline.takeResults(maxBytes: .max)
        #expect(results.map(\.request) == [request("b", diameter: 16)])
        #expect(pipeline.statistics.discarded == 2)
    }

    /// The upload budget bounds image bytes per call (at least one image); failures pass regardless.
    @Test func takeResultsHonoursTheByteBudget() {
        let pipeline = DecodePipeline(maxConcurrentDecodes: 1, loader: SlowCountingLoader(delay: 0))
        for index in 0..<5 { pipeline.submit(request("p\(index)")) }
        pipeline.submit(request("bad", path: "missing-file"))
        #expect(pipeline.waitUntilIdle(timeout: 10))
        var batches: [[DecodedAvatar]] = []
        let imageBytes = 8 * 8 * 4
        while case let batch = pipeline.takeResults(maxBytes: 2 * imageBytes + 1), !batch.isEmpty { batches.append(batch) }
        #expect(batches.map { $0.filter { (try? $0.image.get()) != nil }.count } == [2, 2, 1])
        #expect(batches.flatMap { $0 }.count == 6)
    }

    /// Random submits, replacements and cancels: once idle, exactly the people still asked for are
    /// delivered, each with their latest request, and the counters balance.
    @Test func randomRequestsAndCancelsDeliverExactlyTheLiveOnes() {
        for seed in UInt64(1)...12 {
            var generator = SeededGenerator(seed: seed)
            let pipeline = DecodePipeline(maxConcurrentDecodes: Int.random(in: 1...3, using: &generator), loader: SlowCountingLoader(delay: 0.0002))
            var live: [String: AvatarRequest] = [:]
            for _ in 0..<300 {
                let person = "p\(Int.random(in: 0..<25, using: &generator))"
                if Bool.random(using: &generator) || live[person] == nil {
                    let asked = request(person, diameter: Int.random(in: 4...6, using: &generator))
                    pipeline.submit(asked)
                    live[person] = asked
                } else {
                    pipeline.cancel(personID: person)
                    live[person] = nil
                }
            }
            #expect(pipeline.waitUntilIdle(timeout: 30), "seed \(seed): not idle")
            let results = pipeline.takeResults(maxBytes: .max)
            let delivered = Dictionary(results.map { ($0.request.personID, $0.request) }, uniquingKeysWith: { first, _ in first })
            #expect(results.count == delivered.count, "seed \(seed): a person was delivered twice")
            #expect(delivered == live, "seed \(seed): delivered \(delivered.keys.sorted()) vs live \(live.keys.sorted())")
            let statistics = pipeline.statistics
            #expect(statistics.pending == 0 && statistics.inFlight == 0 && statistics.ready == 0, "seed \(seed): \(statistics)")
        }
    }
}
