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
            throw .file(error)
        }
    }

    /// Writes what `produce` hands its sink to `path`, as `write(to:_:)` does, for work that fails with its own
    /// `CLIError` (a regular file is then left as it was).
    func write(to path: String?, running produce: (_ sink: OutputFile.Sink) throws(CLIError) -> Void) throws(CLIError) {
        // The work's own error is kept aside while the file is left as it was.
        var failure: CLIError?
        do throws(CLIError) {
            try write(to: path) { sink throws(FileError) in
                do throws(CLIError) {
                    try withoutActuallyEscaping(sink) { sink throws(CLIError) in try produce(sink) }
                } catch {
                    failure = error
                    // Never reported: `failure` replaces it once the file is left as it was.
                    throw FileError.writeFailed(file: "'\(path ?? "-")'", errno: ECANCELED)
                }
            }
        } catch {
            throw failure ?? error
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
            throw .file(error)
        }
    }

    /// Refuses outputs that would replace one of the inputs (compared by device and inode, so through any
    /// spelling or link; `-` is standard input or output).
    /// - Throws: `.usage` naming the output and the input.
    func checkOutputs(_ outputs: [(option: String, path: String?)], replaceNone inputs: [String?], usage: String) throws(CLIError) {
        for case let (option, output?) in outputs {
            for case let input? in inputs where OutputFile.replaces(input: input, output: output) {
                throw CLIError.invalidArguments("\(option) '\(output)' would replace the input '\(input)'; give another file", usage: usage)
            }
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
            throw .file(error)
        }
    }
}
