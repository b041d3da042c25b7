import CSDL2
import OrbitLayout
import OrbitMotion
import OrbitScene

extension DemoApp {
    /// Handles every pending SDL event. Pointer events are timed on the frame clock: SDL's millisecond
    /// stamp says how long before `frameTime` each happened (kept in order and never after the frame).
    func pollEvents(frameTime: Double) {
        var event = SDL_Event()
        let ticks = SDL_GetTicks()
        while SDL_PollEvent(&event) != 0 {
            // Signed: an event pumped after `ticks` was read is newer than it (age 0), not 49 days old.
            let age = Double(Int32(bitPattern: ticks &- event.common.timestamp)) / 1000
            let time = min(frameTime, max(lastEventTime, frameTime - min(max(age, 0), 0.25)))
            lastEventTime = time
            handle(event, at: time)
        }
    }

    /// During a replay, takes the window's events but acts only on a request to quit (the close button,
    /// or SIGINT / SIGTERM, which SDL turns into `SDL_QUIT`); live pointer and keys must not disturb the script.
    func pollQuit() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if SDL_EventType(event.type) == SDL_QUIT { isRunning = false }
        }
    }

    /// Handles one SDL event at `time` on the frame clock, whether the window sent it or a replay made it.
    func handle(_ event: SDL_Event, at time: Double) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            isRunning = false
        case SDL_KEYDOWN:
            key(SDL_KeyCode(UInt32(bitPattern: event.key.keysym.sym)), shift: event.key.keysym.mod & UInt16(KMOD_SHIFT.rawValue) != 0, time: time)
        case SDL_TEXTINPUT:
            var text = event.text.text
            typeIntoSearch(withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        case SDL_TEXTEDITING:
            var text = event.edit.text
            composeInSearch(withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        case SDL_TEXTEDITING_EXT:
            composeInSearch(event.editExt.text.map { String(cString: $0) } ?? "")
            SDL_free(event.editExt.text)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pointerDown(at: Point(x: Double(event.button.x), y: Double(event.button.y)), time: time)
        case SDL_MOUSEMOTION:
            pointerMoved(to: Point(x: Double(event.motion.x), y: Double(event.motion.y)), time: time)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            pointerUp(at: Point(x: Double(event.button.x), y: Double(event.button.y)), time: time)
        case SDL_MOUSEWHEEL:
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            let position = Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY))
            pointerPosition = position
            let notches = Double(event.wheel.preciseY) * flipped
            if let list = screen.listFrame, list.contains(position) {
                scrollList(by: -Int((notches * 3).rounded()))
            } else {
                interaction.zoom(notches: notches, about: position, time: time)
            }
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            // The next frame hands the new size to the interaction, which keeps the fit (or the centre).
            windowSize = renderer.windowSize
        default:
            break
        }
    }

    /// A key press. With the search field open, keys edit or pick (typed text arrives separately); else
    /// commands: `Esc` (closes what is open, else quits), `Q` quit, `Tab` / `Shift-Tab` focus, `Return` card,
    /// arrows turn the focused ring, `Home` fit view, `/` search, `?` help, `H` HUD, `L` legend, `B` blocked,
    /// `R` new seed, `+` / `-` people arrive / leave, `PageUp` / `PageDown` scroll the list.
    private func key(_ key: SDL_KeyCode, shift: Bool, time: Double) {
        switch key {
        case SDLK_ESCAPE: return escape()
        case SDLK_RETURN, SDLK_KP_ENTER: return confirm(time: time)
        case SDLK_BACKSPACE: return deleteBackward()
        case SDLK_TAB: return moveFocus(forward: !shift, time: time)
        case SDLK_HOME: return interaction.showAll(time: time)
        case SDLK_LEFT: return turnFocusedRing(clockwise: false, time: time)
        case SDLK_RIGHT: return turnFocusedRing(clockwise: true, time: time)
        case SDLK_UP: return scrollList(by: -1)
        case SDLK_DOWN: return scrollList(by: 1)
        case SDLK_PAGEUP: return scrollList(by: -ScreenState.listRows)
        case SDLK_PAGEDOWN: return scrollList(by: ScreenState.listRows)
        case SDLK_KP_PLUS: return arrive()
        case SDLK_KP_MINUS: return leave()
        default: break
        }
        guard screen.search == nil else { return }
        switch key {
        case SDLK_SLASH where shift, SDLK_QUESTION: screen.showsHelp.toggle()
        case SDLK_SLASH, SDLK_KP_DIVIDE: openSearch()
        case SDLK_q: isRunning = false
        case SDLK_h: screen.showsHUD.toggle()
        case SDLK_l: screen.showsLegend.toggle()
        case SDLK_b: toggleBlocked()
        case SDLK_r: reseed()
        case SDLK_PLUS, SDLK_EQUALS: arrive()
        case SDLK_MINUS, SDLK_UNDERSCORE: leave()
        default: break
        }
    }

    func pointerDown(at point: Point, time: Double) {
        pointerPosition = point
        interaction.pointerDown(at: point, time: time)
    }

    func pointerMoved(to point: Point, time: Double) {
        pointerPosition = point
        interaction.pointerMoved(to: point, time: time)
    }

    /// A click selects the person under it (or clears the selection on empty space; see `click`).
    func pointerUp(at point: Point, time: Double) {
        pointerPosition = point
        switch interaction.pointerUp(at: point, time: time) {
        case .click(let spot): click(at: spot, double: false, time: time)
        case .doubleClick(let spot): click(at: spot, double: true, time: time)
        case .spin, .none: break
        }
    }
}
