import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitCLI

/// `LayoutJSON` writes exactly the bytes `JSONEncoder` (sorted keys, pretty printed, slashes unescaped) writes.
@Suite struct LayoutJSONTests {
    static let caseCount = 600

    @Test func matchesJSONEncoderByteForByteOnRandomLayouts() throws {
        for seed in UInt64(0)..<UInt64(Self.caseCount) {
            var random = SeededGenerator(seed: seed)
            let result = Self.layout(&random)
            let written = try Self.written(result)
            #expect(written == (try Self.expected(result)), "seed \(seed): \(String(decoding: written.prefix(300), as: UTF8.self))")
        }
    }

    /// Output many chunks long, with an id longer than a chunk (a plain run handed to the sink whole) and
    /// escapes across chunk boundaries, is still `JSONEncoder`'s bytes.
    @Test func outputLargerThanAChunkMatchesJSONEncoder() throws {
        var random = SeededGenerator(seed: 7)
        var result = Self.layout(&random)
        let escapes = String(repeating: "ab\"c\\d\u{1}é🙂", count: LayoutJSON.chunkSize / 16)
        let long = escapes + String(repeating: "x", count: LayoutJSON.chunkSize + 5)
        result.nodes = (0..<3_000).map { index in
            let value = Double(index)
            return PlacedNode(id: index == 1_500 ? long : "p\(index)\t\"", ring: index % 7, x: value * 0.1, y: -value / 3, angle: 1e-7 * value, radius: 1e21)
        }
        #expect(try Self.written(result) == (try Self.expected(result)))
    }

    /// Any one number of a layout made NaN or infinite is refused, naming that value; a layout without one passes.
    @Test func nonFiniteNumbersAreRefused() throws {
        for seed in UInt64(0)..<UInt64(Self.caseCount) {
            var random = SeededGenerator(seed: seed)
            let result = Self.layout(&random)
            try LayoutJSON.checkNumbers(result)
            let bad = [Double.nan, .infinity, -.infinity][Int(seed % 3)]
            var fields: [WritableKeyPath<LayoutResult, Double>] = [\.avatarRadius, \.spacing, \.center.x, \.center.y]
            for index in result.nodes.indices { fields += [\.nodes[index].angle, \.nodes[index].radius, \.nodes[index].x, \.nodes[index].y] }
            for index in result.rings.indices { fields += [\.rings[index].innerRadius, \.rings[index].outerRadius] }
            var broken = result
            broken[keyPath: fields[Int(random.nextUnit() * Double(fields.count))]] = bad
            #expect(throws: LayoutJSON.NonFiniteNumber.self, "seed \(seed)") { try LayoutJSON.checkNumbers(broken) }
            if let index = result.rings.firstIndex(where: { $0.maxDistanceMeters != nil }) {
                broken = result
                broken.rings[index].maxDistanceMeters = bad
                #expect(throws: LayoutJSON.NonFiniteNumber.self, "seed \(seed)") { try LayoutJSON.checkNumbers(broken) }
            }
        }
    }

    /// What `LayoutJSON` writes for `result`, collected from its sink.
    static func written(_ result: LayoutResult) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try LayoutJSON.write(result, to: { bytes.append(contentsOf: $0) })
        return bytes
    }

    /// `JSONEncoder`'s bytes for `result` and the final newline.
    static func expected(_ result: LayoutResult) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(result)) + [UInt8(ascii: "\n")]
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
            center: OrbitPoint(x: number(), y: number()), avatarRadius: number(), spacing: number(),
            rings: (0..<count(4)).map { RingInfo(index: $0, innerRadius: number(), outerRadius: number(),
                                                  maxDistanceMeters: random.nextUnit() < 0.5 ? nil : number(), count: Int(random.nextUnit() * 100)) },
            nodes: (0..<count(6)).map { _ in PlacedNode(id: text(), ring: Int(random.nextUnit() * 5), x: number(), y: number(), angle: number(), radius: number()) },
            unplaced: (0..<count(3)).map { _ in PersonIssue(id: text(), reason: .capacity) },
            rejected: (0..<count(3)).map { _ in PersonIssue(id: text(), reason: reasons[Int(random.nextUnit() * 4)]) })
    }
}
