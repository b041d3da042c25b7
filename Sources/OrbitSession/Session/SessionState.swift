import OrbitGeometry
import OrbitScene

/// What a session is showing and what it was asked, as one value: the window, the clock, the toggles, the
/// selection and focus, the search field, the list of people not placed, the message shown, the pointer's
/// rest and whether the session was asked to end.
///
/// Every input changes it and nothing else a front end reads (`OrbitSession.handle(_:)`); two sessions with
/// equal states show the same overlays over the same layout. What is derived from it, kept between frames or
/// in motion is not part of it: the layout's people, the scene and its presentation (people in transition),
/// ring turns and the camera (`OrbitInteraction`), where labels sat and the caches.
public struct SessionState: Equatable, Sendable {
    /// The window, in points.
    public internal(set) var windowSize: OrbitSize
    /// The clock of the last frame or input.
    package internal(set) var clock = 0.0

    /// Whether the legend shows (`L`). Default `true`.
    public internal(set) var showsLegend = true
    /// Whether `L` asked for the legend: where no corner is clear of people, it then shows over some of them
    /// (otherwise it waits for a clear corner). Default `false`.
    package internal(set) var legendOverPeople = false
    /// Whether blocked people are hidden (`B`). Default `true`.
    public internal(set) var hidesBlocked = true
    /// Whether help shows (`?`). Default `false`.
    public internal(set) var showsHelp = false {
        didSet { helpTop = 0 }
    }
    /// The first of help's wrapped rows shown, when they do not all fit the window (↑ ↓, Page keys, the wheel).
    package internal(set) var helpTop = 0
    /// Whether the HUD shows (`H`). Default `false`.
    public internal(set) var showsHUD = false

    /// The person whose card is open.
    public internal(set) var selectedID: String?
    /// The person keyboard focus is on.
    public internal(set) var focusID: String?
    /// Whether the focus came from the keyboard (`Tab`): then it shows the person's name, as hover does.
    package internal(set) var focusIsKeyboards = false
    /// Whether the viewer's card is open (a click on "You"); a person's card replaces it.
    public internal(set) var viewerCardOpen = false

    /// The search field while it is open.
    public internal(set) var search: SearchState?
    /// The first row shown of the list of people not placed, while it is open.
    public internal(set) var listTop: Int?
    /// The highlighted row of the list of people not placed (an index into it), while it is open.
    package internal(set) var listHighlight: Int?

    /// The person a search pick pulses on, since when.
    package internal(set) var pulse: Pulse?
    /// The message at the bottom of the window, since when.
    package internal(set) var toast: Toast?
    /// Messages shown so far.
    package internal(set) var toastsShown = 0
    /// Where the pointer rests and over whom, for the name tooltip and the cursor.
    package internal(set) var hover = Hover()

    /// Whether the session was asked to end (`SessionCommand.quit`).
    public internal(set) var quitRequested = false
    /// A `/` that opened the search arrives again as typed text right after; it is not part of the query.
    package internal(set) var swallowsSlash = false

    /// A state in a window of `windowSize` points, at clock 0, with the defaults listed on each property.
    init(windowSize: OrbitSize) {
        self.windowSize = windowSize
    }

    /// A search pick's pulse: on `id` from `start` for `OrbitSession.Configuration.pulseDuration`.
    package struct Pulse: Equatable, Sendable {
        package internal(set) var id: String
        package internal(set) var start: Double
    }

    /// A message: `text` from `start` for `OrbitSession.Configuration.toastDuration`.
    package struct Toast: Equatable, Sendable {
        package internal(set) var text: String
        package internal(set) var start: Double
    }

    /// Where the pointer rests, pressed or not (`nil` when it left the window or a finger lifted), and the
    /// person under it (not under a panel) since when.
    package struct Hover: Equatable, Sendable {
        var point: OrbitPoint?
        var id: String?
        var since = 0.0
    }
}

/// The search field's state.
public struct SearchState: Equatable, Sendable {
    /// What was typed.
    public internal(set) var query = ""
    /// An input method's composition in progress, shown after the query; not searched until committed.
    public internal(set) var composition = ""
    /// The best `searchResults` matches, best first.
    package internal(set) var matches: [PeopleSearch.Match] = []
    /// How many match in all (`matches` keeps the best `searchResults`).
    public internal(set) var total = 0
    /// The highlighted match and the first row shown, indices into the matches.
    package internal(set) var highlight = 0
    package internal(set) var top = 0

    /// The ids of the best matches, best first.
    public var matchedIDs: [String] { matches.map(\.id) }

    /// An empty field.
    init() {}
}
