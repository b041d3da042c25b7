import OrbitGeometry
import Testing
@testable import OrbitLayout

@Suite struct FreeArcTableTests {
    /// Compares every cell against a fine grid of sample angles: a sample is free exactly when no cut
    /// of that cell covers it. Up to 40 cuts per cell make cells outgrow their room and move, which
    /// must leave every other cell as it was.
    @Test(arguments: 0..<40) func subtractMatchesAGridModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let cellCount = 1 + Int(random.nextUnit() * 5)
        var table = FreeArcTable(count: cellCount) { _ in (1, 3) }
        let samples = (0..<2_000).map { 1 + 2 * (Double($0) + 0.5) / 2_000 }
        var free = Array(repeating: Array(repeating: true, count: samples.count), count: cellCount)
        for _ in 0..<Int(1 + random.nextUnit() * 40 * Double(cellCount)) {
            let cell = Int(random.nextUnit() * Double(cellCount))
            let lower = random.nextUnit() * 4, upper = lower + random.nextUnit() * 0.3
            let before = table.width(of: cell)
            let removed = table.subtract(lower, upper, from: cell)
            #expect(abs(before - removed - table.width(of: cell)) < 1e-12, "seed \(seed)")
            for i in samples.indices where samples[i] > lower && samples[i] < upper { free[cell][i] = false }
        }
        for cell in 0..<cellCount {
            let arcs = table.arcs(of: cell)
            for (i, angle) in samples.enumerated() {
                let inside = arcs.contains { $0.lower <= angle && angle <= $0.upper }
                #expect(inside == free[cell][i], "seed \(seed) cell \(cell) angle \(angle)")
            }
            let modelWidth = Double(free[cell].filter { $0 }.count) * 2 / 2_000
            #expect(abs(modelWidth - table.width(of: cell)) < 0.01, "seed \(seed) cell \(cell)")
            #expect(zip(arcs, arcs.dropFirst()).allSatisfy { $0.upper < $1.lower }, "seed \(seed) cell \(cell)")
            #expect(table.isEmpty(cell) == arcs.isEmpty, "seed \(seed) cell \(cell)")
        }
    }

    @Test func nearestPrefersInsideThenClosestEndAroundTheCircle() {
        var table = FreeArcTable(count: 2) { _ in (0, AngleMath.fullTurn) }
        _ = table.subtract(-1, 1, from: 1)
        _ = table.subtract(5, AngleMath.fullTurn + 1, from: 1)
        #expect(table.nearest(to: 2, in: 1)!.angle == 2 && table.nearest(to: 2, in: 1)!.distance == 0)
        #expect(table.nearest(to: 0.2, in: 1)!.angle == 1)
        // 6.2 is 0.08 short of a full turn: the arc end at 5 is 1.2 away, the one at 1 is 1.08 away.
        #expect(table.nearest(to: 6.2, in: 1)!.angle == 1)
        #expect(table.angle(atOffset: 0.5, in: 1) == 1.5)
        #expect(table.nearest(to: 6.2, in: 0)!.distance == 0, "cell 0 is untouched")
    }

    @Test func aCellCutAwayEntirelyIsEmptyWithWidthZero() {
        var table = FreeArcTable(count: 3) { cell in (Double(cell), Double(cell + 1)) }
        let removed = table.subtract(0.5, 2.5, from: 1)
        #expect(removed == 1)
        #expect(table.isEmpty(1) && table.width(of: 1) == 0)
        let again = table.subtract(0, 3, from: 1)
        #expect(again == 0)
        #expect(table.width(of: 0) == 1 && table.width(of: 2) == 1)
    }
}
