import CSDL2
import Foundation
import OrbitFiles
import OrbitGeometry
import OrbitMotion
import OrbitSDL
import OrbitSession

/// SDL events in, session input out; replays and feeds loaded and checked.
extension DemoApp {
    /// Handles every pending SDL event, timed on the frame clock (see `SDLInputTranslator.time(of:frameTime:ticks:)`):
    /// the window's close button quits, a resize goes to the session, the rest is session input.
    func pollEvents(frameTime: Double) {
        var event = SDL_Event()
        let ticks = SDL_GetTicks()
        while SDL_PollEvent(&event) != 0 {
            let time = input.time(of: event, frameTime: frameTime, ticks: ticks)
            switch SDL_EventType(event.type) {
            case SDL_QUIT: isRunning = false
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue): session.resize(to: renderer.windowSize)
            default: for input in input.inputs(for: event, at: time, windowSize: renderer.windowSize) { session.handle(input) }
            }
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

    /// The trace at `path`, checked: every key event names a key SDL knows, and it runs a bounded number of frames.
    static func loadTrace(_ path: String) throws(DemoError) -> SessionReplay {
        let trace: PointerTrace
        do {
            trace = try TraceFile(contentsOf: path).trace
        } catch {
            throw DemoError(error)
        }
        for (index, event) in trace.events.enumerated() where event.type == .key {
            guard let chord = KeyChord(event.key ?? ""), SDLInputTranslator.knows(chord) else {
                throw DemoError(65, "\(path): events[\(index)].key: '\(MessageText.value(event.key ?? ""))' is not an SDL key name (e.g. Escape, Tab, Return, H, +, Shift+Tab)")
            }
        }
        do {
            return try SessionReplay(trace)
        } catch {
            throw DemoError(65, "\(path): \(error)")
        }
    }

    /// The feed at `path` with avatar paths relative to it; its skipped lines are said through `skips`.
    static func loadFeed(_ path: String, skips: inout SkippedLineReport) throws(DemoError) -> [ScheduledUpdate] {
        var feed: FeedFile
        do {
            feed = try FeedFile(contentsOf: path)
        } catch {
            throw DemoError(error)
        }
        feed.resolveAvatars()
        for skip in feed.skipped { skips.report(skip, say: say) }
        return feed.entries.map { ScheduledUpdate(time: $0.time, update: $0.update, line: $0.line) }
    }
}
