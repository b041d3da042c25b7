import CSDL2
import Foundation
import OrbitSession

/// Two fingers and the cursor: SDL finger events go to the session's `TwoFingerGesture`, which makes pinch and
/// twist; the session's wanted pointer becomes an SDL system cursor. (SDL turns the first finger into mouse
/// events itself; the session ends that press when a pinch or twist begins.)
extension DemoApp {
    /// The pinch and twist of one SDL finger event at `time` (see `TwoFingerGesture`), in window points.
    func fingerInput(for event: SDL_Event, at time: Double) -> [SessionInput] {
        let size = renderer.windowSize
        let id = Int64(event.tfinger.fingerId)
        let point = Point(x: Double(event.tfinger.x) * size.width, y: Double(event.tfinger.y) * size.height)
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN: fingers.down(id, at: point)
        case SDL_FINGERUP: fingers.up(id)
        case SDL_FINGERMOTION: return fingers.moved(id, to: point, time: time)
        default: break
        }
        return []
    }

    /// Shows SDL's system cursor for `cursor` (a hand over a person, a row or the chip; all four arrows while
    /// a ring turns under the pointer: SDL has no grabbing hand), when it changes.
    func show(_ cursor: PointerCursor) {
        guard cursor != shownCursor, !renderer.isOffscreen else { return }
        shownCursor = cursor
        if cursors[cursor] == nil {
            let system = switch cursor {
            case .arrow: SDL_SYSTEM_CURSOR_ARROW
            case .hand: SDL_SYSTEM_CURSOR_HAND
            case .grab: SDL_SYSTEM_CURSOR_SIZEALL
            }
            cursors[cursor] = SDL_CreateSystemCursor(system)
        }
        if let made = cursors[cursor] { SDL_SetCursor(made) }
    }
}
