import OrbitGeometry

/// One ring's nodes sorted by base angle, with the radial extent of their centres.
struct RingIndex: Sendable {
    /// Base angles in [0, 2π), ascending; ties keep insertion order.
    private(set) var angles: [Double] = []
    /// `nodes[i]` is the node whose base angle is `angles[i]` (4 bytes each: node numbers are slots below 2³¹).
    private(set) var nodes: [Int32] = []
    /// `spokes[i]` places `nodes[i]`: kept in ring order so a frame reads them sequentially.
    private(set) var spokes: [Spoke] = []
    /// Smallest and largest centre distance ever inserted (kept on removal: a wider band only adds
    /// candidates, which the exact test filters). Empty rings have `inner > outer`.
    private(set) var inner = Double.infinity
    private(set) var outer = -Double.infinity

    var count: Int { nodes.count }

    init() {}

    /// A ring holding `members`, already sorted by angle (normalized).
    init(sorted members: [VisibilityIndex.Entry]) {
        angles = members.map(\.angle)
        nodes = members.map { Int32($0.node) }
        spokes = members.map { Spoke(angle: $0.angle, radius: $0.radius) }
        inner = spokes.map(\.radius).min() ?? .infinity
        outer = spokes.map(\.radius).max() ?? -.infinity
    }

    /// - Complexity: O(n) for the shift; O(log n) to find the slot.
    mutating func insert(node: Int, angle: Double, spoke: Spoke) {
        let slot = upperBound(angle)
        angles.insert(angle, at: slot)
        nodes.insert(Int32(node), at: slot)
        spokes.insert(spoke, at: slot)
        inner = min(inner, spoke.radius)
        outer = max(outer, spoke.radius)
    }

    /// - Complexity: O(log n + equal angles) to find the node, O(n) for the shift.
    mutating func remove(node: Int, angle: Double) {
        var slot = lowerBound(angle)
        while slot < nodes.count, nodes[slot] != Int32(node) { slot += 1 }
        guard slot < nodes.count else { return }
        angles.remove(at: slot)
        nodes.remove(at: slot)
        spokes.remove(at: slot)
    }

    /// First slot whose angle is ≥ `angle`.
    func lowerBound(_ angle: Double) -> Int { angles.partitioningIndex { $0 >= angle } }

    /// First slot whose angle is > `angle`.
    func upperBound(_ angle: Double) -> Int { angles.partitioningIndex { $0 > angle } }

    /// The slot ranges whose base angles fall in `[start, end]` (`start` in [0, 2π), `end - start` ≤ 2π);
    /// two ranges when the interval wraps past 2π.
    ///
    /// - Complexity: O(log n).
    func slots(from start: Double, to end: Double) -> [Range<Int>] {
        if end - start >= AngleMath.fullTurn { return [0..<count] }
        if end < AngleMath.fullTurn { return [lowerBound(start)..<upperBound(end)] }
        return [0..<upperBound(end - AngleMath.fullTurn), lowerBound(start)..<count]
    }
}
