/// One ring of a `LiveLayout`: its free space, who is on it (in distance order) and their spots by sector,
/// so that a removal can rebuild the free space around the spot it frees.
struct LiveRing: Sendable {
    var occupancy: RingOccupancy
    /// The people on this ring in (distance, id) order.
    var members = SortedKeys()
    /// Per sector of `occupancy`: the spots whose angle lies in it, in the order they were taken.
    private var spotsBySector: [[PolarSpot]]

    init(occupancy: RingOccupancy) {
        self.occupancy = occupancy
        spotsBySector = Array(repeating: [], count: occupancy.sectorCount)
    }

    /// A ring holding `spots`, in the order they were taken; `taken` says whether `occupancy` already blocks them
    /// (else they are inserted).
    init(occupancy: RingOccupancy, spots: some Sequence<PolarSpot>, taken: Bool) {
        self.init(occupancy: occupancy)
        for spot in spots {
            if !taken { self.occupancy.insert(spot) }
            spotsBySector[self.occupancy.sector(of: spot.angle)].append(spot)
        }
    }

    /// Blocks the free space around `spot` (callers keep `members` themselves).
    /// - Complexity: that of `RingOccupancy.insert`.
    mutating func take(_ spot: PolarSpot) {
        occupancy.insert(spot)
        spotsBySector[occupancy.sector(of: spot.angle)].append(spot)
    }

    /// Frees the space around `spot`, taken earlier.
    /// - Complexity: that of `RingOccupancy.remove`.
    mutating func free(_ spot: PolarSpot) {
        let sector = occupancy.sector(of: spot.angle)
        if let position = spotsBySector[sector].firstIndex(of: spot) { spotsBySector[sector].remove(at: position) }
        let spots = spotsBySector
        occupancy.remove(spot) { spots[$0] }
    }
}
