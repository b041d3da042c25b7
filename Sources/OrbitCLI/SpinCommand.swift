import ArgumentParser
import Foundation
import OrbitFiles
import OrbitMotion

/// `orbit-layout spin`: replays a pointer trace through the ring spinner (a thin shell over
/// `OrbitMotion.TraceReplay`: decode, validate, replay, encode with sorted keys).
struct SpinCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "spin",
        abstract: "Replays a pointer gesture over one ring and prints every frame of the ring's motion.",
        discussion: """
            input:  {"center": {"x", "y"}, "fps", "duration",
                     "events": [{"t", "type": "down"|"move"|"up", "x", "y"}, ...]}
                    (seconds, scene points)
            output: {"frames": [{"t", "offset", "velocity",
                                 "phase": "drag"|"inertia"|"idle"}],
                     "release": {"velocity", "inertia", "distance"} | null}
                    (radians, rad/s)

            Frames run every 1/fps seconds from the first event up to t = duration. "release" describes the \
            last release in the trace (null if the pointer never goes up). Events must be sorted by time; \
            "up" needs an earlier "down". The demo's replay events {"t", "type": "wheel", "x", "y", "dy"}, \
            {"t", "type": "key", "key"} and {"t", "type": "text", "text"} are checked and otherwise ignored \
            (they zoom and type in orbit-demo, they do not turn a ring).

            Exit codes: 64 usage (also an empty argument, or --out naming the trace), 65 bad trace (with its \
            key path), 66 unreadable file, 73 --out cannot be created or replaced, 74 writing the output \
            failed (a full disk, a closed standard output), 128 + N ended by signal N (130 SIGINT, \
            143 SIGTERM, 129 SIGHUP, …).
            """)

    /// How a flung ring coasts (`--distance`).
    enum Distance: String, CaseIterable, ExpressibleByArgument {
        /// Slows like a scroll view from the release speed.
        case velocityContinuous = "velocity-continuous"
        /// D = v·T along the orbit curve over 0.7 s.
        case original

        var coast: RingSpinner.Coast {
            switch self {
            case .velocityContinuous: .decay(.scrollView)
            case .original: .original
            }
        }
    }

    @Option(help: ArgumentHelp("The pointer trace (JSON); '-' reads standard input.", valueName: "FILE"), transform: ArgumentValue.path)
    var trace: String

    @Option(
        help: ArgumentHelp(
            "How the ring coasts: velocity-continuous slows like a scroll view from the release speed; "
                + "original moves D = v·T along the orbit curve over 0.7 s."))
    var distance = Distance.velocityContinuous

    @Flag(help: "The short coast for people who ask for reduced motion (with velocity-continuous).")
    var reducedMotion = false

    @Option(help: ArgumentHelp("Write the JSON here instead of standard output.", valueName: "FILE"), transform: ArgumentValue.path)
    var out: String?

    func validate() throws {
        if reducedMotion, distance == .original {
            throw ValidationError("--reduced-motion shortens the velocity-continuous coast, not --distance original")
        }
    }

    func run(console: Console) throws(CLIError) {
        var configuration = RingSpinner.Configuration()
        configuration.coast = reducedMotion ? .decay(.reducedMotion) : distance.coast
        let path = trace
        try console.checkOutput(out)
        try console.checkOutputs([("--out", out)], replaceNone: [path], usage: Self.usage)
        let file = try console.load(path, TraceFile.init(data:source:))
        let recording: TraceReplay.Recording
        do {
            recording = try TraceReplay.record(file.trace, configuration: configuration)
        } catch {
            throw .trace(source: file.source, error)
        }
        try console.write(try Self.encode(recording), to: out)
    }

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
