import Foundation
import OrbitSDL
import OrbitScene

/// What `--stats FILE.json` writes at the end of a run.
struct RunStatistics: Encodable {
    struct Percentiles: Encodable {
        var p50: Double
        var p95: Double
        var p99: Double
        var max: Double
        /// The slowest frame after the first presented one (the first draws every placeholder).
        var maxAfterFirst: Double

        init(_ times: [Double]) {
            p50 = FrameTimes.percentile(0.50, of: times)
            p95 = FrameTimes.percentile(0.95, of: times)
            p99 = FrameTimes.percentile(0.99, of: times)
            max = times.max() ?? 0
            maxAfterFirst = times.dropFirst().max() ?? 0
        }
    }

    var frames: Int
    /// Work time per frame in milliseconds: scene update, texture requests and uploads, draw and present.
    var frameMs: Percentiles
    /// The same frames' CPU time on the frame loop's thread: the work alone, without time the system ran
    /// something else on the core or the thread waited for the display server, so it does not swing with the
    /// machine's load as `frameMs` does.
    var frameCPUMs: Percentiles
    /// What `frameMs` measures, in words, so the file explains itself.
    var frameMsMeasures = "per-frame work: scene update + avatar residency (loads, uploads) + draw + present (vsync off in scripted runs); saving the screenshot is left out (screenshotMs)"
    /// Wall time of encoding and writing `--screenshot`, in milliseconds (null without one): never part of a
    /// frame's time.
    var screenshotMs: OrNull<Double>
    var people: Int
    var maxVisible: Int
    /// Of the avatars drawn in the last frame, the fraction whose texture has at least 0.8× the pixels across
    /// that the avatar covers on screen (a placeholder is not sharp; 1 when none is drawn).
    var sharpAtEnd: Double
    /// Avatars drawn in the last frame with a placeholder although their image is not known to be broken.
    var placeholdersAtEnd: Int
    /// Avatars drawn broken (their image cannot be had) and visible people drawn as dots for lack of budget
    /// in the last frame.
    var brokenAtEnd: Int
    var dotsAtEnd: Int
    var textureBytesPeak: Int
    var textureBudgetBytes: Int
    /// The renderer's exact-size copies of steady avatars at their peak: memory beside the residency's budget.
    var avatarCopyBytesPeak: Int
    var maxResidentTextures: Int
    var residentTexturesAtEnd: Int
    var texturesCreated: Int
    var texturesDestroyed: Int
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
    /// Frames in which a drawn avatar was a loading placeholder, counted from 0.3 s (frame clock) after the
    /// camera came to rest after a move (a zoom, a pan, Home), over the run; the first view's loading is not counted.
    var placeholderFramesAfterRest: Int
    /// The slowest rest after a camera move: milliseconds from the first frame at rest to the first in which
    /// every drawn avatar was sharp, by the wall clock and by the frame clock (1/60 s a frame in scripted runs,
    /// which draw frames as fast as they can); and the rests after a move that ended before that.
    var sharpAfterRestMsMax: Double
    var sharpAfterRestFrameClockMsMax: Double
    var restsEndedUnsharp: Int
    /// Glyphs drawn with no installed font that has them (shown as boxes), summed over the text layouts the run made.
    var textMissingGlyphs: Int
    /// Text layouts made (each distinct text, size and width once while it stays cached).
    var textLayouts: Int
    /// The most memory the process held at once (resident set), in bytes.
    var peakRSSBytes: Int
    /// Milliseconds from the start of the program to the end of the first frame: reading or making the people,
    /// the layout, the scene, the window and the first draw.
    var startupMs: Double
    var renderer: String
    var decoders: Int
    /// The selected and the focused person's id in the last frame, or null.
    var selected: OrNull<String>
    var focused: OrNull<String>
    /// The person whose name tooltip showed in the last frame, or null.
    var hoveredID: OrNull<String>
    /// Messages (toasts) the session showed during the run.
    var toastsShown: Int
    var hudVisible: Bool
    /// The camera scale in the last frame.
    var zoom: Double
    /// The scale at which everyone fits the window.
    var fitZoom: Double
    /// The last frame's overlays (kind and text lines), as `orbit-layout play` lists them.
    var overlays: [Overlay]

    /// What the screen showed at the end of the run.
    struct Screen {
        var selected: String?
        var focused: String?
        var hoveredID: String?
        var toastsShown: Int
        var hudVisible: Bool
        var zoom: Double
        var fitZoom: Double
        var overlays: [Overlay]
    }

    struct Overlay: Encodable {
        var kind: String
        var text: [String]
    }

    init(frameTimes: [Double], frameCPUTimes: [Double], people: Int, maxVisible: Int, textures: AvatarResidencyStatistics, decoding: DecodeStatistics,
         images: SDLAvatarSource.Statistics, rests: RestWatch, avatarCopyBytesPeak: Int, text: TextStatistics, renderer: String, decoders: Int,
         screenshotMs: Double?, startupMs: Double, screen: Screen) {
        frames = frameTimes.count
        frameMs = Percentiles(frameTimes)
        frameCPUMs = Percentiles(frameCPUTimes)
        self.screenshotMs = OrNull(screenshotMs)
        self.people = people
        self.maxVisible = maxVisible
        sharpAtEnd = textures.frame.sharpFraction
        placeholdersAtEnd = textures.frame.placeholders
        brokenAtEnd = textures.frame.broken
        dotsAtEnd = textures.frame.dots
        textureBytesPeak = textures.peakResidentBytes
        textureBudgetBytes = textures.budgetBytes
        self.avatarCopyBytesPeak = avatarCopyBytesPeak
        maxResidentTextures = textures.peakResidentTextures
        residentTexturesAtEnd = textures.residentTextures
        texturesCreated = textures.texturesCreated
        texturesDestroyed = textures.texturesDestroyed
        decodesDone = decoding.done
        decodesCancelled = decoding.cancelled
        decodesDiscarded = decoding.discarded
        decodeFailures = decoding.failures
        mainThreadDecodes = decoding.mainThreadDecodes
        decodesStarted = images.decodesStarted
        decodesCoalesced = images.decodesCoalesced
        imageCacheHits = images.cacheHits
        imageCacheBytesPeak = images.cacheBytesPeak
        placeholderFramesAfterRest = rests.placeholderFrames
        sharpAfterRestMsMax = rests.slowestSharpMs
        sharpAfterRestFrameClockMsMax = rests.slowestSharpFrameClockMs
        restsEndedUnsharp = rests.restsEndedUnsharp
        textMissingGlyphs = text.missingGlyphs
        textLayouts = text.layouts
        peakRSSBytes = Self.peakResidentBytes()
        self.startupMs = startupMs
        self.renderer = renderer
        self.decoders = decoders
        selected = OrNull(screen.selected)
        focused = OrNull(screen.focused)
        hoveredID = OrNull(screen.hoveredID)
        toastsShown = screen.toastsShown
        overlays = screen.overlays
        hudVisible = screen.hudVisible
        zoom = screen.zoom
        fitZoom = screen.fitZoom
    }

    /// Writes the statistics as pretty, key-sorted JSON.
    /// The statistics as pretty-printed JSON with sorted keys.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// The process's peak resident set: `VmHWM` from /proc/self/status on Linux, else getrusage's maximum.
    static func peakResidentBytes() -> Int {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
            return kilobytes * 1024
        }
        #endif
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(macOS)
        return Int(usage.ru_maxrss)  // bytes on macOS
        #else
        return Int(usage.ru_maxrss) * 1024  // kilobytes elsewhere
        #endif
    }
}

/// An optional written as `null` when absent (a synthesized `Encodable` would leave the key out).
struct OrNull<Wrapped: Encodable>: Encodable {
    var value: Wrapped?

    init(_ value: Wrapped?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
