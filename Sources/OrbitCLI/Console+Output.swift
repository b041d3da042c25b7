import Foundation
import OrbitFiles

extension Console {
    /// Writes what `produce` hands its sink to the file at `path` (see `OutputFile.write(to:_:)` for how each
    /// kind of path is treated), or to standard output when `path` is `nil` or `-`, a piece at a time.
    /// - Throws: `.cannotCreate` when the file cannot be created or replaced, `.ioError` when writing
    ///   fails part way (a full disk, a closed standard output).
    func write(to path: String?, _ produce: (_ sink: OutputFile.Sink) throws(FileError) -> Void) throws(CLIError) {
        do {
            guard let path, path != "-" else {
                try produce { bytes throws(FileError) in try writeOutput(Array(bytes)) }
                return
            }
            try OutputFile.write(to: path, produce)
        } catch {
            throw CLIError(error)
        }
    }

    /// Writes `text` as UTF-8, as `write(to:_:)` does.
    func write(_ text: String, to path: String?) throws(CLIError) {
        let bytes = Array(text.utf8)
        try write(to: path) { sink throws(FileError) in
            try bytes.withUnsafeBytes { buffer in Result { () throws(FileError) in try sink(buffer) } }.get()
        }
    }

    /// Checks before any work that `write(to:_:)` could write `path` (nothing for standard output).
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
