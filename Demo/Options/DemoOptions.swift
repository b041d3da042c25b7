import Foundation
import OrbitFiles
import OrbitLayout
import OrbitSDL
import OrbitSession

/// The command line of `orbit-demo`.
struct DemoOptions: Sendable {
    /// Where people come from.
    enum People: Sendable, Equatable {
        /// A people file (the `orbit-layout place` input); avatar paths are relative to it.
        case file(String)
        /// A synthetic crowd of `count` people drawn from `seed`.
        case crowd(count: Int, seed: UInt64)
    }

    var people = People.file("Assets/people.json")
    /// Overrides the people file's placement mode.
    var placement: PlacementMode?
    /// Caps the rings (overrides the file's `maxRings`); those who do not fit are listed behind a "+N" chip.
    var maxRings: Int?
    var width = 1280
    var height = 800
    /// Quit after this many frames; scripted runs use a virtual 1/60 s frame step.
    var frames: Int?
    /// In a scripted run, at most this many seconds of real time after the last scripted frame to wait for
    /// avatar loads to finish before the screenshot and statistics.
    var settle: Double?
    var screenshot: String?
    var stats: String?
    var replay: String?
    var decoders = DecodePipeline.defaultConcurrency
    /// The avatar texture budget; `nil`: `AvatarResidency.defaultBudget` for the window's pixels.
    var textureBudgetBytes: Int?
    /// The folder of cached avatar downloads; `nil`: the platform's (`DiskCache.defaultDirectory()`).
    var imageCache: String?
    var software = false
    var offscreen = false
    var showHelp = false
    /// An update feed (`orbit-layout live` format) replayed in real time from the start.
    var feed: String?
    /// With `--live`: simulated updates per second.
    var liveRate: Double?
    /// Share of the simulated updates that are arrivals or departures.
    var liveChurn = DemoOptions.defaultLiveChurn
    var reducedMotion = false
    /// Colours, text sizes and the drawing contract (`--theme`, `--text-scale`).
    var theme = Theme.dark
    /// The words overlays show (`--locale`; default: the environment's LC_ALL, LC_MESSAGES or LANG).
    var strings = OrbitStrings.environment(ProcessInfo.processInfo.environment)

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

    /// Whether time advances by a fixed virtual step rather than the clock.
    var isScripted: Bool { frames != nil || replay != nil }

    static let usage = """
        usage: orbit-demo [options]

        People around you on rings, nearer people on inner rings; each ring's label says its distance
        band and how many it holds. Drag a ring to turn it (it coasts when flung), click a person for
        their card, scroll to zoom about the pointer, Home to see everyone, / to find someone by name.

        people:
          --people FILE          people file (default Assets/people.json; avatar paths are relative to it,
                                 http:// and https:// avatars are fetched and kept in the image cache)
          --image-cache DIR      where fetched avatars are cached (default $XDG_CACHE_HOME/orbit, else
                                 ~/.cache/orbit)
          --users N --seed S     instead, a synthetic crowd of N people (1…\(maxCrowd)) from seed S (default 1):
                                 distances from 20 m to 1000 km, relations, ~30% inactive, avatars cycling over
                                 Assets/avatars/
          --placement MODE       random or bearing (default: the file's, else random)
          --max-rings N          at most N rings (1…10000; default: the file's, else as many as needed);
                                 people who do not fit are counted on a "+N" chip on the last ring's
                                 label, which opens a scrollable list of them

        window and runs:
          --size WxH             window size in points (default 1280x800)
          --frames N             quit after N frames, stepping time by 1/60 s per frame (no vsync)
          --replay TRACE.json    play a trace (orbit-layout spin format, window coordinates) as input,
                                 stepping time by 1/60 s; runs to the trace's duration unless --frames
                                 says otherwise. Besides down/move/up (with "source":"touch" for a
                                 finger, which hovers nowhere once lifted) it plays
                                 {"t","type":"leave"} (the pointer left the window),
                                 {"t","type":"cancel"} (the press ends without a click),
                                 {"t","type":"wheel","x","y","dy"} (dy notches at x,y; > 0 zooms in),
                                 {"t","type":"key","key":"Tab"} (a key name: Escape, Enter, ArrowLeft,
                                 H, … or SDL's Return, Left; modifiers first: "Shift+Tab", "Ctrl+R"; at most 64 bytes;
                                 a key down and up, no text),
                                 {"t","type":"text","text":"ann"} (typed text),
                                 {"t","type":"pinch","x","y","scale"} (two fingers, scale 0.01…100) and
                                 {"t","type":"twist","x","y","angle"} (two fingers, radians clockwise,
                                 −π…π), as the window's input would give them
          --settle S             scripted runs only: after the last scripted frame, keep stepping frames
                                 until no avatar load is in flight (\(DemoOptions.settledFrames) frames in a row) or S seconds
                                 of real time pass (0.1…600), then take the screenshot and statistics, so a
                                 check of the end state does not depend on how fast the machine decodes
          --screenshot FILE.png  save the last frame (its time is not a frame's: screenshotMs in --stats)
          --stats FILE.json      write frame times (update + draw + present work per frame, in ms) and
                                 texture, decode and memory counters on exit
          --decoders N           avatar decoder threads, at lower priority (default: the cores:
                                 \(DecodePipeline.defaultConcurrency) here)
          --texture-budget MB    most avatar texture memory, in MB (10^6 bytes; default: 16 bytes per
                                 window pixel, 16.4 MB at 1280x800: everyone visible fits at a sharp size
                                 step at any zoom that shows avatars, with room for the prefetch band)
          --theme NAME           dark (default) or light
          --text-scale F         overlay text and rows this much larger, 1…2 (default 1); panels still
                                 fit the window
          --software             use SDL's software renderer even with a window
          --offscreen            no window: render offscreen (software); without --frames or --replay it
                                 runs \(defaultOffscreenFrames) frames
          -h, --help             this text

        exit status: 0 done, 64 bad flag, 65 bad data, 66 unreadable input, 69 no display or renderer,
          70 internal failure, 73 an output cannot be created, 74 writing it failed, 128+N ended by signal N

        living screen (changes animate: newcomers grow in, movers glide or spiral, leavers fade):
          --feed FILE            replay an update feed (orbit-layout live format: one JSON line per
                                 update, {"t","op":"upsert","person":{...}} or {"t","op":"remove","id"})
                                 in real time from the start; bad lines and updates the layout refuses
                                 (removal of an unknown id, an invalid person) are listed on stderr as
                                 FILE:LINE: skipped: REASON (the first \(SkippedLineReport.defaultListed), then counted)
          --live                 a living crowd: people walk (up to \(Int(CrowdSimulation.walkStep)) m per report, 5 s at
                                 walking pace), go idle and come back, arrive and leave; the HUD shows
                                 updates per second
          --live-rate N          updates per second of --live (0.1…100000, default \(Int(defaultLiveRate)))
          --live-churn F         share of --live updates that are arrivals or departures (0…1,
                                 default \(defaultLiveChurn))
          --reduced-motion       moves become short cross-fades instead of glides, flung rings
                                 coast briefly
          --locale NAME          the words and numbers shown: en, de or ar (right to left), or a
                                 locale such as de_DE.UTF-8 (default: the environment's LC_ALL,
                                 LC_MESSAGES or LANG; English for any other language)

        keys (? in the window lists them with the legend):
          Tab / Shift+Tab  focus the next / previous person (reading order: rings from the centre,
                           clockwise from 12 o'clock)      Return  open the focused person's card
          Left / Right     turn the focused ring           Home  fit everyone (also: double-click)
          /                find by name (Return picks the best match)
          ?  help   H  HUD   L  legend   B  show/hide blocked people   R  new seed (keeps the selection)
          + / -  people arrive / leave   PageUp / PageDown  scroll the "+N" list
          Esc  close the search, help, list, card or focus (never quits)    Q, Ctrl+Q  quit
        """

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Parses `arguments` (without the program name).
    /// - Throws: `UsageError` naming the bad flag or value.
    init(arguments: [String]) throws(UsageError) {
        var crowdCount: Int?
        var crowdSeed: UInt64?
        var peopleFile: String?
        var remaining = arguments[...]
        func value(_ flag: String) throws(UsageError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw UsageError(description: "\(flag) needs a value") }
            return next
        }
        func number<T: FixedWidthInteger>(_ flag: String, _ range: ClosedRange<T>) throws(UsageError) -> T {
            let text = try value(flag)
            guard let number = T(text), range.contains(number) else {
                throw UsageError(description: "\(flag) must be a whole number in \(range.lowerBound)…\(range.upperBound), got '\(text)'")
            }
            return number
        }
        func fraction(_ flag: String, _ range: ClosedRange<Double>) throws(UsageError) -> Double {
            let text = try value(flag)
            guard let number = Double(text), range.contains(number) else {
                throw UsageError(description: "\(flag) must be a number in \(range.lowerBound)…\(range.upperBound), got '\(text)'")
            }
            return number
        }
        while let flag = remaining.popFirst() {
            switch flag {
            case "--people": peopleFile = try value(flag)
            case "--users": crowdCount = try number(flag, 1...Self.maxCrowd)
            case "--seed": crowdSeed = try number(flag, 0...UInt64.max)
            case "--placement":
                let name = try value(flag)
                guard let mode = PlacementMode(rawValue: name) else {
                    throw UsageError(description: "--placement must be random or bearing, got '\(name)'")
                }
                placement = mode
            case "--size":
                let text = try value(flag)
                let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w), (1...16384).contains(h) else {
                    throw UsageError(description: "--size must be WxH with sides 1…16384, got '\(text)'")
                }
                (width, height) = (w, h)
            case "--max-rings": maxRings = try number(flag, 1...10_000)
            case "--frames": frames = try number(flag, 1...10_000_000)
            case "--settle": settle = try fraction(flag, 0.1...600)
            case "--screenshot": screenshot = try value(flag)
            case "--stats": stats = try value(flag)
            case "--replay": replay = try value(flag)
            case "--decoders": decoders = try number(flag, 1...256)
            case "--image-cache": imageCache = try value(flag)
            case "--texture-budget": textureBudgetBytes = try number(flag, 1...65_536) * 1_000_000
            case "--software": software = true
            case "--offscreen": offscreen = true
            case "--feed": feed = try value(flag)
            case "--live": liveRate = liveRate ?? Self.defaultLiveRate
            case "--live-rate": liveRate = try fraction(flag, 0.1...100_000)
            case "--live-churn": liveChurn = try fraction(flag, 0...1)
            case "--reduced-motion": reducedMotion = true
            case "--theme":
                let name = try value(flag)
                guard let named = Theme.named[name] else { throw UsageError(description: "--theme must be dark or light, got '\(name)'") }
                let scale = theme.textScale
                theme = named
                theme.textScale = scale
            case "--text-scale": theme.textScale = try fraction(flag, 1...2)
            case "--locale":
                let name = try value(flag)
                guard let shipped = OrbitStrings.shipped(locale: name) else {
                    throw UsageError(description: "--locale '\(name)': no words for that language (shipped: en, de, ar)")
                }
                strings = shipped
            case "-h", "--help": showHelp = true
            default: throw UsageError(description: "unknown option '\(flag)'")
            }
        }
        if crowdSeed != nil, crowdCount == nil { throw UsageError(description: "--seed goes with --users N") }
        if settle != nil, !isScripted { throw UsageError(description: "--settle goes with --frames or --replay") }
        if let crowdCount {
            if peopleFile != nil { throw UsageError(description: "use either --people FILE or --users N, not both") }
            people = .crowd(count: crowdCount, seed: crowdSeed ?? 1)
        } else if let peopleFile {
            people = .file(peopleFile)
        }
    }
}
