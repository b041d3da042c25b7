import Foundation
import OrbitFiles
import OrbitSession

/// `orbit-layout play`: the headless front end. Drives an `OrbitSession` with a people file and a replay
/// trace on the virtual 1/60 s clock, as `orbit-demo --replay` does, and writes the last frame as JSON or SVG.
enum PlayCommand {
    static let usage = "usage: orbit-layout play PEOPLE.json [--replay TRACE.json] [--size WxH] [--placement random|bearing] "
        + "[--max-rings N] [--users N --seed S] [--keys app|demo] [--theme dark|light] [--text-scale F] [--locale en|de|ar] "
        + "[--format json|svg] [--out FILE]"

    /// Most people a synthetic crowd may have (as `orbit-demo --users`).
    static let maxCrowd = 2_000_000

    static let options = [
        OptionSpec("replay", value: "FILE", help: "the input to replay (orbit-demo --replay format: pointer, wheel, key\n"
            + "and text events, window coordinates); without it, the first frame"),
        OptionSpec("size", value: "WxH", help: "window size in points, sides 1…16384 (default 1280x800)"),
        OptionSpec("placement", value: "MODE", help: "random or bearing (default: the file's)"),
        OptionSpec("max-rings", value: "N", help: "at most N rings, 1…10000 (default: the file's)"),
        OptionSpec("users", value: "N", help: "replace the file's people with orbit-demo's synthetic crowd of N\n"
            + "(1…\(DistanceText.count(maxCrowd))); the file still gives the scene settings"),
        OptionSpec("seed", value: "S", help: "the crowd's seed, with --users (default 1)"),
        OptionSpec("keys", value: "app|demo", help: "key bindings: app (focus, search, help, legend, fit, turn) or demo\n"
            + "(app's and + - R H B Q Ctrl+Q) (default: demo)"),
        OptionSpec("theme", value: "NAME", help: "dark or light: the SVG's colours and the frame's draw list (default: dark)"),
        OptionSpec("text-scale", value: "F", help: "overlay text and rows this much larger, 1…2 (default 1)"),
        OptionSpec("locale", value: "NAME", help: "the words and numbers shown: en, de or ar (or a locale such as de_DE.UTF-8);\n"
            + "default: the environment's LC_ALL, LC_MESSAGES or LANG, English for any other"),
        OptionSpec("format", value: "json|svg", help: "output format (default: json)"),
        OptionSpec("out", value: "FILE", help: "write the frame to FILE instead of standard output"),
        OptionSpec("help", help: "show this help"),
    ]

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        let parsed = try ParsedArguments(arguments, specs: options, usage: usage)
        if parsed.flags.contains("help") {
            try console.write(help + "\n", to: nil)
            return
        }
        guard parsed.positionals.count == 1, let peoplePath = parsed.positionals.first else {
            throw CLIError.invalidArguments("play takes one PEOPLE.json, got \(parsed.positionals.count)", usage: usage)
        }
        let replayPath = parsed.values["replay"]
        if peoplePath == "-", replayPath == "-" {
            throw CLIError.invalidArguments("standard input can feed either PEOPLE.json or --replay, not both", usage: usage)
        }
        let formatName = parsed.values["format"] ?? PlaceCommand.Format.json.rawValue
        guard let format = PlaceCommand.Format(rawValue: formatName) else {
            throw CLIError.invalidArguments("unknown format '\(formatName)' (expected json or svg)", usage: usage)
        }
        let size = try parsed.values["size"].map(windowSize) ?? Size(width: 1280, height: 800)
        let placement = try parsed.values["placement"].map { name throws(CLIError) -> PlacementMode in
            guard let mode = PlacementMode(rawValue: name) else {
                throw CLIError.invalidArguments("unknown --placement '\(name)' (expected random or bearing)", usage: usage)
            }
            return mode
        }
        let maxRings = try parsed.values["max-rings"].map { text throws(CLIError) in try integer(text, "max-rings", 1...10_000) }
        let users = try parsed.values["users"].map { text throws(CLIError) in try integer(text, "users", 1...maxCrowd) }
        let seed = try parsed.values["seed"].map { text throws(CLIError) -> UInt64 in
            guard let seed = UInt64(text) else { throw CLIError.invalidArguments("--seed must be a whole number 0…\(UInt64.max), got '\(text)'", usage: usage) }
            return seed
        }
        if seed != nil, users == nil { throw CLIError.invalidArguments("--seed goes with --users N", usage: usage) }
        var configuration = OrbitSession.Configuration()
        switch parsed.values["keys"] ?? "demo" {
        case "app": configuration.keyBindings = .app
        case "demo": configuration.keyBindings = .demo
        case let name: throw CLIError.invalidArguments("unknown --keys '\(name)' (expected app or demo)", usage: usage)
        }
        if let name = parsed.values["theme"] {
            guard let theme = Theme.named[name] else {
                throw CLIError.invalidArguments("unknown --theme '\(name)' (expected dark or light)", usage: usage)
            }
            configuration.theme = theme
        }
        if let text = parsed.values["text-scale"] {
            guard let scale = Double(text), (1...2).contains(scale) else {
                throw CLIError.invalidArguments("--text-scale must be a number 1…2, got '\(text)'", usage: usage)
            }
            configuration.theme.textScale = scale
        }
        configuration.strings = try parsed.values["locale"].map { name throws(CLIError) in try locale(name) } ?? .environment(console.environment)

        try console.checkOutput(parsed.values["out"])
        try console.checkOutputs([("--out", parsed.values["out"])], replaceNone: [peoplePath, replayPath], usage: usage)
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

        let output: String
        do throws(SessionError) {
            let replay = try trace.map { file throws(SessionError) in try SessionReplay(file.trace) }
            var session = try OrbitSession(request: request, windowSize: size, configuration: configuration, refused: refused)
            let frame = if let replay { try session.play(replay) } else { try session.frame(at: 0) }
            output = switch format {
            case .json: SessionFrameJSON.text(frame) { session.live.node($0)?.ring }
            case .svg: SessionFrameSVG(frame: frame, theme: configuration.theme).render()
            }
        } catch {
            throw .session(source: trace.map { "\($0.source) with \(input.source)" } ?? input.source, error)
        }
        try console.write(output, to: parsed.values["out"])
    }

    /// `WxH` with whole sides 1…16384.
    static func windowSize(_ text: String) throws(CLIError) -> Size {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]), (1...16_384).contains(width), (1...16_384).contains(height) else {
            throw CLIError.invalidArguments("--size must be WxH with whole sides 1…16384, got '\(text)'", usage: usage)
        }
        return Size(width: Double(width), height: Double(height))
    }

    /// The shipped table for `--locale NAME`; a name in no shipped language is refused (64).
    static func locale(_ name: String) throws(CLIError) -> OrbitStrings {
        guard let strings = OrbitStrings.shipped(locale: name) else {
            let shipped = OrbitStrings.shipped.map(\.identifier).joined(separator: ", ")
            throw CLIError.invalidArguments("--locale '\(name)': no words for that language (shipped: \(shipped))", usage: usage)
        }
        return strings
    }

    static func integer(_ text: String, _ name: String, _ range: ClosedRange<Int>) throws(CLIError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw CLIError.invalidArguments("--\(name) must be a whole number \(range.lowerBound)…\(range.upperBound), got '\(text)'", usage: usage)
        }
        return value
    }

    static let help = """
        \(usage)

        The headless front end: plays a replay trace into the same session orbit-demo runs (rings, labels,
        card, search, focus, toggles, keys) on a virtual clock of 1/60 s per frame, and writes the last frame.

        JSON: {"t", "viewport": {"width", "height"}, "zoom", "fitZoom", "selected": id|null,
               "focused": id|null, "quit", "atRest",
               "people": [{"id", "x", "y", "radius", "ring", "opacity", "saturation"}]   (every person drawn,
                          window points; "ring" is null for someone leaving),
               "overlays": [{"kind", "x", "y", "width", "height", "text": [lines]}]}
        where kind is label, legend, card, help, search, results, list, chip, focus, pulse, toast, empty,
        hud, north (bearing placement) or tooltip; the search field's second line says how many match and
        the results' lines are the names listed, in order. SVG draws that frame. Text is measured approximately (0.55 em a character), as no fonts are used.

        Keys in the trace are named renderer-neutrally (Escape, Tab, Shift+Tab, Enter, Home, ArrowLeft,
        ArrowRight, ArrowUp, ArrowDown, PageUp, PageDown, /, ?, L; with --keys demo also H, B, R, +, -, Q,
        Ctrl+Q); SDL's spellings (Return, Left, Keypad +) work too; other keys do nothing, and
        a name longer than 64 bytes is refused.
        Exit codes: 64 usage, 65 bad people file or trace (with its key path), 66 unreadable file,
        73 --out cannot be created or replaced, 74 writing the output failed.

        options:
        \(options.helpText)
        """
}
