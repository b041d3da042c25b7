import Testing
import OrbitGeometry

@Suite struct SeededGeneratorTests {
    @Test func sameSeedSameSequence() {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        #expect((0..<100).map { _ in a.next() } == (0..<100).map { _ in b.next() })
    }

    @Test func unitValuesStayInHalfOpenRange() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<10_000 {
            let u = g.nextUnit()
            #expect(u >= 0 && u < 1)
        }
    }

    @Test func differentSeedsDiffer() {
        var a = SeededGenerator(seed: 1)
        var b = SeededGenerator(seed: 2)
        #expect(a.next() != b.next())
    }
}
