import OrbitGeometry

/// One layout run: places the accepted people ring by ring in (distance, id) order.
///
/// The ring a person goes to is their band's ring, but never less than the ring of the person placed
/// before them; when that ring has no free spot left, they (the farthest so far) spill to the next
/// ring. Rings only ever grow in this order, so at any moment just one ring is being filled.
struct LayoutEngine {
    let request: LayoutRequest
    let plan: RingPlan
    let reservations: Reservations

    /// What the run produced, in placement order.
    struct Output {
        var nodes: [PlacedNode] = []
        var unplaced: [PersonIssue] = []
        /// People placed on each ring, by ring index.
        var ringCounts: [Int] = []
        /// With `keepsSeats`: the seats in place of `nodes`, the positions in the input of the people in
        /// `unplaced`, and every ring's occupancy as the run left it (`nil` for rings it never filled, and for those
        /// not worth keeping).
        var seats: [Seat] = []
        var unplacedIndices: [Int] = []
        var occupancies: [RingOccupancy?] = []
    }

    /// Where a person was placed: their position in the request's people, ring and spot.
    struct Seat {
        var index: Int
        var ring: Int
        var spot: PolarSpot
    }

    /// The ring being filled.
    private struct ActiveRing {
        let index: Int
        var occupancy: RingOccupancy
        /// Positions (ascending) of people later in the order who still hold a reservation here.
        var pending: ArraySlice<Int>
    }

    /// The state of a run as it moves through the people.
    private struct Run {
        let engine: LayoutEngine
        let streamPrefix: UInt64
        let keepsSeats: Bool
        var output = Output()
        var active: ActiveRing?
        /// Per position in the order: whether that person gave their reservation up.
        var released: [Bool]
        /// Ring of the last person placed.
        var current = 0

        init(engine: LayoutEngine, count: Int, keepsSeats: Bool) {
            self.engine = engine
            self.keepsSeats = keepsSeats
            streamPrefix = StableHash.prefix(seed: engine.request.seed)
            released = Array(repeating: false, count: engine.reservations.isEmpty ? 0 : count)
        }

        /// Places the person at position `order` of the (distance, id) order.
        mutating func place(_ candidate: Candidate, order: Int) {
            var target = max(engine.plan.band(forDistance: candidate.distanceMeters), current)
            if let kept = engine.reservations.reservation(at: order), !released[order], kept.ring >= target {
                activate(kept.ring)
                // Everyone nearer on this ring has been placed or has given their spot up, so this is the first.
                active!.pending.removeFirst()
                emit(candidate, ring: kept.ring, spot: kept.spot)
                return
            }
            var stream = StableHash.generator(prefix: streamPrefix, id: candidate.id)
            let wanted = engine.request.placement.preferredAngle(bearing: candidate.bearing, stream: &stream)
            while target < engine.request.maxRings ?? .max {
                activate(target)
                if let spot = active!.occupancy.spot(near: wanted, using: &stream) {
                    active!.occupancy.insert(spot)
                    emit(candidate, ring: target, spot: spot)
                    return
                }
                if let farthest = active!.pending.popLast() {
                    // The ring is full but a farther person holds a spot here: this person takes that
                    // spot and the farther one spills outward (the ring stays full, so they cannot
                    // come back to it at another spot).
                    released[farthest] = true
                    emit(candidate, ring: target, spot: engine.reservations.reservation(at: farthest)!.spot)
                    return
                }
                target += 1
            }
            output.unplaced.append(PersonIssue(id: candidate.id, reason: .capacity))
            if keepsSeats { output.unplacedIndices.append(candidate.index) }
        }

        /// Makes `ring` the ring being filled, blocking the spots reserved on it.
        private mutating func activate(_ ring: Int) {
            guard active?.index != ring else { return }
            keepActiveOccupancy()
            let pending = (engine.reservations.byRing[ring] ?? []).filter { !released[$0] }
            var occupancy = RingOccupancy(annulus: engine.plan.annulus(ring: ring), avatarRadius: engine.plan.avatarRadius, spacing: engine.plan.spacing)
            for order in pending { occupancy.insert(engine.reservations.reservation(at: order)!.spot) }
            active = ActiveRing(index: ring, occupancy: occupancy, pending: pending[...])
        }

        /// With `keepsSeats`, hands the ring being filled to the output (rings are filled once each, in order) when
        /// its free space is worth keeping (`RingOccupancy.isWorthKeeping`; a `LiveRing` makes the others again).
        mutating func keepActiveOccupancy() {
            guard keepsSeats, let active, active.occupancy.isWorthKeeping else { return }
            while output.occupancies.count <= active.index { output.occupancies.append(nil) }
            output.occupancies[active.index] = active.occupancy
        }

        private mutating func emit(_ candidate: Candidate, ring: Int, spot: PolarSpot) {
            if keepsSeats {
                output.seats.append(Seat(index: candidate.index, ring: ring, spot: spot))
            } else {
                let point = OrbitPoint(center: engine.plan.center, radius: spot.radius, angle: spot.angle)
                output.nodes.append(PlacedNode(id: candidate.id, ring: ring, x: point.x, y: point.y, angle: spot.angle, radius: spot.radius))
            }
            while output.ringCounts.count <= ring { output.ringCounts.append(0) }
            output.ringCounts[ring] += 1
            current = ring
        }
    }

    /// - Parameters:
    ///   - sorted: the accepted people in (distance, id) order.
    ///   - keepsSeats: whether to report seats and occupancies (for `LiveLayout`) instead of nodes.
    /// - Complexity: O(n · (log sectors + lanes)) for n people.
    func run(_ sorted: [Candidate], keepsSeats: Bool = false) -> Output {
        var run = Run(engine: self, count: sorted.count, keepsSeats: keepsSeats)
        if keepsSeats { run.output.seats.reserveCapacity(sorted.count) } else { run.output.nodes.reserveCapacity(sorted.count) }
        for (order, candidate) in sorted.enumerated() { run.place(candidate, order: order) }
        run.keepActiveOccupancy()
        return run.output
    }
}
