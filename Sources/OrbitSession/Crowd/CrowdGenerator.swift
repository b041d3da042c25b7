import Foundation
import OrbitGeometry
import OrbitLayout

/// Invents people around a viewer, repeatably from a seed: the `--users N` crowd and the people who arrive
/// with `+`.
///
/// Distances mix a few very near (20–500 m), most within the city (0.5–5 km), some across the region
/// (5–50 km) and a few far away (50–1000 km), log-uniform within each band, in random directions;
/// relations are weighted like the bundled people; ~30% are inactive; avatars cycle over `avatars`.
package struct CrowdGenerator: Sendable {
    /// Prague's Old Town Square, as in the bundled people file.
    package static let defaultViewer = GeoCoordinate(latitude: 50.087465, longitude: 14.421254)

    /// Whom the people are around.
    package let viewer: GeoCoordinate
    /// The avatar files the people cycle over.
    package let avatars: [String]
    private var random: SeededGenerator
    /// The number of people made so far; ids are `n<number>`.
    package private(set) var made = 0

    private static let bands: [(share: Double, meters: ClosedRange<Double>)] = [
        (0.10, 20...500), (0.60, 500...5_000), (0.25, 5_000...50_000), (0.05, 50_000...1_000_000),
    ]
    private static let bandShares = bands.map(\.share)
    private static let relations: [(Relation, Double)] = [(.friend, 28), (.following, 22), (.follower, 20), (.unrelated, 24), (.blocked, 6)]
    private static let relationWeights = relations.map(\.1)
    private static let firstNames = ["Tereza", "Ondřej", "Aino", "Mateo", "Priya", "Kwame", "Yuki", "Léa", "Bence", "Noor",
                                     "Santiago", "Ingrid", "Chidi", "Mei", "Luka", "Amara", "Jakub", "Giulia", "Omar", "Zsófia"]
    private static let surnames = ["Novák", "Virtanen", "García", "Sharma", "Mensah", "Tanaka", "Dubois", "Nagy", "Haddad", "Silva",
                                   "Lindqvist", "Okafor", "Chen", "Horvat", "Kim", "Dvořák", "Rossi", "Khan", "Kovács", "Müller"]
    /// Every first name and surname pair, made once: each person's name shares one of these strings' storage
    /// instead of allocating its own.
    private static let names = firstNames.flatMap { first in surnames.map { "\(first) \($0)" } }

    /// A generator drawing from `seed` around `viewer`, with avatars cycling over `avatars`; ids continue after
    /// `startIndex`.
    package init(seed: UInt64, viewer: GeoCoordinate = defaultViewer, avatars: [String], startIndex: Int = 0) {
        self.viewer = viewer
        self.avatars = avatars
        self.random = SeededGenerator(seed: seed)
        made = startIndex
    }

    /// The next invented person.
    package mutating func next() -> OrbitPerson {
        made += 1
        let band = pick(Self.bandShares)
        let range = Self.bands[band].meters
        let meters = exp(log(range.lowerBound) + (log(range.upperBound) - log(range.lowerBound)) * random.nextUnit())
        let place = viewer.destination(meters: meters, bearing: 2 * .pi * random.nextUnit())
        let first = Int(random.next() % 20)
        let name = Self.names[first * Self.surnames.count + Int(random.next() % 20)]
        return OrbitPerson(
            id: "n\(made)", name: name, latitude: place.latitude, longitude: place.longitude,
            isActive: random.nextUnit() >= 0.3, relation: Self.relations[pick(Self.relationWeights)].0,
            avatar: avatars.isEmpty ? nil : avatars[(made - 1) % avatars.count])
    }

    /// `count` invented people.
    package mutating func next(_ count: Int) -> [OrbitPerson] {
        (0..<max(0, count)).map { _ in next() }
    }

    /// An index drawn with probability proportional to `weights`.
    private mutating func pick(_ weights: [Double]) -> Int {
        var draw = random.nextUnit() * weights.reduce(0, +)
        for (index, weight) in weights.enumerated() {
            draw -= weight
            if draw < 0 { return index }
        }
        return weights.count - 1
    }

    /// The image files in `directory` (PNG and JPEG), sorted by name; empty when it cannot be read.
    package static func avatarFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { ["png", "jpg", "jpeg"].contains(URL(fileURLWithPath: $0).pathExtension.lowercased()) }
            .sorted().map { URL(fileURLWithPath: directory).appendingPathComponent($0).path }
    }
}
