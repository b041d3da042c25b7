extension LayoutResult {
    /// Why a layout (typically decoded from a file) is not one `OrbitLayouter` could have produced, with the
    /// key path of the offending value.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where, e.g. `nodes[3].ring`.
        public var path: String
        /// What is wrong with it.
        public var problem: String

        public var description: String { "\(path): \(problem)" }
    }

    /// Checks what consumers index or divide by: a finite centre, `avatarRadius` finite and > 0, `spacing`
    /// finite and ≥ 0, ring `i` with index `i`, finite radii `0 ≤ inner ≤ outer` and `count ≥ 0`, and every
    /// node on one of `rings` with a finite position, angle and radius. A node's ring therefore bounds
    /// any per-ring storage by the number of rings listed, not by the value of an index.
    /// - Throws: `Invalid` naming the first problem found.
    /// - Complexity: O(rings + nodes).
    public func validate() throws(Invalid) {
        func finite(_ value: Double, _ path: String) throws(Invalid) {
            guard value.isFinite else { throw Invalid(path: path, problem: "must be a finite number, got \(value)") }
        }
        try finite(center.x, "center.x")
        try finite(center.y, "center.y")
        guard avatarRadius.isFinite, avatarRadius > 0 else {
            throw Invalid(path: "avatarRadius", problem: "must be a finite number > 0, got \(avatarRadius)")
        }
        guard spacing.isFinite, spacing >= 0 else {
            throw Invalid(path: "spacing", problem: "must be a finite number ≥ 0, got \(spacing)")
        }
        for (i, ring) in rings.enumerated() {
            guard ring.index == i else { throw Invalid(path: "rings[\(i)].index", problem: "must be \(i), got \(ring.index)") }
            guard ring.innerRadius.isFinite, ring.outerRadius.isFinite, ring.innerRadius >= 0, ring.innerRadius <= ring.outerRadius else {
                throw Invalid(path: "rings[\(i)]", problem: "needs finite radii 0 ≤ innerRadius ≤ outerRadius, got \(ring.innerRadius) and \(ring.outerRadius)")
            }
            guard ring.count >= 0 else { throw Invalid(path: "rings[\(i)].count", problem: "must be ≥ 0, got \(ring.count)") }
        }
        for (i, node) in nodes.enumerated() {
            guard (0..<rings.count).contains(node.ring) else {
                throw Invalid(path: "nodes[\(i)].ring", problem: "must be one of the \(rings.count) rings listed (0..<\(rings.count)), got \(node.ring)")
            }
            try finite(node.x, "nodes[\(i)].x")
            try finite(node.y, "nodes[\(i)].y")
            try finite(node.angle, "nodes[\(i)].angle")
            guard node.radius.isFinite, node.radius >= 0 else {
                throw Invalid(path: "nodes[\(i)].radius", problem: "must be a finite number ≥ 0, got \(node.radius)")
            }
        }
    }
}
