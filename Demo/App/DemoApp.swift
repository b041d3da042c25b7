import CSDL2
import Foundation
import OrbitFiles
import OrbitLayout
import OrbitMotion
import OrbitSDL
import OrbitScene

/// The `orbit-demo` window: a thin shell that runs people → layout → scene → avatar residency → renderer
/// once per frame, feeding pointer input to the interaction. The library's `AvatarResidency` owns every
/// avatar texture; the demo only tells it where each person's file is.
///
/// Time is the frame timestamp: the performance counter in a live run, `frame / 60` s in a scripted run
/// (`--frames`, `--replay`), so scripted motion is the same on every run.
@MainActor
final class DemoApp {
    static let background = Color(r: 11, g: 13, b: 20)
    /// The virtual frame step of scripted runs, and the shortest live frame.
    static let scriptedStep = 1.0 / 60

    let options: DemoOptions
    let renderer: SDLRenderer
    typealias Avatars = AvatarResidency<SDLRenderer, SDLAvatarSource>
    /// Avatar textures: what to decode at which size, when to evict, under the byte budget.
    lazy var avatars: Avatars = makeAvatars()
    var cast: Cast
    /// The layout shown to what reads whole layouts (reading order, search, the card, the list of people not
    /// placed): a snapshot of `live`, taken again when read after live updates, at most every
    /// `layoutRefreshInterval` while they stream (a snapshot of 100k people costs tens of milliseconds, so no
    /// frame takes one unasked). What every frame shows — rings, labels, counts — comes from `live` itself.
    var layout: LayoutResult {
        refreshLayoutIfDue()
        return shownLayout
    }
    /// The last snapshot; a new one drops what was derived from the old (`layoutDidChange`).
    var shownLayout: LayoutResult {
        didSet { layoutDidChange() }
    }
    /// Whether `live` changed since `shownLayout` was taken.
    var layoutIsStale = false
    var peopleByID = PeopleIndex()
    var scene: RingScene
    var interaction: OrbitInteraction
    /// People the input or the layout skipped (invalid, or no room), as last reported.
    var skipped: [PersonIssue] = []
    /// Draws layout seeds for `R`.
    var seeds: SeededGenerator

    var screen = ScreenState()
    var isRunning = true
    var windowSize: Size

    // Scripted input.
    var replay: PointerTrace?
    var nextReplayEvent = 0

    // Live clock and event timing.
    let counterStart = SDL_GetPerformanceCounter()
    let counterFrequency = Double(SDL_GetPerformanceFrequency())
    var lastEventTime = 0.0
    var pointerPosition = Point.zero

    // Figures.
    var frameTimes = FrameTimes()
    /// The frame loop thread's CPU time per frame: the work alone, without the time the system gave the core to
    /// someone else or spent waiting for the display server.
    var frameCPUTimes = FrameTimes()
    var frameEnds: [Double] = []
    /// How long saving the screenshot took (outside every frame's time), once it is saved.
    var screenshotMs: Double?
    var maxVisible = 0
    var lastVisible = 0
    /// Milliseconds from the program's start to the end of the first frame (`nil` before it ends).
    var startupMs: Double?
    var rests = RestWatch()

    // Derived from the layout, built when first needed (see `DemoApp+Derived`).
    var derived = Derived()

    // The living screen (see `DemoApp+Live`).
    /// The model the scene animates towards; `layout` is its snapshot, taken on keys and when read (see `layout`).
    var live: LiveLayout
    /// `live`'s rings, as of its last change.
    var rings: [RingInfo]
    var feed: FeedFile?
    /// The feed's lines not taken, said as they are found (see `SkippedFeedLines`).
    var feedSkips: SkippedFeedLines?
    var nextFeedTransaction = 0
    var simulation: CrowdSimulation?
    var updateRate = UpdateRate()
    /// The current frame's time, the clock transactions start at.
    var clock = 0.0
    var layoutRefreshedAt = 0.0
    var labelsRefreshedAt = 0.0
    /// Whether streamed updates changed `peopleByID` since `cast.request.people` was last rebuilt from it.
    var castIsStale = false

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
        do {
            cast = try Cast(options)
        } catch {
            throw DemoError(error)
        }
        seeds = SeededGenerator(seed: cast.request.seed)
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
        windowSize = renderer.windowSize

        if let maxRings = options.maxRings { cast.request.maxRings = maxRings }
        do {
            live = try LiveLayout(Self.shown(cast.request, hidingBlocked: screen.hidesBlocked))
        } catch {
            throw DemoError(65, "cannot lay the people out: \(error)")
        }
        rings = live.rings
        shownLayout = live.result()
        scene = try Self.makeScene(live)
        scene.reducedMotion = options.reducedMotion
        if let path = options.feed {
            do {
                var feed = try FeedFile(contentsOf: path)
                for index in feed.entries.indices {
                    if case .upsert(var person) = feed.entries[index].update {
                        Cast.resolveAvatar(of: &person, inFileAt: path)
                        feed.entries[index].update = .upsert(person)
                    }
                }
                var skips = SkippedFeedLines(source: path)
                for skip in feed.skipped { skips.report(skip, say: Self.say) }
                feedSkips = skips
                self.feed = feed.entries.isEmpty ? nil : feed
            } catch {
                throw DemoError(error)
            }
        }
        if let rate = options.liveRate {
            simulation = CrowdSimulation(rate: rate, churn: options.liveChurn, seed: cast.request.seed &+ 2, ids: shownLayout.nodes.map(\.id))
        }
        var motion = OrbitInteraction.Configuration()
        if options.reducedMotion { motion.spinner = .reducedMotion }
        interaction = OrbitInteraction(
            rings: shownLayout.rings, center: shownLayout.center, camera: Self.camera(centering: shownLayout.center, in: windowSize), configuration: motion)
        interaction.setViewport(Rect(width: windowSize.width, height: windowSize.height))
        // Start seeing everyone when that still shows faces; a crowd starts at scale 1 and Home shows it whole.
        if let fit = interaction.fitCamera, 2 * shownLayout.avatarRadius * fit.scale >= 1.5 * scene.style.minimumAvatarDiameter {
            interaction.showAll(time: 0, animated: false)
        }
        peopleByID = PeopleIndex(cast.request.people)
        reportSkipped(cast.refused + layout.rejected + layout.unplaced)
    }

    /// Runs frames until Esc, the window closes, or the scripted frame count is reached.
    func run() throws(DemoError) {
        let frameCount = options.frames ?? replay.map { (try? $0.playbackFrameCount(step: Self.scriptedStep)) ?? 1 }
            ?? (renderer.isOffscreen ? DemoOptions.defaultOffscreenFrames : nil)
        if renderer.isOffscreen {
            say("rendering offscreen (\(renderer.rendererName) renderer, no window) for \(frameCount ?? 0) frames")
        }
        var frame = 0
        var settling: (start: Double, quietFrames: Int)?
        while isRunning {
            let time = frameCount == nil ? now() : Double(frame) * Self.scriptedStep
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
        if frameCount == nil, let path = options.screenshot {
            try drawFrame(at: now(), screenshot: path)
        }
        if let summary = feedSkips?.summary { say(summary) }
        try writeStatistics()
    }

    /// One frame at `time`: input, scene update, texture traffic, draw, present; its work time is recorded.
    private func step(at time: Double, screenshot: String?) throws(DemoError) {
        let start = now(), cpuStart = FrameTimes.threadCPUSeconds()
        if QuitSignals.isRequested { isRunning = false }
        if replay != nil {
            applyReplay(until: time)
            pollQuit()
        } else {
            pollEvents(frameTime: time)
        }
        // The screenshot is not frame work: its time is left out, and reported on its own.
        let screenshotTime = try drawFrame(at: time, screenshot: screenshot)
        let end = now()
        if startupMs == nil {
            startupMs = Double(DispatchTime.now().uptimeNanoseconds - launchTime.uptimeNanoseconds) / 1e6 - screenshotTime.wall * 1000
        }
        frameTimes.record(milliseconds: (end - start - screenshotTime.wall) * 1000)
        frameCPUTimes.record(milliseconds: (FrameTimes.threadCPUSeconds() - cpuStart - screenshotTime.cpu) * 1000)
        frameEnds.append(end)
        if frameEnds.count > frameTimes.window { frameEnds.removeFirst(frameEnds.count - frameTimes.window) }
    }

    /// Draws and presents the frame at `time`, saving it to `screenshot` first if given.
    /// - Returns: the time spent saving the screenshot.
    @discardableResult
    private func drawFrame(at time: Double, screenshot: String?) throws(DemoError) -> WorkTime {
        windowSize = renderer.windowSize
        let viewport = Rect(width: windowSize.width, height: windowSize.height)
        if interaction.viewport != viewport { interaction.setViewport(viewport) }
        interaction.advance(to: time)
        stepLive(at: time)
        let output: FrameOutput
        do {
            output = try scene.update(
                offsets: interaction.offsets(at: time), viewport: viewport,
                camera: interaction.camera)
        } catch {
            throw DemoError(70, "scene update failed: \(error)")
        }
        lastVisible = output.drawnCount
        maxVisible = max(maxVisible, output.drawnCount)
        avatars.update(output.avatars, pinned: cardPhotoDemand(), viewport: viewport,
                       pixelsPerPoint: renderer.outputScale, time: time)
        rests.record(camera: scene.lastCamera, time: time, wall: now(), avatars: avatars.statistics.frame)
        renderer.drawFrame(output.drawList + overlay(at: time), background: Self.background, time: time, avatars: avatars.appearance(of:))
        let screenshotTime = try screenshot.map { path throws(DemoError) in try saveScreenshot(to: path) } ?? .zero
        renderer.present()
        return screenshotTime
    }

    /// Waits out the rest of a 60 Hz frame that started at `start`, so a live run without vsync (the
    /// software renderer) does not spin a core drawing frames nobody sees; with vsync there is nothing left.
    private func pace(frameStartedAt start: Double) {
        let left = start + Self.scriptedStep - now()
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
        FileHandle.standardError.write(Data("orbit-demo: \(message)\n".utf8))
    }

    private func writeStatistics() throws(DemoError) {
        guard let path = options.stats else { return }
        rests.finish()
        let statistics = RunStatistics(
            frameTimes: frameTimes.all, frameCPUTimes: frameCPUTimes.all, people: scene.count, maxVisible: maxVisible, textures: avatars.statistics,
            decoding: avatars.source.pipeline.statistics, images: avatars.source.statistics, rests: rests,
            avatarCopyBytesPeak: renderer.avatarCopyBytesPeak,
            text: renderer.textStatistics, renderer: renderer.rendererName, decoders: options.decoders, screenshotMs: screenshotMs, startupMs: startupMs ?? 0,
            screen: RunStatistics.Screen(selected: scene.selectedID, hudVisible: screen.showsHUD, zoom: scene.lastCamera.scale,
                                         fitZoom: interaction.fitCamera?.scale ?? scene.lastCamera.scale))
        do {
            try OutputFile.write(try statistics.json(), to: path)
        } catch let error as FileError {
            throw DemoError(error)
        } catch {
            throw DemoError(70, "cannot encode the statistics: \(error)")
        }
        say("wrote statistics to \(path)")
    }

    /// The residency over this renderer and the people's avatar files, with `--decoders` decoder threads and
    /// the `--texture-budget` (default: `AvatarResidency.defaultBudget` for the drawable's pixels).
    private func makeAvatars() -> Avatars {
        let pipeline = DecodePipeline(maxConcurrentDecodes: options.decoders, warnings: renderer.warnings)
        let source = SDLAvatarSource(pipeline: pipeline) { [unowned self] id in peopleByID[id]?.avatar }
        let budget = options.textureBudgetBytes
            ?? Avatars.defaultBudget(pixelWidth: renderer.pixelWidth, pixelHeight: renderer.pixelHeight)
        return Avatars(renderer: renderer, source: source, configuration: .init(budgetBytes: budget))
    }

    // MARK: Layout

    /// `request` with blocked people left out when they are hidden (`B` shows them).
    static func shown(_ request: LayoutRequest, hidingBlocked: Bool) -> LayoutRequest {
        guard hidingBlocked else { return request }
        var shown = request
        shown.people.removeAll { $0.relation == .blocked }
        return shown
    }

    /// The scene's style: zooming out is limited by the fit view (`OrbitInteraction.minimumScale`), not by the
    /// scene, so a crowd of many rings can still be seen whole.
    static let sceneStyle = SceneStyle(zoomLimits: ZoomLimits(minScale: 1e-4, maxScale: 4))

    static func makeScene(_ live: LiveLayout) throws(DemoError) -> RingScene {
        do {
            return try RingScene(live: live, style: sceneStyle)
        } catch {
            throw DemoError(65, "cannot build the scene: \(error)")
        }
    }

    /// The camera that shows the layout centre in the middle of a window of `size`, at scale 1.
    static func camera(centering center: Point, in size: Size) -> Camera {
        Camera(scale: 1, translation: Point(x: size.width / 2 - center.x, y: size.height / 2 - center.y))
    }

    /// Says once on stderr who was skipped (count and the first few); the HUD keeps showing the count.
    func reportSkipped(_ issues: [PersonIssue]) {
        skipped = issues
        if let summary = Cast.skippedSummary(issues) { say(summary) }
    }

    static func loadTrace(_ path: String) throws(DemoError) -> PointerTrace {
        let trace: PointerTrace
        do {
            trace = try TraceFile(contentsOf: path).trace
        } catch {
            throw DemoError(error)
        }
        try checkKeyNames(trace, file: path)
        do {
            // Refused here, not found out by an integer trap or an endless run.
            _ = try trace.playbackFrameCount(step: scriptedStep)
        } catch {
            throw DemoError(65, "\(path): \(error)")
        }
        return trace
    }
}
