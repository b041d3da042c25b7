import Foundation

extension SDLRenderer {
    /// How to open the renderer.
    public struct Configuration: Sendable {
        /// Window title.
        public var title = "Orbit"
        /// Window size in points (HiDPI displays have more pixels). Clamped to at least 1 × 1.
        public var width = 1024
        /// Window height in points. Default 768.
        public var height = 768
        /// Window or offscreen. Default `.automatic`: offscreen when there is no display.
        public var display = DisplayMode.automatic
        /// Synchronise presents with the display refresh. Default on.
        public var vsync = true
        /// Use SDL's software renderer even with a window. Offscreen always does.
        public var softwareRendering = false
        /// The font family for initials and text, as fontconfig names families (a comma-separated list may
        /// follow); characters it lacks come from any installed font that has them. Default `sans-serif`.
        public var fontFamily = "sans-serif"
        /// Where warnings go (once per subject).
        public var warnings = WarningLog()

        /// The defaults listed on each property.
        public init() {}
    }
}
