import OrbitGeometry
import OrbitLayout

/// The orbit scene: everyone from a layout on their rings, the viewer at the centre, ring guides and a
/// selection highlight, turned per ring and zoomed per frame.
///
/// Draw order: interface nodes with z < 0, ring guides (inner first), people (by ring, then base angle;
/// each its relation rim (`RelationStyle`) then the avatar), interface nodes with z ≥ 0 (viewer, selection, cards).
///
/// People live in a `VisibilityIndex`, not as graph nodes, so a frame costs what is visible: `update` finds
/// the visible people by binary search, emits their draw commands, and lists the avatars that want a
/// texture (for `AvatarResidency`, which owns textures). The few interface parts live in `ui`, a `SceneGraph` whose world group follows the camera;
/// add cards or labels there (z < 0 draws below the guides and people, z ≥ 0 above).
public struct RingScene: Sendable {
    /// Sizes, limits and budgets; fixed for the scene's life.
    public let style: SceneStyle
    /// The people at rest, sorted per ring by base angle, for visibility queries and hit tests (slot indices
    /// are the scene's own business: visible to this package's benchmarks, not to front ends).
    package internal(set) var index: VisibilityIndex
    /// Interface nodes drawn around the people.
    package var ui = SceneGraph()
    /// The group that carries the camera transform: children are in world points.
    var worldNode: SceneNodeID
    /// The person drawn with a highlight ring, if any.
    public var selectedID: String?
    /// Screen rectangles kept clear of people: a front end's label column or legend where the orbit left no
    /// free spot. A person whose drawn extent meets one is not drawn, wants no texture and is not hit, as if
    /// outside the window. Default: none.
    package var keptClear: [OrbitRect] = []

    /// How one person is drawn (kept small, 40 bytes: a frame reads one per visible person, scattered over all
    /// slots, and a scene holds one per person).
    struct Look: Sendable {
        var id: String
        /// The displayed name; the id stands in without one.
        var name: String?
        /// The placeholder's letters as an entry of the scene's `initials` (0 until the person is first drawn as
        /// an avatar: most of a large crowd never is).
        var initials: UInt32 = 0
        var relation: Relation
        var isActive: Bool

        /// The relation's colour.
        var color: RGBAColor { relation.color }
    }

    /// Per node slot: the person drawn there (a free slot keeps its last occupant, never reached through the index).
    var looks = LookTable()
    /// The placeholders' letters made so far, each once, for `Look.initials`.
    var initials = InitialsTable()
    /// The slot of every person in the scene (found by the id in `looks`).
    var slots = SlotTable()
    var freeSlots: [Int] = []
    /// Working arrays of `update`, kept to reuse their storage.
    var buffers = FrameBuffers()
    /// The rings' annulus covers of the last frame, reused while the camera and viewport stay put.
    var annulusCovers = AnnulusCoverCache()
    /// Mid radii of the ring bands, ascending, for the ring guides.
    var guideRadii: [Double] = []
    /// Each guide's band width (world points), by `guideRadii`'s order.
    var guideWidths: [Double] = []
    /// How many rings the last layout listed: nodes must be on one of them.
    var ringCount = 0
    var selectionNode: SceneNodeID
    /// The viewer's group ("You"), scaled up when the view is too far out for its minimum size.
    var viewerNode: SceneNodeID
    /// The ring offsets and camera of the last frame, for hit tests on what was drawn.
    package internal(set) var lastOffsets: [Double] = []
    /// The camera of the last frame (its scale clamped to `style.zoomLimits`).
    package internal(set) var lastCamera = Camera.identity
    /// What is shown of people in transition, and where each goes (see `apply(_:layout:transaction:at:)`):
    /// people in flight are out of the index, and this is their one record.
    package internal(set) var presentation = Presentation()
    /// How people were drawn in the last frame, and the dots' radius (world points) then.
    var lastDetail = DetailLevel.avatars
    var lastDotRadius = 0.0
    /// The viewport of the last frame (`nil` before the first): changes far from it are not animated.
    package internal(set) var lastViewport: OrbitRect?
    /// The clock of the last `advance(to:)`, in seconds.
    package internal(set) var now = 0.0

    /// A scene holding every node of `layout`, drawn with the matching entries of `people` (a node without
    /// one is drawn with its id as name, relation `.unrelated`, active).
    ///
    /// - Throws: `SceneError` for a non-finite centre, a non-positive avatar radius, a style property out of
    ///   range (see `SceneStyle.validate()`), a repeated id, or a node on a ring the layout does not list or
    ///   with a non-finite angle or radius.
    /// - Complexity: O(n log n).
    public init(layout: LayoutResult, people: [OrbitPerson], style: SceneStyle = SceneStyle()) throws(SceneError) {
        // Positions, not copies, of the people: a million `OrbitPerson` values in a dictionary cost hundreds of megabytes.
        let positions = Dictionary(people.indices.lazy.map { (people[$0].id, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        var builder = Builder(count: layout.nodes.count, ringCount: layout.rings.count, idsAreDistinct: false)
        for node in layout.nodes {
            try builder.add(node.id, ring: node.ring, angle: node.angle, radius: node.radius,
                            person: positions[node.id].map { people[Int($0)] })
        }
        try self.init(center: layout.center, avatarRadius: layout.avatarRadius, rings: layout.rings, style: style, builder: builder)
    }

    /// A scene holding everyone `live` places, drawn as `live` knows them: the scene
    /// `init(layout: live.result(), people:)` gives with everyone's last person, without matching ids to people.
    ///
    /// - Throws: `SceneError` for a style property out of range (see `SceneStyle.validate()`).
    /// - Complexity: O(n log n).
    public init(live: LiveLayout, style: SceneStyle = SceneStyle()) throws(SceneError) {
        let rings = live.rings
        var builder = Builder(count: live.count - live.unplacedCount, ringCount: rings.count, idsAreDistinct: true)
        var failure: SceneError?
        live.forEachPlaced { id, ring, spot, person in
            guard failure == nil else { return }
            do throws(SceneError) {
                try builder.add(id, ring: ring, angle: spot.angle, radius: spot.radius, person: person)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        try self.init(center: live.plan.center, avatarRadius: live.plan.avatarRadius, rings: rings, style: style, builder: builder)
    }

    /// The people of a scene being made, checked one by one.
    private struct Builder {
        let ringCount: Int
        /// Whether the ids come from a source that holds each once (a live layout): they need no check, and the
        /// scene's slot table is filled at once when all are added (in bucket order, which is faster).
        let idsAreDistinct: Bool
        var looks = LookTable()
        var slots = SlotTable()
        /// Per ring: its people, for the visibility index.
        var entries: [[VisibilityIndex.Entry]]

        init(count: Int, ringCount: Int, idsAreDistinct: Bool) {
            self.ringCount = ringCount
            self.idsAreDistinct = idsAreDistinct
            entries = Array(repeating: [], count: ringCount)
            looks.reserveCapacity(count)
            if !idsAreDistinct { slots.reserveCapacity(count) }
        }

        mutating func add(_ id: String, ring: Int, angle: Double, radius: Double, person: OrbitPerson?) throws(SceneError) {
            try RingScene.validate(id: id, ring: ring, angle: angle, radius: radius, ringCount: ringCount)
            if !idsAreDistinct {
                guard slots.slot(of: id, id: { looks[$0].id }) == nil else { throw .duplicateID(id) }
                slots.insert(looks.count, for: id)
            }
            entries[ring].append(VisibilityIndex.Entry(angle: angle, node: looks.count, radius: radius))
            looks.append(RingScene.look(id: id, person: person))
        }
    }

    private init(center: OrbitPoint, avatarRadius: Double, rings: [RingInfo], style: SceneStyle, builder: consuming Builder) throws(SceneError) {
        guard center.x.isFinite, center.y.isFinite else {
            throw .invalidCenter(center)
        }
        guard avatarRadius.isFinite, avatarRadius > 0 else {
            throw .invalidAvatarRadius(avatarRadius)
        }
        try style.validate()
        self.style = style
        let looks = builder.looks
        self.looks = looks
        index = VisibilityIndex(center: center, avatarRadius: avatarRadius, nodeCount: looks.count, rings: &builder.entries)
        slots = builder.idsAreDistinct ? SlotTable(slotCount: looks.count) { looks[$0].id } : builder.slots
        (worldNode, selectionNode, viewerNode) = (ui.root, ui.root, ui.root)
        buildInterface()
        setGuides(rings)
    }

    /// How many people the scene holds.
    public var count: Int { slots.count }

    /// The slot of `id`, or `nil` when the scene does not hold them.
    package func slot(of id: String) -> Int? { slots.slot(of: id) { looks[$0].id } }

    /// Whether `id` is in the scene.
    public func contains(_ id: String) -> Bool { slot(of: id) != nil }

    /// The world position of `id`'s avatar centre with the last frame's offsets.
    public func worldPosition(of id: String) -> OrbitPoint? {
        slot(of: id).map { shownWorldPosition(of: $0, offsets: lastOffsets) }
    }

    /// A node the index can hold: on one of the layout's `ringCount` rings (per-ring storage is sized by the
    /// rings listed, never by an index read from data), with a finite angle and radius.
    static func validate(_ node: PlacedNode, ringCount: Int) throws(SceneError) {
        try validate(id: node.id, ring: node.ring, angle: node.angle, radius: node.radius, ringCount: ringCount)
    }

    static func validate(id: String, ring: Int, angle: Double, radius: Double, ringCount: Int) throws(SceneError) {
        guard ring >= 0 else { throw .invalidNode(id: id, problem: .negativeRing(ring)) }
        guard ring < ringCount else {
            throw .invalidNode(id: id, problem: .ringOutOfRange(ring: ring, ringCount: ringCount))
        }
        guard angle.isFinite else { throw .invalidNode(id: id, problem: .nonFiniteAngle(angle)) }
        guard radius.isFinite, radius >= 0 else {
            throw .invalidNode(id: id, problem: .invalidRadius(radius))
        }
    }

    static func look(id: String, person: OrbitPerson?) -> Look {
        Look(id: id, name: person?.name, relation: person?.relation ?? .unrelated, isActive: person?.isActive ?? true)
    }

    /// Up to two letters: the first letter of the first and last words of `name` as shown (`ShownName`),
    /// uppercased.
    package static func initials(of name: String) -> String {
        let words = ShownName.clip(name).kept.split(whereSeparator: { $0.isWhitespace })
        let letters = [words.first, words.count > 1 ? words.last : nil].compactMap { $0?.first }
        return String(letters).uppercased()
    }
}
