import OrbitGeometry

/// A spot a person keeps from the previous result.
struct Reservation: Sendable {
    var ring: Int
    var spot: PolarSpot
}

/// The spots people keep from a previous layout, found before anyone is placed so that newcomers
/// only ever go into free space.
///
/// A person keeps their previous node when the scene geometry is unchanged (same centre, avatar
/// radius and spacing), the node still lies wholly inside its ring, the ring is allowed (not below
/// the person's band, below `maxRings`, and not beyond the most rings this many people can need), and it does not overlap a spot kept by someone nearer.
/// Of those, the largest set whose rings never decrease with distance is kept (a longest
/// non-decreasing subsequence), so one person who moved cannot push everyone behind them outward.
struct Reservations: Sendable {
    /// Reservation of the person at each position of the (distance, id) order, if any.
    private var byOrder: [Int: Reservation] = [:]
    /// Positions (ascending) of the people keeping a spot on each ring.
    private(set) var byRing: [Int: [Int]] = [:]

    var isEmpty: Bool { byOrder.isEmpty }

    /// The reservation of the person at `order`, if any.
    func reservation(at order: Int) -> Reservation? {
        isEmpty ? nil : byOrder[order]
    }

    /// - Parameter sorted: the accepted people in (distance, id) order.
    /// - Complexity: O(n log n) for n people.
    init(previous: LayoutResult?, plan: RingPlan, maxRings: Int?, sorted: [Candidate]) {
        guard let previous, previous.center == plan.center, previous.avatarRadius == plan.avatarRadius,
            previous.spacing == plan.spacing
        else { return }
        var previousNodes: [String: PlacedNode] = [:]
        for node in previous.nodes where previousNodes[node.id] == nil { previousNodes[node.id] = node }

        var grid = ConflictGrid(cellSize: 2 * plan.avatarRadius + plan.spacing)
        var keepers: [(order: Int, reservation: Reservation)] = []
        for (order, candidate) in sorted.enumerated() {
            guard let node = previousNodes[candidate.id],
                node.ring >= plan.band(forDistance: candidate.distanceMeters), node.ring < min(maxRings ?? .max, plan.bandsMeters.count + sorted.count),
                node.angle >= 0, node.angle < AngleMath.fullTurn, Self.fits(node, plan: plan)
            else { continue }
            let point = OrbitPoint(center: .zero, radius: node.radius, angle: node.angle)
            guard grid.insertIfClear(point, ring: node.ring) else { continue }
            keepers.append((order, Reservation(ring: node.ring, spot: PolarSpot(radius: node.radius, angle: node.angle))))
        }
        for i in Self.longestNonDecreasing(keepers.map(\.reservation.ring)) {
            let keeper = keepers[i]
            byOrder[keeper.order] = keeper.reservation
            byRing[keeper.reservation.ring, default: []].append(keeper.order)
        }
    }

    /// Whether the avatar of `node` lies wholly inside its ring's annulus (to 1e-9 relative).
    private static func fits(_ node: PlacedNode, plan: RingPlan) -> Bool {
        let annulus = plan.annulus(ring: node.ring)
        let tolerance = 1e-9 * annulus.outerRadius
        return node.radius.isFinite && node.radius - plan.avatarRadius >= annulus.innerRadius - tolerance
            && node.radius + plan.avatarRadius <= annulus.outerRadius + tolerance
    }

    /// Indices of a longest non-decreasing subsequence of `values`, ascending; among equally long
    /// ones, the one patience sorting finds (deterministic).
    /// - Complexity: O(n log n).
    static func longestNonDecreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index of the smallest tail of each length
        var predecessor = Array(repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] <= value { low = mid + 1 } else { high = mid }
            }
            predecessor[i] = low > 0 ? tails[low - 1] : -1
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result: [Int] = []
        var i = tails.last ?? -1
        while i >= 0 {
            result.append(i)
            i = predecessor[i]
        }
        return result.reversed()
    }
}

/// Kept spots bucketed by ring and square cell, to check a new one against its neighbours only.
private struct ConflictGrid {
    struct Key: Hashable {
        var ring: Int, x: Int, y: Int
    }

    let cellSize: Double
    private var cells: [Key: [OrbitPoint]] = [:]

    init(cellSize: Double) {
        self.cellSize = cellSize
    }

    /// Adds `point` unless an earlier point of the same ring is closer than `cellSize` (the minimum
    /// centre distance); returns whether it was added.
    mutating func insertIfClear(_ point: OrbitPoint, ring: Int) -> Bool {
        let x = cell(point.x), y = cell(point.y)
        for dx in -1...1 {
            for dy in -1...1 {
                for other in cells[Key(ring: ring, x: x + dx, y: y + dy)] ?? [] where other.distance(to: point) < cellSize {
                    return false
                }
            }
        }
        cells[Key(ring: ring, x: x, y: y), default: []].append(point)
        return true
    }

    /// The cell index of a coordinate, clamped so that tiny cells far out cannot overflow `Int`.
    private func cell(_ coordinate: Double) -> Int {
        Int(min(max((coordinate / cellSize).rounded(.down), -1e15), 1e15))
    }
}
