import OrbitLayout

/// How a relation shows without colour: the rim's form around the avatar, so grayscale and colour-blind
/// viewers read it too. From most to least connected: friend (rim and an outer ring), following (thick
/// rim), follower (thin rim), no relation and blocked (no rim).
public struct RelationStyle: Hashable, Sendable {
    /// The share of the full rim width the rim shows: 1 thick, 1/3 thin, 0 none.
    public var rimShare: Double
    /// Whether a thin ring is drawn just outside the rim.
    public var hasHalo: Bool

    /// The form of `relation`.
    public init(_ relation: Relation) {
        switch relation {
        case .friend: (rimShare, hasHalo) = (1, true)
        case .following: (rimShare, hasHalo) = (1, false)
        case .follower: (rimShare, hasHalo) = (1.0 / 3, false)
        case .blocked, .unrelated: (rimShare, hasHalo) = (0, false)
        }
    }

    /// The form in words, for legends: "rim + outer ring", "thick rim", "thin rim", "no rim".
    public var description: String { description(in: .english) }

    /// The form in `strings`' words.
    public func description(in strings: OrbitStrings) -> String {
        strings[hasHalo ? .rimAndOuterRing : rimShare >= 1 ? .thickRim : rimShare > 0 ? .thinRim : .noRim]
    }
}
