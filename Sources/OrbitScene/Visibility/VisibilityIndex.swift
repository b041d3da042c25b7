import Foundation
import OrbitGeometry
import OrbitLayout

/// A ring's turn φ as its sine and cosine, computed once per ring per frame.
struct RingTurn {
    var ring: Int
    var sine: Double
    var cosine: Double

    /// The turn of `ring` (0 when `offsets` has no entry for it).
    init(ring: Int, offsets: [Double]) {
        self.ring = ring
        let offset = ring >= 0 && ring < offsets.count ? offsets[ring] : 0
        sine = sin(offset)
        cosine = cos(offset)
    }
}

/// A node's base direction θ (as sin θ and cos θ) and centre distance ρ: enough to place it for any turn
/// without trigonometry.
struct Spoke: Sendable {
    var sine: Double
    var cosine: Double
    var radius: Double

    init(angle: Double, radius: Double) {
        sine = sin(angle)
        cosine = cos(angle)
        self.radius = radius
    }

    /// `center + ρ·(sin(θ + φ), cos(θ + φ))` by the angle-addition formulas: every position of a frame comes
    /// from here, so all paths agree to the last bit.
    func position(around center: OrbitPoint, turn: RingTurn) -> OrbitPoint {
        let sine = self.sine * turn.cosine + cosine * turn.sine
        let cosine = self.cosine * turn.cosine - self.sine * turn.sine
        return OrbitPoint(x: center.x + radius * sine, y: center.y + radius * cosine)
    }
}

/// Finds the nodes whose avatars can be seen, in time proportional to what is seen.
///
/// Each ring keeps its nodes sorted by base angle θ. For a query, a ring turned by φ and scaled by the
/// camera meets the (grown) viewport along a few arcs of direction (`AnnulusCover`); shifting those by −φ
/// and binary-searching the sorted angles yields candidate slot ranges, and an exact test keeps the nodes
/// whose centre lies in the rectangle. Rings are found by radius, so rings that miss the rectangle cost
/// nothing beyond an O(log rings) search.
///
/// Node `n`'s screen centre is `camera.screen(center + ρ·(sin(θ + φ), cos(θ + φ)))`.
package struct VisibilityIndex: Sendable {
    /// The layout centre in world points.
    package let center: OrbitPoint
    /// Avatar radius in world points.
    package let avatarRadius: Double

    private(set) var rings: [RingIndex] = []
    /// Per node: its ring (−1 when not in the index), base angle and centre distance. Its spoke is kept only in
    /// its ring's arrays, which frames read; the rare lookup by node makes it again (bit for bit the same).
    private var nodeRing: [Int32] = []
    private var nodeAngle: [Double] = []
    private var nodeRadius: [Double] = []
    /// Rings ordered by inner extent, with the running maximum of their outer extent, for radius search.
    private var ringsByInner: [Int] = []
    private var runningOuter: [Double] = []

    /// An empty index of avatars of `avatarRadius` on rings about `center` (world points).
    package init(center: OrbitPoint, avatarRadius: Double) {
        self.center = center
        self.avatarRadius = avatarRadius
    }

    /// A node as an index is built from: its slot number, base angle and centre distance.
    struct Entry: Sendable {
        var angle: Double
        var node: Int
        var radius: Double
    }

    /// An index holding `entries`, built by sorting rather than inserting. The caller guarantees what
    /// `insert` checks (node numbers ≥ 0 and distinct, rings ≥ 0, finite values).
    ///
    /// - Complexity: O(n log n).
    init(center: OrbitPoint, avatarRadius: Double, entries: [(node: Int, ring: Int, angle: Double, radius: Double)]) {
        var perRing: [[Entry]] = Array(repeating: [], count: (entries.map(\.ring).max() ?? -1) + 1)
        for entry in entries {
            precondition(entry.ring >= 0, "VisibilityIndex: bad ring \(entry.ring)")
            perRing[entry.ring].append(Entry(angle: entry.angle, node: entry.node, radius: entry.radius))
        }
        self.init(center: center, avatarRadius: avatarRadius, nodeCount: (entries.map(\.node).max() ?? -1) + 1, rings: &perRing)
    }

    /// An index holding the entries of `perRing` (ring by ring, nodes below `nodeCount`), which it empties as it
    /// goes: each ring is sorted in place, so a million people need no second copy. The caller guarantees what
    /// `insert` checks.
    ///
    /// - Complexity: O(n log n).
    init(center: OrbitPoint, avatarRadius: Double, nodeCount: Int, rings perRing: inout [[Entry]]) {
        self.init(center: center, avatarRadius: avatarRadius)
        nodeRing = Array(repeating: -1, count: nodeCount)
        nodeAngle = Array(repeating: 0, count: nodeCount)
        nodeRadius = Array(repeating: 0, count: nodeCount)
        rings.reserveCapacity(perRing.count)
        for ring in perRing.indices {
            for i in perRing[ring].indices {
                let entry = perRing[ring][i]
                precondition(entry.node >= 0 && entry.node < nodeCount && entry.node <= Int(Int32.max) && nodeRing[entry.node] < 0,
                             "VisibilityIndex: bad or repeated node \(entry.node) on ring \(ring)")
                let theta = AngleMath.normalized(entry.angle)
                perRing[ring][i].angle = theta
                nodeRing[entry.node] = Int32(ring)
                nodeAngle[entry.node] = theta
                nodeRadius[entry.node] = entry.radius
            }
            perRing[ring].sort { ($0.angle, $0.node) < ($1.angle, $1.node) }
            rings.append(RingIndex(sorted: perRing[ring]))
            perRing[ring] = []
        }
        refreshExtents()
    }

    /// How many rings the index knows (the highest ring index inserted + 1).
    package var ringCount: Int { rings.count }

    /// Whether `node` is currently in the index.
    package func contains(node: Int) -> Bool { node >= 0 && node < nodeRing.count && nodeRing[node] >= 0 }

    /// Adds `node` (a caller-chosen slot number in 0 … `Int32.max`, not already present) on `ring` ≥ 0 at base angle `angle`
    /// and centre distance `radius` (both finite). The angle is wrapped into [0, 2π). Returns `false` and
    /// changes nothing when any of that does not hold.
    ///
    /// - Complexity: O(log n + n_ring) (the ring's sorted arrays shift).
    @discardableResult
    package mutating func insert(node: Int, ring: Int, angle: Double, radius: Double) -> Bool {
        guard node >= 0, node <= Int(Int32.max), ring >= 0, !contains(node: node), angle.isFinite, radius.isFinite else { return false }
        if node >= nodeRing.count {
            let grow = node + 1 - nodeRing.count
            nodeRing += repeatElement(-1, count: grow)
            nodeAngle += repeatElement(0, count: grow)
            nodeRadius += repeatElement(0, count: grow)
        }
        while rings.count <= ring { rings.append(RingIndex()) }
        let theta = AngleMath.normalized(angle)
        let before = (rings[ring].inner, rings[ring].outer)
        let spoke = Spoke(angle: theta, radius: radius)
        rings[ring].insert(node: node, angle: theta, spoke: spoke)
        if before != (rings[ring].inner, rings[ring].outer) || ringsByInner.count != rings.count { refreshExtents() }
        nodeRing[node] = Int32(ring)
        nodeAngle[node] = theta
        nodeRadius[node] = radius
        return true
    }

    /// Removes `node` if present.
    ///
    /// - Complexity: O(log n + n_ring).
    package mutating func remove(node: Int) {
        guard contains(node: node) else { return }
        rings[Int(nodeRing[node])].remove(node: node, angle: nodeAngle[node])
        nodeRing[node] = -1
    }

    /// Where `node` (which must be in the index) has its centre in world points with the ring offsets applied
    /// (a missing offset counts as 0).
    package func worldPosition(of node: Int, offsets: [Double]) -> OrbitPoint {
        worldPosition(of: node, turn: RingTurn(ring: Int(nodeRing[node]), offsets: offsets))
    }

    /// Where `node`'s centre is on screen.
    package func screenPosition(of node: Int, offsets: [Double], camera: Camera) -> OrbitPoint {
        camera.screen(worldPosition(of: node, offsets: offsets))
    }

    /// Where `node` has its centre in world points with its ring turned by `turn`.
    func worldPosition(of node: Int, turn: RingTurn) -> OrbitPoint {
        Spoke(angle: nodeAngle[node], radius: nodeRadius[node]).position(around: center, turn: turn)
    }

    /// Rebuilds the radius search arrays after an insert widened a ring.
    ///
    /// - Complexity: O(rings · log rings).
    private mutating func refreshExtents() {
        ringsByInner = rings.indices.sorted { rings[$0].inner < rings[$1].inner }
        runningOuter = []
        var outer = -Double.infinity
        for ring in ringsByInner {
            outer = max(outer, rings[ring].outer)
            runningOuter.append(outer)
        }
    }

    /// Rings whose centre band `[inner, outer]` (world units) meets `[low, high]`, in ring-index order.
    ///
    /// - Complexity: O(log rings + rings returned) once `refreshExtents()` ran after the last insert.
    func rings(meetingRadii low: Double, _ high: Double) -> [Int] {
        var result: [Int] = []
        var position = runningOuter.partitioningIndex { $0 >= low }
        while position < ringsByInner.count, rings[ringsByInner[position]].inner <= high {
            let ring = ringsByInner[position]
            if rings[ring].outer >= low { result.append(ring) }
            position += 1
        }
        return result.sorted()
    }
}
