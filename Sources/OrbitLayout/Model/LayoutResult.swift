import OrbitGeometry

/// One ring: an annulus around the centre holding the people of one distance band.
public struct RingInfo: Hashable, Sendable, Codable {
    /// The ring's position counting outward from 0; it holds band `index` (plus spill from nearer bands).
    public var index: Int
    /// The inner radius of the annulus every avatar of this ring lies wholly inside.
    public var innerRadius: Double
    /// The outer radius of that annulus.
    public var outerRadius: Double
    /// The band's upper distance in metres; `nil` when the band is unbounded.
    public var maxDistanceMeters: Double?
    /// How many people are placed on this ring.
    public var count: Int

    /// A ring with the given index, radii, band limit and head count.
    package init(index: Int, innerRadius: Double, outerRadius: Double, maxDistanceMeters: Double?, count: Int) {
        self.index = index
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.maxDistanceMeters = maxDistanceMeters
        self.count = count
    }
}

/// A placed avatar. Its centre is `x = center.x + radius·sin(angle)`, `y = center.y + radius·cos(angle)`
/// (screen coordinates, y down); a ring offset φ turns it to `angle + φ`.
public struct PlacedNode: Hashable, Sendable, Codable {
    /// The person's id.
    public var id: String
    /// The index of the ring the avatar is on.
    public var ring: Int
    /// The avatar centre's x at ring offset 0, in scene points.
    public var x: Double
    /// The avatar centre's y at ring offset 0, in scene points (y down).
    public var y: Double
    /// Base angle θ in radians, in [0, 2π).
    public var angle: Double
    /// Distance ρ of the avatar centre from the layout centre.
    public var radius: Double

    /// A node with the given spot; `x` and `y` should agree with `angle` and `radius` about the layout's centre.
    package init(id: String, ring: Int, x: Double, y: Double, angle: Double, radius: Double) {
        self.id = id
        self.ring = ring
        self.x = x
        self.y = y
        self.angle = angle
        self.radius = radius
    }
}

/// The layout's answer. Every input id appears exactly once in `nodes`, `unplaced` or `rejected`.
public struct LayoutResult: Hashable, Sendable, Codable {
    /// The viewer's position, the centre of every ring: the middle of the viewport.
    public var center: OrbitPoint
    /// The radius of every avatar, as requested.
    public var avatarRadius: Double
    /// The minimum gap between avatar edges, as requested.
    public var spacing: Double
    /// The rings from the innermost out: one per bounded band (empty ones too), more as people spill, at most `maxRings`.
    public var rings: [RingInfo]
    /// Everyone placed, in (distance, id) order.
    public var nodes: [PlacedNode]
    /// Valid people with no room under `maxRings` (reason `capacity`), in (distance, id) order.
    public var unplaced: [PersonIssue]
    /// Invalid people and why, in input order.
    public var rejected: [PersonIssue]

    /// A result with the given parts (`OrbitLayouter.place` makes them; this is for decoding and tests).
    package init(
        center: OrbitPoint, avatarRadius: Double, spacing: Double, rings: [RingInfo], nodes: [PlacedNode],
        unplaced: [PersonIssue], rejected: [PersonIssue]
    ) {
        self.center = center
        self.avatarRadius = avatarRadius
        self.spacing = spacing
        self.rings = rings
        self.nodes = nodes
        self.unplaced = unplaced
        self.rejected = rejected
    }
}

/// What an incremental layout changed relative to the previous result.
public struct LayoutChange: Hashable, Sendable, Codable {
    /// Ids placed now that were not placed before.
    public var inserted: [String]
    /// Ids placed before that are no longer placed.
    public var removed: [String]
    /// Ids placed both times but at a different spot (for example moved to another ring).
    public var moved: [String]

    /// A change listing the given ids (each list empty by default).
    package init(inserted: [String] = [], removed: [String] = [], moved: [String] = []) {
        self.inserted = inserted
        self.removed = removed
        self.moved = moved
    }
}
