import OrbitGeometry

/// A position on the Earth in degrees.
public struct GeoCoordinate: Hashable, Sendable, Codable {
    /// Degrees north of the equator, in [−90, 90] (south is negative).
    public var latitude: Double
    /// Degrees east of Greenwich, in [−180, 180] (west is negative).
    public var longitude: Double

    /// The position at `latitude`, `longitude` (degrees).
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    enum CodingKeys: String, CodingKey {
        case latitude = "lat"
        case longitude = "lon"
    }
}

/// How a free spot is chosen inside a ring.
public enum PlacementMode: String, Codable, Sendable, CaseIterable {
    /// Uniformly at random over the exact free space (deterministic per seed and person id).
    case random
    /// As near to the person's real compass bearing from the viewer as free space allows.
    case bearing

    /// In bearing mode the angle to get as close to as possible: `π − bearing` (north is up), or a
    /// pseudo-random angle from the person's `stream` when only a distance is known. `nil` in random mode.
    func preferredAngle(bearing: Double?, stream: inout SeededGenerator) -> Double? {
        guard self == .bearing else { return nil }
        guard let bearing else { return stream.nextUnit() * AngleMath.fullTurn }
        return AngleMath.normalized(.pi - bearing)
    }
}

/// Everything the layout needs: the scene (viewport, avatar size, spacing), the bands and the people.
public struct LayoutRequest: Hashable, Sendable {
    /// Where the viewer is; needed for people given by coordinates (their distance and bearing are measured from it).
    public var viewer: GeoCoordinate?
    /// The screen area in points; the rings are centred in it and sized from its smaller side. For headless
    /// placement (`orbit-layout place`); a session lays its rings out for its window instead.
    public var viewport: OrbitSize
    /// The radius of every avatar disc, in points.
    public var avatarRadius: Double
    /// Minimum gap between the edges of any two avatars, also across rings.
    public var spacing: Double
    /// Fixes every random choice: the same request with the same seed gives the same layout.
    public var seed: UInt64
    /// Upper distance of each band in metres, ascending; `nil` picks defaults.
    public var bandsMeters: [Double]?
    /// At most this many rings; people who do not fit are reported `unplaced` with reason `capacity`.
    public var maxRings: Int?
    /// How a spot is chosen inside a ring. Default `.random`.
    public var placement: PlacementMode
    /// Everyone to lay out, in any order.
    public var people: [OrbitPerson]

    /// A request with the defaults: no viewer, no spacing, seed 0, the default bands, no ring cap, random placement.
    public init(
        viewer: GeoCoordinate? = nil, viewport: OrbitSize, avatarRadius: Double, spacing: Double = 0,
        seed: UInt64 = 0, bandsMeters: [Double]? = nil, maxRings: Int? = nil,
        placement: PlacementMode = .random, people: [OrbitPerson]
    ) {
        self.viewer = viewer
        self.viewport = viewport
        self.avatarRadius = avatarRadius
        self.spacing = spacing
        self.seed = seed
        self.bandsMeters = bandsMeters
        self.maxRings = maxRings
        self.placement = placement
        self.people = people
    }
}
