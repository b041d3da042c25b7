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
            let age = Double(ticks &- event.common.timestamp) / 1000
            let time = min(frameTime, max(lastEventTime, frameTime - min(max(age, 0), 0.25)))
            lastEventTime = time
            handle(event, at: time)
        }
    }

    /// Handles one SDL event at `time` on the frame clock, whether the window sent it or a replay made it.
    func handle(_ event: SDL_Event, at time: Double) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            isRunning = false
        case SDL_KEYDOWN:
            switch SDL_KeyCode(UInt32(bitPattern: event.key.keysym.sym)) {
            case SDLK_ESCAPE: isRunning = false
            case SDLK_KP_PLUS: arrive()
            case SDLK_KP_MINUS: leave()
            default: break
            }
        case SDL_TEXTINPUT:
            var text = event.text.text
            let typed = withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            typed.forEach(type(_:))
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
            interaction.zoom(notches: Double(event.wheel.preciseY) * flipped, about: position, time: time)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            let size = renderer.windowSize
            interaction.pan(by: Point(x: (size.width - windowSize.width) / 2, y: (size.height - windowSize.height) / 2))
            windowSize = size
        default:
            break
        }
    }

    /// A typed character: `?` help, `H` HUD, `R` new seed, `+`/`-` people arrive/leave.
    private func type(_ character: Character) {
        switch character {
        case "?": showsHelp.toggle()
        case "h", "H": showsHUD.toggle()
        case "r", "R": reseed()
        case "+", "=": arrive()
        case "-", "_": leave()
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

    /// A click selects the person under it (or clears the selection on empty space).
    func pointerUp(at point: Point, time: Double) {
        pointerPosition = point
        if case .click(let spot) = interaction.pointerUp(at: point, time: time) {
            scene.selectedID = scene.person(at: spot)
        }
    }
}
