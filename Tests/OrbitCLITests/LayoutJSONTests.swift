import Foundation
import OrbitLayout
import Testing
@testable import OrbitCLI

/// `LayoutJSON` writes exactly the bytes `JSONEncoder` (sorted keys, pretty printed, slashes unescaped) writes.
@Suite struct LayoutJSONTests {
    static let caseCount = 600

    @Test func matchesJSONEncoderByteForByteOnRandomLayouts() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        for seed in UInt64(0)..<UInt64(Self.caseCount) {
            var random = SeededGenerator(seed: seed)
            let result = Self.layout(&random)
            let expected = Array(try encoder.encode(result)) + [UInt8(ascii: "\n")]
            let written = try LayoutJSON.encode(result)
            #expect(written == expected, "seed \(seed): \(String(decoding: written.prefix(300), as: UTF8.self))")
        }
    }

    @Test func nonFiniteNumbersAreRefused() {
        var random = SeededGenerator(seed: 1)
        var result = Self.layout(&random)
        result.spacing = .nan
        #expect(throws: LayoutJSON.NonFiniteNumber.self) { try LayoutJSON.encode(result) }
    }

    /// A layout with numbers of every shape (integers, tiny, huge, −0, long fractions) and ids with quotes,
    /// backslashes, slashes, control characters and non-ASCII text; lists sometimes empty.
    static func layout(_ random: inout SeededGenerator) -> LayoutResult {
        func number() -> Double {
            switch Int(random.nextUnit() * 8) {
            case 0: return Double(Int(random.nextUnit() * 2000) - 1000)
            case 1: return -0.0
            case 2: return random.nextUnit() * 1e-6
            case 3: return (random.nextUnit() - 0.5) * 1e22
            case 4: return Double(Int(random.nextUnit() * 1e17))
            default: return (random.nextUnit() - 0.3) * 2000
            }
        }
        func text() -> String {
            let pieces = ["a", "Z", "7", "\"", "\\", "/", "\n", "\t", "\r", "\u{8}", "\u{c}", "\u{1}", "\u{1f}", "\u{7f}", "é", "日本", "🙂", "\u{2028}", " "]
            return (0..<Int(random.nextUnit() * 6)).map { _ in pieces[Int(random.nextUnit() * Double(pieces.count))] }.joined()
        }
        func count(_ most: Int) -> Int { random.nextUnit() < 0.2 ? 0 : Int(random.nextUnit() * Double(most)) }
        let reasons: [PersonIssue.Reason] = [.capacity, .duplicateID, .negativeDistance, .unknownRelation("x\"y/\u{1}")]
        return LayoutResult(
            center: Point(x: number(), y: number()), avatarRadius: number(), spacing: number(),
            rings: (0..<count(4)).map { RingInfo(index: $0, innerRadius: number(), outerRadius: number(),
                                                  maxDistanceMeters: random.nextUnit() < 0.5 ? nil : number(), count: Int(random.nextUnit() * 100)) },
            nodes: (0..<count(6)).map { _ in PlacedNode(id: text(), ring: Int(random.nextUnit() * 5), x: number(), y: number(), angle: number(), radius: number()) },
            unplaced: (0..<count(3)).map { _ in PersonIssue(id: text(), reason: .capacity) },
            rejected: (0..<count(3)).map { _ in PersonIssue(id: text(), reason: reasons[Int(random.nextUnit() * 4)]) })
    }
}
