import Foundation
import OrbitGeometry

extension RingOccupancy {
    /// How far (radians) from an avatar's angle the arc it blocks can reach on any lane: two centres at
    /// radii r, r0 ≥ the innermost lane and Δ apart in angle are at least `2·√(r·r0)·sin(Δ/2)` apart, so
    /// nothing beyond `2·asin(D / (2·innermost))` is blocked (π when that exceeds the whole turn).
    var reach: Double { Self.reach(innermostLane: laneRadii.first, clearance: clearance) }

    /// `reach` for lanes starting at `innermostLane` (none: π).
    static func reach(innermostLane: Double?, clearance: Double) -> Double {
        guard let innermost = innermostLane, innermost > 0 else { return .pi }
        // Spots kept from an earlier layout may sit a rounding error inside the innermost lane.
        let ratio = clearance / (2 * innermost * (1 - 1e-9))
        return ratio >= 1 ? .pi : 2 * asin(ratio)
    }

    /// The sector holding `angle` (wrapped into [0, 2π)).
    func sector(of angle: Double) -> Int {
        min(sectorCount - 1, max(0, Int(AngleMath.normalized(angle) / sectorWidth)))
    }

    /// The sectors meeting the angles `[lower, upper]` (which may run past 0 or 2π), each once, ascending.
    func sectors(from lower: Double, to upper: Double) -> [Int] {
        guard upper - lower < AngleMath.fullTurn - sectorWidth else { return Array(0..<sectorCount) }
        let first = Int((lower / sectorWidth).rounded(.down)), last = Int((upper / sectorWidth).rounded(.down))
        let wrapped = (first...last).map { (($0 % sectorCount) + sectorCount) % sectorCount }
        return Array(Set(wrapped)).sorted()
    }

    /// Frees the disc of the avatar at `spot` (inserted earlier) again.
    ///
    /// Every (sector, lane) cell the avatar blocked is reset to its whole sector and then blocked again by
    /// the avatars still in the ring that can reach it: `neighbours(sector)` lists those whose angle lies in
    /// `sector` (the caller keeps them by sector and has already dropped `spot`). The free space after a
    /// removal is exactly what inserting the remaining avatars would leave (up to gaps below
    /// `FreeArcTable.minimumWidth`, which stay blocked).
    /// - Complexity: O(cells touched × avatars within `reach` of them × log arcs).
    package mutating func remove(_ spot: PolarSpot, neighbours: (_ sector: Int) -> [PolarSpot]) {
        count -= 1
        let reach = reach
        var touched: [(sector: Int, lane: Int)] = []
        var lane = firstLane(atLeast: spot.radius - clearance)
        while lane < laneRadii.count, laneRadii[lane] < spot.radius + clearance {
            let half = Self.blockedHalfAngle(on: laneRadii[lane], by: spot.radius, clearance: clearance)
            if half >= 0 {
                for sector in sectors(from: spot.angle - half, to: spot.angle + half) { touched.append((sector, lane)) }
            }
            lane += 1
        }
        guard !touched.isEmpty else { return }
        var nearSectors = Set<Int>()
        for cell in touched {
            reopen(sector: cell.sector, lane: cell.lane)
            let bounds = sectorBounds(cell.sector)
            nearSectors.formUnion(sectors(from: bounds.lower - reach, to: bounds.upper + reach))
        }
        let near = nearSectors.sorted().flatMap(neighbours)
        for cell in touched {
            let radius = laneRadii[cell.lane]
            for other in near {
                let half = Self.blockedHalfAngle(on: radius, by: other.radius, clearance: clearance)
                guard half >= 0 else { continue }
                if 2 * half >= AngleMath.fullTurn {
                    block(sector: cell.sector, lane: cell.lane, from: -1, to: AngleMath.fullTurn + 1)
                } else {
                    for shift in [0, AngleMath.fullTurn, -AngleMath.fullTurn] {
                        block(sector: cell.sector, lane: cell.lane, from: other.angle - half + shift, to: other.angle + half + shift)
                    }
                }
            }
        }
    }

    /// The angles sector `sector` covers.
    func sectorBounds(_ sector: Int) -> (lower: Double, upper: Double) {
        (Double(sector) * sectorWidth, sector == sectorCount - 1 ? AngleMath.fullTurn : Double(sector + 1) * sectorWidth)
    }

    /// Makes a cell wholly free again, keeping the sector weights and open-cell counts in step.
    private mutating func reopen(sector: Int, lane: Int) {
        let index = sector * laneRadii.count + lane
        let bounds = sectorBounds(sector)
        if cells.isEmpty(index) {
            openCellsInSector[sector] += 1
            openCellCount += 1
        }
        let gained = (bounds.upper - bounds.lower) - cells.width(of: index)
        cells.reset(index, lower: bounds.lower, upper: bounds.upper)
        if gained != 0 { sectorWeights.add(gained * laneRadii[lane], at: sector) }
    }
}
