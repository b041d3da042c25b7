import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct TextureResidencyTests {
    @Test func textureGoesRequestedReadyThenEvictedAfterGrace() {
        var residency = TextureResidency(budget: 10, graceFrames: 2)
        #expect(residency.update(entered: ["a"], exited: []).requests == ["a"])
        let marked = residency.markReady("a")
        #expect(marked)
        #expect(residency.update(entered: [], exited: ["a"]).isEmpty)
        #expect(residency.state(of: "a") == .ready)
        #expect(residency.update(entered: [], exited: []).isEmpty)
        #expect(residency.update(entered: [], exited: []).evictions == ["a"])
        #expect(residency.state(of: "a") == .absent && residency.readyCount == 0)
    }

    @Test func leavingBeforeReadyCancels() {
        var residency = TextureResidency(budget: 10, graceFrames: 5)
        _ = residency.update(entered: ["a", "b"], exited: [])
        #expect(residency.update(entered: [], exited: ["a"]).cancellations == ["a"])
        let lateReady = residency.markReady("a")
        let ready = residency.markReady("b")
        #expect(!lateReady && ready)
        #expect(residency.reservedCount == 1)
    }

    @Test func roomIsMadeByEvictingTheLeastRecentlyWanted() {
        var residency = TextureResidency(budget: 3, graceFrames: 100)
        _ = residency.update(entered: ["a", "b", "c"], exited: [])
        for id in ["a", "b", "c"] { residency.markReady(id) }
        _ = residency.update(entered: [], exited: ["a"])
        _ = residency.update(entered: [], exited: ["b"])
        let diff = residency.update(entered: ["d"], exited: [])
        #expect(diff.evictions == ["a"] && diff.requests == ["d"])
        // Wanted again before eviction: kept, no new request.
        #expect(residency.update(entered: ["b"], exited: []).isEmpty)
        #expect(residency.state(of: "b") == .ready)
    }

    @Test func wantedPeopleWaitForRoomWhenEveryTextureIsWanted() {
        var residency = TextureResidency(budget: 2, graceFrames: 0)
        #expect(residency.update(entered: ["a", "b", "c"], exited: []).requests == ["a", "b"])
        #expect(residency.state(of: "c") == .waiting)
        let diff = residency.update(entered: [], exited: ["a"])
        #expect(diff.cancellations == ["a"] && diff.requests == ["c"])
    }

    /// Random wanted sets and a decoder with random delays and failures: the owner's view, built only from the
    /// diffs, always matches the residency; the budget holds every frame; once nothing is wanted and the grace
    /// has passed, nothing is held or in flight: every request ended ready-then-evicted, cancelled or failed.
    @Test func ownerViewMatchesAndNoRequestLeaks() {
        for seed in UInt64(0)..<150 {
            var random = SeededGenerator(seed: seed)
            let budget = Int(1 + random.next() % 30)
            let grace = Int(random.next() % 5)
            var residency = TextureResidency(budget: budget, graceFrames: grace)
            var wanted: Set<String> = []
            var inFlight: [String: Int] = [:]  // id → frames until the decode ends
            var held: Set<String> = []
            func apply(_ diff: ResidencyDiff) {
                for id in diff.cancellations {
                    #expect(inFlight.removeValue(forKey: id) != nil, "seed \(seed): cancelled \(id) not in flight")
                }
                for id in diff.evictions { #expect(held.remove(id) != nil, "seed \(seed): evicted \(id) not held") }
                for id in diff.requests {
                    #expect(inFlight[id] == nil && !held.contains(id), "seed \(seed): repeated request \(id)")
                    inFlight[id] = Int(random.next() % 4)
                }
            }
            for frame in 0..<(120 + grace + 8) {
                let winding = frame >= 120
                let pool = (0..<60).map { "p\($0)" }
                let next = winding ? [] : Set(pool.filter { _ in random.nextUnit() < 0.3 })
                apply(residency.update(entered: next.subtracting(wanted).sorted(), exited: wanted.subtracting(next).sorted()))
                wanted = next
                for (id, wait) in inFlight.sorted(by: { $0.key < $1.key }) {
                    if wait > 0 { inFlight[id] = wait - 1; continue }
                    inFlight[id] = nil
                    if random.nextUnit() < 0.1 {
                        let failed = residency.markFailed(id)
                        #expect(failed)
                    } else {
                        let ready = residency.markReady(id)
                        #expect(ready)
                        held.insert(id)
                    }
                }
                #expect(residency.reservedCount <= budget, "seed \(seed) frame \(frame)")
                #expect(residency.readyIDs == held, "seed \(seed) frame \(frame)")
                #expect(residency.reservedCount == held.count + inFlight.count, "seed \(seed) frame \(frame)")
            }
            #expect(held.isEmpty && inFlight.isEmpty, "seed \(seed): leaked \(held) \(inFlight)")
        }
    }
}
