/// A failure that ends the demo with a message and a sysexits-style code.
struct DemoError: Error, CustomStringConvertible {
    /// 64 bad usage, 65 bad data, 66 unreadable input, 69 no display or renderer, 73 cannot write output.
    var code: Int32
    var description: String

    init(_ code: Int32, _ description: String) {
        self.code = code
        self.description = description
    }
}
