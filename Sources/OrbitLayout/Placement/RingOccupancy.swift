import Foundation
import OrbitGeometry

/// The exact free space of one ring for equal avatars: where another avatar's centre may still go so
/// that it lies wholly inside the annulus and at least `spacing` (edge to edge) from every avatar
/// inserted so far.
///
/// Candidate centres lie on *lanes*: concentric circles from `innerRadius + avatarRadius` to
/// `outerRadius − avatarRadius`, evenly spread and at most `D/3` apart (`D = 2·avatarRadius + spacing`,
/// the smallest centre distance) — or 64 evenly spread lanes when that would take more. On a lane of radius `r` an avatar
/// at `(r0, θ0)` blocks exactly the open arc `|θ − θ0| < Δ` with `cos Δ = (r² + r0² − D²)/(2·r·r0)`,
/// so every lane keeps its exact free arcs. A spot is found whenever any lane has a free angle
/// (free gaps narrower than 1e-12 rad are ignored). To keep each arc list short, lanes are cut into
/// angular sectors about `8·D` long (at most 65,536 sector-lane cells per ring).
package struct RingOccupancy: Sendable {
    /// Largest distance between neighbouring lanes, as a fraction of the centre distance `D`.
    package static let laneStepFraction = 1.0 / 3
    /// Most lanes in one ring (wide rings with tiny avatars get coarser lanes).
    package static let maximumLaneCount = 64
    /// Target sector length along the middle lane, in units of `D`.
    static let sectorLengthInClearances = 8.0
    /// Most (sector, lane) cells in one ring, which bounds its memory when avatars are tiny.
    static let maximumCellCount = 1 << 16

    /// The ring every avatar must lie wholly inside.
    package let annulus: Annulus
    /// The radius of every avatar.
    package let avatarRadius: Double
    /// The minimum gap between avatar edges.
    package let spacing: Double
    /// Radii of the lanes, ascending; empty when the annulus is thinner than one avatar.
    package let laneRadii: [Double]
    /// How many avatars have been inserted.
    package internal(set) var count = 0

    /// Smallest allowed centre distance, `2R + s`, nudged up by 1e-12 relative so that spots on the
    /// edge of a blocked arc stay at least `spacing` away after rounding.
    let clearance: Double
    /// Half-width of the arc a spot on lane `i` blocks on lane `j`, at `i * laneCount + j`; negative
    /// when it blocks nothing there. Spots this occupancy hands out are always on a lane, so inserting
    /// them needs no trigonometry.
    private let blockedHalfAngles: [Double]
    let sectorCount: Int
    let sectorWidth: Double
    /// Free arcs per (sector, lane) cell, at `sector * laneCount + lane`.
    var cells: FreeArcTable
    /// Per sector: Σ over lanes of lane radius × free angle (free arc length).
    var sectorWeights: FenwickTree
    var openCellsInSector: [Int]
    var openCellCount: Int

    /// An empty ring: every lane wholly free.
    package init(annulus: Annulus, avatarRadius: Double, spacing: Double) {
        self.annulus = annulus
        self.avatarRadius = avatarRadius
        self.spacing = spacing
        let minimum = 2 * avatarRadius + spacing
        let clearance = minimum * (1 + 1e-12)
        let lanes = Self.lanes(
            from: annulus.innerRadius + avatarRadius, to: annulus.outerRadius - avatarRadius, step: minimum * Self.laneStepFraction)
        self.clearance = clearance
        laneRadii = lanes
        blockedHalfAngles = lanes.flatMap { from in lanes.map { Self.blockedHalfAngle(on: $0, by: from, clearance: clearance) } }

        sectorCount = Self.sectorCount(annulus: annulus, minimum: minimum, laneCount: lanes.count)
        sectorWidth = AngleMath.fullTurn / Double(sectorCount)
        let laneCount = laneRadii.count
        let width = sectorWidth
        let lastSector = sectorCount - 1
        let cells = FreeArcTable(count: sectorCount * laneCount) { cell in
            let sector = cell / laneCount
            return (Double(sector) * width, sector == lastSector ? AngleMath.fullTurn : Double(sector + 1) * width)
        }
        self.cells = cells
        let laneLength = laneRadii.reduce(0, +)
        sectorWeights = FenwickTree(weights: (0..<sectorCount).map { sector in
            laneLength * (laneCount == 0 ? 0 : cells.width(of: sector * laneCount))
        })
        openCellsInSector = Array(repeating: laneCount, count: sectorCount)
        openCellCount = laneCount * sectorCount
    }

    /// How many sectors a ring on `annulus` is cut into, for centre distance `minimum` and `laneCount` lanes.
    private static func sectorCount(annulus: Annulus, minimum: Double, laneCount: Int) -> Int {
        let middle = (annulus.innerRadius + annulus.outerRadius) / 2
        let sectors = (AngleMath.fullTurn * middle / (Self.sectorLengthInClearances * minimum)).rounded(.down)
        return Int(min(max(1, sectors), Double(max(1, Self.maximumCellCount / max(1, laneCount)))))
    }

    /// How many (sector, lane) cells the free space of a ring on `annulus` holds, and its `reach`, without making it.
    package static func shape(annulus: Annulus, avatarRadius: Double, spacing: Double) -> (cells: Int, reach: Double) {
        let minimum = 2 * avatarRadius + spacing
        let lanes = Self.lanes(
            from: annulus.innerRadius + avatarRadius, to: annulus.outerRadius - avatarRadius, step: minimum * Self.laneStepFraction)
        let cells = lanes.count * sectorCount(annulus: annulus, minimum: minimum, laneCount: lanes.count)
        return (cells, reach(innermostLane: lanes.first, clearance: minimum * (1 + 1e-12)))
    }

    /// Most cells of free space kept per avatar in a ring (`isWorthKeeping`): 64.
    package static let cellsKeptPerAvatar = 64

    /// Whether a ring of `cells` cells and `reach` holding `avatars` keeps its free space between changes, rather
    /// than making it again from its avatars when asked: when it holds someone and its cells are few for them
    /// (memory linear in the people), or when they might fill it (only a ring kept can say it is full; a ring
    /// whose avatars block at most half of every lane has room).
    package static func isWorthKeeping(cells: Int, reach: Double, avatars: Int) -> Bool {
        avatars > 0 && (cells <= cellsKeptPerAvatar * avatars || Double(avatars) * 2 * reach > .pi)
    }

    /// `isWorthKeeping(cells:reach:avatars:)` for this free space and the avatars inserted.
    package var isWorthKeeping: Bool {
        Self.isWorthKeeping(cells: laneRadii.count * sectorCount, reach: reach, avatars: count)
    }

    /// Whether no further avatar fits anywhere.
    package var isFull: Bool { openCellCount == 0 }

    /// Marks the disc of an avatar centred at `spot` as taken, blocking every lane it reaches.
    /// The spot itself is not checked: callers insert spots this occupancy handed out, or ones they
    /// checked themselves.
    /// - Complexity: O(lanes within `D` of the spot × log of the arcs per sector).
    package mutating func insert(_ spot: PolarSpot) {
        count += 1
        let r0 = spot.radius
        let own = firstLane(atLeast: r0)
        let onLane = own < laneRadii.count && laneRadii[own] == r0
        var lane = firstLane(atLeast: r0 - clearance)
        while lane < laneRadii.count, laneRadii[lane] < r0 + clearance {
            let half = onLane ? blockedHalfAngles[own * laneRadii.count + lane]
                : Self.blockedHalfAngle(on: laneRadii[lane], by: r0, clearance: clearance)
            if half >= 0 { block(lane: lane, from: spot.angle - half, to: spot.angle + half) }
            lane += 1
        }
    }

    /// The first lane whose radius is at least `radius` (`laneRadii.count` if none).
    func firstLane(atLeast radius: Double) -> Int {
        var low = 0, high = laneRadii.count
        while low < high {
            let mid = (low + high) / 2
            if laneRadii[mid] >= radius { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// Half-width Δ of the open arc that an avatar centred at radius `r0` blocks on a lane of
    /// radius `r`: centres closer than `clearance` satisfy `cos Δθ > (r² + r0² − D²)/(2·r·r0)`.
    /// Negative when the lane is out of reach; π when the whole lane is blocked.
    static func blockedHalfAngle(on r: Double, by r0: Double, clearance d: Double) -> Double {
        let cosine = (r * r + r0 * r0 - d * d) / (2 * r * r0)
        guard cosine < 1 else { return -1 }
        return cosine <= -1 ? .pi : acos(cosine)
    }

    /// Evenly spread lane radii from `low` to `high`, at most `step` apart and at most
    /// `maximumLaneCount` of them; none when `high < low` by more than rounding (1e-9 relative), one
    /// in the middle when an annulus exactly one avatar wide comes out a hair too thin.
    static func lanes(from low: Double, to high: Double, step: Double) -> [Double] {
        guard high >= low - 1e-9 * max(abs(low), abs(high), step) else { return [] }
        guard high > low else { return [(low + high) / 2] }
        let gaps = Int(min(((high - low) / step).rounded(.up), Double(maximumLaneCount - 1)))
        guard gaps > 0 else { return [low] }
        return (0...gaps).map { $0 == gaps ? high : low + (high - low) * Double($0) / Double(gaps) }
    }

    /// Blocks the open arc `(lower, upper)` on `lane`, splitting it where it wraps past 0 or 2π.
    private mutating func block(lane: Int, from lower: Double, to upper: Double) {
        let turn = AngleMath.fullTurn
        if upper - lower >= turn {
            blockUnwrapped(lane: lane, from: -1, to: turn + 1)
        } else if lower < 0 {
            blockUnwrapped(lane: lane, from: lower + turn, to: turn + 1)
            blockUnwrapped(lane: lane, from: -1, to: upper)
        } else if upper > turn {
            blockUnwrapped(lane: lane, from: lower, to: turn + 1)
            blockUnwrapped(lane: lane, from: -1, to: upper - turn)
        } else {
            blockUnwrapped(lane: lane, from: lower, to: upper)
        }
    }

    private mutating func blockUnwrapped(lane: Int, from lower: Double, to upper: Double) {
        let first = max(0, Int(max(lower, 0) / sectorWidth))
        let last = min(sectorCount - 1, Int(min(upper, AngleMath.fullTurn) / sectorWidth))
        guard first <= last else { return }
        for sector in first...last { block(sector: sector, lane: lane, from: lower, to: upper) }
    }

    /// Removes the open arc `(lower, upper)` from one (sector, lane) cell, keeping the sector weights and
    /// open-cell counts in step.
    mutating func block(sector: Int, lane: Int, from lower: Double, to upper: Double) {
        let index = sector * laneRadii.count + lane
        guard !cells.isEmpty(index) else { return }
        let removed = cells.subtract(lower, upper, from: index)
        if removed > 0 { sectorWeights.add(-removed * laneRadii[lane], at: sector) }
        if cells.isEmpty(index) {
            openCellsInSector[sector] -= 1
            openCellCount -= 1
        }
    }
}

extension RingOccupancy {
    /// A spot drawn uniformly (by area, to lane resolution) from the free space, or `nil` when full:
    /// a sector and then a lane are picked with probability proportional to their free arc length,
    /// then a uniform angle within that lane's free arcs.
    /// - Complexity: O(log sectors + lanes + arcs in the chosen cell).
    package func randomSpot(using generator: inout SeededGenerator) -> PolarSpot? {
        guard !isFull else { return nil }
        let lanes = laneRadii.count
        var sector = sectorWeights.index(forPrefix: generator.nextUnit() * sectorWeights.total)
        // Rounding in the running sums can point at a sector that has just filled up.
        while openCellsInSector[sector] == 0 { sector = (sector + 1) % sectorCount }

        let base = sector * lanes
        var total = 0.0
        for lane in 0..<lanes { total += laneRadii[lane] * cells.width(of: base + lane) }
        var rest = generator.nextUnit() * total
        var chosen = -1
        for lane in 0..<lanes where !cells.isEmpty(base + lane) {
            chosen = lane
            let weight = laneRadii[lane] * cells.width(of: base + lane)
            if rest < weight { break }
            rest -= weight
        }
        let cell = base + chosen
        return PolarSpot(radius: laneRadii[chosen], angle: cells.angle(atOffset: generator.nextUnit() * cells.width(of: cell), in: cell))
    }

    /// The spot a person is given: the free one nearest to `angle` (`nearestSpot`), or without an angle a random
    /// one (`randomSpot`); `nil` when the ring is full. `place` and `LiveLayout` choose alike through this.
    func spot(near angle: Double?, using generator: inout SeededGenerator) -> PolarSpot? {
        if let angle { return nearestSpot(to: angle, using: &generator) }
        return randomSpot(using: &generator)
    }

    /// The free spot whose angle is closest to `target` (around the circle), or `nil` when full.
    /// When several lanes are equally close (for example when `target` itself is free on several
    /// lanes), one of them is picked with `generator`.
    /// - Complexity: O(lanes × arcs) per sector searched; sectors are searched outward from `target`
    ///   until no unsearched sector can hold a closer spot.
    package func nearestSpot(to target: Double, using generator: inout SeededGenerator) -> PolarSpot? {
        guard !isFull else { return nil }
        let lanes = laneRadii.count
        let home = min(sectorCount - 1, Int(AngleMath.normalized(target) / sectorWidth))
        var best = Double.infinity
        var ties: [PolarSpot] = []
        var step = 0
        while step <= sectorCount / 2 {
            if step > 0, best <= Double(step - 1) * sectorWidth { break }
            let candidates = step == 0 ? [home] : [(home + step) % sectorCount, (home - step + sectorCount) % sectorCount]
            for sector in Set(candidates).sorted() where openCellsInSector[sector] > 0 {
                for lane in 0..<lanes {
                    guard let found = cells.nearest(to: target, in: sector * lanes + lane) else { continue }
                    let spot = PolarSpot(radius: laneRadii[lane], angle: found.angle)
                    if found.distance < best - FreeArcTable.minimumWidth {
                        best = found.distance
                        ties = [spot]
                    } else if found.distance <= best + FreeArcTable.minimumWidth {
                        ties.append(spot)
                    }
                }
            }
            step += 1
        }
        guard !ties.isEmpty else { return nil }
        return ties[min(ties.count - 1, Int(generator.nextUnit() * Double(ties.count)))]
    }
}
