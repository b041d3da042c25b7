import OrbitGeometry
import Testing
@testable import OrbitLayout

@Suite struct StableHashTests {
    @Test func matchesPublishedFNV1aVectors() {
        #expect(StableHash.fnv1a([UInt8]()) == 0xCBF2_9CE4_8422_2325)
        #expect(StableHash.fnv1a("a".utf8) == 0xAF63_DC4C_8601_EC8C)
        #expect(StableHash.fnv1a("foobar".utf8) == 0x8594_4171_F739_67E8)
    }

    @Test func prefixHashesTheSeedsLittleEndianBytes() {
        #expect(StableHash.prefix(seed: 0x0807_0605_0403_0201) == StableHash.fnv1a([1, 2, 3, 4, 5, 6, 7, 8]))
    }

    @Test func personStreamsDependOnSeedAndId() {
        func stream(_ seed: UInt64, _ id: String) -> SeededGenerator {
            StableHash.generator(prefix: StableHash.prefix(seed: seed), id: id)
        }
        var a = stream(1, "ana"), b = stream(1, "ana")
        #expect(a.next() == b.next())
        var c = stream(2, "ana"), d = stream(1, "anb")
        var e = stream(1, "ana")
        let first = e.next()
        #expect(c.next() != first && d.next() != first)
    }
}
