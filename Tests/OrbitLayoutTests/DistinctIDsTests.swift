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
