import OrbitLayout

/// How a relation shows without colour: the rim's form around the avatar, so grayscale and colour-blind
/// viewers read it too. From most to least connected: friend (rim and an outer ring), following (thick
/// rim), follower (thin rim), no relation (no rim) and blocked (no rim, a bar across the face: a no-entry
/// sign that no other relation shows, in colour or in grayscale).
package struct RelationStyle: Hashable, Sendable {
    /// The share of the full rim width the rim shows: 1 thick, 1/3 thin, 0 none.
    package var rimShare: Double
    /// Whether a thin ring is drawn just outside the rim.
    package var hasHalo: Bool
    /// Whether a bar is drawn across the face, in the relation's colour (blocked).
    package var isBarred = false

    /// The form of `relation`.
    package init(_ relation: Relation) {
        switch relation {
        case .friend: (rimShare, hasHalo) = (1, true)
        case .following: (rimShare, hasHalo) = (1, false)
        case .follower: (rimShare, hasHalo) = (1.0 / 3, false)
        case .blocked: (rimShare, hasHalo, isBarred) = (0, false, true)
        case .unrelated: (rimShare, hasHalo) = (0, false)
        }
    }

    /// The form in words, for legends: "rim + outer ring", "thick rim", "thin rim", "no rim", "barred face".
    package var description: String { description(in: .english) }

    /// The form in `strings`' words.
    package func description(in strings: OrbitStrings) -> String {
        strings[isBarred ? .barredFace : hasHalo ? .rimAndOuterRing : rimShare >= 1 ? .thickRim : rimShare > 0 ? .thinRim : .noRim]
    }
}
