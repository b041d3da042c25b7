import CSDL2
import OrbitGeometry
import OrbitMotion
import OrbitSession

/// SDL events as session input, as every SDL front end of an `OrbitSession` needs them: keys as key chords named
/// renderer-neutrally (`KeyChord.neutral`: SDL's `Return` and `Left` become `Enter` and `ArrowLeft`), typed and
/// composed text, the left button and motion as pointer input (`source: .touch` when SDL made them from a touch),
/// the pointer leaving the window (`SDL_WINDOWEVENT_LEAVE`) as `pointerLeft`, the window losing focus mid-press
/// (`SDL_WINDOWEVENT_FOCUS_LOST`) as `pointerCancelled`, the wheel as notches about the pointer, and two fingers as
/// pinch and twist (`TwoFingerGesture`; SDL turns the first finger into mouse events itself, and the session ends
/// that press without a click when a pinch or twist begins).
///
/// The window's close button (`SDL_QUIT`) and resizes (`SDL_WINDOWEVENT_SIZE_CHANGED`) are not input: the front
/// end quits or calls `OrbitSession.resize(to:)` itself.
public struct SDLInputTranslator {
    private var fingers = TwoFingerGesture()
    private var lastEventTime = 0.0

    /// A translator that has seen no event.
    public init() {}

    /// When `event` happened on the frame clock, for the frame at `frameTime` whose events were pumped when SDL's
    /// millisecond counter (`SDL_GetTicks()`) read `ticks`: SDL's stamp says how long before the frame it came.
    /// Times keep the events' order, are never after the frame, and at most 0.25 s before it.
    public mutating func time(of event: SDL_Event, frameTime: Double, ticks: UInt32) -> Double {
        // Signed: an event pumped after `ticks` was read is newer than it (age 0), not 49 days old.
        let age = Double(Int32(bitPattern: ticks &- event.common.timestamp)) / 1000
        lastEventTime = min(frameTime, max(lastEventTime, frameTime - min(max(age, 0), 0.25)))
        return lastEventTime
    }

    /// The session input of `event` at `time`, in a window of `windowSize` points (SDL gives fingers as fractions
    /// of it). Pass every event once: a composition's text (`SDL_TEXTEDITING_EXT`) is freed here.
    public mutating func inputs(for event: SDL_Event, at time: Double, windowSize: OrbitSize) -> [SessionInput] {
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN:
            let mod = UInt32(event.key.keysym.mod)
            var modifiers: KeyChord.Modifiers = []
            if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
            if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
            if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
            if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.gui) }
            return [.key(KeyChord(modifiers: modifiers, name: String(cString: SDL_GetKeyName(event.key.keysym.sym))).neutral, time: time)]
        case SDL_TEXTINPUT:
            var text = event.text.text
            return [.text(withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }, time: time)]
        case SDL_TEXTEDITING:
            var text = event.edit.text
            return [.compose(withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }, time: time)]
        case SDL_TEXTEDITING_EXT:
            defer { SDL_free(event.editExt.text) }
            return [.compose(event.editExt.text.map { String(cString: $0) } ?? "", time: time)]
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return [.pointerDown(OrbitPoint(x: Double(event.button.x), y: Double(event.button.y)), time: time, source: Self.source(event.button.which))]
        case SDL_MOUSEMOTION:
            return [.pointerMoved(OrbitPoint(x: Double(event.motion.x), y: Double(event.motion.y)), time: time, source: Self.source(event.motion.which))]
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return [.pointerUp(OrbitPoint(x: Double(event.button.x), y: Double(event.button.y)), time: time, source: Self.source(event.button.which))]
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_LEAVE.rawValue):
            return [.pointerLeft(time: time)]
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
            return [.pointerCancelled(time: time)]  // a press the window will not see end

        case SDL_MOUSEWHEEL:
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            return [.wheel(notches: Double(event.wheel.preciseY) * flipped,
                           at: OrbitPoint(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY)), time: time)]
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION:
            let id = Int64(event.tfinger.fingerId)
            let point = OrbitPoint(x: Double(event.tfinger.x) * windowSize.width, y: Double(event.tfinger.y) * windowSize.height)
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: fingers.down(id, at: point)
            case SDL_FINGERUP: fingers.up(id)
            default: return fingers.moved(id, to: point, time: time)
            }
        default:
            break
        }
        return []
    }

    /// SDL's mouse id of the mouse events it makes from touches (`SDL_TOUCH_MOUSEID`).
    static let touchMouseID = UInt32.max

    /// A finger when SDL made the mouse event from a touch, else the mouse.
    static func source(_ mouseID: UInt32) -> PointerSource { mouseID == touchMouseID ? .touch : .mouse }

    /// Whether the window can send `chord`'s key: a neutral named key, or a name SDL knows.
    public static func knows(_ chord: KeyChord) -> Bool {
        chord.isNamedKey || SDL_GetKeyFromName(chord.name) != SDLK_UNKNOWN.rawValue
    }
}
