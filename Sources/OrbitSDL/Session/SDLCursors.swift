import CSDL2
import OrbitSession

/// SDL's system cursors for the pointer a session wants (`SessionFrame.cursor`): an arrow, a hand over a person,
/// a row or the chip, and all four arrows while a ring turns under the pointer (SDL has no grabbing hand). Each
/// is made when first shown, and set only when the wanted one changes. Needs a window (not offscreen).
@MainActor
public struct SDLCursors {
    private var made: [PointerCursor: OpaquePointer] = [:]
    private var shown = PointerCursor.arrow

    /// Cursors of which none is made yet; SDL's arrow shows.
    public init() {}

    /// Shows SDL's system cursor for `cursor` when it is not the one shown.
    public mutating func show(_ cursor: PointerCursor) {
        guard cursor != shown else { return }
        shown = cursor
        if made[cursor] == nil {
            let system = switch cursor {
            case .arrow: SDL_SYSTEM_CURSOR_ARROW
            case .hand: SDL_SYSTEM_CURSOR_HAND
            case .grab: SDL_SYSTEM_CURSOR_SIZEALL
            }
            made[cursor] = SDL_CreateSystemCursor(system)
        }
        if let made = made[cursor] { SDL_SetCursor(made) }
    }
}
