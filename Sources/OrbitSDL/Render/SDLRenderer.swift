import CSDL2
import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitScene
import OrbitSession

/// Draws Orbit's draw list with SDL2 into a window, or offscreen.
///
/// Owns the window, the SDL renderer and the caches for discs and text; makes and destroys avatar textures
/// for an `AvatarResidency` (`AvatarTextureRenderer`), which owns them. All of it lives on the main actor:
/// SDL rendering calls are made only there, and no SDL pointer leaves it. A frame is the residency's
/// `update`, `drawFrame(_:background:time:avatars:)`, optionally `readPixels()` or `saveScreenshot(to:)`,
/// then `present()`.
@MainActor
public final class SDLRenderer {
    /// Whether nothing is shown on screen (offscreen driver or hidden window).
    public let isOffscreen: Bool
    /// The SDL renderer's name, e.g. `opengl` or `software`.
    public let rendererName: String
    /// Where warnings go.
    public let warnings: WarningLog

    // The renderer lives on the main thread and no drawing call re-enters it, so the properties read or changed
    // for every draw command skip the runtime's exclusivity checks (a tenth of a far-zoom frame's CPU).
    let context: RenderContext
    let discs: DiscTextures
    let text: TextCache
    /// Thin strokes (ring guides) of the last frame, redrawn without recomputing while they stay put.
    @exclusivity(unchecked) var thinRings = ThinRingCache()
    /// The rings drawn so far over the frame's bare background.
    @exclusivity(unchecked) var backgroundAnnuli = BackgroundAnnuli()
    /// The colour the frame was cleared to.
    @exclusivity(unchecked) var frameBackground = RGBAColor(r: 0, g: 0, b: 0)
    /// Avatars at the exact size and opacity of steady frames.
    let avatarCopies: AvatarCopies
    /// Avatars rescaled while they move, with the software renderer (`nil` with others, which scale fast).
    let motionCopies: MotionCopies?
    /// The clear, opaque fills and far-zoom dots written straight into the window surface, with the software
    /// renderer (`nil` with others; tests set it to `nil` to draw the same frame through SDL alone).
    @exclusivity(unchecked) var directPixels: DirectPixels?
    /// The most bytes the exact-size avatar copies have held (`drawFrame`): renderer memory beside the
    /// residency's textures, bounded by the avatars recently on screen at their on-screen size.
    public var avatarCopyBytesPeak: Int { avatarCopies.peakBytes }
    /// The most bytes the avatars rescaled in motion have held (software renderer; 0 with others): renderer
    /// memory beside the residency's textures, bounded by the avatars drawn in motion in the last half second,
    /// each at its drawn side rounded up to 16 pixels.
    public var motionCopyBytesPeak: Int { motionCopies?.peakBytes ?? 0 }
    /// The drawing contract it keeps: how long an avatar scales in, the initials' ink. Default `Theme.dark`; a
    /// session's front end sets its session's (`OrbitSession.configuration.theme`), and clears to its background.
    @exclusivity(unchecked) public var theme = Theme.dark
    /// Output pixels per point (2 on a typical HiDPI display), as of the last `drawFrame`.
    @exclusivity(unchecked) public private(set) var outputScale = 1.0
    /// The drawable size in pixels, as of the last `drawFrame`.
    @exclusivity(unchecked) public private(set) var pixelWidth = 0
    /// The drawable height in pixels, as of the last `drawFrame`.
    @exclusivity(unchecked) public private(set) var pixelHeight = 0

    /// Starts SDL video if needed and opens the window and renderer: accelerated (with vsync if
    /// asked), falling back to software; software when offscreen.
    /// - Throws: `SDLError` when no window or renderer can be made.
    public init(_ configuration: Configuration = Configuration()) throws(SDLError) {
        let offscreenDriver = try SDLVideo.start(configuration.display)
        isOffscreen = offscreenDriver || configuration.display == .offscreen
        warnings = configuration.warnings

        var windowFlags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        windowFlags |= isOffscreen ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(
            configuration.title, centered, centered,
            Int32(max(1, configuration.width)), Int32(max(1, configuration.height)), windowFlags)
        else { throw SDLError.last("SDL_CreateWindow") }

        var renderer: OpaquePointer?
        if !isOffscreen && !configuration.softwareRendering {
            var flags = SDL_RENDERER_ACCELERATED.rawValue
            if configuration.vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
            renderer = SDL_CreateRenderer(window, -1, flags)
            if renderer == nil {
                configuration.warnings.warnOnce(
                    about: "renderer", "no accelerated renderer (\(String(cString: SDL_GetError()))); using software")
            } else if let rasterizer = Self.cpuRasterizer(of: renderer!) {
                // Mesa's CPU rasterizers pay a whole GL pipeline per draw call; SDL's software renderer
                // draws the same frame several times faster there.
                configuration.warnings.warnOnce(
                    about: "renderer", "OpenGL runs on the CPU here (\(rasterizer)); using SDL's faster software renderer")
                SDL_DestroyRenderer(renderer)
                renderer = nil
            }
        }
        if renderer == nil {
            // The software renderer draws into the window's surface. Without this hint SDL may back
            // that surface with a GL texture (on the offscreen driver: EGL on llvmpipe), re-uploading
            // every frame; the driver's plain memory framebuffer is several times faster.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            let failure = SDLError.last("SDL_CreateRenderer")
            SDL_DestroyWindow(window)
            throw failure
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        rendererName = info.name.map { String(cString: $0) } ?? "unknown"

        context = RenderContext(window: window, renderer: renderer)
        discs = try DiscTextures(context: context)
        avatarCopies = AvatarCopies(context: context)
        motionCopies = rendererName == "software" ? MotionCopies(context: context) : nil
        directPixels = rendererName == "software" ? DirectPixels(context: context) : nil
        text = TextCache(context: context, family: configuration.fontFamily, warnings: configuration.warnings)
        updateOutputSize()
    }

    /// The name of the CPU rasterizer behind an OpenGL `renderer` (llvmpipe, softpipe, swrast), or `nil`
    /// when it is not OpenGL or runs on a GPU.
    private static func cpuRasterizer(of renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name, String(cString: name).hasPrefix("opengl"),
            let address = SDL_GL_GetProcAddress("glGetString")
        else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glRenderer: UInt32 = 0x1F01  // GL_RENDERER
        guard let description = unsafeBitCast(address, to: GetString.self)(glRenderer) else { return nil }
        let text = String(cString: description)
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { text.lowercased().contains($0) } ? text : nil
    }

    /// SDL's window id, to match window events to this renderer.
    public var windowID: UInt32 { SDL_GetWindowID(context.window) }

    /// The window size in points.
    public var windowSize: OrbitSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(context.window, &width, &height)
        return OrbitSize(width: Double(width), height: Double(height))
    }

    /// Resizes the window (points).
    public func setWindowSize(width: Int, height: Int) {
        SDL_SetWindowSize(context.window, Int32(max(1, width)), Int32(max(1, height)))
        updateOutputSize()
    }

    /// Shows the frame drawn by `drawFrame`.
    public func present() {
        SDL_RenderPresent(context.renderer)
    }

    /// Re-reads the drawable size and the points-to-pixels scale (they change on resize and when
    /// the window moves between displays).
    func updateOutputSize() {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(context.renderer, &width, &height)
        pixelWidth = Int(width)
        pixelHeight = Int(height)
        let points = windowSize
        outputScale = points.width > 0 && width > 0 ? Double(width) / points.width : 1
    }
}
