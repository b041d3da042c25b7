import Foundation
import OrbitGeometry
import Testing
import OrbitLayout

@Suite struct RingOccupancyTests {
    struct Scene {
        var ring: RingOccupancy
        var spots: [PolarSpot] = []
        var clearance: Double { 2 * ring.avatarRadius + ring.spacing }

        init(seed: UInt64) {
            var random = SeededGenerator(seed: seed &+ 1_000)
            let radius = 1 + 20 * random.nextUnit()
            let inner = radius * 10 * random.nextUnit()
            let width = 2 * radius * (1 + 4 * random.nextUnit())
            ring = RingOccupancy(
                annulus: Annulus(center: .zero, innerRadius: inner, outerRadius: inner + width), avatarRadius: radius,
                spacing: random.nextUnit() < 0.3 ? 0 : radius * random.nextUnit())
        }

        /// Whether an avatar centred at `spot` keeps the clearance from every inserted one (brute force).
        func isClear(_ spot: PolarSpot, slack: Double = 0) -> Bool {
            let point = OrbitPoint(center: .zero, radius: spot.radius, angle: spot.angle)
            return spots.allSatisfy { OrbitPoint(center: .zero, radius: $0.radius, angle: $0.angle).distance(to: point) >= clearance - slack }
        }
    }

    @Test(arguments: 0..<30) func fillsUntilNoLaneHasRoomWithoutOverlap(seed: UInt64) {
        var scene = Scene(seed: seed)
        var random = SeededGenerator(seed: seed)
        let lanes = scene.ring.laneRadii
        #expect(lanes.count <= RingOccupancy.maximumLaneCount, "seed \(seed)")
        #expect(zip(lanes, lanes.dropFirst()).allSatisfy { $1 - $0 <= scene.clearance / 3 + 1e-9 } || lanes.count == RingOccupancy.maximumLaneCount, "seed \(seed)")
        while let spot = scene.ring.randomSpot(using: &random) {
            let clear = scene.isClear(spot, slack: 1e-9 * scene.clearance)
            #expect(clear, "seed \(seed): overlap at \(spot)")
            let annulus = scene.ring.annulus
            #expect(spot.radius - scene.ring.avatarRadius >= annulus.innerRadius - 1e-9, "seed \(seed)")
            #expect(spot.radius + scene.ring.avatarRadius <= annulus.outerRadius + 1e-9, "seed \(seed)")
            #expect(spot.angle >= 0 && spot.angle < AngleMath.fullTurn, "seed \(seed)")
            scene.ring.insert(spot)
            scene.spots.append(spot)
        }
        #expect(scene.ring.isFull && scene.ring.count == scene.spots.count, "seed \(seed)")
        // Full means full: no sampled angle on any lane is clear of every avatar.
        for lane in lanes {
            for step in 0..<720 {
                let spot = PolarSpot(radius: lane, angle: Double(step) / 720 * AngleMath.fullTurn)
                let free = scene.isClear(spot, slack: -1e-6 * scene.clearance)
                #expect(!free, "seed \(seed): free spot \(spot) left")
            }
        }
    }

    @Test(arguments: 0..<30) func nearestSpotIsTheClosestFreeAngle(seed: UInt64) {
        var scene = Scene(seed: seed)
        var random = SeededGenerator(seed: seed)
        let target = random.nextUnit() * AngleMath.fullTurn
        let first = scene.ring.nearestSpot(to: target, using: &random)!
        #expect(first.angle == target, "seed \(seed): an empty ring has room at the target")
        for _ in 0..<Int(random.nextUnit() * 40) {
            guard let spot = scene.ring.nearestSpot(to: target, using: &random) else { break }
            let best = AngleMath.distance(spot.angle, target)
            // No lane has a clear angle noticeably closer to the target.
            for lane in scene.ring.laneRadii where best > 0 {
                for step in 0..<200 {
                    let offset = best * Double(step) / 200 * 0.999
                    for angle in [target + offset, target - offset] {
                        let candidate = PolarSpot(radius: lane, angle: AngleMath.normalized(angle))
                        let closerIsFree = scene.isClear(candidate, slack: -1e-6 * scene.clearance)
                        #expect(!closerIsFree, "seed \(seed): \(candidate) is closer to \(target) than \(spot)")
                    }
                }
            }
            let clear = scene.isClear(spot, slack: 1e-9 * scene.clearance)
            #expect(clear, "seed \(seed)")
            scene.ring.insert(spot)
            scene.spots.append(spot)
        }
    }

    @Test func referenceRingHoldsAtLeast103() {
        let annulus = Annulus(center: .zero, innerRadius: 100, outerRadius: 200)
        var total = 0
        for seed in 0..<10 as Range<UInt64> {
            var ring = RingOccupancy(annulus: annulus, avatarRadius: 12, spacing: 0)
            var random = SeededGenerator(seed: seed)
            while let spot = ring.randomSpot(using: &random) { ring.insert(spot) }
            total += ring.count
        }
        #expect(Double(total) / 10 >= 103)
    }

    @Test func annulusThinnerThanAnAvatarIsFull() {
        let ring = RingOccupancy(annulus: Annulus(center: .zero, innerRadius: 10, outerRadius: 15), avatarRadius: 3, spacing: 0)
        #expect(ring.isFull && ring.laneRadii.isEmpty)
    }
}
