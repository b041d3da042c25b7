import Foundation
import OrbitFiles

extension Console {
    /// Writes `bytes` to the file at `path` (see `OutputFile.write` for how each kind of path is treated),
    /// or to standard output when `path` is `nil` or `-`.
    /// - Throws: `.cannotCreate` when the file cannot be created or replaced, `.ioError` when writing
    ///   fails part way (a full disk, a closed standard output).
    func write(_ bytes: [UInt8], to path: String?) throws(CLIError) {
        do {
            guard let path, path != "-" else {
                try writeOutput(bytes)
                return
            }
            try OutputFile.write(bytes, to: path)
        } catch {
            throw CLIError(error)
        }
    }

    /// Writes `text` as UTF-8, as `write(_:to:)` writes bytes.
    func write(_ text: String, to path: String?) throws(CLIError) {
        try write(Array(text.utf8), to: path)
    }

    /// Checks before any work that `write(_:to:)` could write `path` (nothing for standard output).
    /// - Throws: `.cannotCreate` naming the path and the reason.
    func checkOutput(_ path: String?) throws(CLIError) {
        guard let path, path != "-" else { return }
        do {
            try OutputFile.checkWritable(path)
        } catch {
            throw CLIError(error)
        }
    }

    /// Reads `path` (standard input when `nil` or `-`) and decodes it with `decode`, which gets the bytes
    /// and the name messages use for them.
    /// - Throws: `.noInput` when the input cannot be read, `.data` when `decode` finds it malformed.
    func load<Value>(_ path: String?, _ decode: (Data, String) throws(FileError) -> Value) throws(CLIError) -> Value {
        do {
            guard let path, path != "-" else { return try decode(readStandardInput(), "standard input") }
            return try decode(InputFile.read(path), path)
        } catch {
            throw CLIError(error)
        }
    }
}
