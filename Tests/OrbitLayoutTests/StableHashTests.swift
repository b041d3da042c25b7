import Testing
@testable import OrbitLayout

@Suite struct StableHashTests {
    @Test func matchesPublishedFNV1aVectors() {
        #expect(StableHash.fnv1a([UInt8]()) == 0xCBF2_9CE4_8422_2325)
        #expect(StableHash.fnv1a("a".utf8) == 0xAF63_DC4C_8601_EC8C)
        #expect(StableHash.fnv1a("foobar".utf8) == 0x8594_4171_F739_67E8)
    }

    @Test func personStreamsDependOnSeedAndId() {
        var a = StableHash.generator(seed: 1, id: "ana"), b = StableHash.generator(seed: 1, id: "ana")
        #expect(a.next() == b.next())
        var c = StableHash.generator(seed: 2, id: "ana"), d = StableHash.generator(seed: 1, id: "anb")
        var e = StableHash.generator(seed: 1, id: "ana")
        let first = e.next()
        #expect(c.next() != first && d.next() != first)
    }
}
