import ArgumentParser
import Foundation
import OrbitFiles
import OrbitGeometry
import OrbitMotion
import OrbitLayout
import OrbitScene
import OrbitSession

/// `orbit-layout play`: the headless front end. Drives an `OrbitSession` with a people file and a replay
/// trace on the virtual 1/60 s clock, as `orbit-demo --replay` does, and writes the last frame as JSON or SVG.
struct PlayCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Plays a replay trace into the session orbit-demo runs and writes the last frame.",
        discussion: discussion)

    /// Most people a synthetic crowd may have (as `orbit-demo --users`).
    static let maxCrowd = 2_000_000

    @Argument(help: ArgumentHelp("The people file (the input of 'orbit-layout place'); '-' reads standard input.", valueName: "PEOPLE.json"), transform: ArgumentValue.path)
    var people: String

    @Option(
        help: ArgumentHelp(
            "The input to replay (orbit-demo --replay format: pointer, wheel, key and text events, window "
                + "coordinates); without it, the first frame.",
            valueName: "FILE"),
        transform: ArgumentValue.path)
    var replay: String?

    @Option(help: ArgumentHelp("Window size in points, sides 1…16384 (default 1280x800).", valueName: "WxH"), transform: ArgumentValue.windowSize)
    var size: OrbitSize?

    @Option(help: ArgumentHelp("random or bearing (default: the file's).", valueName: "MODE"), transform: ArgumentValue.placement)
    var placement: PlacementMode?

    @Option(help: ArgumentHelp("At most N rings, 1…10000 (default: the file's).", valueName: "N"), transform: { try ArgumentValue.integer($0, in: 1...10_000) })
    var maxRings: Int?

    @Option(
        help: ArgumentHelp(
            "Replace the file's people with orbit-demo's synthetic crowd of N (1…\(DistanceText.count(maxCrowd))); "
                + "the file still gives the scene settings.",
            valueName: "N"),
        transform: { try ArgumentValue.integer($0, in: 1...PlayCommand.maxCrowd) })
    var users: Int?

    @Option(help: ArgumentHelp("The crowd's seed, with --users (default 1).", valueName: "S"), transform: { try ArgumentValue.integer($0, in: 0...UInt64.max) })
    var seed: UInt64?

    /// The key bindings of `--keys`.
    enum Keys: String, CaseIterable, ExpressibleByArgument {
        case app, demo

        var bindings: KeyBindings {
            switch self {
            case .app: .app
            case .demo: .demo
            }
        }
    }

    @Option(help: "Key bindings: app (focus, search, help, legend, fit, turn) or demo (app's and + - R H B Q Ctrl+Q).")
    var keys = Keys.demo

    @Option(help: ArgumentHelp("dark or light: the SVG's colours and the frame's draw list (default: dark).", valueName: "NAME"), transform: ArgumentValue.theme)
    var theme: Theme?

    @Option(help: ArgumentHelp("Overlay text and rows this much larger, 1…2 (default 1).", valueName: "F"), transform: { try ArgumentValue.number($0, in: 1...2) })
    var textScale: Double?

    @Option(
        help: ArgumentHelp(
            "The words and numbers shown: en, de or ar (or a locale such as de_DE.UTF-8); default: the environment's "
                + "LC_ALL, LC_MESSAGES or LANG, English for any other.",
            valueName: "NAME"),
        transform: ArgumentValue.locale)
    var locale: OrbitStrings?

    @Option(help: "The output format.")
    var format = PlaceCommand.Format.json

    @Option(help: ArgumentHelp("Write the frame to FILE instead of standard output.", valueName: "FILE"), transform: ArgumentValue.path)
    var out: String?

    func validate() throws {
        if people == "-", replay == "-" {
            throw ValidationError("standard input can feed either PEOPLE.json or --replay, not both")
        }
        if seed != nil, users == nil { throw ValidationError("--seed goes with --users N") }
    }

    func run(console: Console) throws(CLIError) {
        let peoplePath = people, replayPath = replay
        let size = size ?? OrbitSize(width: 1280, height: 800)
        try console.checkOutput(out)
        try console.checkOutputs([("--out", out)], replaceNone: [peoplePath, replayPath], usage: Self.usage)
        let input = try console.load(peoplePath, PeopleFile.init(data:source:))
        let trace = try replayPath.map { path throws(CLIError) in try console.load(path, TraceFile.init(data:source:)) }
        var request = input.request
        var refused = input.rejected
        if let users {
            var crowd = CrowdGenerator(seed: seed ?? 1, viewer: request.viewer ?? CrowdGenerator.defaultViewer, avatars: [])
            request.viewer = crowd.viewer
            request.people = crowd.next(users)
            request.seed = seed ?? 1
            refused = []
        }
        if let placement { request.placement = placement }
        if let maxRings { request.maxRings = maxRings }

        let replay: SessionReplay?
        do throws(PointerTrace.Invalid) {
            replay = try trace.map { file throws(PointerTrace.Invalid) in try SessionReplay(file.trace) }
        } catch {
            throw .trace(source: trace?.source ?? input.source, error)
        }
        let output: String
        do throws(SessionError) {
            var configuration = OrbitSession.Configuration()
            configuration.keyBindings = keys.bindings
            if let theme { configuration.theme = theme }
            if let textScale { configuration.theme.textScale = textScale }
            configuration.strings = locale ?? .environment(console.environment)
            var session = try OrbitSession(request: request, windowSize: size, configuration: configuration, refused: refused)
            let frame = if let replay { try session.play(replay) } else { try session.advance(to: 0) }
            output = switch format {
            case .json: SessionFrameJSON.text(frame) { session.live.node($0)?.ring }
            case .svg: SessionFrameSVG(frame: frame, theme: configuration.theme).render()
            }
        } catch {
            throw .session(source: trace.map { "\($0.source) with \(input.source)" } ?? input.source, error)
        }
        try console.write(output, to: out)
    }

    /// What `orbit-layout help play` and `play --help` print after the overview, before the usage and the
    /// options: the frame's JSON, the keys and the exit codes.
    static let discussion = """
        The headless front end: the same session orbit-demo runs (rings, labels, \
        card, search, focus, toggles, keys) on a virtual clock of 1/60 s per frame.

        JSON: {"t", "viewport": {"width", "height"}, "zoom", "fitZoom",
               "selected": id|null, "focused": id|null, "quit", "atRest",
               "people": [{"id", "x", "y", "radius", "ring", "opacity",
                           "saturation"}],
               "overlays": [{"kind", "x", "y", "width", "height",
                             "text": [lines]}]}
        "people" lists every person drawn, in window points; "ring" is null for \
        someone leaving. An overlay's kind is label, legend, card, help, search, \
        results, list, chip, focus, pulse, toast, empty, hud, north (bearing \
        placement) or tooltip; the search field's second line says how many match \
        and the results' lines are the names listed, in order. SVG draws that frame. \
        Text is measured approximately (0.55 em a character), as no fonts are used.

        Keys in the trace are named renderer-neutrally (Escape, Tab, Shift+Tab, \
        Enter, Home, ArrowLeft, ArrowRight, ArrowUp, ArrowDown, PageUp, PageDown, /, ?, \
        L; with --keys demo also H, B, R, +, -, Q, Ctrl+Q); SDL's spellings (Return, \
        Left, Keypad +) work too; other keys do nothing, and a name longer than 64 \
        bytes is refused.

        Exit codes: 64 usage, 65 bad people file or trace (with its key path), 66 \
        unreadable file, 73 --out cannot be created or replaced, 74 writing the \
        output failed.
        """
}
