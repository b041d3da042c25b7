import Foundation
import Testing
@testable import OrbitSDL

/// Every test that touches SDL lives in a suite nested here: SDL is process-global and not
/// thread-safe, so they run one at a time, sharing one offscreen renderer.
@Suite(.serialized) struct SDLTests {}

/// The one renderer the SDL tests share: offscreen (forced before SDL starts), software, 320×240.
@MainActor enum SharedRenderer {
    static let warnings = WarningRecorder()

    static let instance: SDLRenderer = {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        var configuration = SDLRenderer.Configuration()
        configuration.display = .offscreen
        configuration.width = 320
        configuration.height = 240
        configuration.warnings = warnings.makeLog()
        do {
            return try SDLRenderer(configuration)
        } catch {
            fatalError("the offscreen renderer did not start: \(error)")
        }
    }()
}
