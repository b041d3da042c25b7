import OrbitGeometry
import OrbitLayout

/// The people of a layout in the order a reader goes through them: ring by ring from the centre, and on each
/// ring clockwise from 12 o'clock, by base angle (the layout's spots with every ring at offset 0, so the order
/// does not change while rings turn). Ties (same ring and angle) go by id, so the order is total.
///
/// For keyboard focus (`next(after:)`, `previous(before:)`; a session steps through its live layout in this
/// order without building it) and for screen readers in other renderers (with `PersonCard.spokenLabel`).
public struct ReadingOrder: Sendable {
    /// One person in reading order.
    public struct Entry: Hashable, Sendable {
        /// The person's id.
        public var id: String
        /// The ring the person is on.
        public var ring: Int
        /// Clockwise angle from 12 o'clock at offset 0, in [0, 2π).
        package var clockAngle: Double
    }

    /// Everyone in reading order.
    public let entries: [Entry]
    private let positions: [String: Int]

    /// The reading order of `nodes` (a layout's `nodes`; a repeated id keeps its first entry).
    ///
    /// - Complexity: O(n log n).
    public init(nodes: [PlacedNode]) {
        var seen = Set<String>()
        let entries = nodes.compactMap { node -> Entry? in
            guard seen.insert(node.id).inserted, node.angle.isFinite else { return nil }
            return Entry(id: node.id, ring: node.ring, clockAngle: Self.clockAngle(of: node.angle))
        }
        self.entries = entries.sorted(by: Self.precedes)
        positions = Dictionary(uniqueKeysWithValues: self.entries.enumerated().map { ($1.id, $0) })
    }

    /// Clockwise angle from 12 o'clock of the layout direction `angle` (Orbit's convention: 0 points down the
    /// screen, π up), in [0, 2π).
    package static func clockAngle(of angle: Double) -> Double { AngleMath.normalized(.pi - angle) }

    /// The layout direction (0 down, π up) at the clockwise angle `clockAngle` from 12 o'clock.
    package static func angle(atClock clockAngle: Double) -> Double { AngleMath.normalized(.pi - clockAngle) }

    /// Whether `a` is read before `b`: inner ring first, then smaller clock angle, then id.
    package static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        (a.ring, a.clockAngle, a.id) < (b.ring, b.clockAngle, b.id)
    }

    /// How many people are in the order.
    public var count: Int { entries.count }

    /// Where `id` is in the order, or `nil`.
    package func position(of id: String) -> Int? { positions[id] }

    /// The person read after `id` (wrapping to the first); the first when `id` is `nil` or unknown; `nil`
    /// when the order is empty.
    public func next(after id: String?) -> String? {
        guard !entries.isEmpty else { return nil }
        guard let id, let position = positions[id] else { return entries.first?.id }
        return entries[(position + 1) % entries.count].id
    }

    /// The person read before `id` (wrapping to the last); the last when `id` is `nil` or unknown; `nil`
    /// when the order is empty.
    public func previous(before id: String?) -> String? {
        guard !entries.isEmpty else { return nil }
        guard let id, let position = positions[id] else { return entries.last?.id }
        return entries[(position + entries.count - 1) % entries.count].id
    }
}
