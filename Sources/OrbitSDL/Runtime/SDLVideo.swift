import CSDL2
import Foundation

/// Starts SDL's video subsystem once per process, choosing the offscreen driver when asked or when
/// there is no display. SDL is process-global and not thread-safe, hence the main actor.
@MainActor
enum SDLVideo {
    /// Starts video (once; later calls report the driver already running).
    /// - Returns: whether the running driver draws offscreen.
    static func start(_ mode: DisplayMode) throws(SDLError) -> Bool {
        if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return runsOffscreen }
        let forceOffscreen = mode == .offscreen || (mode == .automatic && !displayAvailable)
        if forceOffscreen { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        if SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 {
            let failure = SDLError.last("SDL_InitSubSystem(video)")
            guard mode == .automatic, !forceOffscreen else { throw failure }
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { throw SDLError.last("SDL_InitSubSystem(offscreen video)") }
        }
        return runsOffscreen
    }

    /// The running video driver's name, e.g. `x11`, `wayland`, `cocoa`, `offscreen`.
    static var driverName: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }

    private static var runsOffscreen: Bool {
        ["offscreen", "dummy"].contains(driverName)
    }

    /// On Linux and BSD a window needs X11 or Wayland; an explicit `SDL_VIDEODRIVER` is trusted.
    private static var displayAvailable: Bool {
        #if os(macOS) || os(Windows)
        return true
        #else
        let environment = ProcessInfo.processInfo.environment
        return ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
        #endif
    }
}
