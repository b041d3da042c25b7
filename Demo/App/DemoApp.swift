import CSDL2
import Foundation
import OrbitFiles
import OrbitGeometry
import OrbitNetwork
import OrbitSDL
import OrbitScene
import OrbitSession

/// The `orbit-demo` window: an SDL adapter over an `OrbitSession`. SDL events become session input, the
/// session's frame becomes SDL drawing; the library's `AvatarResidency` owns every avatar texture. What the
/// demo adds is only the window's: the clock, figures for the HUD and `--stats`, the screenshot.
///
/// Time is the frame timestamp: the performance counter in a live run, `frame / 60` s in a scripted run
/// (`--frames`, `--replay`), so scripted motion is the same on every run.
@MainActor
final class DemoApp {
    let options: DemoOptions
    let renderer: SDLRenderer
    typealias Avatars = AvatarResidency<SDLRenderer, SDLAvatarSource>
    /// Avatar textures: what to decode at which size, when to evict, under the byte budget.
    lazy var avatars: Avatars = makeAvatars()
    var session: OrbitSession
    var replay: SessionReplay?
    var isRunning = true
    var lastFrame: SessionFrame?

    // Live clock and event timing.
    let counterStart = SDL_GetPerformanceCounter()
    let counterFrequency = Double(SDL_GetPerformanceFrequency())
    var input = SDLInputTranslator()
    var cursors = SDLCursors()

    // Figures.
    var statistics = FrameStatistics()
    /// How long saving the screenshot took (outside every frame's time), once it is saved.
    var screenshotMs: Double?
    /// The feed's lines not taken, said as they are found.
    var feedSkips: SkippedLineReport?

    init(options: DemoOptions) throws(DemoError) {
        self.options = options
        // Output paths are checked before the run, not found unwritable after it.
        for path in [options.screenshot, options.stats].compactMap({ $0 }) {
            do {
                try OutputFile.checkWritable(path)
            } catch {
                throw DemoError(error)
            }
        }
        var cast: Cast
        do {
            cast = try Cast(options)
        } catch {
            throw DemoError(error)
        }
        replay = try options.replay.map { path throws(DemoError) in try Self.loadTrace(path) }
        var configuration = SDLRenderer.Configuration()
        configuration.title = "Orbit"
        configuration.width = options.width
        configuration.height = options.height
        configuration.display = options.offscreen ? .offscreen : .automatic
        configuration.softwareRendering = options.software
        configuration.vsync = !options.isScripted
        // An input method's whole composition arrives (SDL_TEXTEDITING_EXT), not its first 31 bytes.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        do {
            renderer = try SDLRenderer(configuration)
        } catch {
            throw DemoError(69, "cannot open a window or renderer: \(error)")
        }
        var motion = OrbitSession.Configuration()
        motion.reducedMotion = options.reducedMotion
        motion.strings = options.strings
        motion.listsPeople = false
        motion.keyBindings = .demo
        motion.theme = options.theme
        renderer.theme = options.theme
        let request = cast.request
        cast.request.people = []  // the session takes the people over: one array of them, not two
        do {
            session = try OrbitSession(request: consume request, windowSize: renderer.windowSize, configuration: motion,
                                       measurer: SDLTextMeasurer(renderer: renderer), refused: cast.refused, arrivals: cast.arrivals)
        } catch {
            throw DemoError(65, "\(error)")
        }
        if let path = options.feed {
            var skips = SkippedLineReport(source: path)
            session.schedule(try Self.loadFeed(path, skips: &skips))
            feedSkips = skips
        }
        if let rate = options.liveRate { session.simulateCrowd(rate: rate, churn: options.liveChurn, seed: cast.request.seed &+ 2) }
        if let summary = session.skippedSummary() { say(summary) }
    }

    /// Runs frames until quit (`Q`, the window's close button, a signal such as SIGINT, SIGTERM or SIGHUP) or the scripted frame count.
    func run() throws(DemoError) {
        let frameCount = options.frames ?? replay?.frameCount ?? (renderer.isOffscreen ? DemoOptions.defaultOffscreenFrames : nil)
        if renderer.isOffscreen {
            say("rendering offscreen (\(renderer.rendererName) renderer, no window) for \(frameCount ?? 0) frames")
        }
        var frame = 0
        var settling: (start: Double, quietFrames: Int)?
        while isRunning {
            let time = frameCount == nil ? now() : SessionReplay.time(ofFrame: frame)
            var isLast = frameCount.map { frame + 1 >= $0 } ?? false
            if isLast, let settle = options.settle {
                var state = settling ?? (now(), 0)
                state.quietFrames = avatars.isLoading ? 0 : state.quietFrames + 1
                settling = state
                if state.quietFrames < DemoOptions.settledFrames, now() - state.start < settle {
                    isLast = false
                    usleep(10_000)  // the decoders run at lower priority: leave them the core
                }
            }
            try step(at: time, screenshot: isLast ? options.screenshot : nil)
            if frameCount == nil { pace(frameStartedAt: time) }
            frame += 1
            if isLast { isRunning = false }
        }
        if frameCount == nil, let path = options.screenshot { try drawFrame(at: now(), screenshot: path) }
        if let summary = feedSkips?.summary { say(summary) }
        try writeStatistics()
    }

    /// One frame at `time`: input, live changes, session frame, texture traffic, draw, present; its work time
    /// is recorded.
    private func step(at time: Double, screenshot: String?) throws(DemoError) {
        let start = now(), cpuStart = FrameTimes.threadCPUSeconds()
        if TerminationSignals.received != nil { isRunning = false }
        if replay != nil {
            for input in replay!.inputs(until: time) { session.handle(input) }
            pollQuit()
        } else {
            pollEvents(frameTime: time)
        }
        // The screenshot is not frame work: its time is left out, and reported on its own.
        let screenshotTime = try drawFrame(at: time, screenshot: screenshot)
        if lastFrame?.quit == true { isRunning = false }
        let end = now()
        if statistics.startupMs == nil {
            statistics.startupMs = Double(DispatchTime.now().uptimeNanoseconds - launchTime.uptimeNanoseconds) / 1e6 - screenshotTime.wall * 1000
        }
        statistics.recordWork(milliseconds: (end - start - screenshotTime.wall) * 1000,
                              cpuMilliseconds: (FrameTimes.threadCPUSeconds() - cpuStart - screenshotTime.cpu) * 1000, endedAt: end)
    }

    /// Draws and presents the frame at `time`, saving it to `screenshot` first if given.
    /// - Returns: the time spent saving the screenshot.
    @discardableResult
    private func drawFrame(at time: Double, screenshot: String?) throws(DemoError) -> (wall: Double, cpu: Double) {
        session.hudLines = statistics.hudLines(textures: avatars.statistics)
        let frame: SessionFrame
        do {
            frame = try session.advance(to: time)
        } catch {
            // What the session cannot draw comes from its input, as `orbit-layout play` reports it: bad data.
            throw DemoError(65, "\(error)")
        }
        for (update, refusal) in session.takeRefusals() { feedSkips?.report(.init(line: update.line, refusal), say: say) }
        if let toast = frame.overlays(.toast).first?.lines.first, lastFrame?.overlays(.toast).first?.lines.first != toast { say(toast) }
        lastFrame = frame
        if !renderer.isOffscreen { cursors.show(frame.cursor) }
        let viewport = OrbitRect(width: frame.windowSize.width, height: frame.windowSize.height)
        avatars.update(frame.avatars, pinned: frame.pinnedAvatars, viewport: viewport, pixelsPerPoint: renderer.outputScale, time: time)
        statistics.recordDrawn(frame, camera: session.scene.lastCamera, time: time, wall: now(), avatars: avatars.statistics.frame)
        renderer.drawFrame(frame.drawList, background: session.configuration.theme.background, time: time, avatars: avatars.appearance(of:))
        let screenshotTime = try screenshot.map { path throws(DemoError) in try saveScreenshot(to: path) } ?? (0, 0)
        renderer.present()
        return screenshotTime
    }

    /// Waits out the rest of a 60 Hz frame that started at `start`, so a live run without vsync (the
    /// software renderer) does not spin a core drawing frames nobody sees; with vsync there is nothing left.
    private func pace(frameStartedAt start: Double) {
        let left = start + SessionReplay.step - now()
        if left > 0.001 { SDL_Delay(UInt32(left * 1000)) }
    }

    /// Seconds on the performance counter since the app started.
    func now() -> Double {
        Double(SDL_GetPerformanceCounter() - counterStart) / counterFrequency
    }

    func say(_ message: String) {
        Self.say(message)
    }

    /// Writes `orbit-demo: message` as a line on stderr.
    static func say(_ message: String) {
        FileHandle.standardError.write(Data(MessageText.escaped("orbit-demo: \(message)\n").utf8))
    }

    private func writeStatistics() throws(DemoError) {
        guard let path = options.stats else { return }
        statistics.finish()
        let run = RunStatistics(frames: statistics, textures: avatars.statistics, session: session, lastFrame: lastFrame,
                                screenshotMs: screenshotMs, measures: Self.frameMeasures)
        do {
            try OutputFile.write(try run.json(adding: SDLStatistics(self)), to: path)
        } catch let error as FileError {
            throw DemoError(error)
        } catch {
            throw DemoError(70, "cannot encode the statistics: \(error)")
        }
        say("wrote statistics to \(path)")
    }

    /// The residency over this renderer and the people's avatar files and URLs, with `--decoders` decoder threads,
    /// URLs cached in `--image-cache` (default: the platform's cache folder), and the `--texture-budget` (default:
    /// `AvatarResidency.defaultBudget` for the drawable's pixels).
    private func makeAvatars() -> Avatars {
        let pipeline = DecodePipeline(maxConcurrentDecodes: options.decoders, warnings: renderer.warnings)
        let cache = DiskCache(directory: options.imageCache ?? DiskCache.defaultDirectory())
        let fetcher = ImageFetcher(configuration: ImageFetcher.Configuration(diskCache: cache))
        let source = SDLAvatarSource(pipeline: pipeline, fetcher: fetcher) { [unowned self] id in session.person(id)?.avatar }
        let budget = options.textureBudgetBytes ?? Avatars.defaultBudget(pixelWidth: renderer.pixelWidth, pixelHeight: renderer.pixelHeight)
        return Avatars(renderer: renderer, source: source, configuration: .init(budgetBytes: budget))
    }
}
