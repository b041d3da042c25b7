import Foundation
import OrbitFiles
import OrbitMotion

/// `orbit-layout spin`: replays a pointer trace through the ring spinner (a thin shell over
/// `OrbitMotion.TraceReplay`: decode, validate, replay, encode with sorted keys).
enum SpinCommand {
    static let options = [
        OptionSpec("trace", value: "FILE", help: "the pointer trace (JSON); '-' reads standard input"),
        OptionSpec("distance", value: "RULE", help: "coast: velocity-continuous (default: slows like a scroll view from the release speed) or original (D = v·T along the orbit curve over 0.7 s)"),
        OptionSpec("reduced-motion", help: "the short coast for people who ask for reduced motion (with velocity-continuous)"),
        OptionSpec("out", value: "FILE", help: "write the JSON here instead of standard output"),
    ]

    static let help = """
        usage: orbit-layout spin --trace FILE|- [--distance velocity-continuous|original] [--reduced-motion] [--out FILE]

        Replays a pointer gesture over one ring and prints every frame of the ring's motion.

        input:  {"center": {"x", "y"}, "fps", "duration",
                 "events": [{"t", "type": "down"|"move"|"up", "x", "y"}, ...]}   (seconds, scene points)
        output: {"frames": [{"t", "offset", "velocity", "phase": "drag"|"inertia"|"idle"}],
                 "release": {"velocity", "inertia", "distance"} | null}     (radians, rad/s)

        Frames run every 1/fps seconds from the first event up to t = duration. "release" describes the
        last release in the trace (null if the pointer never goes up). Events must be sorted by time;
        "up" needs an earlier "down". The demo's replay events {"t", "type": "wheel", "x", "y", "dy"},
        {"t", "type": "key", "key"} and {"t", "type": "text", "text"} are checked and otherwise ignored
        (they zoom and type in orbit-demo, they do not turn a ring). Exit codes: 64 usage (also an empty
        argument, or --out naming the trace), 65 bad trace (with its key path), 66 unreadable file, 73 --out
        cannot be created or replaced, 74 writing the output failed (a full disk, a closed standard output),
        128 + N ended by signal N (130 SIGINT, 143 SIGTERM, 129 SIGHUP, …).

        options:
        \(options.helpText)
        """

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        let parsed = try ParsedArguments(arguments, specs: options, usage: help)
        if let extra = parsed.positionals.first {
            throw CLIError.invalidArguments("spin: unexpected argument '\(extra)' (the trace goes after --trace)", usage: help)
        }
        guard let path = parsed.values["trace"] else {
            throw CLIError.invalidArguments("spin: missing --trace FILE", usage: help)
        }
        var configuration = RingSpinner.Configuration()
        if let rule = parsed.values["distance"] {
            guard let coast = coasts[rule] else {
                throw CLIError.invalidArguments("spin: unknown --distance '\(rule)' (expected velocity-continuous or original)", usage: help)
            }
            configuration.coast = coast
        }
        if parsed.flags.contains("reduced-motion") {
            guard configuration.coast != .original else {
                throw CLIError.invalidArguments("spin: --reduced-motion shortens the velocity-continuous coast, not --distance original", usage: help)
            }
            configuration.coast = .decay(.reducedMotion)
        }

        try console.checkOutput(parsed.values["out"])
        try console.checkOutputs([("--out", parsed.values["out"])], replaceNone: [path], usage: help)
        let file = try console.load(path, TraceFile.init(data:source:))
        let recording: TraceReplay.Recording
        do {
            recording = try TraceReplay.record(file.trace, configuration: configuration)
        } catch {
            throw .trace(source: file.source, error)
        }
        try console.write(try encode(recording), to: parsed.values["out"])
    }

    static let coasts: [String: RingSpinner.Coast] = [
        "velocity-continuous": .decay(.scrollView), "original": .original,
    ]

    /// The recording as pretty-printed JSON with sorted keys and a final newline.
    static func encode(_ recording: TraceReplay.Recording) throws(CLIError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(recording), as: UTF8.self) + "\n"
        } catch {
            throw .encodingFailed(what: "the frames", reason: "\(error)")
        }
    }
}
