import Foundation
import OrbitFiles
import OrbitLayout

/// `orbit-layout place`: JSON people in, a JSON layout or an SVG picture of it out.
enum PlaceCommand {
    static let usage = "usage: orbit-layout place [FILE|-] [--previous FILE] [--format json|svg] [--out FILE]"

    static let options = [
        OptionSpec("previous", value: "FILE", help: "an earlier `place` JSON output to update incrementally: people\n"
            + "who stay in the same ring keep their exact spot, leavers free their\n"
            + "space, newcomers go into free space"),
        OptionSpec("format", value: "json|svg", help: "output format (default: json)"),
        OptionSpec("out", value: "FILE", help: "write the output to FILE instead of standard output"),
        OptionSpec("help", help: "show this help"),
    ]

    /// The output formats of `--format`.
    enum Format: String, CaseIterable {
        case json, svg
    }

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        let parsed = try ParsedArguments(arguments, specs: options, usage: usage)
        if parsed.flags.contains("help") {
            try console.write(help + "\n", to: nil)
            return
        }
        guard parsed.positionals.count <= 1 else {
            throw CLIError.invalidArguments("place takes one input FILE, got \(parsed.positionals.count): \(parsed.positionals.joined(separator: " "))", usage: usage)
        }
        let formatName = parsed.values["format"] ?? Format.json.rawValue
        guard let format = Format(rawValue: formatName) else {
            let names = Format.allCases.map(\.rawValue).joined(separator: " or ")
            throw CLIError.invalidArguments("unknown format '\(formatName)' (expected \(names))", usage: usage)
        }
        let inputPath = parsed.positionals.first
        let previousPath = parsed.values["previous"]
        if previousPath == "-", inputPath == nil || inputPath == "-" {
            throw CLIError.invalidArguments("standard input can feed either FILE or --previous, not both", usage: usage)
        }

        try console.checkOutput(parsed.values["out"])
        // `--previous` may be `--out`: it is read whole before the layout replaces it atomically.
        try console.checkOutputs([("--out", parsed.values["out"])], replaceNone: [inputPath ?? "-"], usage: usage)
        let input = try console.load(inputPath, PeopleFile.init(data:source:))
        let previous = try previousPath.map { path throws(CLIError) in
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
            try checkNumbers(result)
            try console.write(to: parsed.values["out"]) { sink throws(FileError) in try LayoutJSON.write(result, to: sink) }
        case .svg:
            try console.write(svg(result, input: input), to: parsed.values["out"])
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
        var people: [String: Person] = [:]
        for person in input.request.people where people[person.id] == nil {
            people[person.id] = person
        }
        return SVGLayoutPicture(result: result, viewport: input.request.viewport, people: people).render()
    }
}
