import ArgumentParser
import Foundation
import OrbitFiles
import OrbitLayout

/// `orbit-layout place`: JSON people in, a JSON layout or an SVG picture of it out.
struct PlaceCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "place",
        abstract: "Lays out people on rings and prints the layout as JSON or an SVG picture.",
        discussion: discussion)

    /// The output formats of `--format`.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case json, svg
    }

    @Argument(help: ArgumentHelp("The people (JSON); standard input when omitted or '-'.", valueName: "FILE"), transform: ArgumentValue.path)
    var file: String?

    @Option(
        help: ArgumentHelp(
            "An earlier 'place' JSON output to update incrementally: people who stay in the same ring keep "
                + "their exact spot, leavers free their space, newcomers go into free space.",
            valueName: "FILE"),
        transform: ArgumentValue.path)
    var previous: String?

    @Option(help: "The output format.")
    var format = Format.json

    @Option(help: ArgumentHelp("Write the output to FILE instead of standard output.", valueName: "FILE"), transform: ArgumentValue.path)
    var out: String?

    func validate() throws {
        if previous == "-", file == nil || file == "-" {
            throw ValidationError("standard input can feed either FILE or --previous, not both")
        }
    }

    func run(console: Console) throws(CLIError) {
        let inputPath = file
        try console.checkOutput(out)
        // `--previous` may be `--out`: it is read whole before the layout replaces it atomically.
        try console.checkOutputs([("--out", out)], replaceNone: [inputPath ?? "-"], usage: Self.usage)
        let input = try console.load(inputPath, PeopleFile.init(data:source:))
        let previous = try previous.map { path throws(CLIError) in
            try console.load(path, LayoutFile.init(data:source:)).result
        }
        let result: LayoutResult
        do {
            result = input.merged(into: try OrbitLayouter.place(input.request, previous: previous).result)
        } catch {
            throw .layout(source: input.source, error)
        }

        switch format {
        case .json:
            try Self.checkNumbers(result)
            try console.write(to: out) { sink throws(FileError) in try LayoutJSON.write(result, to: sink) }
        case .svg:
            try console.write(Self.svg(result, input: input), to: out)
        }
    }

    /// Checks, before any output, that JSON can carry every number of `result` (the output is `LayoutJSON`'s:
    /// sorted keys, so the same input and seed give byte-identical output).
    /// - Throws: `.data` naming the first NaN or infinite number.
    static func checkNumbers(_ result: LayoutResult) throws(CLIError) {
        do {
            try LayoutJSON.checkNumbers(result)
        } catch {
            throw .nonFiniteNumber(error.value)
        }
    }

    static func svg(_ result: LayoutResult, input: PeopleFile) -> String {
        var people: [String: OrbitPerson] = [:]
        for person in input.request.people where people[person.id] == nil {
            people[person.id] = person
        }
        return SVGLayoutPicture(result: result, viewport: input.request.viewport, people: people).render()
    }
}
