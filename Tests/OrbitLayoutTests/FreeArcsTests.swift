import Testing
@testable import OrbitLayout

@Suite struct FreeArcsTests {
    /// Compares against a fine grid of sample angles: a sample is free exactly when no cut covers it.
    @Test(arguments: 0..<40) func subtractMatchesAGridModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var arcs = FreeArcs(lower: 1, upper: 3)
        let samples = (0..<2_000).map { 1 + 2 * (Double($0) + 0.5) / 2_000 }
        var free = Array(repeating: true, count: samples.count)
        for _ in 0..<Int(1 + random.nextUnit() * 15) {
            let lower = random.nextUnit() * 4, upper = lower + random.nextUnit() * 0.6
            let before = arcs.width
            let removed = arcs.subtract(lower, upper)
            #expect(abs(before - removed - arcs.width) < 1e-12, "seed \(seed)")
            for i in samples.indices where samples[i] > lower && samples[i] < upper { free[i] = false }
        }
        for (i, angle) in samples.enumerated() {
            let inside = arcs.arcs.contains { $0.lower <= angle && angle <= $0.upper }
            #expect(inside == free[i], "seed \(seed) angle \(angle)")
        }
        let modelWidth = Double(free.filter { $0 }.count) * 2 / 2_000
        #expect(abs(modelWidth - arcs.width) < 0.01, "seed \(seed)")
        #expect(zip(arcs.arcs, arcs.arcs.dropFirst()).allSatisfy { $0.upper < $1.lower }, "seed \(seed)")
    }

    @Test func nearestPrefersInsideThenClosestEndAroundTheCircle() {
        var arcs = FreeArcs(lower: 0, upper: Angle.fullTurn)
        _ = arcs.subtract(-1, 1)
        _ = arcs.subtract(5, Angle.fullTurn + 1)
        #expect(arcs.nearest(to: 2)!.angle == 2 && arcs.nearest(to: 2)!.distance == 0)
        #expect(arcs.nearest(to: 0.2)!.angle == 1)
        // 6.2 is 0.08 short of a full turn: the arc end at 5 is 1.2 away, the one at 1 is 1.08 away.
        #expect(arcs.nearest(to: 6.2)!.angle == 1)
        #expect(arcs.angle(atOffset: 0.5) == 1.5)
    }
}
