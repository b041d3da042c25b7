import OrbitLayout
import OrbitScene

/// What the demo's screen shows besides the orbit: which panels are open, who has keyboard focus, the search
/// being typed and the list of people the ring cap left out. One owner: `DemoApp`.
struct ScreenState {
    /// The search field while it is open.
    struct Search {
        var query = ""
        /// Text an input method is composing (SDL_TEXTEDITING), shown after the query until it is committed.
        var composition = ""
        var matches: [PeopleSearch.Match] = []
    }

    var showsHUD = false
    var showsHelp = false
    var showsLegend = true
    var hidesBlocked = true
    /// The person keyboard focus is on (`Tab` / `Shift-Tab`), if any.
    var focusID: String?
    var search: Search?
    /// The first row shown of the list of people not placed (the "+N" chip), while it is open.
    var listTop: Int?
    /// Whom to pulse, since when (after a search pick).
    var pulse: (id: String, start: Double)?
    /// A `/` typed to open the search arrives again as text right after; it is not part of the query.
    var swallowsSlash = false
    /// Where the "+N" chip was drawn in the last frame (for clicks).
    var chipFrame: Rect?
    /// Where the list was drawn in the last frame (for the wheel).
    var listFrame: Rect?
    /// The ring label spots of the last frame, reused while nothing they depend on changed (a crowd zoomed
    /// out shows every one of its people, and placing labels looks at those near each ring).
    var labels: (key: LabelKey, spots: [RingLabelSpot])?

    /// Seconds a pick pulses.
    static let pulseDuration = 1.6
    /// Rows the list of people not placed shows at once.
    static let listRows = 18
}

/// What the ring label spots depend on (the label texts change only with the layout, which drops them).
struct LabelKey {
    var camera: Camera
    var offsets: [Double]
    var window: Size
    var rings: Int

    /// Whether the two see the rings through the same camera and window (offsets aside).
    func sameView(as other: LabelKey) -> Bool { camera == other.camera && window == other.window && rings == other.rings }
}
