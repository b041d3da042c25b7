import ArgumentParser
import Foundation
import OrbitFiles
import OrbitLayout
import OrbitScene
import OrbitSession

/// `orbit-layout live`: a `place` input, then a feed of updates applied through an `OrbitSession` (the one `play` and the demo run); prints the
/// layout after the last line (`place`'s schema plus a `live` summary) and, with `--frames`, the presented
/// state of every frame.
struct LiveCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Lays out people, then plays a feed of updates through the session the demo runs.",
        discussion: discussion)

    /// Default frames per second of `--frames`.
    static let defaultFPS = 60.0
    /// The most bytes `--frames` writes unless `--frames-limit` says otherwise: 1 GiB, the most an input may hold.
    static let defaultFramesLimit = 1 << 30

    /// The most `--frames` may write: a size in MiB, or none.
    enum FramesLimit: ExpressibleByArgument {
        case bytes(Int)
        case none

        init?(argument: String) {
            if argument == "none" {
                self = .none
            } else if let mebibytes = try? ArgumentValue.number(argument, in: Double.leastNonzeroMagnitude...Double(1 << 30)) {
                self = .bytes(Int(mebibytes * Double(1 << 20)))
            } else {
                return nil
            }
        }

        var defaultValueDescription: String { "\(LiveCommand.defaultFramesLimit >> 20)" }
    }

    @Argument(help: ArgumentHelp("The people (the input of 'orbit-layout place'); '-' reads standard input.", valueName: "PEOPLE.json"), transform: ArgumentValue.path)
    var people: String

    @Option(help: ArgumentHelp("The updates, one JSON object a line; '-' reads standard input.", valueName: "FILE"), transform: ArgumentValue.path)
    var feed: String

    @Option(help: ArgumentHelp("Write the layout here instead of standard output.", valueName: "FILE"), transform: ArgumentValue.path)
    var out: String?

    @Option(help: ArgumentHelp("Also write the presented state, one JSON line per frame.", valueName: "FILE"), transform: ArgumentValue.path)
    var frames: String?

    @Option(help: ArgumentHelp("Frames per second of --frames, > 0 (default \(SVGDocument.number(defaultFPS))).", valueName: "N"), transform: { try ArgumentValue.number($0, in: Double.leastNonzeroMagnitude...1e6) })
    var fps = LiveCommand.defaultFPS

    @Option(
        help: ArgumentHelp(
            "The most --frames may write, in MiB, > 0, or 'none'; a request that would pass it is refused (64) "
                + "and no frames file is written.",
            valueName: "MIB"))
    var framesLimit = FramesLimit.bytes(LiveCommand.defaultFramesLimit)

    @Option(
        help: ArgumentHelp(
            "Seconds each transaction animates (ease-in-out), ≥ 0; 0 turns animation off "
                + "(default \(SVGDocument.number(AnimationTransaction.defaultDuration))).",
            valueName: "S"),
        transform: { try ArgumentValue.number($0, in: 0...1e6) })
    var duration = AnimationTransaction.defaultDuration

    func validate() throws {
        if people == "-", feed == "-" {
            throw ValidationError("standard input can feed either PEOPLE.json or --feed, not both")
        }
        if let frames, OutputFile.sameDestination(frames, out ?? "-") {
            throw ValidationError("--frames and the layout would both go to '\(frames)'; give them different files")
        }
    }

    func run(console: Console) throws(CLIError) {
        let peoplePath = people, feedPath = feed, framesPath = frames, outPath = out
        let framesLimit: Int? = if case .bytes(let bytes) = self.framesLimit { bytes } else { nil }
        try console.checkOutput(outPath)
        try console.checkOutput(framesPath)
        try console.checkOutputs([("--out", outPath), ("--frames", framesPath)], replaceNone: [peoplePath, feedPath], usage: Self.usage)

        let output: LiveOutput
        if let framesPath {
            var result: LiveOutput?
            // The inputs are read while the frames file is open, so a FIFO feed that never comes can be
            // interrupted with nothing left behind.
            try console.write(to: framesPath, running: { sink throws(CLIError) in
                result = try withoutActuallyEscaping(sink) { sink throws(CLIError) in
                    var frames: FrameWriter? = FrameWriter(fps: fps, limit: framesLimit, sink: sink)
                    return try Self.play(peoplePath, feed: feedPath, duration: duration, console: console, frames: &frames)
                }
            })
            output = result!
        } else {
            var none: FrameWriter?
            output = try Self.play(peoplePath, feed: feedPath, duration: duration, console: console, frames: &none)
        }
        try Self.write(output, to: outPath, console: console)
    }

    /// Reads the people, then the feed a line at a time, applying each transaction (a run of equal `t`) as
    /// its last line is read and writing the frames between when there is a `frames` writer; returns the
    /// output. Memory: the layout, one transaction and the longest line, never the whole feed (standard
    /// input excepted: the console hands it over whole).
    /// - Throws: `.noInput` and `.data` for the inputs; `.usage` when the frames would pass their limit.
    private static func play(_ peoplePath: String, feed feedPath: String, duration: Double, console: Console, frames: inout FrameWriter?) throws(CLIError) -> LiveOutput {
        let input = try console.load(peoplePath, PeopleFile.init(data:source:))
        var run: FeedRun
        do {
            run = try FeedRun(request: input.request, transaction: AnimationTransaction(duration: duration), presenting: frames != nil)
        } catch {
            if case .layout(let error) = error { throw .layout(source: input.source, error) }
            throw .session(source: input.source, error)
        }
        var feed = try openFeed(feedPath, console: console)
        if let writer = frames, let limit = writer.limit {
            try checkFramesEstimate(feed.rereadable, placed: run.layout.result().nodes.count, fps: writer.fps, duration: duration, limit: limit)
        }
        var transaction: [FeedFile.Entry] = []
        func apply() throws(CLIError) {
            guard let time = transaction.first?.time else { return }
            try frames?.write(until: time, run: &run)
            if run.apply(transaction[...]) { frames?.begin(at: time) }
            transaction.removeAll(keepingCapacity: true)
        }
        func nextLine() throws(CLIError) -> FeedFile.Line? {
            do {
                return try feed.lines.next()
            } catch {
                throw .file(error)
            }
        }
        while let line = try nextLine() {
            switch line {
            case .skipped(let skip):
                run.skip(skip)
            case .entry(let entry):
                if let time = transaction.first?.time, entry.time != time { try apply() }
                transaction.append(entry)
            }
        }
        try apply()
        try frames?.finish(run: &run)
        let output = run.output(input: input)
        try PlaceCommand.checkNumbers(output.result)
        return output
    }

    /// The feed's lines, and a second reading of them for estimates when the feed can be read twice (a
    /// regular file, or standard input, which the console hands over whole).
    private static func openFeed(_ path: String, console: Console) throws(CLIError) -> (lines: FeedFile.Lines, rereadable: FeedFile.Lines?) {
        do {
            if path == "-" {
                let lines = FeedFile.Lines(try console.readStandardInput())
                return (lines, lines)
            }
            let reader = try InputFile.Reader(path: path)
            return (FeedFile.Lines(reader), reader.size == nil ? nil : FeedFile.Lines(try InputFile.Reader(path: path)))
        } catch {
            throw .file(error)
        }
    }

    /// The fewest bytes a frame listing one person takes (`{"id":"","x":0.0,"y":0.0,"scale":1.0,"opacity":1.0,"saturation":1.0}`).
    static let smallestNodeBytes = 68

    /// Refuses, before any frame, frames that would pass `limit` by an estimate from below: a frame every
    /// `1/fps` s from the feed's first update to its last plus `duration`, each listing at least the people
    /// placed at the start less every removal in the feed. Nothing is estimated for a feed that can be read
    /// only once (a FIFO, a pipe): its frames are stopped when their bytes pass `limit`.
    private static func checkFramesEstimate(_ feed: FeedFile.Lines?, placed: Int, fps: Double, duration: Double, limit: Int) throws(CLIError) {
        guard var feed else { return }
        var first: Double?, last: Double?, removals = 0
        do {
            while let line = try feed.next() {
                guard case .entry(let entry) = line else { continue }
                first = first ?? entry.time
                last = entry.time
                if case .remove = entry.update { removals += 1 }
            }
        } catch {
            throw .file(error)
        }
        guard let first, let last else { return }
        let span = last - first + duration
        let frameBytes = Double(FrameWriter.smallestFrameBytes + max(0, placed - removals) * smallestNodeBytes)
        guard (span * fps).rounded(.down) * frameBytes <= Double(limit) else {
            throw CLIError.invalidArguments("--frames: the feed spans \(span) s, over \(describe(bytes: limit)) of frames at \(fps) fps; "
                + "lower --fps, or raise --frames-limit (or give 'none')", usage: nil)
        }
    }

    /// `bytes` in MiB or GiB as people say it (`1 GiB`, `64 MiB`, `1.5 MiB`).
    static func describe(bytes: Int) -> String {
        bytes >= 1 << 30 && bytes % (1 << 30) == 0 ? "\(bytes >> 30) GiB" : "\(SVGDocument.number(Double(bytes) / Double(1 << 20))) MiB"
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
