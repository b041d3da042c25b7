/// Whether the renderer shows a window or draws offscreen.
public enum DisplayMode: Hashable, Sendable {
    /// A window when a display is there (or `SDL_VIDEODRIVER` names a driver), else offscreen.
    case automatic
    /// A window; fails when no display can be opened.
    case window
    /// No visible window: SDL's offscreen video driver (when SDL video is not yet started) and a
    /// software renderer. For tests, screenshots and headless runs.
    case offscreen
}
