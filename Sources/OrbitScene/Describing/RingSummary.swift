import OrbitLayout

/// What one ring holds, for labelling it: its distance band, the real distances of its people and how many
/// there are. Every renderer labels rings from these.
///
/// Ring `k` of a layout belongs to band `k` (`RingInfo.maxDistanceMeters`: band `k` runs from ring `k − 1`'s
/// upper distance, or 0, to its own; the first ring without an upper distance holds everyone beyond). A ring
/// whose people come from a nearer band than its own — a *spill* ring, which takes the farthest people of a
/// full inner ring — or a ring past the unbounded one is labelled with the real range of its people instead
/// ("20–23 m"), since its band would mislead.
public struct RingSummary: Hashable, Sendable {
    /// The ring's index.
    public var ring: Int
    /// People placed on the ring.
    public var count: Int
    /// The ring's own band in metres: `lower` to `upper` (`nil`: unbounded); `nil` for a ring past the
    /// unbounded one, which has no band of its own.
    public var band: DistanceBand?
    /// The nearest and farthest of its people whose distance is known, in metres.
    public var members: ClosedRange<Double>?
    /// Whether the ring holds people of a nearer band than its own (or has no band of its own).
    public var isSpill: Bool

    /// A summary with the given values (`summaries(of:people:viewer:)` makes them from a layout).
    package init(ring: Int, count: Int, band: DistanceBand?, members: ClosedRange<Double>?, isSpill: Bool) {
        self.ring = ring
        self.count = count
        self.members = members
        self.isSpill = isSpill
        self.band = band
    }

    /// The band as a label says it: "< 250 m", "1–5 km", "> 25 km"; `nil` without a band.
    package var bandText: String? { bandText(in: .english) }

    /// The real range of its people: "20–23 m"; `nil` when no distance is known.
    package var rangeText: String? { rangeText(in: .english) }

    /// The ring's label: what it covers (its band, or for a spill ring the real range of its people) and how
    /// many it holds, e.g. "< 250 m · 42 people", "20–23 m · 1,234 people", "1 person".
    public var label: String { label(in: .english) }

    /// `bandText` in `strings`' words.
    package func bandText(in strings: OrbitStrings) -> String? { band.map { DistanceText.band(lower: $0.lower, upper: $0.upper, in: strings) } }

    /// `rangeText` in `strings`' words.
    package func rangeText(in strings: OrbitStrings) -> String? { members.map { DistanceText.range($0.lowerBound, $0.upperBound, in: strings) } }

    /// `label` in `strings`' words ("< 250 m · 42 Personen").
    public func label(in strings: OrbitStrings) -> String {
        let what = isSpill ? rangeText(in: strings) ?? bandText(in: strings) : bandText(in: strings) ?? rangeText(in: strings)
        let people = strings.text(.people, count: count)
        return what.map { strings.text(.ringLabel, $0, people) } ?? people
    }

    /// The summaries of `layout.rings`, in ring order, with each person's distance from `distance` (an id
    /// the function does not know, or a `nil`, counts toward the ring's count but not its range).
    ///
    /// - Complexity: O(rings + nodes · cost of `distance` + nodes · log bands).
    package static func summaries(of layout: LayoutResult, distance: (String) -> Double?) -> [RingSummary] {
        let ringCount = (layout.rings.map(\.index).max() ?? -1) + 1
        var ranges = [ClosedRange<Double>?](repeating: nil, count: ringCount)
        for node in layout.nodes where node.ring < ringCount {
            guard let meters = distance(node.id), meters.isFinite else { continue }
            ranges[node.ring] = ranges[node.ring].map { min($0.lowerBound, meters)...max($0.upperBound, meters) } ?? meters...meters
        }
        return summaries(rings: layout.rings) { ranges[$0] }
    }

    /// The summaries of a live layout's rings, straight from its rings' distance order, so a screen can keep
    /// its labels current while updates stream in.
    ///
    /// - Complexity: O(rings · log bands), whatever the crowd's size.
    package static func summaries(of live: LiveLayout) -> [RingSummary] {
        summaries(rings: live.rings) { live.distanceRange(ring: $0) }
    }

    /// Summaries of `rings` whose people span `members(ring index)` metres.
    private static func summaries(rings: [RingInfo], members: (Int) -> ClosedRange<Double>?) -> [RingSummary] {
        let rings = rings.sorted { $0.index < $1.index }
        // Upper distance of each band, in ring order, up to and without the unbounded one.
        let uppers = Array(rings.prefix { $0.maxDistanceMeters != nil }.compactMap(\.maxDistanceMeters))
        return rings.map { info in
            let k = info.index
            let range = members(k)
            let lower = k == 0 ? 0 : k - 1 < uppers.count ? uppers[k - 1] : nil
            let band = lower.map { DistanceBand(lower: $0, upper: k < uppers.count ? uppers[k] : nil) }
            // The band of the ring's nearest person: a nearer band than the ring's own makes it a spill ring.
            let nearestBand = range.map { range in uppers.partitioningIndex { $0 >= range.lowerBound } }
            let spill = band == nil || (nearestBand.map { $0 < k } ?? false)
            return RingSummary(ring: k, count: info.count, band: band, members: range, isSpill: spill)
        }
    }

    /// The summaries of `layout.rings`, with distances from `people` as seen from `viewer`
    /// (`OrbitPerson.distance(from:)`).
    ///
    /// - Complexity: O(people + nodes · log bands).
    public static func summaries(of layout: LayoutResult, people: [OrbitPerson], viewer: GeoCoordinate?) -> [RingSummary] {
        let byID = Dictionary(people.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return summaries(of: layout) { byID[$0]?.distance(from: viewer) }
    }
}

/// A distance band in metres: from `lower` up to `upper` (`nil`: unbounded).
public struct DistanceBand: Hashable, Sendable {
    /// The band's lower distance, inclusive.
    public var lower: Double
    /// The band's upper distance; `nil` when the band is unbounded.
    public var upper: Double?

    /// The band from `lower` to `upper`.
    package init(lower: Double, upper: Double?) {
        self.lower = lower
        self.upper = upper
    }
}
