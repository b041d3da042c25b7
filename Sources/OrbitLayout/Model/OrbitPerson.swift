/// How the viewer relates to a person; the disc under the avatar is drawn in this colour.
public enum Relation: String, Codable, Sendable, CaseIterable {
    /// A friend (green).
    case friend
    /// Someone the viewer follows (blue).
    case following
    /// Someone who follows the viewer (orange).
    case follower
    /// Someone the viewer blocked (red).
    case blocked
    /// No relation (grey); `"none"` in people files.
    case unrelated = "none"

    /// The relation's colour as `0xRRGGBB`, the one palette every renderer (SVG, scene) uses:
    /// friend #34C759, following #0A84FF, follower #FF9F0A, blocked #FF3B30, none #8E8E93.
    package var rgb: UInt32 {
        switch self {
        case .friend: 0x34C759
        case .following: 0x0A84FF
        case .follower: 0xFF9F0A
        case .blocked: 0xFF3B30
        case .unrelated: 0x8E8E93
        }
    }
}

/// One person around the viewer, as handed to the layout.
///
/// A person needs either coordinates (`latitude`/`longitude`, with the request's viewer) or
/// `distanceMeters`; when both are given the coordinates win (without a viewer, the distance is
/// used). Invalid people are not dropped:
/// the layout reports them in `LayoutResult.rejected` with a reason.
///
/// A person takes 80 bytes (the optional numbers are stored as plain `Double`s, one NaN payload standing for
/// "none"; any NaN given still reads back as a NaN): a million of them are one array of 80 MB.
public struct OrbitPerson: Hashable, Sendable, Codable {
    /// Identifies the person in the layout, the scene and the texture requests; unique within a request.
    public var id: String
    /// The displayed name; the placeholder shows its initials. Default: none (the id stands in).
    public var name: String?
    /// Path or name of the avatar image, if any.
    public var avatar: String?
    private var storedLatitude: Double
    private var storedLongitude: Double
    private var storedDistance: Double
    /// Inactive people are drawn in grayscale. Default: `true`.
    public var isActive: Bool
    /// Default: `.unrelated`.
    public var relation: Relation

    /// Degrees north; used with `longitude` and the request's viewer.
    public var latitude: Double? {
        get { Self.optional(storedLatitude) }
        set { storedLatitude = Self.stored(newValue) }
    }

    /// Degrees east; used with `latitude` and the request's viewer.
    public var longitude: Double? {
        get { Self.optional(storedLongitude) }
        set { storedLongitude = Self.stored(newValue) }
    }

    /// Distance from the viewer in metres, ≥ 0; used when there are no coordinates (or no viewer).
    public var distanceMeters: Double? {
        get { Self.optional(storedDistance) }
        set { storedDistance = Self.stored(newValue) }
    }

    /// A person with the defaults: active, no relation, no avatar.
    public init(
        id: String, name: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
        distanceMeters: Double? = nil, isActive: Bool = true, relation: Relation = .unrelated,
        avatar: String? = nil
    ) {
        self.id = id
        self.name = name
        self.avatar = avatar
        storedLatitude = Self.stored(latitude)
        storedLongitude = Self.stored(longitude)
        storedDistance = Self.stored(distanceMeters)
        self.isActive = isActive
        self.relation = relation
    }

    /// The NaN that stands for "none": a quiet NaN with a payload no arithmetic makes.
    private static let none = Double(bitPattern: 0x7FF8_0000_4E4F_4E45)

    private static func stored(_ value: Double?) -> Double {
        guard let value else { return none }
        return value.bitPattern == none.bitPattern ? .nan : value  // a given NaN stays a NaN, never "none"
    }

    private static func optional(_ value: Double) -> Double? {
        value.bitPattern == none.bitPattern ? nil : value
    }

    /// Equal when every property is (as `==` compares them: a NaN coordinate equals nothing).
    public static func == (lhs: OrbitPerson, rhs: OrbitPerson) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
            && lhs.distanceMeters == rhs.distanceMeters && lhs.isActive == rhs.isActive && lhs.relation == rhs.relation
            && lhs.avatar == rhs.avatar
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(name)
        hasher.combine(latitude)
        hasher.combine(longitude)
        hasher.combine(distanceMeters)
        hasher.combine(isActive)
        hasher.combine(relation)
        hasher.combine(avatar)
    }

    enum CodingKeys: String, CodingKey {
        case id, name, distanceMeters, active, relation, avatar
        case latitude = "lat"
        case longitude = "lon"
    }

    /// Reads the JSON form `{id, name, lat, lon, distanceMeters, active, relation, avatar}`; only `id` is required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id), name: try c.decodeIfPresent(String.self, forKey: .name),
            latitude: try c.decodeIfPresent(Double.self, forKey: .latitude),
            longitude: try c.decodeIfPresent(Double.self, forKey: .longitude),
            distanceMeters: try c.decodeIfPresent(Double.self, forKey: .distanceMeters),
            isActive: try c.decodeIfPresent(Bool.self, forKey: .active) ?? true,
            relation: try c.decodeIfPresent(Relation.self, forKey: .relation) ?? .unrelated,
            avatar: try c.decodeIfPresent(String.self, forKey: .avatar))
    }

    /// Writes the JSON form that `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(latitude, forKey: .latitude)
        try c.encodeIfPresent(longitude, forKey: .longitude)
        try c.encodeIfPresent(distanceMeters, forKey: .distanceMeters)
        try c.encode(isActive, forKey: .active)
        try c.encode(relation, forKey: .relation)
        try c.encodeIfPresent(avatar, forKey: .avatar)
    }
}
