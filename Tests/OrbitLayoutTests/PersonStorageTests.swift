import Foundation
import OrbitGeometry
import Testing
@testable import OrbitLayout

@Suite struct PersonStorageTests {
    /// A number or none, drawn to hit the edges: none, NaNs (the stored "none" pattern among them), infinities,
    /// signed zeros, subnormals and ordinary values.
    static func draw(_ random: inout SeededGenerator) -> Double? {
        switch random.next() % 8 {
        case 0: nil
        case 1: [Double.nan, -.nan, .signalingNaN, Double(bitPattern: 0x7FF8_0000_4E4F_4E45), Double(bitPattern: 0xFFF8_0000_4E4F_4E45)][Int(random.next() % 5)]
        case 2: [Double.infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude][Int(random.next() % 6)]
        case 3: Double(bitPattern: random.next())
        default: (random.nextUnit() - 0.5) * 2_000_000
        }
    }

    /// Whether `read` is what a `Double?` property would give back after storing `written`: none stays none, a
    /// NaN stays a NaN, any other number keeps its bits.
    static func same(_ read: Double?, _ written: Double?) -> Bool {
        switch (read, written) {
        case (nil, nil): true
        case let (read?, written?): written.isNaN ? read.isNaN : read.bitPattern == written.bitPattern
        default: false
        }
    }

    /// Thousands of people made and changed with edge-case numbers read them back as `Double?` would, and
    /// compare and hash as their optional properties do.
    @Test(arguments: 0..<8) func numbersReadBackAsOptionals(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for step in 0..<1_000 {
            let (latitude, longitude, distance) = (Self.draw(&random), Self.draw(&random), Self.draw(&random))
            var person = OrbitPerson(id: "p\(step)", latitude: latitude, longitude: longitude, distanceMeters: distance)
            #expect(Self.same(person.latitude, latitude) && Self.same(person.longitude, longitude) && Self.same(person.distanceMeters, distance),
                    "seed \(seed) step \(step): \(String(describing: latitude)), \(String(describing: longitude)), \(String(describing: distance))")
            let changed = Self.draw(&random)
            switch step % 3 {
            case 0: person.latitude = changed
            case 1: person.longitude = changed
            default: person.distanceMeters = changed
            }
            let read = [person.latitude, person.longitude, person.distanceMeters][step % 3]
            #expect(Self.same(read, changed), "seed \(seed) step \(step): set \(String(describing: changed)), read \(String(describing: read))")
            let twin = OrbitPerson(id: person.id, latitude: person.latitude, longitude: person.longitude, distanceMeters: person.distanceMeters)
            let hasNaN = [person.latitude, person.longitude, person.distanceMeters].contains { $0?.isNaN == true }
            #expect((person == twin) == !hasNaN, "seed \(seed) step \(step): equality")
            if !hasNaN { #expect(person.hashValue == twin.hashValue, "seed \(seed) step \(step): hash") }
        }
    }

    /// A person is 80 bytes (a million of them, one array of 80 MB).
    @Test func aPersonTakesEightyBytes() {
        #expect(MemoryLayout<OrbitPerson>.stride == 80)
    }
}
