import OrbitGeometry

/// One ring of a `LiveLayout`: its free space, who is on it (in distance order) and their spots, so that a removal
/// can rebuild the free space around the spot it frees.
///
/// The free space (`RingOccupancy`, whose cells grow with the ring's circumference) is kept between changes only
/// while it is worth keeping (`RingOccupancy.isWorthKeeping`: at most 64 cells a person on the ring, or people
/// enough to maybe fill it); a ring holding fewer keeps its spots and makes its free space from them when asked
/// for a spot. So rings cost memory linear in their number and in the people on them, not the sum of their
/// circumferences (one person on each of 3,000 bands took 6.2 GB in `play`).
struct LiveRing: Sendable {
    /// Where the ring lies, and the avatars' radius and spacing: what its free space is made of.
    let annulus: Annulus
    let avatarRadius: Double
    let spacing: Double
    /// The cells and the reach of the ring's free space (`RingOccupancy.shape`).
    private let cells: Int
    private let reach: Double
    /// The free space while it is kept; `nil` otherwise (then `spots` holds what is taken).
    private(set) var occupancy: RingOccupancy?
    /// The people on this ring in (distance, id) order.
    var members = SortedKeys()
    /// Per sector of `occupancy`: the spots whose angle lies in it, in the order they were taken (while kept).
    private var spotsBySector: [[PolarSpot]] = []
    /// The spots taken, while the free space is not kept.
    private var spots: [PolarSpot] = []

    /// An empty ring on `annulus`.
    init(annulus: Annulus, avatarRadius: Double, spacing: Double) {
        self.annulus = annulus
        self.avatarRadius = avatarRadius
        self.spacing = spacing
        (cells, reach) = RingOccupancy.shape(annulus: annulus, avatarRadius: avatarRadius, spacing: spacing)
    }

    /// A ring holding `spots`, in the order they were taken; `occupancy`, when given, already blocks them (else,
    /// when worth keeping, they are inserted into a new one). No spots: an empty ring.
    init(occupancy: RingOccupancy?, annulus: Annulus, avatarRadius: Double, spacing: Double, spots: some Sequence<PolarSpot>) {
        self.init(annulus: annulus, avatarRadius: avatarRadius, spacing: spacing)
        self.spots = Array(spots)
        guard isWorthKeeping else { return }
        if let occupancy {
            self.occupancy = occupancy
            spotsBySector = Array(repeating: [], count: occupancy.sectorCount)
            for spot in self.spots { spotsBySector[occupancy.sector(of: spot.angle)].append(spot) }
            self.spots = []
        } else {
            keepFreeSpace()
        }
    }

    /// How many spots are taken.
    private var taken: Int { occupancy?.count ?? spots.count }

    private var isWorthKeeping: Bool { RingOccupancy.isWorthKeeping(cells: cells, reach: reach, avatars: taken) }

    /// Whether no further avatar fits. A ring whose free space is not kept has room (`RingOccupancy.isWorthKeeping`).
    var isFull: Bool { occupancy?.isFull ?? false }

    /// The spot a newcomer gets (`RingOccupancy.spot(near:using:)`), or `nil` when the ring is full.
    func spot(near angle: Double?, using generator: inout SeededGenerator) -> PolarSpot? {
        if let occupancy { return occupancy.spot(near: angle, using: &generator) }
        return madeOccupancy().spot(near: angle, using: &generator)
    }

    /// Blocks the free space around `spot` (callers keep `members` themselves).
    /// - Complexity: that of `RingOccupancy.insert`, or O(cells) when the free space starts being kept.
    mutating func take(_ spot: PolarSpot) {
        guard occupancy != nil else {
            spots.append(spot)
            if isWorthKeeping { keepFreeSpace() }
            return
        }
        occupancy!.insert(spot)
        spotsBySector[occupancy!.sector(of: spot.angle)].append(spot)
    }

    /// Frees the space around `spot`, taken earlier; the free space is let go when no longer worth keeping.
    /// - Complexity: that of `RingOccupancy.remove`, or O(people on the ring) without the free space.
    mutating func free(_ spot: PolarSpot) {
        guard occupancy != nil else {
            if let position = spots.firstIndex(of: spot) { spots.remove(at: position) }
            return
        }
        let sector = occupancy!.sector(of: spot.angle)
        if let position = spotsBySector[sector].firstIndex(of: spot) { spotsBySector[sector].remove(at: position) }
        let bySector = spotsBySector
        occupancy!.remove(spot) { bySector[$0] }
        if !isWorthKeeping {
            spots = spotsBySector.flatMap { $0 }
            occupancy = nil
            spotsBySector = []
        }
    }

    /// The free space `spots` leave, made afresh (inserted in order).
    private func madeOccupancy() -> RingOccupancy {
        var made = RingOccupancy(annulus: annulus, avatarRadius: avatarRadius, spacing: spacing)
        for spot in spots { made.insert(spot) }
        return made
    }

    /// Starts keeping the free space, made from `spots`.
    private mutating func keepFreeSpace() {
        let made = madeOccupancy()
        spotsBySector = Array(repeating: [], count: made.sectorCount)
        for spot in spots { spotsBySector[made.sector(of: spot.angle)].append(spot) }
        occupancy = made
        spots = []
    }
}
