import Foundation

let sections: [BenchSection] = [harnessSection, layoutSection, motionSection, sceneSection, liveSection, startupSection]

let help = """
    usage: orbit-bench [--quick] [--json] [--section NAME]...

    Measures Orbit against naive baselines in the same run and prints Markdown tables
    (ratios matter more than absolute times: machines are noisy). Build in release mode:
      swift run -c release orbit-bench

    options:
      --quick          a smaller set that finishes in under a minute
      --json           print every figure as one JSON object on stdout (tables go to stderr)
      --section NAME   run only this section (repeatable): \(sections.map(\.name).joined(separator: ", "))
      --help           this text
    """

struct AnyEncodable: Encodable {
    let value: any Encodable
    func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

// A child run of the startup section: `--startup-child PEOPLE MODE` prints its figures as JSON.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "--startup-child", let people = Int(CommandLine.arguments[2]),
   let mode = StartupMode(rawValue: CommandLine.arguments[3]) {
    let figures = StartupFigures.measure(people: people, mode: mode)
    print(String(decoding: try JSONEncoder().encode(figures), as: UTF8.self))
    exit(0)
}

var parsed = BenchOptions(quick: false, json: false)
var chosen: [String] = []
var words = CommandLine.arguments.dropFirst()
while let word = words.popFirst() {
    switch word {
    case "--quick": parsed.quick = true
    case "--json": parsed.json = true
    case "--section":
        guard let name = words.popFirst(), sections.contains(where: { $0.name == name }) else {
            FileHandle.standardError.write(Data("orbit-bench: --section needs one of \(sections.map(\.name))\n\(help)\n".utf8))
            exit(64)
        }
        chosen.append(name)
    case "--help", "-h":
        print(help)
        exit(0)
    default:
        FileHandle.standardError.write(Data("orbit-bench: unknown argument '\(word)'\n\(help)\n".utf8))
        exit(64)
    }
}

let options = parsed

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
