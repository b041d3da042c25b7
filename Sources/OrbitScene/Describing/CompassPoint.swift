import OrbitGeometry

/// One of the eight compass points, for saying which way someone is ("NE").
public enum CompassPoint: String, CaseIterable, Hashable, Sendable {
    case north = "N", northEast = "NE", east = "E", southEast = "SE"
    case south = "S", southWest = "SW", west = "W", northWest = "NW"

    /// The point nearest to `bearing` (radians clockwise from north, any value); each point covers 45°
    /// centred on its direction, a bearing on a boundary goes to the point clockwise of it. `nil` when
    /// `bearing` is not finite.
    public init?(bearing: Double) {
        guard bearing.isFinite else { return nil }
        let sector = Int((Angle.normalized(bearing) / (Angle.fullTurn / 8) + 0.5).rounded(.down)) % 8
        self = Self.allCases[sector]
    }

    /// The direction this point names, radians clockwise from north.
    public var bearing: Double { Double(Self.allCases.firstIndex(of: self)!) * Angle.fullTurn / 8 }
}
