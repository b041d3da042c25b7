import OrbitGeometry

/// The free angles of many cells (one lane inside one sector of a ring, see `RingOccupancy`), each
/// kept as sorted, disjoint closed arcs `[lower, upper]` (radians, never wrapping past 2π). Gaps
/// narrower than `FreeArcTable.minimumWidth` are dropped.
///
/// All cells share one flat buffer, so neighbouring cells sit next to each other in memory and no
/// cell owns an allocation: each cell has room for `initialCapacity` arcs, and a cell that outgrows
/// its room moves to the end of the buffer with twice the room.
struct FreeArcTable: Sendable {
    /// Free gaps narrower than this (radians) are treated as blocked: 1e-12.
    static let minimumWidth = 1e-12
    /// Arcs each cell has room for at first (a cell usually splits into only a few pieces).
    static let initialCapacity = 8

    struct Arc: Sendable {
        var lower: Double
        var upper: Double
        var width: Double { upper - lower }
    }

    /// Where a cell's arcs are in `storage`, and their total width.
    private struct Cell: Sendable {
        var start: Int
        var count: Int
        var capacity: Int
        var width: Double
    }

    private var storage: [Arc]
    private var cells: [Cell]

    /// `count` cells, cell `i` one free arc covering `bounds(i)`.
    init(count: Int, bounds: (Int) -> (lower: Double, upper: Double)) {
        let room = Self.initialCapacity
        storage = Array(repeating: Arc(lower: 0, upper: 0), count: count * room)
        cells = []
        cells.reserveCapacity(count)
        for cell in 0..<count {
            let (lower, upper) = bounds(cell)
            storage[cell * room] = Arc(lower: lower, upper: upper)
            cells.append(Cell(start: cell * room, count: 1, capacity: room, width: upper - lower))
        }
    }

    func isEmpty(_ cell: Int) -> Bool { cells[cell].count == 0 }

    /// Sum of the widths of the cell's arcs.
    func width(of cell: Int) -> Double { cells[cell].width }

    /// The cell's arcs, ascending.
    func arcs(of cell: Int) -> ArraySlice<Arc> {
        storage[cells[cell].start ..< cells[cell].start + cells[cell].count]
    }

    /// Removes the open arc `(lower, upper)` from `cell` and returns the width removed.
    /// - Complexity: O(log n + k) for n arcs of the cell of which k are touched (amortized: the
    ///   cell sometimes moves).
    mutating func subtract(_ lower: Double, _ upper: Double, from cell: Int) -> Double {
        var start = cells[cell].start
        let end = start + cells[cell].count
        var first = start, high = end
        while first < high {
            let mid = (first + high) / 2
            if storage[mid].upper > lower { high = mid } else { first = mid + 1 }
        }
        var last = first
        while last < end, storage[last].lower < upper { last += 1 }
        guard first < last else { return 0 }

        let left = Arc(lower: storage[first].lower, upper: lower)
        let right = Arc(lower: upper, upper: storage[last - 1].upper)
        let keepLeft = left.width > Self.minimumWidth, keepRight = right.width > Self.minimumWidth
        var removed = 0.0
        for i in first..<last { removed += storage[i].width }
        if keepLeft { removed -= left.width }
        if keepRight { removed -= right.width }

        // At most two of the touched arcs survive (the pieces left and right of the cut): shift the
        // arcs after the cut by the change in count, then write the survivors.
        let shift = (keepLeft ? 1 : 0) + (keepRight ? 1 : 0) - (last - first)
        if cells[cell].count + shift > cells[cell].capacity {
            let moved = relocate(cell)
            first += moved - start
            last += moved - start
            start = moved
        }
        let tail = last ..< start + cells[cell].count
        if shift > 0 {
            for i in tail.reversed() { storage[i + shift] = storage[i] }
        } else if shift < 0 {
            for i in tail { storage[i + shift] = storage[i] }
        }
        var write = first
        if keepLeft {
            storage[write] = left
            write += 1
        }
        if keepRight { storage[write] = right }
        cells[cell].count += shift
        cells[cell].width = cells[cell].count == 0 ? 0 : cells[cell].width - removed
        return removed
    }

    /// Makes `cell` one free arc `[lower, upper]` again.
    mutating func reset(_ cell: Int, lower: Double, upper: Double) {
        storage[cells[cell].start] = Arc(lower: lower, upper: upper)
        cells[cell].count = 1
        cells[cell].width = upper - lower
    }

    /// Moves `cell` to the end of the buffer with twice its room; returns its new start.
    private mutating func relocate(_ cell: Int) -> Int {
        let old = cells[cell]
        let start = storage.count
        storage.append(contentsOf: storage[old.start ..< old.start + old.count])
        storage.append(contentsOf: repeatElement(Arc(lower: 0, upper: 0), count: 2 * old.capacity - old.count))
        cells[cell].start = start
        cells[cell].capacity = 2 * old.capacity
        return start
    }

    /// The angle `offset` radians into the cell's free arcs laid end to end (`offset` in [0, width)).
    func angle(atOffset offset: Double, in cell: Int) -> Double {
        var rest = offset
        let arcs = arcs(of: cell)
        for arc in arcs {
            if rest < arc.width { return arc.lower + rest }
            rest -= arc.width
        }
        return arcs[arcs.endIndex - 1].upper
    }

    /// The free angle of `cell` closest to `target` (around the circle) and its angular distance,
    /// or `nil` when the cell is empty.
    func nearest(to target: Double, in cell: Int) -> (angle: Double, distance: Double)? {
        var best: (angle: Double, distance: Double)?
        for arc in arcs(of: cell) {
            if arc.lower <= target && target <= arc.upper { return (target, 0) }
            for end in [arc.lower, arc.upper] {
                let d = AngleMath.distance(end, target)
                if best == nil || d < best!.distance { best = (end, d) }
            }
        }
        return best
    }
}
