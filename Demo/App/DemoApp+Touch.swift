import CSDL2
import Foundation
import OrbitSession

/// Two fingers and the cursor: SDL finger events become the session's pinch (about the fingers' centre) and
/// twist; the session's wanted pointer becomes an SDL system cursor. (SDL turns the first finger into mouse
/// events itself; the session ends that press when a pinch or twist begins.)
extension DemoApp {
    /// The pinch and twist of one SDL finger event at `time`: while exactly two fingers are down, a finger's
    /// move changes their distance (pinch) and direction (twist, positive clockwise) about their centre.
    func fingerInput(for event: SDL_Event, at time: Double) -> [SessionInput] {
        let type = SDL_EventType(event.type)
        guard type == SDL_FINGERDOWN || type == SDL_FINGERUP || type == SDL_FINGERMOTION else { return [] }
        let size = renderer.windowSize
        let id = event.tfinger.fingerId
        let point = Point(x: Double(event.tfinger.x) * size.width, y: Double(event.tfinger.y) * size.height)
        guard type == SDL_FINGERMOTION else {
            fingers[id] = type == SDL_FINGERDOWN ? point : nil
            return []
        }
        guard fingers.count == 2, let other = fingers.first(where: { $0.key != id })?.value, let old = fingers[id] else {
            if fingers[id] != nil { fingers[id] = point }
            return []
        }
        fingers[id] = point
        let before = old - other, after = point - other
        let center = Point(x: (point.x + other.x) / 2, y: (point.y + other.y) / 2)
        var inputs: [SessionInput] = []
        let (from, to) = (before.distance(to: .zero), after.distance(to: .zero))
        if from > 1, to > 1, abs(to / from - 1) > 1e-3 { inputs.append(.pinch(scale: to / from, about: center, time: time)) }
        var turn = atan2(after.y, after.x) - atan2(before.y, before.x)
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        if from > 1, to > 1, abs(turn) > 1e-3 { inputs.append(.twist(radians: turn, about: center, time: time)) }
        return inputs
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
