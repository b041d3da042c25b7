import OrbitNetwork
import OrbitSDL

/// The SDL window's own fields of `--stats FILE.json`, written beside the library's `RunStatistics`.
@MainActor
struct SDLStatistics: Encodable {
    /// The renderer's exact-size copies of steady avatars at their peak: memory beside the residency's budget.
    var avatarCopyBytesPeak: Int
    /// The software renderer's avatars rescaled in motion at their peak: memory beside the residency's budget.
    var motionCopyBytesPeak: Int
    var decodesDone: Int
    var decodesCancelled: Int
    var decodesDiscarded: Int
    var decodeFailures: Int
    var mainThreadDecodes: Int
    /// Decodes started: one per (file, size step, look) missing from the decoded-image cache and not being decoded.
    var decodesStarted: Int
    /// Loads that joined a decode already running for the same file, step and look.
    var decodesCoalesced: Int
    /// Loads answered from the decoded-image cache, and the most bytes of pixels it held.
    var imageCacheHits: Int
    var imageCacheBytesPeak: Int
    /// Glyphs drawn with no installed font that has them (shown as boxes), summed over the text layouts the run made.
    var textMissingGlyphs: Int
    /// Text layouts made (each distinct text, size and width once while it stays cached).
    var textLayouts: Int
    var renderer: String
    var decoders: Int
    /// Avatar URLs: HTTP requests sent (retries and revalidations included) and body bytes received, URLs answered
    /// fresh from the disk cache, stale entries the server confirmed (304), and URLs that gave no image.
    var networkRequests: Int
    var networkBytes: Int
    var diskCacheHits: Int
    var revalidations: Int
    var networkFailures: Int

    init(_ app: DemoApp) {
        let decoding = app.avatars.source.pipeline.statistics, images = app.avatars.source.statistics
        avatarCopyBytesPeak = app.renderer.avatarCopyBytesPeak
        motionCopyBytesPeak = app.renderer.motionCopyBytesPeak
        decodesDone = decoding.done
        decodesCancelled = decoding.cancelled
        decodesDiscarded = decoding.discarded
        decodeFailures = decoding.failures
        mainThreadDecodes = decoding.mainThreadDecodes
        decodesStarted = images.decodesStarted
        decodesCoalesced = images.decodesCoalesced
        imageCacheHits = images.cacheHits
        imageCacheBytesPeak = images.cacheBytesPeak
        textMissingGlyphs = app.renderer.textStatistics.missingGlyphs
        textLayouts = app.renderer.textStatistics.layouts
        renderer = app.renderer.rendererName
        decoders = app.options.decoders
        let network = app.avatars.source.fetcher?.statistics ?? NetworkStatistics()
        networkRequests = network.networkRequests
        networkBytes = network.networkBytes
        diskCacheHits = network.diskCacheHits
        revalidations = network.revalidations
        networkFailures = network.networkFailures
    }
}

extension DemoApp {
    /// What `frameMs` in `--stats` measures.
    static let frameMeasures = "per-frame work: scene update + avatar residency (loads, uploads) + draw + present (vsync off in scripted runs); saving the screenshot is left out (screenshotMs)"
}
