import OrbitGeometry
import OrbitMotion

/// One piece of input for an `OrbitSession`, renderer-neutral: positions in window points, times in seconds
/// on the caller's clock (the same clock `advance(to:)` is given).
public enum SessionInput: Hashable, Sendable {
    /// The primary pointer went down: a mouse button, or a finger (`source: .touch`).
    case pointerDown(OrbitPoint, time: Double, source: PointerSource = .mouse)
    /// The pointer moved (pressed or not).
    case pointerMoved(OrbitPoint, time: Double, source: PointerSource = .mouse)
    /// The primary pointer went up: a click, a double click or the end of a drag. A finger lifted leaves no hover:
    /// no name tooltip, no hand cursor.
    case pointerUp(OrbitPoint, time: Double, source: PointerSource = .mouse)
    /// The pointer left the window: no name tooltip, no hover cursor, until it moves in again. A press goes on.
    case pointerLeft(time: Double)
    /// The press ended without a click (a touch the system cancelled, the window losing focus mid-press): the
    /// grabbed ring coasts or rests as on release, and nobody is picked.
    case pointerCancelled(time: Double)
    /// The wheel turned `notches` (positive: zoom in) with the pointer at the point.
    case wheel(notches: Double, at: OrbitPoint, time: Double)
    /// A pinch changed the zoom by `scale` (2: twice as large) about the point.
    case pinch(scale: Double, about: OrbitPoint, time: Double)
    /// Two fingers turned by `radians` (positive: clockwise on screen) about the point: the ring under it turns
    /// (every ring in bearing placement).
    case twist(radians: Double, about: OrbitPoint, time: Double)
    /// A key was pressed, with its modifiers, named renderer-neutrally (`KeyChord.neutral`: `Escape`, `Tab`, `Enter`,
    /// `ArrowLeft`, `h`, `/`, `+`, …; SDL's spellings such as `Return` and `Keypad +` are understood too);
    /// `Configuration.keyBindings` says what each does.
    case key(KeyChord, time: Double)
    /// Text was typed (what the keyboard layout produced), for the search field.
    case text(String, time: Double)
    /// An input method's composition in progress (typed but not yet committed), shown in the search field after
    /// the query; an empty string ends it. The committed text then arrives as `text`.
    case compose(String, time: Double)
    /// A command, as a key or a button of the front end would give it.
    case command(SessionCommand, time: Double)

    /// When the input happened.
    public var time: Double {
        switch self {
        case .pointerDown(_, let time, _), .pointerMoved(_, let time, _), .pointerUp(_, let time, _), .pointerLeft(let time),
             .pointerCancelled(let time), .wheel(_, _, let time), .pinch(_, _, let time), .twist(_, _, let time), .key(_, let time),
             .text(_, let time), .compose(_, let time), .command(_, let time):
            time
        }
    }
}

/// What a key or a button asks the session to do.
public enum SessionCommand: Hashable, Sendable {
    /// Focus the next person in reading order (rings from the centre, clockwise from 12 o'clock).
    case focusNext
    /// Focus the previous person in reading order.
    case focusPrevious
    /// Reveal the highlighted search result or list row, or open the focused person's card.
    case confirm
    /// Close the topmost thing open: search, help, the list, the card, the focus. Never quits.
    case escape
    /// Ease to the view that shows everyone.
    case fitAll
    /// Turn the focused person's ring (else the innermost) a twelfth of a turn.
    case turnFocusedRing(clockwise: Bool)
    /// Move a zoomed-in view by (`x`, `y`) points: everyone moves by that much (nothing at the fit view).
    case pan(x: Double, y: Double)
    /// Open the search field.
    case openSearch
    /// Delete the last character of the search.
    case deleteBackward
    /// Scroll the list of people not placed by rows (positive: down).
    case scrollList(rows: Int)
    /// Move the highlight of the search results, or of the list of people not placed, by rows (positive: down).
    case moveHighlight(rows: Int)
    /// Show or hide the legend.
    case toggleLegend
    /// Show or hide blocked people.
    case toggleBlocked
    /// Show or hide help.
    case toggleHelp
    /// Show or hide the HUD.
    case toggleHUD
    /// Lay everyone out afresh with a new seed.
    case reseed
    /// Some newcomers arrive (5% of those present, 1…1000).
    case arrive
    /// Some people leave (5% of those present, 1…1000).
    case leave
    /// End the session: the front end closes (`Q`, `Ctrl+Q`, the window's close button).
    case quit
}
