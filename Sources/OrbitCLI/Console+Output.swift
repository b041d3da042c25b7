import Foundation

extension Console {
    /// Writes `text` to the file at `path` (replacing it atomically), or to standard output.
    /// - Throws: `.cannotCreate` naming the file when it cannot be written.
    func write(_ text: String, to path: String?) throws(CLIError) {
        guard let path, path != "-" else {
            writeOutput(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CLIError(.cannotCreate, "cannot write '\(path)': \((error as NSError).localizedDescription)")
        }
    }
}
