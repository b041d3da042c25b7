extension LayoutResult {
    /// Why a layout (typically decoded from a file) is not one `OrbitLayouter` could have produced: the key
    /// path of the offending value and what is wrong with it, as data a caller can `switch` on; `description`
    /// is the message (`nodes[3].ring: must be one of the 2 rings listed (0..<2), got 7`).
    package struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Where, e.g. `nodes[3].ring`.
        package var path: String
        /// What is wrong with it.
        package var problem: Problem

        /// The problem at `path`.
        package init(path: String, problem: Problem) {
            self.path = path
            self.problem = problem
        }

        package var description: String { "\(path): \(problem)" }

        /// What is wrong with a layout's value.
        package enum Problem: Hashable, Sendable, CustomStringConvertible {
            /// A coordinate or angle is not finite.
            case notFinite(Double)
            /// `avatarRadius` is not a finite number > 0.
            case notPositive(Double)
            /// `spacing` or a node's radius is not a finite number ≥ 0.
            case negativeOrNotFinite(Double)
            /// Ring `expected` carries another index.
            case wrongIndex(expected: Int, found: Int)
            /// A ring's radii are not finite with 0 ≤ inner ≤ outer.
            case invalidRadii(inner: Double, outer: Double)
            /// A ring's count is negative.
            case negativeCount(Int)
            /// A node's ring is not one of the `ringCount` rings listed.
            case unknownRing(Int, ringCount: Int)

            package var description: String {
                switch self {
                case .notFinite(let value): "must be a finite number, got \(value)"
                case .notPositive(let value): "must be a finite number > 0, got \(value)"
                case .negativeOrNotFinite(let value): "must be a finite number ≥ 0, got \(value)"
                case .wrongIndex(let expected, let found): "must be \(expected), got \(found)"
                case .invalidRadii(let inner, let outer): "needs finite radii 0 ≤ innerRadius ≤ outerRadius, got \(inner) and \(outer)"
                case .negativeCount(let count): "must be ≥ 0, got \(count)"
                case .unknownRing(let ring, let count): "must be one of the \(count) rings listed (0..<\(count)), got \(ring)"
                }
            }
        }
    }

    /// Checks what consumers index or divide by: a finite centre, `avatarRadius` finite and > 0, `spacing`
    /// finite and ≥ 0, ring `i` with index `i`, finite radii `0 ≤ inner ≤ outer` and `count ≥ 0`, and every
    /// node on one of `rings` with a finite position, angle and radius. A node's ring therefore bounds
    /// any per-ring storage by the number of rings listed, not by the value of an index.
    /// - Throws: `Invalid` naming the first problem found.
    /// - Complexity: O(rings + nodes).
    package func validate() throws(Invalid) {
        func finite(_ value: Double, _ path: String) throws(Invalid) {
            guard value.isFinite else { throw Invalid(path: path, problem: .notFinite(value)) }
        }
        try finite(center.x, "center.x")
        try finite(center.y, "center.y")
        guard avatarRadius.isFinite, avatarRadius > 0 else {
            throw Invalid(path: "avatarRadius", problem: .notPositive(avatarRadius))
        }
        guard spacing.isFinite, spacing >= 0 else {
            throw Invalid(path: "spacing", problem: .negativeOrNotFinite(spacing))
        }
        for (i, ring) in rings.enumerated() {
            guard ring.index == i else { throw Invalid(path: "rings[\(i)].index", problem: .wrongIndex(expected: i, found: ring.index)) }
            guard ring.innerRadius.isFinite, ring.outerRadius.isFinite, ring.innerRadius >= 0, ring.innerRadius <= ring.outerRadius else {
                throw Invalid(path: "rings[\(i)]", problem: .invalidRadii(inner: ring.innerRadius, outer: ring.outerRadius))
            }
            guard ring.count >= 0 else { throw Invalid(path: "rings[\(i)].count", problem: .negativeCount(ring.count)) }
        }
        for (i, node) in nodes.enumerated() {
            guard (0..<rings.count).contains(node.ring) else {
                throw Invalid(path: "nodes[\(i)].ring", problem: .unknownRing(node.ring, ringCount: rings.count))
            }
            try finite(node.x, "nodes[\(i)].x")
            try finite(node.y, "nodes[\(i)].y")
            try finite(node.angle, "nodes[\(i)].angle")
            guard node.radius.isFinite, node.radius >= 0 else {
                throw Invalid(path: "nodes[\(i)].radius", problem: .negativeOrNotFinite(node.radius))
            }
        }
    }
}
