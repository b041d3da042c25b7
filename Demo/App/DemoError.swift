import OrbitFiles

/// A failure that ends the demo with a message and a sysexits-style code.
struct DemoError: Error, CustomStringConvertible {
    /// 64 bad usage, 65 bad data, 66 unreadable input, 69 no display or renderer, 70 internal failure, 73 cannot
    /// create output, 74 writing output failed, 128 + N stopped by signal N.
    var code: Int32
    var description: String

    init(_ code: Int32, _ description: String) {
        self.code = code
        self.description = description
    }
}

extension DemoError {
    /// A file error with the exit code of its kind (66 unreadable, 65 malformed, 73 unwritable, 74 failed write,
    /// 128 + the signal's number when a signal ended a wait on a FIFO or a pipe).
    init(_ error: FileError) {
        self.init(error.exitCode.rawValue, error.description)
    }
}
