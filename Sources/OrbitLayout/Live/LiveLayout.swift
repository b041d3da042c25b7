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
    public let plan: RingPlan
    /// The scene the layout was made for; its `people` are those of the start.
    let scene: LayoutRequest
    let streamPrefix: UInt64
    var ringStates: [LiveRing] = []
    var members: [String: Member] = [:]
    /// People beyond `maxRings`, in (distance, id) order: always farther than everyone placed.
    var unplaced = SortedKeys()
    /// Rejected entries of the start, in input order (dropped when a valid update for the id comes).
    var rejected: [PersonIssue]

    /// What the layout knows about one valid person.
    struct Member: Sendable {
        var person: Person
        var key: OrderKey
        var bearing: Double?
        /// Ring and spot, or `nil` while unplaced.
        var spot: Spot?
    }

    struct Spot: Hashable, Sendable {
        var ring: Int
        var polar: PolarSpot
    }

    /// The layout `OrbitLayouter.place(request, previous: previous)` gives, ready for updates.
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
        let (accepted, rejected) = request.screenPeople()
        self.rejected = rejected
        let sorted = DistanceOrder.sorted(accepted)
        let reservations = Reservations(previous: previous, plan: plan, maxRings: request.maxRings, sorted: sorted)
        let output = LayoutEngine(request: request, plan: plan, reservations: reservations).run(sorted)

        var people: [String: Person] = [:]
        people.reserveCapacity(sorted.count)
        for person in request.people where people[person.id] == nil { people[person.id] = person }
        members.reserveCapacity(sorted.count)
        for candidate in sorted {
            members[candidate.id] = Member(
                person: people[candidate.id]!, key: OrderKey(distance: candidate.distanceMeters, id: candidate.id),
                bearing: candidate.bearing, spot: nil)
        }
        var keysByRing: [[OrderKey]] = []
        for node in output.nodes {
            let spot = PolarSpot(radius: node.radius, angle: node.angle)
            ensureRing(node.ring)
            ringStates[node.ring].take(spot)
            members[node.id]!.spot = Spot(ring: node.ring, polar: spot)
            while keysByRing.count <= node.ring { keysByRing.append([]) }
            keysByRing[node.ring].append(members[node.id]!.key)
        }
        for (ring, keys) in keysByRing.enumerated() { ringStates[ring].members = SortedKeys(sorted: keys) }
        unplaced = SortedKeys(sorted: output.unplaced.map { members[$0.id]!.key })
    }

    /// How many valid people the layout holds, placed or unplaced.
    public var count: Int { members.count }

    /// How many people have no spot (their rings are full, or past `maxRings`).
    public var unplacedCount: Int { unplaced.count }

    /// The nearest and farthest distances, in metres, of the people placed on ring `index`; `nil` when it holds
    /// no one.
    ///
    /// - Complexity: O(1): each ring keeps its people in distance order.
    public func distanceRange(ring index: Int) -> ClosedRange<Double>? {
        guard ringStates.indices.contains(index), let nearest = ringStates[index].members.first,
              let farthest = ringStates[index].members.last else { return nil }
        return nearest.distance...farthest.distance
    }

    /// The placement mode of the scene.
    public var placement: PlacementMode { scene.placement }

    /// The node of `id`, or `nil` when `id` is not placed.
    public func node(_ id: String) -> PlacedNode? {
        members[id].flatMap { member in member.spot.map { node(id: id, at: $0) } }
    }

    /// What the layout knows about `id` (the last valid upsert, or the start), or `nil`.
    public func person(_ id: String) -> Person? { members[id]?.person }

    func node(id: String, at spot: Spot) -> PlacedNode {
        let point = Point(center: plan.center, radius: spot.polar.radius, angle: spot.polar.angle)
        return PlacedNode(id: id, ring: spot.ring, x: point.x, y: point.y, angle: spot.polar.angle, radius: spot.polar.radius)
    }

    /// Creates the rings up to `index`.
    mutating func ensureRing(_ index: Int) {
        while ringStates.count <= index {
            ringStates.append(LiveRing(occupancy: RingOccupancy(
                annulus: plan.annulus(ring: ringStates.count), avatarRadius: plan.avatarRadius, spacing: plan.spacing)))
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

    /// The layout as `place` reports it: nodes and `unplaced` in (distance, id) order, `rejected` in input order
    /// (the start's, less the ids a later valid update brought in or removed).
    /// - Complexity: O(n).
    public func result() -> LayoutResult {
        var nodes: [PlacedNode] = []
        nodes.reserveCapacity(members.count - unplaced.count)
        for ring in ringStates {
            for key in ring.members { nodes.append(node(id: key.id, at: members[key.id]!.spot!)) }
        }
        return LayoutResult(
            center: plan.center, avatarRadius: plan.avatarRadius, spacing: plan.spacing, rings: rings, nodes: nodes,
            unplaced: unplaced.map { PersonIssue(id: $0.id, reason: .capacity) }, rejected: rejected)
    }
}
