import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitSDL

extension DecodePipelineTests {
    /// Over random byte caps, decode costs (some larger than the whole cap) and worker counts, decodes running
    /// together never reserve more than the cap: a decode larger than the cap runs alone. Every request is
    /// delivered and every byte given back. The clock stands still (nothing is written off however slow the
    /// machine) and the workers keep the test's priority: at nice 10 on a loaded machine this took 478 s.
    @Test func runningDecodesStayWithinTheByteCap() {
        for seed in UInt64(1)...8 {
            var generator = SeededGenerator(seed: seed)
            let cap = Int.random(in: 1_000...100_000, using: &generator)
            let workers = Int.random(in: 2...4, using: &generator)
            let loader = ReservingLoader()
            let pipeline = DecodePipeline(maxConcurrentDecodes: workers, loader: loader, maxDecodeBytes: cap, clock: ManualClock.stopped,
                                          lowersWorkerPriority: false)
            let count = Int.random(in: 12...30, using: &generator)
            var largest = 0
            for index in 0..<count {
                let bytes = index % 7 == 3 ? cap + Int.random(in: 1...cap, using: &generator) : Int.random(in: cap / 3...cap, using: &generator)
                largest = max(largest, bytes)
                // Two sources, so the per-source share does not keep the workers apart.
                let path = "\(index % 2 == 0 ? "a" : "b")/image\(index)-\(bytes)"
                pipeline.submit(AvatarRequest(personID: "p\(index)", path: path, diameter: 4, grayscale: false))
            }
            #expect(pipeline.waitUntilIdle(timeout: 60), "seed \(seed): not idle")
            #expect(pipeline.takeResults(maxBytes: .max).count == count, "seed \(seed)")
            let statistics = pipeline.statistics
            #expect(loader.peakSharedBytes <= cap, "seed \(seed): decodes together held \(loader.peakSharedBytes) bytes, cap \(cap)")
            #expect(statistics.peakBytesInFlight <= max(cap, largest), "seed \(seed): \(statistics)")
            #expect(statistics.memoryWaits > 0 && statistics.bytesInFlight == 0 && statistics.done == count, "seed \(seed): \(statistics)")
        }
    }

    /// A decode waiting for the byte budget is not stalled, however long the one holding the budget takes: with the
    /// (injected) clock 12 s on, only the holder (which has worked 12 s) is written off; the waiting one then decodes.
    /// It used to be written off too, as 24 large avatars on 8 decoders were.
    @Test func waitingForTheBudgetIsNotAStall() {
        let loader = HoldingLoader()
        let clock = ManualClock()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 2, loader: loader, warnings: WarningRecorder().makeLog(), stallTimeout: 10,
                                      maxDecodeBytes: 100, clock: { clock.now }, lowersWorkerPriority: false)
        pipeline.submit(AvatarRequest(personID: "holder", path: "hold/a-80", diameter: 4, grayscale: false))
        #expect(waitUntil { loader.holding == 1 })
        pipeline.submit(AvatarRequest(personID: "queued", path: "wait/b-80", diameter: 4, grayscale: false))
        #expect(waitUntil { pipeline.statistics.memoryWaits == 1 })
        clock.advance(seconds: 6)
        #expect(pipeline.takeResults(maxBytes: .max).isEmpty)
        clock.advance(seconds: 6)
        let stalled = pipeline.takeResults(maxBytes: .max)
        #expect(stalled.map(\.request.personID) == ["holder"])
        loader.release()
        var results: [DecodedAvatar] = []
        #expect(waitUntil {
            results += pipeline.takeResults(maxBytes: .max)
            return !results.isEmpty
        })
        #expect(results.map(\.request.personID) == ["queued"] && (try? results.first?.image.get()) != nil, "\(results)")
        #expect(pipeline.waitUntilIdle(timeout: 30))
    }

    /// Ten hostile files that burn the CPU until stopped, asked for before twenty good ones in another folder,
    /// with one decoder: each hostile decode is written off when the (injected) clock passes the stall timeout
    /// and is told to stop, so it stops burning, its thread comes back, and every good avatar loads.
    @Test func stalledHostileDecodesStopAndGoodAvatarsStillLoad() {
        let loader = BurningLoader()
        let clock = ManualClock()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 1, loader: loader, warnings: WarningRecorder().makeLog(), stallTimeout: 10, clock: { clock.now })
        for index in 0..<10 { pipeline.submit(AvatarRequest(personID: "bad\(index)", path: "bad/\(index).jpg", diameter: 32, grayscale: false)) }
        for index in 0..<20 { pipeline.submit(AvatarRequest(personID: "good\(index)", path: "good/\(index).jpg", diameter: 32, grayscale: false)) }
        var results: [DecodedAvatar] = []
        let deadline = Date().addingTimeInterval(60)  // only so a broken pipeline fails instead of hanging
        while results.count < 30, Date() < deadline {
            // With one decoder, an uncancelled burning load is the only live decode: only it is written off.
            if loader.burningUncancelled > 0 { clock.advance(seconds: 11) }
            results += pipeline.takeResults(maxBytes: .max)
            Thread.sleep(forTimeInterval: 0.001)
        }
        let good = results.filter { $0.request.personID.hasPrefix("good") }
        let bad = results.filter { $0.request.personID.hasPrefix("bad") }
        #expect(good.count == 20 && good.allSatisfy { (try? $0.image.get()) != nil })
        #expect(bad.count == 10 && bad.allSatisfy { if case .failure(.stalled) = $0.image { true } else { false } })
        #expect(pipeline.waitUntilIdle(timeout: 30))
        while pipeline.statistics.stalledWorkers > 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        #expect(loader.stopped == 10 && loader.burning == 0, "stopped \(loader.stopped), burning \(loader.burning)")
        #expect(pipeline.statistics.stalledWorkers == 0)
    }
}
