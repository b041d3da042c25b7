import Foundation
import OrbitFiles
import OrbitLayout
import OrbitScene

/// `orbit-layout live`: a `place` input, then a feed of updates applied through a `LiveLayout`; prints the
/// layout after the last line (`place`'s schema plus a `live` summary) and, with `--frames`, the presented
/// state of every frame.
enum LiveCommand {
    static let usage = "usage: orbit-layout live PEOPLE.json --feed UPDATES.ndjson [--out FILE] [--frames FRAMES.ndjson --fps N] [--duration S]"

    /// Default frames per second of `--frames`.
    static let defaultFPS = 60.0
    /// Most frames `--frames` writes; a longer feed at this rate is refused rather than written for ever.
    static let maximumFrames = 1_000_000

    static let options = [
        OptionSpec("feed", value: "FILE", help: "the updates, one JSON object a line (required; '-' reads standard input)"),
        OptionSpec("out", value: "FILE", help: "write the layout here instead of standard output"),
        OptionSpec("frames", value: "FILE", help: "also write the presented state, one JSON line per frame"),
        OptionSpec("fps", value: "N", help: "frames per second of --frames, > 0 (default \(SVGDocument.number(defaultFPS)))"),
        OptionSpec("duration", value: "S", help: "seconds each transaction animates, ≥ 0; 0 turns animation off\n"
            + "(default \(SVGDocument.number(Transaction.defaultDuration)), ease-in-out)"),
        OptionSpec("help", help: "show this help"),
    ]

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        let parsed = try ParsedArguments(arguments, specs: options, usage: usage)
        if parsed.flags.contains("help") {
            try console.write(help + "\n", to: nil)
            return
        }
        guard parsed.positionals.count == 1, let peoplePath = parsed.positionals.first else {
            throw CLIError(.usage, "live takes one PEOPLE.json, got \(parsed.positionals.count)", usage: usage)
        }
        guard let feedPath = parsed.values["feed"] else { throw CLIError(.usage, "live needs --feed FILE", usage: usage) }
        if peoplePath == "-", feedPath == "-" {
            throw CLIError(.usage, "standard input can feed either PEOPLE.json or --feed, not both", usage: usage)
        }
        let fps = try number(parsed.values["fps"], name: "fps", default: defaultFPS) { $0 > 0 && $0 <= 1e6 }
        let duration = try number(parsed.values["duration"], name: "duration", default: Transaction.defaultDuration) { $0 >= 0 && $0 <= 1e6 }

        let framesPath = parsed.values["frames"]
        if let framesPath, OutputFile.sameDestination(framesPath, parsed.values["out"] ?? "-") {
            throw CLIError(.usage, "--frames and the layout would both go to '\(framesPath)'; give them different files", usage: usage)
        }
        let input = try console.load(peoplePath, PeopleFile.init(data:source:))
        let feed = try console.load(feedPath) { data, source throws(FileError) in FeedFile(data: data, source: source) }
        var session: LiveSession
        do {
            session = try LiveSession(request: input.request, transaction: Transaction(duration: duration), presenting: framesPath != nil)
        } catch {
            throw CLIError(.data, "\(input.source): \(error)")
        }
        var frames = FrameWriter(fps: fps)
        if framesPath != nil, let start = feed.entries.first?.time, let last = feed.entries.last?.time {
            let span = max(0, last - start) + duration
            guard span * fps < Double(maximumFrames) else {
                throw CLIError(.usage, "--frames: the feed spans \(span) s, over \(maximumFrames) frames at \(fps) fps; lower --fps")
            }
        }
        for transaction in feed.transactions {
            let time = transaction.first!.time
            if framesPath != nil { frames.write(until: time, session: &session) }
            if session.apply(transaction) { frames.begin(at: time) }
        }
        if framesPath != nil { frames.finish(session: &session) }

        let output = session.output(input: input, feed: feed)
        try PlaceCommand.checkNumbers(output.result)
        if let framesPath { try console.write(frames.text, to: framesPath) }
        try write(output, to: parsed.values["out"], console: console)
    }

    /// The value of a numeric option, or `fallback` when absent.
    private static func number(_ text: String?, name: String, default fallback: Double, valid: (Double) -> Bool) throws(CLIError) -> Double {
        guard let text else { return fallback }
        guard let value = Double(text), value.isFinite, valid(value) else {
            throw CLIError(.usage, "--\(name): '\(text)' is not a valid value (see --help)", usage: usage)
        }
        return value
    }

    /// Writes the output as `place` writes its JSON (sorted keys, pretty printed), with the `live` summary
    /// among the keys, to `path` (standard output when `nil`); its numbers are checked (`PlaceCommand.checkNumbers`).
    /// - Throws: the write's failure.
    static func write(_ output: LiveOutput, to path: String?, console: Console) throws(CLIError) {
        let live = output.live
        try console.write(to: path) { sink throws(FileError) in
            try LayoutJSON.write(output.result, extra: [("live", { json in
                json.object([
                    ("displaced", { json in json.array(live.displaced) { json, id in json.string(id) } }),
                    ("skipped", { json in json.array(live.skipped) { json, skip in
                        json.object([("line", { $0.integer(skip.line) }), ("reason", { $0.string(skip.reason) })])
                    } }),
                    ("transactions", { $0.integer(live.transactions) }),
                    ("updates", { $0.integer(live.updates) }),
                ])
            })], to: sink)
        }
    }
}
