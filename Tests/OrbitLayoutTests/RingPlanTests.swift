import OrbitGeometry
import Testing
import OrbitLayout

@Suite struct RingPlanTests {
    @Test func bandsPickTheFirstBandThatReachesTheDistance() {
        let plan = RingPlan(viewport: OrbitSize(width: 800, height: 600), avatarRadius: 12, spacing: 4, bandsMeters: [100, 500])
        #expect(plan.band(forDistance: 0) == 0)
        #expect(plan.band(forDistance: 100) == 0)
        #expect(plan.band(forDistance: 100.01) == 1)
        #expect(plan.band(forDistance: 500) == 1)
        #expect(plan.band(forDistance: 1e9) == 2)
        #expect(plan.maxDistanceMeters(ring: 1) == 500)
        #expect(plan.maxDistanceMeters(ring: 2) == nil)
        #expect(RingPlan(viewport: OrbitSize(width: 1, height: 1), avatarRadius: 1, spacing: 0).bandsMeters == RingPlan.defaultBandsMeters)
    }

    @Test(arguments: 0..<40) func ringsAreDisjointSeparatedAndClearOfTheViewer(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let viewport = OrbitSize(width: 10 + 2_000 * random.nextUnit(), height: 10 + 2_000 * random.nextUnit())
        let radius = 0.1 + 300 * random.nextUnit() * random.nextUnit()
        let spacing = random.nextUnit() < 0.3 ? 0 : 20 * random.nextUnit()
        let plan = RingPlan(viewport: viewport, avatarRadius: radius, spacing: spacing)
        #expect(plan.center == OrbitPoint(x: viewport.width / 2, y: viewport.height / 2), "seed \(seed)")
        // The viewer's own avatar (radius R at the centre) keeps `spacing` from ring 0.
        #expect(plan.annulus(ring: 0).innerRadius >= radius + spacing, "seed \(seed)")
        for k in 0..<30 {
            let ring = plan.annulus(ring: k), next = plan.annulus(ring: k + 1)
            let rounding = 1e-12 * next.outerRadius
            #expect(ring.width >= 2 * radius - rounding, "seed \(seed) ring \(k): an avatar must fit across")
            #expect(next.innerRadius - ring.outerRadius >= spacing - rounding, "seed \(seed) ring \(k)")
            #expect(!RingOccupancy(annulus: ring, avatarRadius: radius, spacing: spacing).laneRadii.isEmpty, "seed \(seed) ring \(k)")
        }
    }

    @Test func ringRadiiDoNotDependOnBandsOrRingCount() {
        let viewport = OrbitSize(width: 640, height: 480)
        let a = RingPlan(viewport: viewport, avatarRadius: 10, spacing: 2, bandsMeters: [10])
        let b = RingPlan(viewport: viewport, avatarRadius: 10, spacing: 2, bandsMeters: [1, 2, 3, 4, 5, 6])
        for k in [0, 3, 17] { #expect(a.annulus(ring: k) == b.annulus(ring: k)) }
    }
}
