import OrbitGeometry
import OrbitLayout
import OrbitScene

/// Everything one frame of a session shows: what to draw, what it means, and which avatars want a texture.
public struct SessionFrame: Sendable {
    /// The frame's time.
    public var time: Double
    /// The window, in points.
    public var windowSize: OrbitSize
    /// The whole frame in draw order: the scene, then every overlay's commands.
    public var drawList: [DrawCommand]
    /// The overlays drawn over the scene, bottom first, with what they say.
    public var overlays: [OverlayLayer]
    /// The rings drawn (their guide circle crosses the window), innermost first, in window points: what each
    /// `label` overlay's `ring` names.
    public var rings: [DrawnRing] = []
    /// Every person drawn, in draw order; empty unless `Configuration.listsPeople`.
    public var people: [DrawnPerson]
    /// How many people were drawn.
    public var drawnCount: Int
    /// How people were drawn.
    public var detail: DetailLevel
    /// The avatars that want a texture (for `AvatarResidency.update`).
    public var avatars: [AvatarDemand]
    /// The open card's photo at the card's size, to keep sharp while the card is open (`pinned`).
    public var pinnedAvatars: [AvatarDemand]
    /// The camera's scale.
    public var zoom: Double
    /// The scale of the view that shows everyone.
    public var fitZoom: Double
    /// The person whose card is open.
    public var selectedID: String?
    /// The person keyboard focus is on.
    public var focusedID: String?
    /// Whether the session was asked to end.
    public var quit: Bool
    /// Whether nothing moves: no ring turning, no camera move, nobody in transition, no press.
    public var atRest: Bool
    /// The person whose name tooltip shows (the pointer rested over them for `hoverDelay`), if any.
    public var hoveredID: String?
    /// The pointer the front end should show.
    public var cursor: PointerCursor

    /// The overlays of `kind`.
    public func overlays(_ kind: OverlayKind) -> [OverlayLayer] { overlays.filter { $0.kind == kind } }
}

/// What an overlay is.
public enum OverlayKind: String, Hashable, Sendable, CaseIterable {
    /// A ring's label: its distance band and how many it holds; on its ring's circle, or in a column at the
    /// window's edge joined to the ring by a `leader`.
    case label
    /// The line from a label in a column to its ring (`OverlayLayer.points`: from the label to the ring).
    case leader
    /// Relation colours and what the rings say.
    case legend
    /// The selected person's card.
    case card
    /// Keys and what the screen shows.
    case help
    /// The search field.
    case search
    /// The best matches of the search.
    case results
    /// The people a ring cap left out.
    case list
    /// "+N not on a ring", which opens the list.
    case chip
    /// The ring around the focused person.
    case focus
    /// The rings that pulse around a search pick.
    case pulse
    /// A short message (blocked people hidden, a new seed).
    case toast
    /// What an empty screen says.
    case empty
    /// Figures for developers.
    case hud
    /// Where north is, on the outer ring (bearing placement).
    case north
    /// The name of the person under the pointer.
    case tooltip
}

/// The pointer a front end shows: an arrow, a hand over something a click picks, a grabbing hand while a ring
/// turns under the pointer.
public enum PointerCursor: String, Hashable, Sendable, CaseIterable {
    /// The ordinary pointer.
    case arrow
    /// Over a person, a list or result row, or the chip: a click picks it.
    case hand
    /// While a press turns a ring.
    case grab
}

/// One overlay: its kind, its rectangle in window points, what it says (top to bottom) and how to draw it.
public struct OverlayLayer: Hashable, Sendable {
    /// What the overlay is.
    public var kind: OverlayKind
    /// Its rectangle, in window points (a focus or pulse ring: the part inside the window).
    public var frame: OrbitRect
    /// What it says, top to bottom, as drawn (truncated lines end in "…").
    public var lines: [String]
    /// Panels, text and shapes, in window points, in draw order.
    public var commands: [DrawCommand]
    /// The ring a `label` or `leader` belongs to (`DrawnRing.index`); `nil` for other overlays.
    public var ring: Int?
    /// A `leader`'s line, from its label's edge to a point on its ring's circle, window points; empty for
    /// other overlays.
    public var points: [OrbitPoint]

    /// An overlay of `kind` at `frame` saying `lines`, drawn by `commands`, belonging to `ring` (a label or
    /// leader), along `points` (a leader).
    package init(kind: OverlayKind, frame: OrbitRect, lines: [String], commands: [DrawCommand], ring: Int? = nil, points: [OrbitPoint] = []) {
        self.kind = kind
        self.frame = frame
        self.lines = lines
        self.commands = commands
        self.ring = ring
        self.points = points
    }
}

/// A ring as drawn: its guide circle (through the middle of its band), in window points.
public struct DrawnRing: Hashable, Sendable {
    /// The ring's index (0 innermost), as in the layout.
    public var index: Int
    /// The circle's centre: where "You" is drawn.
    public var center: OrbitPoint
    /// The circle's radius on screen.
    public var radius: Double

    /// The ring `index` drawn as a circle of `radius` around `center`.
    package init(index: Int, center: OrbitPoint, radius: Double) {
        self.index = index
        self.center = center
        self.radius = radius
    }
}
