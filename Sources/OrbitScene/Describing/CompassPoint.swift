import OrbitGeometry

/// One of the eight compass points, for saying which way someone is ("NE").
package enum CompassPoint: String, CaseIterable, Hashable, Sendable {
    /// North, "N".
    case north = "N"
    /// North-east, "NE".
    case northEast = "NE"
    /// East, "E".
    case east = "E"
    /// South-east, "SE".
    case southEast = "SE"
    /// South, "S".
    case south = "S"
    /// South-west, "SW".
    case southWest = "SW"
    /// West, "W".
    case west = "W"
    /// North-west, "NW".
    case northWest = "NW"

    /// The point nearest to `bearing` (radians clockwise from north, any value); each point covers 45°
    /// centred on its direction, a bearing on a boundary goes to the point clockwise of it. `nil` when
    /// `bearing` is not finite.
    package init?(bearing: Double) {
        guard bearing.isFinite else { return nil }
        let sector = Int((AngleMath.normalized(bearing) / (AngleMath.fullTurn / 8) + 0.5).rounded(.down)) % 8
        self = Self.allCases[sector]
    }

    /// The direction this point names, radians clockwise from north.
    package var bearing: Double { Double(Self.allCases.firstIndex(of: self)!) * AngleMath.fullTurn / 8 }

    /// The point's short name in `strings` ("NE"; German "NO"; Arabic "ش ق").
    package func name(in strings: OrbitStrings) -> String {
        let keys: [OrbitStrings.Key] = [.north, .northEast, .east, .southEast, .south, .southWest, .west, .northWest]
        return strings[keys[Self.allCases.firstIndex(of: self)!]]
    }
}
