import ArgumentParser
import Foundation
import OrbitCLI
import OrbitFiles
import OrbitGeometry
import OrbitLayout
import OrbitSDL
import OrbitScene
import OrbitSession

/// The command line of `orbit-demo`, parsed by swift-argument-parser: a bad flag or value exits 64.
struct DemoOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orbit-demo",
        abstract: "People around you on rings, nearer people on inner rings, in an SDL2 window.",
        discussion: """
            Each ring's label says its distance band and how many it holds. Drag a ring \
            to turn it (it coasts when flung), click a person for their card, scroll to \
            zoom about the pointer, Home to see everyone, / to find someone by name. \
            Changes animate: newcomers grow in, movers glide or spiral, leavers fade.

            Keys (? in the window lists them with the legend):
              Tab / Shift+Tab  focus the next / previous person (reading order: rings
                               from the centre, clockwise from 12 o'clock)
              Return           open the focused person's card
              Left / Right     turn the focused ring
              Home             fit everyone (also: double-click)
              /                find by name (Return picks the best match)
              ?  help   H  HUD   L  legend   B  show/hide blocked people
              R  new seed (keeps the selection)   + / -  people arrive / leave
              PageUp / PageDown  scroll the "+N" list
              Esc  close the search, help, list, card or focus (never quits)
              Q, Ctrl+Q  quit

            Exit status: 0 done, 64 bad flag, 65 bad data, 66 unreadable input, 69 no \
            display or renderer, 70 internal failure, 73 an output cannot be created, \
            74 writing it failed, 128+N ended by signal N.
            """)

    /// Where people come from.
    enum People: Sendable, Equatable {
        /// A people file (the `orbit-layout place` input); avatar paths are relative to it.
        case file(String)
        /// A synthetic crowd of `count` people drawn from `seed`.
        case crowd(count: Int, seed: UInt64)
    }

    /// `--live` updates per second unless `--live-rate` says otherwise.
    static let defaultLiveRate = 200.0
    /// Share of `--live` updates that are arrivals or departures unless `--live-churn` says otherwise.
    static let defaultLiveChurn = 0.1
    /// Frames in a row with no avatar load in flight after which `--settle` counts the avatars settled.
    static let settledFrames = 30
    /// Frames an offscreen run makes when neither `--frames` nor `--replay` says how many.
    static let defaultOffscreenFrames = 180
    /// Most people a synthetic crowd may have.
    static let maxCrowd = 2_000_000

    @Option(
        name: .customLong("people"),
        help: ArgumentHelp(
            "The people file (default Assets/people.json; avatar paths are relative to it, http:// and https:// "
                + "avatars are fetched and kept in the image cache).",
            valueName: "FILE"),
        transform: ArgumentValue.path)
    var peopleFile: String?

    /// The folder of cached avatar downloads; `nil`: the platform's (`DiskCache.defaultDirectory()`).
    @Option(
        help: ArgumentHelp("Where fetched avatars are cached (default $XDG_CACHE_HOME/orbit, else ~/.cache/orbit).", valueName: "DIR"),
        transform: ArgumentValue.path)
    var imageCache: String?

    @Option(
        help: ArgumentHelp(
            "Instead, a synthetic crowd of N people (1…\(maxCrowd)) from --seed: distances from 20 m to 1000 km, "
                + "relations, ~30% inactive, avatars cycling over Assets/avatars/.",
            valueName: "N"),
        transform: { try ArgumentValue.integer($0, in: 1...DemoOptions.maxCrowd) })
    var users: Int?

    @Option(help: ArgumentHelp("The crowd's seed, with --users (default 1).", valueName: "S"), transform: { try ArgumentValue.integer($0, in: 0...UInt64.max) })
    var seed: UInt64?

    /// Overrides the people file's placement mode.
    @Option(help: ArgumentHelp("random or bearing (default: the file's, else random).", valueName: "MODE"), transform: ArgumentValue.placement)
    var placement: PlacementMode?

    /// Caps the rings (overrides the file's `maxRings`); those who do not fit are listed behind a "+N" chip.
    @Option(
        help: ArgumentHelp(
            "At most N rings (1…10000; default: the file's, else as many as needed); people who do not fit are "
                + "counted on a \"+N\" chip on the last ring's label, which opens a scrollable list of them.",
            valueName: "N"),
        transform: { try ArgumentValue.integer($0, in: 1...10_000) })
    var maxRings: Int?

    @Option(help: ArgumentHelp("Window size in points (default 1280x800).", valueName: "WxH"), transform: ArgumentValue.windowSize)
    var size: OrbitSize?

    /// Quit after this many frames; scripted runs use a virtual 1/60 s frame step.
    @Option(
        help: ArgumentHelp("Quit after N frames, stepping time by 1/60 s per frame (no vsync).", valueName: "N"),
        transform: { try ArgumentValue.integer($0, in: 1...10_000_000) })
    var frames: Int?

    @Option(
        help: ArgumentHelp(
            "Play a trace (orbit-layout spin format, window coordinates) as input, stepping time by 1/60 s; runs to "
                + "the trace's duration unless --frames says otherwise. Besides down/move/up "
                + #"(with "source":"touch" for a finger, which hovers nowhere once lifted) it plays "#
                + #"{"t","type":"leave"} (the pointer left the window), "#
                + #"{"t","type":"cancel"} (the press ends without a click), "#
                + #"{"t","type":"wheel","x","y","dy"} (dy notches at x,y; > 0 zooms in), "#
                + #"{"t","type":"key","key":"Tab"} (a key name: Escape, Enter, ArrowLeft, H, … or SDL's Return, Left; "#
                + #"modifiers first: "Shift+Tab", "Ctrl+R"; at most 64 bytes; a key down and up, no text), "#
                + #"{"t","type":"text","text":"ann"} (typed text), "#
                + #"{"t","type":"pinch","x","y","scale"} (two fingers, scale 0.01…100) and "#
                + #"{"t","type":"twist","x","y","angle"} (two fingers, radians clockwise, −π…π), as the window's "#
                + "input would give them.",
            valueName: "TRACE.json"),
        transform: ArgumentValue.path)
    var replay: String?

    /// In a scripted run, at most this many seconds of real time after the last scripted frame to wait for
    /// avatar loads to finish before the screenshot and statistics.
    @Option(
        help: ArgumentHelp(
            "Scripted runs only: after the last scripted frame, keep stepping frames until no avatar load is in "
                + "flight (\(settledFrames) frames in a row) or S seconds of real time pass (0.1…600), then take the "
                + "screenshot and statistics, so a check of the end state does not depend on how fast the machine decodes.",
            valueName: "S"),
        transform: { try ArgumentValue.number($0, in: 0.1...600) })
    var settle: Double?

    @Option(
        help: ArgumentHelp("Save the last frame (its time is not a frame's: screenshotMs in --stats).", valueName: "FILE.png"),
        transform: ArgumentValue.path)
    var screenshot: String?

    @Option(
        help: ArgumentHelp(
            "Write frame times (update + draw + present work per frame, in ms) and texture, decode and memory "
                + "counters on exit.",
            valueName: "FILE.json"),
        transform: ArgumentValue.path)
    var stats: String?

    @Option(
        help: ArgumentHelp(
            "Avatar decoder threads, at lower priority (default: the cores: \(DecodePipeline.defaultConcurrency) here).",
            valueName: "N"),
        transform: { try ArgumentValue.integer($0, in: 1...256) })
    var decoders = DecodePipeline.defaultConcurrency

    @Option(
        name: .customLong("texture-budget"),
        help: ArgumentHelp(
            "Most avatar texture memory, in MB (10^6 bytes; default: 16 bytes per window pixel, 16.4 MB at "
                + "1280x800: everyone visible fits at a sharp size step at any zoom that shows avatars, with room "
                + "for the prefetch band).",
            valueName: "MB"),
        transform: { try ArgumentValue.integer($0, in: 1...65_536) })
    var textureBudgetMegabytes: Int?

    @Option(name: .customLong("theme"), help: ArgumentHelp("dark (default) or light.", valueName: "NAME"), transform: ArgumentValue.theme)
    var themeOption: Theme?

    @Option(
        help: ArgumentHelp("Overlay text and rows this much larger, 1…2 (default 1); panels still fit the window.", valueName: "F"),
        transform: { try ArgumentValue.number($0, in: 1...2) })
    var textScale: Double?

    @Flag(help: "Use SDL's software renderer even with a window.")
    var software = false

    @Flag(help: "No window: render offscreen (software); without --frames or --replay it runs \(defaultOffscreenFrames) frames.")
    var offscreen = false

    /// An update feed (`orbit-layout live` format) replayed in real time from the start.
    @Option(
        help: ArgumentHelp(
            "Replay an update feed (orbit-layout live format: one JSON line per update, "
                + #"{"t","op":"upsert","person":{...}} or {"t","op":"remove","id"}) in real time from the start; "#
                + "bad lines and updates the layout refuses (removal of an unknown id, an invalid person) are listed "
                + "on stderr as FILE:LINE: skipped: REASON (the first \(SkippedLineReport.defaultListed), then counted).",
            valueName: "FILE"),
        transform: ArgumentValue.path)
    var feed: String?

    @Flag(
        help: ArgumentHelp(
            "A living crowd: people walk (up to \(Int(CrowdSimulation.walkStep)) m per report, 5 s at walking pace), "
                + "go idle and come back, arrive and leave; the HUD shows updates per second."))
    var live = false

    @Option(
        name: .customLong("live-rate"),
        help: ArgumentHelp("Updates per second of --live (0.1…100000, default \(Int(defaultLiveRate))).", valueName: "N"),
        transform: { try ArgumentValue.number($0, in: 0.1...100_000) })
    var liveRateOption: Double?

    /// Share of the simulated updates that are arrivals or departures.
    @Option(
        help: ArgumentHelp("Share of --live updates that are arrivals or departures (0…1, default \(defaultLiveChurn)).", valueName: "F"),
        transform: { try ArgumentValue.number($0, in: 0...1) })
    var liveChurn = DemoOptions.defaultLiveChurn

    @Flag(help: "Moves become short cross-fades instead of glides, flung rings coast briefly.")
    var reducedMotion = false

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "The words and numbers shown: en, de or ar (right to left), or a locale such as de_DE.UTF-8 (default: "
                + "the environment's LC_ALL, LC_MESSAGES or LANG; English for any other language).",
            valueName: "NAME"),
        transform: ArgumentValue.locale)
    var localeOption: OrbitStrings?

    func validate() throws {
        if seed != nil, users == nil { throw ValidationError("--seed goes with --users N") }
        if settle != nil, !isScripted { throw ValidationError("--settle goes with --frames or --replay") }
        if users != nil, peopleFile != nil { throw ValidationError("use either --people FILE or --users N, not both") }
    }

    /// Where people come from: `--users` (with `--seed`), else `--people`, else Assets/people.json.
    var people: People {
        if let users { .crowd(count: users, seed: seed ?? 1) } else { .file(peopleFile ?? "Assets/people.json") }
    }

    var width: Int { Int(size?.width ?? 1280) }
    var height: Int { Int(size?.height ?? 800) }

    /// The avatar texture budget; `nil`: `AvatarResidency.defaultBudget` for the window's pixels.
    var textureBudgetBytes: Int? { textureBudgetMegabytes.map { $0 * 1_000_000 } }

    /// Simulated updates per second: `--live-rate`, else `defaultLiveRate` with `--live`; `nil` for no living crowd.
    var liveRate: Double? { liveRateOption ?? (live ? Self.defaultLiveRate : nil) }

    /// Colours, text sizes and the drawing contract: `--theme` (default dark) at `--text-scale`.
    var theme: Theme {
        var theme = themeOption ?? .dark
        if let textScale { theme.textScale = textScale }
        return theme
    }

    /// The words overlays show: `--locale`, else the environment's LC_ALL, LC_MESSAGES or LANG.
    var strings: OrbitStrings { localeOption ?? .environment(ProcessInfo.processInfo.environment) }

    /// Whether time advances by a fixed virtual step rather than the clock.
    var isScripted: Bool { frames != nil || replay != nil }
}
