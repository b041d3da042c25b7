import Foundation
import OrbitGeometry
import OrbitLayout

/// The layout section: Orbit's exact-free-space placement against the original 10-try sampler.
let layoutSection = BenchSection(
    name: "layout",
    summary: "exact free-space placement vs the original 10-random-tries sampler"
) { options in
    let reference = ReferenceRingFigures.measure(seeds: options.quick ? 10 : 20)
    let sizes = options.quick ? [1_000, 10_000, 100_000] : [1_000, 10_000, 100_000, 1_000_000]
    let scale = sizes.map { ScaleFigures.measure(people: $0, repeats: options.quick ? 3 : 5) }

    let referenceTable = markdownTable(
        ["reference ring (inner 100, outer 200, avatar radius 12, spacing 0)", "Orbit", "original 10 tries", "ratio"],
        [
            ["avatars fitted, handed 200 (mean of \(reference.seeds) seeds)", fixed(reference.orbitFitted, 1),
             fixed(reference.originalFittedOf200, 1), fixed(reference.orbitFitted / reference.originalFittedOf200, 2) + "×"],
            ["avatars fitted, handed 105", fixed(reference.orbitFittedOf105, 1), fixed(reference.originalFittedOf105, 1),
             fixed(reference.orbitFittedOf105 / reference.originalFittedOf105, 2) + "×"],
            ["first person left out (Orbit: ring full)", fixed(reference.orbitFitted + 1, 1), fixed(reference.originalFirstDrop, 1), ""],
            ["time to handle 200 people (µs)", fixed(reference.orbitMicros, 1), fixed(reference.originalMicros, 1),
             fixed(reference.orbitMicros / reference.originalMicros, 2) + "× the original's time"],
        ])
    let scaleTable = markdownTable(
        ["people", "runs", "Orbit µs/person", "Orbit placed", "rings used", "original µs/person", "original placed", "time ratio"],
        scale.map { row in
            [String(row.people), String(row.runs), fixed(row.orbitMicrosPerPerson, 3), fixed(100 * row.orbitShare, 1) + "%", String(row.ringsUsed),
             fixed(row.originalMicrosPerPerson, 3), fixed(100 * row.originalShare, 1) + "%",
             fixed(row.orbitMicrosPerPerson / row.originalMicrosPerPerson, 2) + "×"]
        })
    let note = """
        Scale scene: viewport 1280×800, avatar radius 12, spacing 4, default bands, random distances \
        (log-uniform 10 m – 50 km), no ring cap: Orbit spills outward and places everyone; the original \
        drops whoever misses 10 tries in their band's ring. Times are medians over the runs shown; one core.
        """
    return SectionReport(
        markdown: referenceTable + "\n\n" + scaleTable + "\n\n" + note,
        json: LayoutBenchReport(referenceRing: reference, scale: scale))
}

struct LayoutBenchReport: Encodable {
    var referenceRing: ReferenceRingFigures
    var scale: [ScaleFigures]
}

/// One capped ring handed as many people as it can hold.
struct ReferenceRingFigures: Encodable {
    var seeds: Int
    var orbitFitted: Double
    var orbitFittedOf105: Double
    var originalFittedOf105: Double
    var originalFittedOf200: Double
    /// Mean position (1-based) of the first person the original drops.
    var originalFirstDrop: Double
    var orbitMicros: Double
    var originalMicros: Double
    /// Orbit's fitted count over the original's, both handed 105 people.
    var fittedRatio: Double
    var timeRatio: Double

    static let annulus = Annulus(center: .zero, innerRadius: 100, outerRadius: 200)
    static let avatarRadius = 12.0

    static func measure(seeds: Int) -> ReferenceRingFigures {
        var orbit = 0, orbitOf105 = 0, of105 = 0, of200 = 0, firstDrop = 0
        for seed in 0..<UInt64(seeds) {
            orbit += fillOrbit(people: 200, seed: seed)
            orbitOf105 += fillOrbit(people: 105, seed: seed)
            of105 += OriginalSampler.fill(annulus, avatarRadius: avatarRadius, spacing: 0, people: 105, seed: seed).placed
            let run = OriginalSampler.fill(annulus, avatarRadius: avatarRadius, spacing: 0, people: 200, seed: seed)
            of200 += run.placed
            firstDrop += run.firstDrop ?? 201
        }
        let orbitMicros = 1e6 * medianSeconds(repeats: 9) { fillOrbit(people: 200, seed: 99) }
        let originalMicros = 1e6 * medianSeconds(repeats: 9) {
            OriginalSampler.fill(annulus, avatarRadius: avatarRadius, spacing: 0, people: 200, seed: 99).placed
        }
        let n = Double(seeds)
        return ReferenceRingFigures(
            seeds: seeds, orbitFitted: Double(orbit) / n, orbitFittedOf105: Double(orbitOf105) / n, originalFittedOf105: Double(of105) / n,
            originalFittedOf200: Double(of200) / n, originalFirstDrop: Double(firstDrop) / n,
            orbitMicros: orbitMicros, originalMicros: originalMicros,
            fittedRatio: Double(orbitOf105) / Double(of105), timeRatio: orbitMicros / originalMicros)
    }

    /// Places up to `people` avatars with Orbit's exact free-space sampling; returns how many fit.
    static func fillOrbit(people: Int, seed: UInt64) -> Int {
        var ring = RingOccupancy(annulus: annulus, avatarRadius: avatarRadius, spacing: 0)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<people {
            guard let spot = ring.randomSpot(using: &generator) else { break }
            ring.insert(spot)
        }
        return ring.count
    }
}

/// A full layout of many people, Orbit against the original sampler on the same rings.
struct ScaleFigures: Encodable {
    var people: Int
    /// How many runs each median is over.
    var runs: Int
    var orbitMicrosPerPerson: Double
    var orbitShare: Double
    var ringsUsed: Int
    var originalMicrosPerPerson: Double
    var originalShare: Double

    static func measure(people count: Int, repeats: Int) -> ScaleFigures {
        var generator = SeededGenerator(seed: UInt64(count))
        let people = (0..<count).map { i in
            OrbitPerson(id: "p\(i)", distanceMeters: 10 * pow(5_000, generator.nextUnit()))
        }
        let request = LayoutRequest(viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 12, spacing: 4, seed: 7, people: people)
        // 1M people take seconds per run: three runs still give a real median.
        let runs = count >= 1_000_000 ? min(repeats, 3) : repeats
        var outcome: LayoutOutcome?
        let orbitSeconds = medianSeconds(repeats: runs) {
            outcome = try? OrbitLayouter.place(request)
            return outcome?.result.nodes.count ?? 0
        }
        let result = outcome?.result
        var placedByOriginal = 0
        let originalSeconds = medianSeconds(repeats: runs) {
            placedByOriginal = OriginalSampler.layout(request)
            return placedByOriginal
        }
        _ = checkedRate(count, per: orbitSeconds, what: "layout: Orbit placing \(count) people")
        _ = checkedRate(count, per: originalSeconds, what: "layout: the original sampler on \(count) people")
        return ScaleFigures(
            people: count, runs: runs, orbitMicrosPerPerson: 1e6 * orbitSeconds / Double(count),
            orbitShare: Double(result?.nodes.count ?? 0) / Double(count),
            ringsUsed: result?.rings.filter { $0.count > 0 }.count ?? 0,
            originalMicrosPerPerson: 1e6 * originalSeconds / Double(count),
            originalShare: Double(placedByOriginal) / Double(count))
    }
}

/// The original placement: a random centre in the ring, checked against every avatar already in it;
/// after 10 failed tries the person is dropped.
enum OriginalSampler {
    static let tries = 10

    /// Hands `people` people to one ring; returns how many were placed and when the first was dropped.
    static func fill(_ annulus: Annulus, avatarRadius: Double, spacing: Double, people: Int, seed: UInt64) -> (placed: Int, firstDrop: Int?) {
        var ring = Ring(annulus: annulus, avatarRadius: avatarRadius, spacing: spacing)
        var generator = SeededGenerator(seed: seed)
        var firstDrop: Int?
        for person in 1...people where !ring.tryPlace(using: &generator) && firstDrop == nil {
            firstDrop = person
        }
        return (ring.centers.count, firstDrop)
    }

    /// Everyone to their band's ring of the same plan Orbit uses, no spill; returns how many were placed.
    static func layout(_ request: LayoutRequest) -> Int {
        let plan = RingPlan(viewport: request.viewport, avatarRadius: request.avatarRadius, spacing: request.spacing, bandsMeters: request.bandsMeters)
        var rings: [Int: Ring] = [:]
        var generator = SeededGenerator(seed: request.seed)
        var placed = 0
        for person in request.people {
            let index = plan.band(forDistance: person.distanceMeters ?? 0)
            var ring = rings[index] ?? Ring(annulus: plan.annulus(ring: index), avatarRadius: request.avatarRadius, spacing: request.spacing)
            if ring.tryPlace(using: &generator) { placed += 1 }
            rings[index] = ring
        }
        return placed
    }

    struct Ring {
        let annulus: Annulus
        let avatarRadius: Double
        let spacing: Double
        var centers: [OrbitPoint] = []

        /// Up to `tries` random points in the ring (uniform by area, as the original's
        /// `randomPointInRing`); keeps the first whose footprint lies inside the ring and clears everyone.
        mutating func tryPlace(using generator: inout SeededGenerator) -> Bool {
            let inner = annulus.innerRadius, outer = annulus.outerRadius
            let low = inner + avatarRadius, high = outer - avatarRadius
            let minimum = 2 * avatarRadius + spacing
            for _ in 0..<OriginalSampler.tries {
                let radius = (inner * inner + generator.nextUnit() * (outer * outer - inner * inner)).squareRoot()
                let candidate = OrbitPoint(center: .zero, radius: radius, angle: generator.nextUnit() * 2 * .pi)
                if radius >= low, radius <= high, centers.allSatisfy({ $0.distance(to: candidate) >= minimum }) {
                    centers.append(candidate)
                    return true
                }
            }
            return false
        }
    }
}
