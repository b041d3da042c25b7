/// `orbit-layout place`: JSON people in, JSON or SVG layout out.
enum PlaceCommand {
    static let help = "usage: orbit-layout place [FILE|-] [--previous FILE] [--format json|svg] [--out FILE]"

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        throw CLIError(.usage, "place: not implemented yet")
    }
}
