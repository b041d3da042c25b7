import OrbitGeometry

/// A layout that stays alive: it holds every ring's occupancy and takes updates (a person added, changed or
/// removed) without laying everyone out again.
///
/// It follows `OrbitLayouter.place`'s rules after every batch: nobody overlaps, every avatar lies inside its
/// ring, rings never decrease with (distance, id), nobody is on a ring inside their band's, every id is in
/// exactly one of nodes, unplaced or rejected. On top of that it keeps everyone where they are:
/// - a person whose update keeps them on their ring keeps their exact spot (attribute changes, and moves
///   within the band in `random` placement; in `bearing` placement a new bearing looks for the free spot
///   nearest to it on the same ring);
/// - a person who must change ring frees their spot and takes a free one on their new ring, chosen like
///   `place` chooses (random stream of (seed, id), or nearest to the bearing);
/// - nobody else moves, except when a nearer person needs room in a full ring: then the farthest person on
///   that ring gives up their spot to them and goes to the next ring (the spill rule of `place`), and so on
///   outward. Those people are reported `displaced`. Beyond `maxRings` people are `unplaced`; when the last
///   allowed ring gets room again, the nearest of them come back.
///
/// Everything is deterministic: the same start and the same updates give the same layout, bit for bit.
public struct LiveLayout: Sendable {
    /// Where the rings lie and which band each distance belongs to; fixed for the layout's life.
    package let plan: RingPlan
    /// The scene the layout was made for; its `people` are those of the start.
    let scene: LayoutRequest
    let streamPrefix: UInt64
    var ringStates: [LiveRing] = []
    /// The slot of every valid person. What the layout knows about a person is kept per slot, in arrays
    /// (`people`, `distances`, `bearings`, `spotRings`, `spots`), so a million people cost a few arrays and one
    /// table of slots (which finds ids in `people`), not a million dictionary entries of structures. At the start,
    /// a person's slot is their position in the request's people, whose array the layout shares.
    var slots = SlotTable()
    /// Per slot: the last valid upsert, or the start's person (a free slot keeps whoever held it).
    var people: [OrbitPerson]
    /// Per slot: the distance that orders the person (see `OrderKey`).
    var distances: [Double]
    /// Per slot: the bearing from the viewer, NaN when unknown.
    var bearings: [Double]
    /// Per slot: the ring of the person's spot, `unplacedRing` while they have none, `freeRing` for a slot held by
    /// no one.
    var spotRings: [Int32]
    /// Per slot: the person's spot on `spotRings[slot]` (meaningless without a ring).
    var spots: [PolarSpot]
    /// Slots held by no one, reused first.
    var freeSlots: [Int32] = []
    /// People beyond `maxRings`, in (distance, id) order: always farther than everyone placed.
    var unplaced = SortedKeys()
    /// The start's people the layout refused, in input order, less the ids a later valid update brought in or
    /// removed (as `result().rejected` lists them).
    public internal(set) var rejected: [PersonIssue]

    static let unplacedRing: Int32 = -1
    static let freeRing: Int32 = -2

    struct Spot: Hashable, Sendable {
        var ring: Int
        var polar: PolarSpot
    }

    /// The layout `OrbitLayouter.place(request, previous: previous)` gives, ready for updates. The people are
    /// placed once: every ring whose free space is worth keeping (`LiveRing`) keeps the one the placement left it.
    /// - Throws: what `place` throws for an unusable scene.
    /// - Complexity: that of `place`, plus O(n) to index the result.
    public init(_ request: LayoutRequest, previous: LayoutResult? = nil) throws(LayoutError) {
        try request.validateScene()
        plan = RingPlan(viewport: request.viewport, avatarRadius: request.avatarRadius, spacing: request.spacing,
                        bandsMeters: request.bandsMeters)
        var scene = request
        scene.people = []
        self.scene = scene
        streamPrefix = StableHash.prefix(seed: request.seed)
        var accepted: [Candidate]
        (accepted, rejected) = request.screenPeople()
        var sorted = DistanceOrder.sorted(accepted)
        accepted = []  // a million candidates in input order are not needed beside the sorted ones
        let reservations = Reservations(previous: previous, plan: plan, maxRings: request.maxRings, sorted: sorted)
        var output = LayoutEngine(request: request, plan: plan, reservations: reservations).run(sorted, keepsSeats: true)

        let count = request.people.count
        people = request.people
        distances = Array(repeating: 0, count: count)
        bearings = Array(repeating: .nan, count: count)
        spotRings = Array(repeating: Self.freeRing, count: count)
        spots = Array(repeating: PolarSpot(radius: 0, angle: 0), count: count)
        for candidate in sorted {
            let slot = candidate.index
            distances[slot] = candidate.distanceMeters
            bearings[slot] = candidate.bearing ?? .nan
            spotRings[slot] = Self.unplacedRing
        }
        sorted = []  // the arrays by slot hold what the layout needs of them
        let (held, people) = (spotRings, self.people)
        slots = SlotTable(slotCount: count) { held[$0] == Self.freeRing ? nil : people[$0].id }
        for slot in 0..<count where spotRings[slot] == Self.freeRing { freeSlots.append(Int32(slot)) }
        freeSlots.reverse()  // the lowest first

        // The placement seats people in (distance, id) order and its rings never decrease in that order, so each
        // ring's people are one run of the seats, already in the order its members keep.
        let seats = output.seats
        output.seats = []
        var start = 0
        while start < seats.count {
            let ring = seats[start].ring
            var end = start + 1
            while end < seats.count, seats[end].ring == ring { end += 1 }
            assert(ring >= ringStates.count, "LiveLayout: the placement's rings decreased")
            while ringStates.count < ring { appendRing(seats: seats[start..<start], occupancies: &output.occupancies) }
            for seat in seats[start..<end] {
                spotRings[seat.index] = Int32(ring)
                spots[seat.index] = seat.spot
            }
            appendRing(seats: seats[start..<end], occupancies: &output.occupancies)
            start = end
        }
        unplaced = SortedKeys(sorted: output.unplacedIndices.map { key(of: $0) })
    }

    /// Appends the next ring, holding the people of `seats` (in (distance, id) order, their spots already recorded
    /// by slot). It keeps the occupancy the placement left the ring when that blocks exactly their spots (a spot
    /// reserved but not taken makes it rebuilt from the spots), and keeps none when it is not worth keeping.
    private mutating func appendRing(seats: ArraySlice<LayoutEngine.Seat>, occupancies: inout [RingOccupancy?]) {
        let ring = ringStates.count
        var occupancy: RingOccupancy?
        if ring < occupancies.count { swap(&occupancy, &occupancies[ring]) }
        if occupancy?.count != seats.count { occupancy = nil }
        ringStates.append(LiveRing(occupancy: occupancy, annulus: plan.annulus(ring: ring), avatarRadius: plan.avatarRadius,
                                   spacing: plan.spacing, spots: seats.lazy.map(\.spot)))
        ringStates[ring].members = SortedKeys(sorted: seats.map { key(of: $0.index) })
    }

    /// How many valid people the layout holds, placed or unplaced.
    public var count: Int { slots.count }

    /// How many people have no spot (their rings are full, or past `maxRings`).
    package var unplacedCount: Int { unplaced.count }

    /// The nearest and farthest distances, in metres, of the people placed on ring `index`; `nil` when it holds
    /// no one.
    ///
    /// - Complexity: O(1): each ring keeps its people in distance order.
    package func distanceRange(ring index: Int) -> ClosedRange<Double>? {
        guard ringStates.indices.contains(index), let nearest = ringStates[index].members.first,
              let farthest = ringStates[index].members.last else { return nil }
        return nearest.distance...farthest.distance
    }

    /// The placement mode of the scene.
    public var placement: PlacementMode { scene.placement }

    /// The node of `id`, or `nil` when `id` is not placed.
    public func node(_ id: String) -> PlacedNode? {
        slot(of: id).flatMap { slot in spot(of: slot).map { node(id: id, at: $0) } }
    }

    /// What the layout knows about `id` (the last valid upsert, or the start), or `nil`.
    public func person(_ id: String) -> OrbitPerson? { slot(of: id).map { people[$0] } }

    /// The slot of `id`, or `nil` when the layout does not hold them.
    func slot(of id: String) -> Int? { slots.slot(of: id) { people[$0].id } }

    /// The slot `id` holds, or `nil`: a person keeps their slot while the layout holds them, and a slot let go
    /// is given to a later newcomer. An index kept beside the layout by slot follows it through the slots its
    /// updates touched (`heldPerson(inSlot:)`).
    package func slotIndex(of id: String) -> Int? { slot(of: id) }

    /// How many slots there are, held or free (every slot index is below it).
    package var slotCount: Int { people.count }

    /// Who holds `slot` and the distance that orders them ((distance, id) order), or `nil` for a free slot.
    package func heldPerson(inSlot slot: Int) -> (person: OrbitPerson, distance: Double)? {
        guard people.indices.contains(slot), spotRings[slot] != Self.freeRing else { return nil }
        return (people[slot], distances[slot])
    }

    /// The (distance, id) key of the person in `slot`.
    func key(of slot: Int) -> OrderKey {
        OrderKey(distance: distances[slot], id: people[slot].id, slot: Int32(slot))
    }

    /// The spot of the person in `slot`, or `nil` while unplaced.
    func spot(of slot: Int) -> Spot? {
        spotRings[slot] >= 0 ? Spot(ring: Int(spotRings[slot]), polar: spots[slot]) : nil
    }

    /// The bearing of the person in `slot`, if known.
    func bearing(of slot: Int) -> Double? {
        bearings[slot].isNaN ? nil : bearings[slot]
    }

    func node(id: String, at spot: Spot) -> PlacedNode {
        let point = OrbitPoint(center: plan.center, radius: spot.polar.radius, angle: spot.polar.angle)
        return PlacedNode(id: id, ring: spot.ring, x: point.x, y: point.y, angle: spot.polar.angle, radius: spot.polar.radius)
    }

    /// Creates the rings up to `index`, empty (an empty ring holds no free-space cells).
    mutating func ensureRing(_ index: Int) {
        while ringStates.count <= index {
            ringStates.append(LiveRing(annulus: plan.annulus(ring: ringStates.count), avatarRadius: plan.avatarRadius, spacing: plan.spacing))
        }
    }

    /// The rings as `result()` lists them: the band rings and any ring holding someone, at most `maxRings`.
    /// - Complexity: O(rings).
    public var rings: [RingInfo] {
        let used = (ringStates.lastIndex { !$0.members.isEmpty } ?? -1) + 1
        let ringCount = min(max(plan.bandsMeters.count, used), scene.maxRings ?? .max)
        return (0..<ringCount).map { index in
            let annulus = plan.annulus(ring: index)
            return RingInfo(index: index, innerRadius: annulus.innerRadius, outerRadius: annulus.outerRadius,
                            maxDistanceMeters: plan.maxDistanceMeters(ring: index),
                            count: index < ringStates.count ? ringStates[index].members.count : 0)
        }
    }

    /// Calls `body` with the id, ring and spot of every placed person and what the layout knows of them, in the
    /// order of `result().nodes`: a scene can be built from it without matching ids to people, and without the nodes'
    /// points, which `result()` computes.
    /// - Complexity: O(n).
    package func forEachPlaced(_ body: (_ id: String, _ ring: Int, _ spot: PolarSpot, _ person: OrbitPerson) -> Void) {
        for ring in ringStates.indices {
            for key in ringStates[ring].members { body(key.id, ring, spots[Int(key.slot)], people[Int(key.slot)]) }
        }
    }

    /// How many rings hold or have held someone (`ring` arguments below it may name people).
    package var ringStateCount: Int { ringStates.count }

    /// Calls `body` with the id and the angle of everyone placed on ring `ring`, in (distance, id) order.
    /// - Complexity: O(people on the ring).
    package func forEachPlaced(onRing ring: Int, _ body: (_ id: String, _ angle: Double) -> Void) {
        guard ringStates.indices.contains(ring) else { return }
        for key in ringStates[ring].members { body(key.id, spots[Int(key.slot)].angle) }
    }

    /// The first `limit` people without a spot as `result().unplaced` lists them (reason `capacity`, in (distance,
    /// id) order), without a snapshot of everyone.
    /// - Complexity: O(limit).
    package func unplaced(prefix limit: Int) -> [PersonIssue] {
        unplaced.prefix(max(0, limit)).map { PersonIssue(id: $0.id, reason: .capacity) }
    }

    /// The layout as `place` reports it: nodes and `unplaced` in (distance, id) order, `rejected` in input order
    /// (the start's, less the ids a later valid update brought in or removed).
    /// - Complexity: O(n).
    public func result() -> LayoutResult {
        var nodes: [PlacedNode] = []
        nodes.reserveCapacity(count - unplaced.count)
        for ring in ringStates.indices {
            for key in ringStates[ring].members { nodes.append(node(id: key.id, at: Spot(ring: ring, polar: spots[Int(key.slot)]))) }
        }
        return LayoutResult(
            center: plan.center, avatarRadius: plan.avatarRadius, spacing: plan.spacing, rings: rings, nodes: nodes,
            unplaced: unplaced.map { PersonIssue(id: $0.id, reason: .capacity) }, rejected: rejected)
    }
}
