/// One ring of a `LiveLayout`: its free space, who is on it (in distance order) and their spots by sector,
/// so that a removal can rebuild the free space around the spot it frees.
///
/// The free space (`RingOccupancy`, whose cells grow with the ring's circumference) exists only while someone is
/// on the ring: an empty ring is its annulus and nothing else, so the empty bands inside an outer ring cost
/// memory linear in their number, not the sum of their circumferences (one person beyond 3,000 bands took
/// 3.94 GB).
struct LiveRing: Sendable {
    /// Where the ring lies, and the avatars' radius and spacing: what its free space is made of.
    let annulus: Annulus
    let avatarRadius: Double
    let spacing: Double
    /// The free space; `nil` while nobody is on the ring (then all of it is free).
    private(set) var occupancy: RingOccupancy?
    /// The people on this ring in (distance, id) order.
    var members = SortedKeys()
    /// Per sector of `occupancy`: the spots whose angle lies in it, in the order they were taken.
    private var spotsBySector: [[PolarSpot]] = []

    /// An empty ring on `annulus`.
    init(annulus: Annulus, avatarRadius: Double, spacing: Double) {
        self.annulus = annulus
        self.avatarRadius = avatarRadius
        self.spacing = spacing
    }

    /// A ring holding `spots`, in the order they were taken; `occupancy`, when given, already blocks them (else they
    /// are inserted into a new one). No spots: an empty ring.
    init(occupancy: RingOccupancy?, annulus: Annulus, avatarRadius: Double, spacing: Double, spots: some Sequence<PolarSpot>) {
        self.init(annulus: annulus, avatarRadius: avatarRadius, spacing: spacing)
        let taken = occupancy != nil
        if let occupancy {
            self.occupancy = occupancy
            spotsBySector = Array(repeating: [], count: occupancy.sectorCount)
        }
        for spot in spots {
            makeOccupancy()
            if !taken { self.occupancy!.insert(spot) }
            spotsBySector[self.occupancy!.sector(of: spot.angle)].append(spot)
        }
        if self.occupancy?.count == 0 { clear() }
    }

    /// Whether no further avatar fits. An empty ring is never full: it is at least one avatar wide (`RingPlan`).
    var isFull: Bool { occupancy?.isFull ?? false }

    /// The spot a newcomer gets (`RingOccupancy.spot(near:using:)`), or `nil` when the ring is full.
    mutating func spot(near angle: Double?, using generator: inout SeededGenerator) -> PolarSpot? {
        makeOccupancy()
        return occupancy!.spot(near: angle, using: &generator)
    }

    /// Blocks the free space around `spot` (callers keep `members` themselves).
    /// - Complexity: that of `RingOccupancy.insert`.
    mutating func take(_ spot: PolarSpot) {
        makeOccupancy()
        occupancy!.insert(spot)
        spotsBySector[occupancy!.sector(of: spot.angle)].append(spot)
    }

    /// Frees the space around `spot`, taken earlier; the last spot freed lets the free space go.
    /// - Complexity: that of `RingOccupancy.remove`.
    mutating func free(_ spot: PolarSpot) {
        guard occupancy != nil else { return }
        let sector = occupancy!.sector(of: spot.angle)
        if let position = spotsBySector[sector].firstIndex(of: spot) { spotsBySector[sector].remove(at: position) }
        let spots = spotsBySector
        occupancy!.remove(spot) { spots[$0] }
        if occupancy!.count == 0 { clear() }
    }

    private mutating func makeOccupancy() {
        guard occupancy == nil else { return }
        let made = RingOccupancy(annulus: annulus, avatarRadius: avatarRadius, spacing: spacing)
        spotsBySector = Array(repeating: [], count: made.sectorCount)
        occupancy = made
    }

    private mutating func clear() {
        occupancy = nil
        spotsBySector = []
    }
}
