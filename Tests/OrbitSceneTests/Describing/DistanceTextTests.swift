import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct DistanceTextTests {
    @Test func distancesReadAsPeopleSayThem() {
        #expect(DistanceText.short(meters: 350.4) == "350 m")
        #expect(DistanceText.short(meters: 0) == "0 m")
        #expect(DistanceText.short(meters: 999.6) == "1.0 km")
        #expect(DistanceText.short(meters: 1234) == "1.2 km")
        #expect(DistanceText.short(meters: 99_960) == "100 km")
        #expect(DistanceText.short(meters: 350_400) == "350 km")
        #expect(DistanceText.short(meters: -1) == "distance unknown")
        #expect(DistanceText.short(meters: .nan) == "distance unknown")
        #expect(DistanceText.spoken(meters: 120) == "120 metres")
        #expect(DistanceText.spoken(meters: 1.2) == "1 metre")
        #expect(DistanceText.spoken(meters: 1234) == "1.2 kilometres")
    }

    @Test func rangesAndBandsWriteTheUnitOnce() {
        #expect(DistanceText.range(20.2, 23.4) == "20–23 m")
        #expect(DistanceText.range(20.2, 20.4) == "20 m")
        #expect(DistanceText.range(1200, 4800) == "1.2–4.8 km")
        #expect(DistanceText.range(350, 1200) == "350 m–1.2 km")
        #expect(DistanceText.band(lower: 0, upper: 250) == "< 250 m")
        #expect(DistanceText.band(lower: 250, upper: 1000) == "250 m–1 km")
        #expect(DistanceText.band(lower: 1000, upper: 5000) == "1–5 km")
        #expect(DistanceText.band(lower: 25_000, upper: nil) == "> 25 km")
        #expect(DistanceText.count(0) == "0")
        #expect(DistanceText.count(999) == "999")
        #expect(DistanceText.count(1234) == "1,234")
        #expect(DistanceText.count(1_234_567) == "1,234,567")
    }

    /// Over seeds: the written distance read back is within half its last digit of the true distance, and
    /// the spoken one says the same number.
    @Test func writtenDistancesRoundTripWithinTheirPrecision() throws {
        for seed in UInt64(1)...2000 {
            var random = SeededGenerator(seed: seed)
            let meters = pow(10, 7 * random.nextUnit())
            let text = DistanceText.short(meters: meters)
            let parts = text.split(separator: " ")
            let number = try #require(Double(parts[0]), "seed \(seed): \(text)")
            let (value, step) = parts[1] == "m" ? (number, 1.0) : (number * 1000, text.contains(".") ? 100.0 : 1000.0)
            #expect(abs(value - meters) <= step / 2 + 1e-9, "seed \(seed): \(meters) m read as '\(text)'")
            #expect(DistanceText.spoken(meters: meters).hasPrefix(parts[0] + " "), "seed \(seed)")
        }
    }

    /// Over seeds, any finite distance, from 0 up to `Double.greatestFiniteMagnitude` (random bit patterns, so huge
    /// ones are as likely as small ones), has a text: it reads back within half its last digit (1e22 m trapped
    /// converting to `Int`), and `spoken`, `range` and `band` say it too.
    @Test func everyFiniteDistanceHasAText() throws {
        for seed in UInt64(1)...3000 {
            var random = SeededGenerator(seed: seed)
            let bits = random.next() & ~(UInt64(1) << 63)
            let meters = seed <= 3 ? [1e22, 1e300, .greatestFiniteMagnitude][Int(seed) - 1] : Double(bitPattern: bits)
            guard meters.isFinite else { continue }
            let text = DistanceText.short(meters: meters)
            let parts = text.split(separator: " ")
            let number = try #require(Double(parts[0]), "seed \(seed): \(meters) m read as '\(text)'")
            // Compared in the text's unit, so the largest distances do not overflow.
            let (target, step): (Double, Double)
            if let exponent = parts[0].split(separator: "e").dropFirst().first.flatMap({ Double($0) }) {
                (target, step) = (meters / 1000, pow(10, exponent - 1))
            } else {
                (target, step) = parts[1] == "m" ? (meters, 1) : (meters / 1000, text.contains(".") ? 0.1 : 1)
            }
            #expect(abs(number - target) <= step / 2 * (1 + 1e-12) + 1e-12, "seed \(seed): \(meters) m read as '\(text)'")
            #expect(DistanceText.spoken(meters: meters).hasPrefix(parts[0] + " "), "seed \(seed)")
            #expect(DistanceText.range(meters / 2, meters) != "distance unknown", "seed \(seed)")
            #expect(DistanceText.band(lower: meters / 2, upper: meters) != "distance unknown", "seed \(seed)")
        }
        #expect(DistanceText.short(meters: 1e22) == "1.0e+19 km")
        #expect(DistanceText.short(meters: 123_456_789_000_000_000) == "123456789000000 km")
    }

    /// Over seeds: counts read back as the number, with a comma every three digits from the right.
    @Test func countsGroupThousands() {
        var random = SeededGenerator(seed: 9)
        for _ in 0..<2000 {
            let count = Int(random.next() % 10_000_000_000)
            let text = DistanceText.count(count)
            #expect(Int(text.replacingOccurrences(of: ",", with: "")) == count)
            let groups = text.split(separator: Character(","))
            #expect(groups.dropFirst().allSatisfy { $0.count == 3 }, "\(count) → \(text)")
        }
    }
}
