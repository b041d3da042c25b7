import Foundation
import OrbitScene

/// A run's figures as a front end reports them at its end (`orbit-demo --stats`): frame work times, avatar
/// textures, sharpness after rests, memory, start-up, and what the screen showed last. Encoded as one flat
/// JSON object with sorted keys, beside the front end's own fields (see ``json(adding:)``).
package struct RunStatistics: Encodable, Sendable {
    /// A set of frame times in milliseconds.
    package struct Percentiles: Encodable, Sendable {
        package var p50: Double
        package var p95: Double
        package var p99: Double
        package var max: Double
        /// The slowest frame after the first presented one (the first draws every placeholder).
        package var maxAfterFirst: Double

        /// The percentiles (nearest rank) of `times`, all 0 when empty.
        package init(_ times: [Double]) {
            p50 = FrameTimes.percentile(0.50, of: times)
            p95 = FrameTimes.percentile(0.95, of: times)
            p99 = FrameTimes.percentile(0.99, of: times)
            max = times.max() ?? 0
            maxAfterFirst = times.dropFirst().max() ?? 0
        }
    }

    /// An overlay of the last frame: its kind (``OverlayKind`` raw value) and text lines.
    package struct Overlay: Encodable, Sendable {
        package var kind: String
        package var text: [String]
    }

    package var frames: Int
    /// Work time per frame in milliseconds, as the front end measured it (``frameMsMeasures`` says what).
    package var frameMs: Percentiles
    /// The same frames' CPU time on the frame loop's thread: the work alone, without time the system ran
    /// something else on the core or the thread waited for the display server, so it does not swing with the
    /// machine's load as `frameMs` does.
    package var frameCPUMs: Percentiles
    /// What `frameMs` measures, in words, so the file explains itself.
    package var frameMsMeasures: String
    /// Wall time of saving the screenshot, in milliseconds (null without one): never part of a frame's time.
    var screenshotMs: OrNull<Double>
    package var people: Int
    package var maxVisible: Int
    /// Of the avatars drawn in the last frame, the fraction whose texture has at least 0.8× the pixels across
    /// that the avatar covers on screen (a placeholder is not sharp; 1 when none is drawn).
    package var sharpAtEnd: Double
    /// Avatars drawn in the last frame with a placeholder although their image is not known to be broken.
    package var placeholdersAtEnd: Int
    /// Avatars drawn broken (their image cannot be had) and visible people drawn as dots for lack of budget
    /// in the last frame.
    package var brokenAtEnd: Int
    package var dotsAtEnd: Int
    package var textureBytesPeak: Int
    package var textureBudgetBytes: Int
    package var maxResidentTextures: Int
    package var residentTexturesAtEnd: Int
    package var texturesCreated: Int
    package var texturesDestroyed: Int
    /// Frames in which a drawn avatar was a loading placeholder, counted from 0.3 s (frame clock) after the
    /// camera came to rest after a move (a zoom, a pan, Home), over the run; the first view's loading is not counted.
    package var placeholderFramesAfterRest: Int
    /// The slowest rest after a camera move: milliseconds from the first frame at rest to the first in which
    /// every drawn avatar was sharp, by the wall clock and by the frame clock (1/60 s a frame in scripted runs,
    /// which draw frames as fast as they can); and the rests after a move that ended before that.
    package var sharpAfterRestMsMax: Double
    package var sharpAfterRestFrameClockMsMax: Double
    package var restsEndedUnsharp: Int
    /// The most memory the process held at once (resident set), in bytes.
    package var peakRSSBytes: Int
    /// Milliseconds from the start of the program to the end of the first frame: reading or making the people,
    /// the layout, the scene, the window and the first draw.
    package var startupMs: Double
    /// The selected and the focused person's id in the last frame, or null.
    var selected: OrNull<String>
    var focused: OrNull<String>
    /// The person whose name tooltip showed in the last frame, or null.
    var hoveredID: OrNull<String>
    /// Messages (toasts) the session showed during the run.
    package var toastsShown: Int
    package var hudVisible: Bool
    /// The camera scale in the last frame.
    package var zoom: Double
    /// The scale at which everyone fits the window.
    package var fitZoom: Double
    /// The last frame's overlays (kind and text lines), as `orbit-layout play` lists them.
    package var overlays: [Overlay]

    /// The figures of a run that drew `lastFrame` last (`nil` when none was drawn) from `session`, measured by
    /// `frames`, with avatar textures as `textures` says, `screenshotMs` spent saving a screenshot (outside every
    /// frame's time), and `measures` saying what a frame's time covers. The peak memory is read now.
    package init(frames: FrameStatistics, textures: AvatarResidencyStatistics, session: OrbitSession, lastFrame: SessionFrame?,
                screenshotMs: Double? = nil, measures: String) {
        self.frames = frames.work.all.count
        frameMs = Percentiles(frames.work.all)
        frameCPUMs = Percentiles(frames.cpu.all)
        frameMsMeasures = measures
        self.screenshotMs = OrNull(screenshotMs)
        people = session.scene.count
        maxVisible = frames.maxVisible
        sharpAtEnd = textures.frame.sharpFraction
        placeholdersAtEnd = textures.frame.placeholders
        brokenAtEnd = textures.frame.broken
        dotsAtEnd = textures.frame.dots
        textureBytesPeak = textures.peakResidentBytes
        textureBudgetBytes = textures.budgetBytes
        maxResidentTextures = textures.peakResidentTextures
        residentTexturesAtEnd = textures.residentTextures
        texturesCreated = textures.texturesCreated
        texturesDestroyed = textures.texturesDestroyed
        placeholderFramesAfterRest = frames.rests.placeholderFrames
        sharpAfterRestMsMax = frames.rests.slowestSharpMs
        sharpAfterRestFrameClockMsMax = frames.rests.slowestSharpFrameClockMs
        restsEndedUnsharp = frames.rests.restsEndedUnsharp
        peakRSSBytes = Self.peakResidentBytes()
        startupMs = frames.startupMs ?? 0
        selected = OrNull(lastFrame?.selectedID)
        focused = OrNull(lastFrame?.focusedID)
        hoveredID = OrNull(lastFrame?.hoveredID)
        toastsShown = session.state.toastsShown
        hudVisible = session.state.showsHUD
        zoom = lastFrame?.zoom ?? 1
        fitZoom = lastFrame?.fitZoom ?? 1
        overlays = lastFrame?.overlays.map { Overlay(kind: $0.kind.rawValue, text: $0.lines) } ?? []
    }

    /// The statistics and `extra`'s fields (the front end's own, e.g. its renderer's counters) as one
    /// pretty-printed JSON object with sorted keys. `extra` must encode as a keyed object.
    package func json(adding extra: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Merged(first: self, second: extra))
    }

    /// The process's peak resident set in bytes: `VmHWM` from /proc/self/status on Linux, else getrusage's maximum.
    package static func peakResidentBytes() -> Int {
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
        #if os(macOS) || os(iOS)
        return Int(usage.ru_maxrss)  // bytes on Apple systems
        #else
        return Int(usage.ru_maxrss) * 1024  // kilobytes elsewhere
        #endif
    }
}

/// Two values' keyed fields in one object.
private struct Merged<First: Encodable, Second: Encodable>: Encodable {
    var first: First
    var second: Second

    func encode(to encoder: any Encoder) throws {
        try first.encode(to: encoder)
        try second.encode(to: encoder)
    }
}

/// An optional written as `null` when absent (a synthesized `Encodable` would leave the key out).
struct OrNull<Wrapped: Encodable & Sendable>: Encodable, Sendable {
    var value: Wrapped?

    init(_ value: Wrapped?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
