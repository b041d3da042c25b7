/// `orbit-layout spin`: replays a pointer trace through the ring spinner.
enum SpinCommand {
    static let help = "usage: orbit-layout spin --trace FILE"

    static func run(_ arguments: [String], console: Console) throws(CLIError) {
        throw CLIError(.usage, "spin: not implemented yet")
    }
}
