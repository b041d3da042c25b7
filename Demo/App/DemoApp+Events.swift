import CSDL2
import Foundation
import OrbitFiles
import OrbitSession

/// SDL events in, session input out; replays and feeds loaded and checked.
extension DemoApp {
    /// Handles every pending SDL event. Events are timed on the frame clock: SDL's millisecond stamp says how
    /// long before `frameTime` each happened (kept in order and never after the frame).
    func pollEvents(frameTime: Double) {
        var event = SDL_Event()
        let ticks = SDL_GetTicks()
        while SDL_PollEvent(&event) != 0 {
            // Signed: an event pumped after `ticks` was read is newer than it (age 0), not 49 days old.
            let age = Double(Int32(bitPattern: ticks &- event.common.timestamp)) / 1000
            let time = min(frameTime, max(lastEventTime, frameTime - min(max(age, 0), 0.25)))
            lastEventTime = time
            if let input = input(for: event, at: time) { session.handle(input) }
            for input in fingerInput(for: event, at: time) { session.handle(input) }
        }
    }

    /// During a replay, takes the window's events but acts only on a request to quit (the close button, or
    /// SIGINT / SIGTERM, which SDL turns into `SDL_QUIT`); live pointer and keys must not disturb the script.
    func pollQuit() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if SDL_EventType(event.type) == SDL_QUIT { isRunning = false }
        }
    }

    /// The session input of one SDL event at `time`; the window's close button and resizes are handled here.
    private func input(for event: SDL_Event, at time: Double) -> SessionInput? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            isRunning = false
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            let mod = UInt32(event.key.keysym.mod)
            var modifiers: KeyChord.Modifiers = []
            if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
            if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
            if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
            if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.gui) }
            return .key(KeyChord(modifiers: modifiers, name: name), time: time)
        case SDL_TEXTINPUT:
            var text = event.text.text
            return .text(withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }, time: time)
        case SDL_TEXTEDITING:
            var text = event.edit.text
            return .compose(withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }, time: time)
        case SDL_TEXTEDITING_EXT:
            defer { SDL_free(event.editExt.text) }
            return .compose(event.editExt.text.map { String(cString: $0) } ?? "", time: time)
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerDown(Point(x: Double(event.button.x), y: Double(event.button.y)), time: time)
        case SDL_MOUSEMOTION:
            return .pointerMoved(Point(x: Double(event.motion.x), y: Double(event.motion.y)), time: time)
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(Point(x: Double(event.button.x), y: Double(event.button.y)), time: time)
        case SDL_MOUSEWHEEL:
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            return .wheel(notches: Double(event.wheel.preciseY) * flipped,
                          at: Point(x: Double(event.wheel.mouseX), y: Double(event.wheel.mouseY)), time: time)
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            session.resize(to: renderer.windowSize)
        default:
            break
        }
        return nil
    }

    /// The trace at `path`, checked: every key event names a key SDL knows, and it runs a bounded number of frames.
    static func loadTrace(_ path: String) throws(DemoError) -> SessionReplay {
        let trace: PointerTrace
        do {
            trace = try TraceFile(contentsOf: path).trace
        } catch {
            throw DemoError(error)
        }
        for (index, event) in trace.events.enumerated() where event.type == .key {
            guard let chord = KeyChord(event.key ?? ""), SDL_GetKeyFromName(chord.name) != SDLK_UNKNOWN.rawValue else {
                throw DemoError(65, "\(path): events[\(index)].key: '\(event.key ?? "")' is not an SDL key name (e.g. Escape, Tab, Return, H, +, Shift+Tab)")
            }
        }
        do {
            return try SessionReplay(trace)
        } catch {
            throw DemoError(65, "\(path): \(error)")
        }
    }

    /// The feed at `path` with avatar paths relative to it; its skipped lines are said through `skips`.
    static func loadFeed(_ path: String, skips: inout SkippedFeedLines) throws(DemoError) -> [ScheduledUpdate] {
        do {
            let feed = try FeedFile(contentsOf: path)
            for skip in feed.skipped { skips.report(skip, say: say) }
            return feed.entries.map { entry in
                guard case .upsert(var person) = entry.update else { return ScheduledUpdate(time: entry.time, update: entry.update, line: entry.line) }
                Cast.resolveAvatar(of: &person, inFileAt: path)
                return ScheduledUpdate(time: entry.time, update: .upsert(person), line: entry.line)
            }
        } catch {
            throw DemoError(error)
        }
    }
}
