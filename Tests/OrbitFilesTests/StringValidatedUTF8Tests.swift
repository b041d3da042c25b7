import OrbitGeometry
import Testing
@testable import OrbitFiles

@Suite struct StringValidatedUTF8Tests {
    /// The parser-based validation (what macOS 13–14 and iOS 16–17 run) accepts and rejects exactly what
    /// `String(validating:as:)` does, over random byte runs biased towards UTF-8's edge cases
    /// (continuation bytes, overlong and surrogate lead bytes, truncated sequences). The reference needs
    /// macOS 15 / iOS 18 (always there on Linux).
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func agreesWithTheStandardLibrarysValidation() {
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
        var rejected = 0
        for seed in UInt64(0)..<5_000 {
            var random = SeededGenerator(seed: seed)
            let count = Int.random(in: 0...12, using: &random)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &random) ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
            }
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(String.validatedUTF8ByParsing(bytes) == expected, "seed \(seed): \(bytes)")
            #expect(String.validatedUTF8(bytes) == expected, "seed \(seed): \(bytes)")
            if expected == nil { rejected += 1 }
        }
        // Both outcomes are exercised, so neither side can pass by always answering the same.
        #expect(rejected > 500 && rejected < 4_500, "\(rejected) of 5,000 rejected")
    }
}
