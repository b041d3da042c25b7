/// The free angles of one lane inside one sector: sorted, disjoint closed arcs `[lower, upper]`
/// (radians, never wrapping past 2π). Gaps narrower than `FreeArcs.minimumWidth` are dropped.
struct FreeArcs: Sendable {
    /// Free gaps narrower than this (radians) are treated as blocked: 1e-12.
    static let minimumWidth = 1e-12

    struct Arc: Sendable {
        var lower: Double
        var upper: Double
        var width: Double { upper - lower }
    }

    private(set) var arcs: [Arc]
    /// Sum of the arcs' widths.
    private(set) var width: Double

    /// One free arc covering `[lower, upper]`.
    init(lower: Double, upper: Double) {
        arcs = [Arc(lower: lower, upper: upper)]
        // Room for the few pieces a sector usually splits into, so cutting rarely reallocates.
        arcs.reserveCapacity(4)
        width = upper - lower
    }

    var isEmpty: Bool { arcs.isEmpty }

    /// Removes the open arc `(lower, upper)` and returns the width removed.
    /// - Complexity: O(log n + k) for n arcs of which k are touched.
    mutating func subtract(_ lower: Double, _ upper: Double) -> Double {
        var first = 0, end = arcs.count
        while first < end {
            let mid = (first + end) / 2
            if arcs[mid].upper > lower { end = mid } else { first = mid + 1 }
        }
        var last = first
        while last < arcs.count, arcs[last].lower < upper { last += 1 }
        guard first < last else { return 0 }

        let left = Arc(lower: arcs[first].lower, upper: lower)
        let right = Arc(lower: upper, upper: arcs[last - 1].upper)
        let keepLeft = left.width > Self.minimumWidth, keepRight = right.width > Self.minimumWidth
        var removed = 0.0
        for i in first..<last { removed += arcs[i].width }
        if keepLeft { removed -= left.width }
        if keepRight { removed -= right.width }

        // Rewrite the touched arcs in place: at most two survive (the pieces left and right of the cut).
        var write = first
        if keepLeft {
            arcs[write] = left
            write += 1
        }
        if keepRight {
            if write < last { arcs[write] = right } else { arcs.insert(right, at: write) }
            write += 1
        }
        if write < last { arcs.removeSubrange(write..<last) }
        width = arcs.isEmpty ? 0 : width - removed
        return removed
    }

    /// The angle `offset` radians into the free arcs laid end to end (`offset` in [0, width)).
    func angle(atOffset offset: Double) -> Double {
        var rest = offset
        for arc in arcs {
            if rest < arc.width { return arc.lower + rest }
            rest -= arc.width
        }
        return arcs[arcs.count - 1].upper
    }

    /// The free angle closest to `target` (around the circle) and its angular distance, or `nil` when empty.
    func nearest(to target: Double) -> (angle: Double, distance: Double)? {
        var best: (angle: Double, distance: Double)?
        for arc in arcs {
            if arc.lower <= target && target <= arc.upper { return (target, 0) }
            for end in [arc.lower, arc.upper] {
                let d = Angle.distance(end, target)
                if best == nil || d < best!.distance { best = (end, d) }
            }
        }
        return best
    }
}
