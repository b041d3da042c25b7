/// One layout run: places the accepted people ring by ring in (distance, id) order.
///
/// The ring a person goes to is their band's ring, but never less than the ring of the person placed
/// before them; when that ring has no free spot left, they (the farthest so far) spill to the next
/// ring. Rings only ever grow in this order, so at any moment just one ring is being filled.
struct LayoutEngine {
    let request: LayoutRequest
    let plan: RingPlan
    let reservations: Reservations

    /// The ring being filled.
    private struct ActiveRing {
        let index: Int
        var occupancy: RingOccupancy
        /// Positions (ascending) of people later in the order who still hold a reservation here.
        var pending: ArraySlice<Int>
    }

    /// What the run produced, in placement order.
    struct Output {
        var nodes: [PlacedNode] = []
        var unplaced: [PersonIssue] = []
        /// People placed on each ring, by ring index.
        var ringCounts: [Int] = []
    }

    /// - Parameter sorted: the accepted people in (distance, id) order.
    /// - Complexity: O(n · (log sectors + lanes)) for n people.
    func run(_ sorted: [Candidate]) -> Output {
        var output = Output()
        var active: ActiveRing?
        var released = Array(repeating: false, count: reservations.isEmpty ? 0 : sorted.count)
        var current = 0
        let streamPrefix = StableHash.prefix(seed: request.seed)

        func activate(_ ring: Int) {
            guard active?.index != ring else { return }
            let pending = ArraySlice((reservations.byRing[ring] ?? []).filter { !released[$0] })
            active = ActiveRing(index: ring, occupancy: occupancy(ring: ring, spots: pending.map { reservations.byOrder[$0]!.spot }), pending: pending)
        }
        func emit(_ candidate: Candidate, ring: Int, spot: PolarSpot) {
            let point = Point(center: plan.center, radius: spot.radius, angle: spot.angle)
            output.nodes.append(PlacedNode(id: candidate.id, ring: ring, x: point.x, y: point.y, angle: spot.angle, radius: spot.radius))
            while output.ringCounts.count <= ring { output.ringCounts.append(0) }
            output.ringCounts[ring] += 1
            current = ring
        }

        for (order, candidate) in sorted.enumerated() {
            var target = max(plan.band(forDistance: candidate.distanceMeters), current)
            if let kept = reservations.reservation(at: order), !released[order], kept.ring >= target {
                activate(kept.ring)
                // Everyone nearer on this ring has been placed or has given their spot up, so this is the first.
                active!.pending.removeFirst()
                emit(candidate, ring: kept.ring, spot: kept.spot)
                continue
            }
            var stream = StableHash.generator(prefix: streamPrefix, id: candidate.id)
            let wanted = preferredAngle(candidate, stream: &stream)
            while true {
                if let maxRings = request.maxRings, target >= maxRings {
                    output.unplaced.append(PersonIssue(id: candidate.id, reason: "capacity"))
                    break
                }
                activate(target)
                let found = wanted.map { active!.occupancy.nearestSpot(to: $0, using: &stream) } ?? active!.occupancy.randomSpot(using: &stream)
                if let spot = found {
                    active!.occupancy.insert(spot)
                    emit(candidate, ring: target, spot: spot)
                    break
                }
                if let farthest = active!.pending.popLast() {
                    // The ring is full but a farther person holds a spot here: this person takes that
                    // spot and the farther one spills outward (the ring stays full, so they cannot
                    // come back to it at another spot).
                    released[farthest] = true
                    emit(candidate, ring: target, spot: reservations.byOrder[farthest]!.spot)
                    break
                }
                target += 1
            }
        }
        return output
    }

    /// In bearing mode the angle to get as close to as possible: `π − bearing` (north is up), or a
    /// pseudo-random angle from the person's stream when only a distance is known. `nil` in random mode.
    private func preferredAngle(_ candidate: Candidate, stream: inout SeededGenerator) -> Double? {
        guard request.placement == .bearing else { return nil }
        guard let bearing = candidate.bearing else { return stream.nextUnit() * Angle.fullTurn }
        return Angle.normalized(.pi - bearing)
    }

    private func occupancy(ring: Int, spots: [PolarSpot]) -> RingOccupancy {
        var occupancy = RingOccupancy(annulus: plan.annulus(ring: ring), avatarRadius: plan.avatarRadius, spacing: plan.spacing)
        for spot in spots { occupancy.insert(spot) }
        return occupancy
    }
}
