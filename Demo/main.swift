import Foundation

/// `orbit-demo`: people around you on rings in an SDL2 window (see `DemoOptions.usage`).
@MainActor func main() -> Int32 {
    let options: DemoOptions
    do {
        options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("orbit-demo: \(error)\n\n\(DemoOptions.usage)\n".utf8))
        return 64
    }
    if options.showHelp {
        print(DemoOptions.usage)
        return 0
    }
    QuitSignals.install()
    do {
        try DemoApp(options: options).run()
        return 0
    } catch {
        FileHandle.standardError.write(Data("orbit-demo: \(error)\n".utf8))
        return error.code
    }
}

exit(main())
