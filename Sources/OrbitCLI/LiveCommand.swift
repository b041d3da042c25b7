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
    /// The most bytes `--frames` writes unless `--frames-limit` says otherwise: 1 GiB, the most an input may hold.
    static let defaultFramesLimit = 1 << 30

    static let options = [
        OptionSpec("feed", value: "FILE", help: "the updates, one JSON object a line (required; '-' reads standard input)"),
        OptionSpec("out", value: "FILE", help: "write the layout here instead of standard output"),
        OptionSpec("frames", value: "FILE", help: "also write the presented state, one JSON line per frame"),
        OptionSpec("fps", value: "N", help: "frames per second of --frames, > 0 (default \(SVGDocument.number(defaultFPS)))"),
        OptionSpec("frames-limit", value: "MIB", help: "the most --frames may write, in MiB, > 0, or 'none' (default \(defaultFramesLimit >> 20));\n"
            + "a request that would pass it is refused (64) and no frames file is written"),
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
        let framesLimit: Int? = try parsed.values["frames-limit"] == "none" ? nil
            : Int(number(parsed.values["frames-limit"], name: "frames-limit", default: Double(defaultFramesLimit >> 20)) { $0 > 0 && $0 <= Double(1 << 30) } * Double(1 << 20))

        let framesPath = parsed.values["frames"], outPath = parsed.values["out"]
        if let framesPath, OutputFile.sameDestination(framesPath, outPath ?? "-") {
            throw CLIError(.usage, "--frames and the layout would both go to '\(framesPath)'; give them different files", usage: usage)
        }
        try console.checkOutput(outPath)
        try console.checkOutput(framesPath)
        try console.checkOutputs([("--out", outPath), ("--frames", framesPath)], replaceNone: [peoplePath, feedPath], usage: usage)

        let output: LiveOutput
        if let framesPath {
            var result: LiveOutput?
            // The inputs are read while the frames file is open, so a FIFO feed that never comes can be
            // interrupted with nothing left behind.
            try console.write(to: framesPath, running: { sink throws(CLIError) in
                result = try withoutActuallyEscaping(sink) { sink throws(CLIError) in
                    var frames: FrameWriter? = FrameWriter(fps: fps, limit: framesLimit, sink: sink)
                    return try play(peoplePath, feed: feedPath, duration: duration, console: console, frames: &frames)
                }
            })
            output = result!
        } else {
            var none: FrameWriter?
            output = try play(peoplePath, feed: feedPath, duration: duration, console: console, frames: &none)
        }
        try write(output, to: outPath, console: console)
    }

    /// Reads the people and the feed, applies the feed a transaction at a time, writes the frames between
    /// when there is a `frames` writer, and returns the output.
    /// - Throws: `.noInput` and `.data` for the inputs; `.usage` when the frames would pass their limit.
    private static func play(_ peoplePath: String, feed feedPath: String, duration: Double, console: Console, frames: inout FrameWriter?) throws(CLIError) -> LiveOutput {
        let input = try console.load(peoplePath, PeopleFile.init(data:source:))
        let feed = try console.load(feedPath) { data, source throws(FileError) in FeedFile(data: data, source: source) }
        var session: LiveSession
        do {
            session = try LiveSession(request: input.request, transaction: Transaction(duration: duration), presenting: frames != nil)
        } catch {
            throw CLIError(.data, "\(input.source): \(error)")
        }
        if let writer = frames, let limit = writer.limit, let start = feed.entries.first?.time, let last = feed.entries.last?.time {
            // Refused before any frame when even empty frames over the feed's span would pass the limit.
            let span = max(0, last - start) + duration
            guard span * writer.fps * Double(FrameWriter.smallestFrameBytes) <= Double(limit) else {
                throw CLIError(.usage, "--frames: the feed spans \(span) s, over \(describe(bytes: limit)) of frames at \(writer.fps) fps; "
                    + "lower --fps, or raise --frames-limit (or give 'none')")
            }
        }
        for transaction in feed.transactions {
            let time = transaction.first!.time
            try frames?.write(until: time, session: &session)
            if session.apply(transaction) { frames?.begin(at: time) }
        }
        try frames?.finish(session: &session)
        let output = session.output(input: input, feed: feed)
        try PlaceCommand.checkNumbers(output.result)
        return output
    }

    /// `bytes` in MiB or GiB as people say it (`1 GiB`, `64 MiB`, `1.5 MiB`).
    static func describe(bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\(SVGDocument.number(Double(bytes) / Double(1 << 20))) MiB"
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
                    ("skippedCount", { $0.integer(live.skippedCount) }),
                    ("transactions", { $0.integer(live.transactions) }),
                    ("updates", { $0.integer(live.updates) }),
                ])
            })], to: sink)
        }
    }
}
