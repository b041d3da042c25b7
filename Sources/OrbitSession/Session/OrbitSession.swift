import OrbitGeometry
import OrbitLayout
import OrbitMotion
import OrbitScene

/// What a screen of people around you does over time, renderer-free: the one owner of the live layout (the
/// only people store), the scene and its presentation, the camera, selection, focus, search, the card, the
/// list of people not placed, the toggles (legend, blocked people, help, HUD), where ring labels sit (with
/// their memory) and which avatars want a texture.
///
/// A front end feeds it input (`handle(_:)`: pointer, wheel, pinch, keys, typed text, commands, each with its
/// time), live changes (`apply(_:transaction:)`) and the window's size (`resize(to:)`), and once per frame
/// moves it on with `advance(to:)`, which lays out the frame (`frame`): the draw list, the overlays as semantic
/// layers (kind, rectangle, text lines, and the commands that draw them) and the avatar demands. What it shows
/// and was asked is one `Equatable` value, `state`; the layout, scene, camera and caches are its own. Time is the caller's: the same input at the same times
/// gives the same frames, with a window or without.
///
/// The screen keeps these promises (the session's property tests check them): at rest no ring label, chip
/// or legend covers a drawn person, another of them, the HUD or the search field; `B B`, `L L`, `H H` and `? ?` give back the same overlays and people;
/// every overlay lies inside the window; the card never covers the selected person; `Escape` closes the
/// topmost thing open and never quits (`SessionCommand.quit` does); a ring whose band continues on spill rings
/// says so ("< 250 m · nearest 20 of 41,312").
public struct OrbitSession {
    /// Motion, limits and timings of a session.
    public struct Configuration: Sendable {
        /// The largest zoom; the smallest is the view that shows everyone. Default 4.
        public var maxZoom = 4.0
        /// Short cross-fades instead of glides and coasts. Default `false`.
        public var reducedMotion = false
        /// How key and feed changes animate. Default: Core Animation's 0.25 s ease-in-out.
        public var transaction = AnimationTransaction()
        /// How `reseed` animates (slower, so the eye can follow). Default 0.6 s.
        package var reseedTransaction = AnimationTransaction(duration: 0.6)
        /// The longest search query, in characters; longer typing is ignored. Default 64.
        package var maxQueryLength = 64
        /// Search matches kept, best first; the results scroll through them. Default 200.
        package var searchResults = 200
        /// Search result rows shown at once (fewer in a low window). Default 6.
        package var searchRows = 6
        /// How long the pointer rests over a person before their name shows (s). Default 0.3.
        public var hoverDelay = 0.3
        /// How long a message takes to fade out at the end of `toastDuration` (s). Default 0.5.
        package var toastFade = 0.5
        /// While changes stream in, the list of people not placed follows at most this often (s); search and `Tab`
        /// follow at once. Default 1.
        package var layoutRefreshInterval = 1.0
        /// While changes stream in, ring label texts follow at most this often (s). Default 0.5.
        package var labelRefreshInterval = 0.5
        /// How long a message shows (s). Default 2.5.
        public var toastDuration = 2.5
        /// How long a search pick pulses (s). Default 1.6.
        package var pulseDuration = 1.6
        /// Whether frames list every person drawn (`SessionFrame.people`): for headless output, tests and
        /// screen readers; a front end that only draws the draw list can save making the list. Default `true`.
        public var listsPeople = true
        /// Which command each key gives. Default `KeyBindings.app`: no key invents, removes or re-lays out people
        /// or quits; `KeyBindings.demo` adds those.
        public var keyBindings = KeyBindings.app
        /// Colours, text sizes and scale, and the drawing contract every front end keeps. Default `Theme.dark`.
        public var theme = Theme.dark
        /// The words every overlay shows, their plural rules and number style, and whether overlays mirror for
        /// right-to-left text. Default: English (`OrbitStrings.english`); `OrbitStrings(locale:)` picks German
        /// or Arabic.
        public var strings = OrbitStrings.english

        /// The defaults listed on each property.
        public init() {}
    }

    /// Rows the list of people not placed shows at most.
    package static let listRows = 18

    /// Motion, limits and timings; fixed for the session's life.
    public let configuration: Configuration
    let measurer: any TextMeasuring

    /// Everyone placed and unplaced, as the layout holds them: the session's only store of people shown.
    package internal(set) var live: LiveLayout
    /// The scene drawn from `live`, with what is shown of people in transition.
    package internal(set) var scene: RingScene
    /// Ring turns, clicks and the camera.
    package internal(set) var interaction: OrbitInteraction
    /// The scene settings people are laid out with (its `people` empty: they live in `live`).
    var request: LayoutRequest
    /// Blocked people while they are hidden (they are not in `live` then), by id.
    var hiddenBlocked: [String: OrbitPerson] = [:]
    /// People refused: by the input before layout (as the front end reported them), then by the layout.
    package var refused: [PersonIssue]
    /// Invents the people who arrive with `arrive`.
    var arrivals: CrowdGenerator
    /// Draws seeds for `reseed` and who leaves for `leave`.
    var seeds: SeededGenerator
    /// The simulated crowd, when one runs.
    var simulation: CrowdSimulation?
    /// A recorded feed being played, the next of its updates, and the refusals not yet taken.
    var scheduled: [ScheduledUpdate] = []
    var nextScheduled = 0
    var refusals: [(update: ScheduledUpdate, refusal: LiveRefusal)] = []
    /// Updates applied per second, for the HUD.
    var updateRate = UpdateRate()

    /// What the session shows and was asked, as one value: every input changes it, and a front end reads it.
    public internal(set) var state: SessionState

    /// The side of its person the card took, kept so the card does not flip sides while the view moves.
    var cardSide: (id: String, side: CardSide)?
    /// What the last search query matched, so the next keystroke looks only at those (a cache of the field).
    var searchNarrowing: PeopleSearch.Narrowing?
    /// Lines the front end shows at the top of the HUD (frame rate, textures); the session adds its own.
    package var hudLines: [String] = []

    /// Derived from snapshots of `live`, built when first needed.
    var derived = Derived()
    /// Where labels, chip and legend sit, kept between frames.
    var memory = ScreenMemory()
    /// Where the chip, the list, the card and their rows were laid out for the state, for clicks and the wheel.
    var hitRegions = HitRegions()
    /// The frame last laid out, with the state and camera it was laid out for (set by `init`).
    var presented: Presented!
    /// What the last toggle of the legend or the HUD can give back when pressed again at once.
    var undo: ToggleUndo?
    /// What the last toggle of blocked people can give back when pressed again before the people change.
    var blockedUndo: ToggleUndo?
    /// Counts the changes of `live`, so placements made for an older layout are not reused.
    var layoutVersion = 0
    /// Name search over everyone `live` holds, placed then not on a ring: ties go to the nearer, then to the
    /// lower id ((distance, id) order). It mirrors the layout slot by slot: built when the session starts or the
    /// layout is replaced (`rebuildSearch()`), and otherwise refreshed in the slots each update touched
    /// (`applyToLive(_:)`), so a change costs what it touched and a name is folded once while it stays.
    var peopleSearch = PeopleSearch([])
    /// The card's text as last made, and how many times it was made (a card open over many frames is made once).
    var madeCardText: CardText?
    package internal(set) var cardTextsMade = 0
    /// Counts inputs and changes, so a toggle knows whether anything happened since the last one.
    var inputCount = 0

    /// A session over the people of `request` in a window of `windowSize` points. Blocked people start hidden.
    /// `refused` are people the input already refused (counted in the HUD). The people who arrive with the
    /// `arrive` command are invented around the viewer from the request's seed + 1.
    ///
    /// The window decides the rings: they are laid out for `windowSize` (centred in it, sized from its smaller
    /// side), whatever the request's `viewport` says — that is only a default for headless placement (`orbit-layout
    /// place`). A later `resize(to:)` keeps every ring and spot and moves the camera (a view at the fit stays at
    /// the fit). The first frame shows everyone when their faces can still be told apart at that fit.
    ///
    /// The request's people become the live layout's: blocked ones are moved aside, and the others are not
    /// copied when the caller hands its request over (`OrbitSession(request: consume request, …)`).
    ///
    /// - Throws: `SessionError` when the request cannot be laid out or drawn.
    public init(request: consuming LayoutRequest, windowSize: OrbitSize, configuration: Configuration = Configuration(),
                measurer: (any TextMeasuring)? = nil, refused: [PersonIssue] = []) throws(SessionError) {
        try self.init(request: request, windowSize: windowSize, configuration: configuration,
                      measurer: measurer ?? ApproximateTextMeasurer(), refused: refused, arrivals: nil)
    }

    /// A session as `init(request:windowSize:configuration:measurer:refused:)` makes it, whose `arrivals` (the
    /// demo's crowd) invent who arrives with `arrive`; `nil`: a crowd around the viewer from the request's seed + 1.
    /// With `hidesBlocked` false, blocked people are placed from the start, as `orbit-layout place` places them.
    package init(request: consuming LayoutRequest, windowSize: OrbitSize, configuration: Configuration = Configuration(),
                 measurer: any TextMeasuring = ApproximateTextMeasurer(), refused: [PersonIssue] = [],
                 arrivals: CrowdGenerator?, hidesBlocked: Bool = true) throws(SessionError) {
        self.configuration = configuration
        self.measurer = MemoizedTextMeasurer(measurer)
        self.refused = refused
        state = SessionState(windowSize: Self.usable(windowSize))
        self.arrivals = arrivals ?? CrowdGenerator(seed: request.seed &+ 1, viewer: request.viewer ?? CrowdGenerator.defaultViewer, avatars: [])
        seeds = SeededGenerator(seed: request.seed)
        var shown = consume request
        // The file's viewport is refused as `place` refuses it, though the window replaces it.
        do { try shown.validateScene() } catch { throw .layout(error) }
        shown.viewport = state.windowSize
        var settings = shown
        settings.people = []
        self.request = settings
        state.hidesBlocked = hidesBlocked
        for person in shown.people where hidesBlocked && person.relation == .blocked && hiddenBlocked[person.id] == nil {
            hiddenBlocked[person.id] = person
        }
        if !hiddenBlocked.isEmpty { shown.people.removeAll { $0.relation == .blocked } }  // in place: no second array
        do {
            live = try LiveLayout(consume shown)
        } catch {
            throw .layout(error)
        }
        self.refused += live.rejected
        do {
            scene = try RingScene(live: live, style: Self.sceneStyle(configuration))
        } catch {
            throw .scene(error)
        }
        scene.reducedMotion = configuration.reducedMotion
        var motion = OrbitInteraction.Configuration()
        motion.zoomLimits = ZoomLimits(minScale: Self.sceneStyle(configuration).zoomLimits.minScale, maxScale: configuration.maxZoom)
        if configuration.reducedMotion { motion.spinner = .reducedMotion }
        let size = state.windowSize, center = live.plan.center
        interaction = OrbitInteraction(
            rings: live.rings, center: center,
            camera: Camera(scale: 1, translation: OrbitPoint(x: size.width / 2 - center.x, y: size.height / 2 - center.y)),
            configuration: motion)
        interaction.setViewport(OrbitRect(width: size.width, height: size.height))
        interaction.turnsTogether = self.request.placement == .bearing
        // Every window starts seeing everyone (a crowd as dots, which zooming in turns into faces).
        interaction.showAll(time: 0, animated: false)
        // Names are folded for search now, so the first letter typed only compares.
        rebuildSearch()
        try layOut()
    }

    /// The scene's style: the theme's look and idle opacity; the camera's one zoom limit is the interaction's (the fit view … `maxZoom`); the scene
    /// only refuses what no view needs.
    static func sceneStyle(_ configuration: Configuration) -> SceneStyle {
        var style = SceneStyle(zoomLimits: ZoomLimits(minScale: 1e-6, maxScale: configuration.maxZoom), inactiveOpacity: configuration.theme.inactiveOpacity)
        style.look = configuration.theme.scene
        style.viewerText = configuration.strings[.viewerTitle]
        return style
    }

    /// `size` with each side at least one point and finite.
    static func usable(_ size: OrbitSize) -> OrbitSize {
        OrbitSize(width: size.width.isFinite ? max(1, size.width) : 1, height: size.height.isFinite ? max(1, size.height) : 1)
    }

    /// The window is now `size` points: the view at the fit stays at the fit, any other keeps its centre.
    public mutating func resize(to size: OrbitSize) {
        state.windowSize = Self.usable(size)
        interaction.setViewport(OrbitRect(width: state.windowSize.width, height: state.windowSize.height))
        inputCount += 1
    }

    /// What the session knows about `id`: placed, unplaced or hidden (blocked).
    public func person(_ id: String) -> OrbitPerson? {
        live.person(id) ?? hiddenBlocked[id]
    }

    /// Whether the view is at rest at `time`: no ring turning, no camera move, nobody in transition, no press.
    public func isAtRest(at time: Double) -> Bool {
        !interaction.isMoving(at: time) && interaction.cameraMotion == nil && interaction.press == nil && scene.transitionsInFlight == 0
    }

    /// The words overlays show (`configuration.strings`).
    var strings: OrbitStrings { configuration.strings }

    /// Shows `text` at the bottom of the window for `toastDuration`.
    mutating func say(_ text: String) {
        state.toast = SessionState.Toast(text: text, start: state.clock)
        state.toastsShown += 1
    }
}

/// A frame as laid out, and the state and camera it was laid out for.
struct Presented {
    var frame: SessionFrame
    var state: SessionState
    var camera: Camera
}

/// Where the chip, the list and the card were laid out for the state.
struct HitRegions {
    var chip: OrbitRect?
    var list: OrbitRect?
    var card: OrbitRect?
    /// The rows of the list and of the search results that a click picks, with whom.
    var rows: [(frame: OrbitRect, id: String)] = []
    /// How many rows the list and the results showed (what ↑ ↓ scroll by).
    var listRowsShown = OrbitSession.listRows
    var resultRowsShown = 1
    /// Help's panel, its wrapped rows and how many of them it showed at once.
    var help: OrbitRect?
    var helpRows = 0
    var helpRowsShown = 0
}
