/// A position on the Earth in degrees.
public struct GeoCoordinate: Hashable, Sendable, Codable {
    public var latitude: Double
    public var longitude: Double

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
}

/// Everything the layout needs: the scene (viewport, avatar size, spacing), the bands and the people.
public struct LayoutRequest: Hashable, Sendable {
    public var viewer: GeoCoordinate?
    public var viewport: Size
    public var avatarRadius: Double
    /// Minimum gap between the edges of any two avatars, also across rings.
    public var spacing: Double
    public var seed: UInt64
    /// Upper distance of each band in metres, ascending; `nil` picks defaults.
    public var bandsMeters: [Double]?
    /// At most this many rings; people who do not fit are reported `unplaced` with reason `capacity`.
    public var maxRings: Int?
    public var placement: PlacementMode
    public var people: [Person]

    public init(
        viewer: GeoCoordinate? = nil, viewport: Size, avatarRadius: Double, spacing: Double = 0,
        seed: UInt64 = 0, bandsMeters: [Double]? = nil, maxRings: Int? = nil,
        placement: PlacementMode = .random, people: [Person]
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
