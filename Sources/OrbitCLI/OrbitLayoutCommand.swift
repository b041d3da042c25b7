import ArgumentParser
import OrbitFiles
import OrbitGeometry
import OrbitLayout
import OrbitScene
import OrbitSession

/// The `orbit-layout` tool: its subcommands, parsed by swift-argument-parser (`--help`, `help SUBCOMMAND`,
/// `--generate-completion-script SHELL`). A bad flag or value exits 64 (its usage is printed); the
/// subcommands' own failures exit with ``CLIError/code``.
public struct OrbitLayoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "orbit-layout",
        abstract: "Lays out people around you on concentric rings, turns rings and plays the app headless.",
        subcommands: [PlaceCommand.self, SpinCommand.self, LiveCommand.self, PlayCommand.self])

    public init() {}

    /// Runs the tool with `arguments` (without the program name) and returns the exit code. Help and
    /// completion scripts go to the console's output (a failed write exits 74), errors to its error stream.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        do throws(CLIError) {
            let parsed: any ParsableCommand
            do {
                parsed = try parseAsRoot(arguments)
            } catch {
                return try report(error, arguments: arguments, console: console)
            }
            switch parsed {
            case let command as any ConsoleCommand:
                try command.run(console: console)
            case is OrbitLayoutCommand:
                return try report(ValidationError("missing subcommand (place, spin, live or play)"), arguments: arguments, console: console)
            default:
                // `help SUBCOMMAND`: the parser's own command, which ends by asking for the help it names.
                var own = parsed
                do {
                    try own.run()
                } catch {
                    return try report(error, arguments: arguments, console: console)
                }
            }
            return 0
        } catch {
            console.writeError(MessageText.escaped("orbit-layout: \(error)\n" + (error.usage.map { "\($0)\n" } ?? "")))
            return error.code.rawValue
        }
    }

    /// Prints what the parser says for `error`: help and completion scripts on the output, anything else
    /// on the error stream (see `errorMessage(for:arguments:)`); returns its exit code (64 for usage errors).
    private static func report(_ error: any Error, arguments: [String], console: Console) throws(CLIError) -> Int32 {
        let code = exitCode(for: error)
        if code.isSuccess {
            try console.write(fullMessage(for: error) + "\n", to: nil)
        } else {
            console.writeError(errorMessage(for: error, arguments: arguments) + "\n")
        }
        return code.rawValue
    }
}

/// A subcommand of `orbit-layout`, run with an injected console so tests run it in-process.
protocol ConsoleCommand: ParsableCommand {
    /// Runs the command: reads and writes through `console`.
    func run(console: Console) throws(CLIError)
}

extension ConsoleCommand {
    /// The usage lines printed after a usage error the command finds while running (an output naming an
    /// input), as the parser prints them after its own.
    static var usage: String {
        "Usage: \(OrbitLayoutCommand.usageString(for: self))\n"
            + "  See 'orbit-layout \(configuration.commandName ?? "") --help' for more help."
    }
}

/// Value checks the command-line front ends' options share (`orbit-layout`'s subcommands, `orbit-demo`): each
/// throws a `ValidationError` saying what it expected, which the parser reports as a usage error (64).
public enum ArgumentValue {
    /// `text` as a path: every value names something, so an empty one (`--out ""`) is a usage error.
    public static func path(_ text: String) throws -> String {
        guard !text.isEmpty else { throw ValidationError("an empty argument ('') names no file") }
        return text
    }

    /// `text` as a placement mode (`random` or `bearing`).
    public static func placement(_ text: String) throws -> PlacementMode {
        guard let mode = PlacementMode(rawValue: text) else { throw ValidationError("expected random or bearing") }
        return mode
    }

    /// `text` as a whole number in `range`.
    public static func integer<Number: FixedWidthInteger>(_ text: String, in range: ClosedRange<Number>) throws -> Number {
        guard let value = Number(text), range.contains(value) else {
            throw ValidationError("expected a whole number \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// `text` as a finite number in `range`.
    public static func number(_ text: String, in range: ClosedRange<Double>) throws -> Double {
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw ValidationError("expected a number \(SVGDocument.number(range.lowerBound))…\(SVGDocument.number(range.upperBound))")
        }
        return value
    }

    /// `text` as a theme's name (`dark` or `light`).
    public static func theme(_ text: String) throws -> Theme {
        guard let theme = Theme.named[text] else { throw ValidationError("expected dark or light") }
        return theme
    }

    /// `text` as a locale with a shipped table of words (`en`, `de`, `ar`, or one such as `de_DE.UTF-8`).
    public static func locale(_ text: String) throws -> OrbitStrings {
        guard let strings = OrbitStrings.shipped(locale: text) else {
            let shipped = OrbitStrings.shipped.map(\.identifier).joined(separator: ", ")
            throw ValidationError("no words for that language (shipped: \(shipped))")
        }
        return strings
    }

    /// `WxH` with whole sides 1…16384 (`1280x800`), as a window size in points.
    public static func windowSize(_ text: String) throws -> OrbitSize {
        let sides = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]), (1...16_384).contains(width), (1...16_384).contains(height) else {
            throw ValidationError("expected WxH with whole sides 1…16384")
        }
        return OrbitSize(width: Double(width), height: Double(height))
    }
}
