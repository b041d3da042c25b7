extension QuitSignals {
    /// Called between the stages of a start-up (a crowd of millions takes seconds to build and lay out): a
    /// quit request ends it there rather than after the first frame.
    /// - Throws: `DemoError` with code 128 + the signal's number.
    static func checkDuringStartup(_ stage: String) throws(DemoError) {
        guard let signal = received else { return }
        throw DemoError(128 + signal, "stopped by signal \(signal) while starting (\(stage))")
    }
}
