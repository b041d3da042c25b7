import Foundation
import OrbitGeometry
import OrbitLayout

/// Seeded crowds and update streams for the benchmarks, built with Orbit's public API only (the root
/// package's OrbitFixtures is not a product). The same seed gives the same people and updates on every run.
enum Crowd {
    static let viewport = OrbitSize(width: 1280, height: 800)

    static let firstNames = [
        "Ana", "Jan", "Petra", "Tomáš", "Eva", "Lukas", "Marie", "Noah", "Emma", "Oliver", "Sofia", "Liam", "Mia", "Jakub",
        "Zoe", "Adam", "Lea", "David", "Nina", "Filip", "Sara", "Max", "Ida", "Hugo", "Ella", "Leo", "Ava", "Ben", "Lina",
        "Karel", "Olga", "Ivan", "Yuki", "Omar", "Aisha", "Chen", "Priya", "Diego", "Fatima", "Kofi",
    ]
    static let lastNames = [
        "Novák", "Svoboda", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Müller", "Schmidt", "Schneider",
        "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Smith", "Johnson", "Brown", "Taylor", "Wilson", "Martin", "Garcia",
        "Lopez", "Rossi", "Russo", "Ferrari", "Bianchi", "Kowalski", "Nowak", "Tanaka", "Suzuki", "Kim", "Lee", "Park",
        "Singh", "Kumar", "Silva", "Santos", "Haddad",
    ]

    /// `count` named people at log-uniform distances (10 m – 50 km) on a 1280×800 viewport, avatar radius 12,
    /// spacing 4: orbit-bench's layout scene.
    static func request(people count: Int, seed: UInt64 = 7) -> LayoutRequest {
        var generator = SplitMix64(seed: seed)
        let people = (0..<count).map { i in
            OrbitPerson(
                id: "p\(i)", name: name(&generator), distanceMeters: 10 * pow(5_000, generator.nextUnit()))
        }
        return LayoutRequest(viewport: viewport, avatarRadius: 12, spacing: 4, seed: seed, people: people)
    }

    static func name(_ generator: inout SplitMix64) -> String {
        firstNames[Int(generator.next(upperBound: UInt64(firstNames.count)))] + " "
            + lastNames[Int(generator.next(upperBound: UInt64(lastNames.count)))]
    }

    /// `batches` batches of `size` single updates over the people of `request`, as orbit-bench's live section
    /// makes them: 60% walk (±2 m), 15% active/idle, 12.5% arrivals, 12.5% departures.
    static func updateBatches(_ batches: Int, of size: Int, request: LayoutRequest, seed: UInt64 = 11) -> [[LiveUpdate]] {
        var generator = SplitMix64(seed: seed)
        var present = request.people
        var next = 0
        func update() -> LiveUpdate {
            let roll = generator.nextUnit()
            let index = Int(generator.nextUnit() * Double(present.count))
            if roll < 0.6 {
                present[index].distanceMeters = max(0, (present[index].distanceMeters ?? 0) + 4 * (generator.nextUnit() - 0.5))
                return .upsert(present[index])
            } else if roll < 0.75 {
                present[index].isActive.toggle()
                return .upsert(present[index])
            } else if roll < 0.875 {
                next += 1
                let person = OrbitPerson(id: "new\(next)", name: name(&generator), distanceMeters: 10 * pow(5_000, generator.nextUnit()))
                present.append(person)
                return .upsert(person)
            } else {
                present.swapAt(index, present.count - 1)
                return .remove(id: present.removeLast().id)
            }
        }
        return (0..<batches).map { _ in (0..<size).map { _ in update() } }
    }
}

/// SplitMix64: the seeded stream the crowds are drawn from (Orbit's own seeded generator is not public).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in 0 ..< 1.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
