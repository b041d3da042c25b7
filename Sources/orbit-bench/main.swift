import ArgumentParser
import Foundation
import OrbitGeometry

let sections: [BenchSection] = [harnessSection, layoutSection, motionSection, sceneSection, liveSection, searchSection, startupSection]

struct AnyEncodable: Encodable {
    let value: any Encodable
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

/// The command line of `orbit-bench`, parsed by swift-argument-parser: a bad flag or section exits 64.
struct BenchArguments: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orbit-bench",
        abstract: "Measures Orbit against naive baselines in the same run and prints Markdown tables.",
        discussion: """
            Ratios matter more than absolute times: machines are noisy. Build in release mode:
              swift run -c release orbit-bench
            """)

    @Flag(help: "A smaller set that finishes in under a minute.")
    var quick = false

    @Flag(help: "Print every figure as one JSON object on stdout (tables go to stderr).")
    var json = false

    @Option(help: ArgumentHelp("Run only this section (repeatable): \(sections.map(\.name).joined(separator: ", ")).", valueName: "NAME"))
    var section: [String] = []

    /// A child run of the startup section (`--startup-child PEOPLE --startup-mode MODE`): prints its figures as JSON.
    @Option(help: .private)
    var startupChild: Int?

    @Option(help: .private)
    var startupMode = StartupMode.screen

    func validate() throws {
        for name in section where !sections.contains(where: { $0.name == name }) {
            throw ValidationError("unknown section '\(MessageText.value(name))' (sections: \(sections.map(\.name).joined(separator: ", ")))")
        }
    }
}

extension StartupMode: ExpressibleByArgument {}

let arguments: BenchArguments
do {
    arguments = try BenchArguments.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    BenchArguments.exit(withError: error)
}
if let people = arguments.startupChild {
    let figures = StartupFigures.measure(people: people, mode: arguments.startupMode)
    print(String(decoding: try JSONEncoder().encode(figures), as: UTF8.self))
    exit(0)
}
let chosen = arguments.section
let options = BenchOptions(quick: arguments.quick, json: arguments.json)

@MainActor func say(_ text: String) {
    if options.json {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    } else {
        print(text)
    }
}

#if DEBUG
say("warning: debug build; run `swift run -c release orbit-bench` for meaningful figures")
#endif

var report: [String: AnyEncodable] = [:]
for section in sections where chosen.isEmpty || chosen.contains(section.name) {
    say("## \(section.name): \(section.summary)\n")
    let result = section.run(options)
    say(result.markdown + "\n")
    report[section.name] = AnyEncodable(value: result.json)
}
if !rateErrors.isEmpty {
    FileHandle.standardError.write(Data(rateErrors.map { "orbit-bench: error: \($0)\n" }.joined().utf8))
}
if options.json {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(report)
    print(String(decoding: data, as: UTF8.self))
}
if !rateErrors.isEmpty { exit(1) }
