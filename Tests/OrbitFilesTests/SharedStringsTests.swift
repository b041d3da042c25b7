import OrbitGeometry
import Testing
@testable import OrbitFiles

@Suite struct SharedStringsTests {
    /// Random strings drawn from a small pool (so they repeat) of ASCII, non-ASCII, combining and empty ones,
    /// short and long, and canonically equivalent spellings ("é" precomposed and decomposed).
    static func randomString(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", " ", "é", "e\u{301}", "ř", "Ø", "日本", "👩‍👩‍👧", "\u{0}", "K", "\u{212A}", "long name part "]
        let count = Int.random(in: 0...8, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// Whatever goes in comes back equal, in order, for thousands of strings, whether remembered or past the limit.
    @Test(arguments: [0, 3, 1 << 16])
    func givesBackEqualStrings(limit: Int) {
        for seed in UInt64(0)..<20 {
            var random = SeededGenerator(seed: seed)
            var table = SharedStrings(limit: limit)
            let input = (0..<2_000).map { _ in Self.randomString(&random) }
            let output = input.map { table.shared($0) }
            #expect(output == input, "seed \(seed)")
            // Byte for byte too: sharing never swaps a spelling for a canonically equivalent one.
            #expect(output.map { Array($0.utf8) } == input.map { Array($0.utf8) }, "seed \(seed)")
        }
    }

    /// A long string seen before comes back with the first one's storage.
    @Test func equalLongStringsShareStorage() {
        var table = SharedStrings()
        let first = table.shared(String(repeating: "Zsófia Kovács ", count: 2))
        let second = table.shared(String(repeating: "Zsófia Kovács ", count: 2))
        var (a, b) = (first, second)
        let addresses = (a.withUTF8 { $0.baseAddress }, b.withUTF8 { $0.baseAddress })
        #expect(addresses.0 == addresses.1)
        // A different string does not.
        var c = table.shared(String(repeating: "Zsófia Kovács ", count: 3))
        #expect(c.withUTF8 { $0.baseAddress } != addresses.0)
    }

    /// Asking by bytes gives the same strings as asking with a string, mixed in any order, and shares the
    /// storage of a long string seen either way.
    @Test(arguments: [0, 3, 1 << 16])
    func bytesAndStringsGiveTheSameStrings(limit: Int) {
        for seed in UInt64(0)..<20 {
            var random = SeededGenerator(seed: seed)
            var table = SharedStrings(limit: limit)
            for _ in 0..<2_000 {
                var string = Self.randomString(&random)
                let shared = random.nextUnit() < 0.5
                    ? string.withUTF8 { table.shared(utf8: $0) }
                    : table.shared(string)
                #expect(Array(shared.utf8) == Array(string.utf8), "seed \(seed)")
            }
        }
        var table = SharedStrings()
        var first = table.shared(String(repeating: "Zsófia Kovács ", count: 2))
        var second = Array(String(repeating: "Zsófia Kovács ", count: 2).utf8).withUnsafeBufferPointer { table.shared(utf8: $0) }
        #expect(first.withUTF8 { $0.baseAddress } == second.withUTF8 { $0.baseAddress })
    }
}
