import OrbitGeometry
import Testing
@testable import OrbitLayout

@Suite struct DistinctIDsTests {
    /// Ids from a small pool (so they repeat), sometimes with non-ASCII ones that equal others only
    /// as Swift strings: the answers must be `Set<String>.insert`'s, from before and after the switch.
    @Test(arguments: 0..<60) func answersLikeASetOfStrings(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let exotic = ["\u{212A}", "K", "caf\u{E9}", "cafe\u{301}", "\u{1F600}", "a;", "a\u{37E}", ""]
        let count = Int(random.nextUnit() * 3_000)
        let poolSize = 1 + Int(random.nextUnit() * Double(max(1, count)))
        let exoticShare = seed.isMultiple(of: 3) ? 0.0 : random.nextUnit() * 0.02
        var ids = DistinctIDs(capacity: Int(random.nextUnit() * Double(count)))
        var model = Set<String>()
        for step in 0..<count {
            let id = random.nextUnit() < exoticShare
                ? exotic[Int(random.nextUnit() * Double(exotic.count))]
                : "p\(Int(random.nextUnit() * Double(poolSize)))"
            let isNew = ids.insert(id), expected = model.insert(id).inserted
            #expect(isNew == expected, "seed \(seed) step \(step) id \(id)")
        }
    }

    @Test func aKelvinSignRepeatsTheLetterKAfterASCIIIds() {
        var ids = DistinctIDs(capacity: 4)
        let answers = ["K", "x", "\u{212A}", "x", "y"].map { ids.insert($0) }
        #expect(answers == [true, true, false, false, true])
    }
}

@Suite struct DistinctIDsCollisionTests {
    /// Ids whose FNV-1a hashes share their low `bits` bits (what a fixed-hash table of 2^bits slots indexes
    /// by): a random printable prefix, then the one last byte that brings the low bits to `target`.
    static func craftedIDs(count: Int, bits: Int, seed: UInt64) -> [String] {
        let prime: UInt64 = 0x100_0000_01B3
        var inverse: UInt64 = 1  // prime⁻¹ mod 2⁶⁴ by Newton's iteration (prime is odd)
        for _ in 0..<6 { inverse = inverse &* (2 &- prime &* inverse) }
        let mask: UInt64 = (1 << UInt64(bits)) - 1
        let wanted = (0x5A5A &* inverse) & mask  // (state ^ lastByte) must end in these bits
        var random = SeededGenerator(seed: seed)
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var ids = Set<String>()
        while ids.count < count {
            let prefix = (0..<8).map { _ in letters[Int(random.next() % UInt64(letters.count))] }
            let state = StableHash.fnv1a(prefix)
            guard (state ^ wanted) & mask & ~0xFF == 0 else { continue }
            let last = UInt8((state ^ wanted) & 0xFF)
            guard (0x30...0x7A).contains(last), last != UInt8(ascii: "\\") else { continue }
            ids.insert(String(decoding: prefix + [last], as: UTF8.self))
        }
        return ids.sorted()
    }

    /// The crafted ids really collide under FNV-1a (the test would prove nothing otherwise), yet finding
    /// them distinct costs about what random ids of the same length cost: probes, not time.
    @Test(arguments: [UInt64(1), 2, 3]) func craftedFNVCollisionsCostWhatRandomIDsCost(seed: UInt64) {
        let count = 1_024, bits = 12
        let crafted = Self.craftedIDs(count: count, bits: bits, seed: seed)
        #expect(Set(crafted.map { StableHash.fnv1a(Array($0.utf8)) & ((1 << UInt64(bits)) - 1) }).count == 1, "seed \(seed)")
        var random = SeededGenerator(seed: seed)
        let plain = (0..<count).map { _ in String((0..<9).map { _ in Character(Unicode.Scalar(UInt8(0x61 + random.next() % 26))) }) }

        var craftedSet = DistinctIDs(capacity: count)
        var plainSet = DistinctIDs(capacity: count)
        #expect(crafted.allSatisfy { craftedSet.insert($0) }, "seed \(seed)")
        #expect(plain.filter { plainSet.insert($0) }.count == Set(plain).count, "seed \(seed)")
        // One table of 2^12 slots holds either set; a fixed-hash table chains all crafted ids into one run
        // (about count²/2 = 500k probes), a keyed one probes about as often as for random ids.
        #expect(craftedSet.probes <= 4 * plainSet.probes + count,
                "seed \(seed): \(craftedSet.probes) probes for crafted ids, \(plainSet.probes) for random ones")
        #expect(crafted.allSatisfy { !craftedSet.insert($0) }, "seed \(seed): repeats must be found")
    }
}
