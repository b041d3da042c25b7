import OrbitGeometry

/// The `orbit-layout` tool: dispatches to its subcommands.
public enum OrbitLayoutCommand {
    static let usage = """
        usage: orbit-layout place [FILE|-] [--previous FILE] [--format json|svg] [--out FILE]
               orbit-layout spin --trace FILE|- [--distance velocity-continuous|original] [--reduced-motion] [--out FILE]
               orbit-layout live PEOPLE.json --feed UPDATES.ndjson [--out FILE] [--frames FILE --fps N] [--duration S]
               orbit-layout play PEOPLE.json [--replay TRACE.json] [--size WxH] [--placement random|bearing] [--max-rings N] [--users N --seed S] [--format json|svg] [--out FILE]
               orbit-layout help [place|spin|live|play]
        """

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        do throws(CLIError) {
            guard let command = arguments.first else {
                throw CLIError.invalidArguments("missing subcommand", usage: usage)
            }
            let rest = Array(arguments.dropFirst())
            switch command {
            case "place": try PlaceCommand.run(rest, console: console)
            case "spin": try SpinCommand.run(rest, console: console)
            case "live": try LiveCommand.run(rest, console: console)
            case "play": try PlayCommand.run(rest, console: console)
            case "help", "--help", "-h":
                switch rest.first {
                case "place": try console.write(PlaceCommand.help + "\n", to: nil)
                case "spin": try console.write(SpinCommand.help + "\n", to: nil)
                case "live": try console.write(LiveCommand.help + "\n", to: nil)
                case "play": try console.write(PlayCommand.help + "\n", to: nil)
                case nil: try console.write(usage + "\n\nRun 'orbit-layout help place', 'help spin', 'help live' or 'help play' for details.\n", to: nil)
                case let topic?: throw CLIError.invalidArguments("no help on '\(topic)' (topics: place, spin, live, play)", usage: usage)
                }
            default:
                throw CLIError.invalidArguments("unknown subcommand '\(command)'", usage: usage)
            }
            return 0
        } catch {
            console.writeError(MessageText.escaped("orbit-layout: \(error)\n" + (error.usage.map { "\($0)\n" } ?? "")))
            return error.code.rawValue
        }
    }
}
