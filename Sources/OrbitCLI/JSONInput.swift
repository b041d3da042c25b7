import Foundation

/// Reading a command's input file (or standard input) and decoding JSON with messages that say
/// what is wrong and where: the line and column of a syntax error, the key path of a wrong type.
enum JSONInput {
    /// The bytes of `path`, or of standard input when `path` is `nil` or `-`.
    /// - Throws: `CLIError` with code `.noInput` naming the file when it cannot be read.
    static func read(_ path: String?, console: Console) throws(CLIError) -> Data {
        guard let path, path != "-" else { return console.readStandardInput() }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError(.noInput, "cannot read '\(path)': it is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(.noInput, "cannot read '\(path)': no such file or not readable")
        }
        return data
    }

    /// How messages name an input: the path, or `standard input` for `nil` and `-`.
    static func sourceName(_ path: String?) -> String {
        guard let path, path != "-" else { return "standard input" }
        return path
    }

    /// Parses `data` as JSON.
    /// - Throws: a `.data` error naming `source` and the line and column of the first syntax error.
    static func parse(_ data: Data, source: String) throws(CLIError) -> JSONValue {
        do {
            return try JSONValue.parse(data)
        } catch {
            throw CLIError(.data, "\(source): not valid JSON at \(error)")
        }
    }

    /// Decodes `T` from `data`, turning failures into a `.data` error naming `source` and either the
    /// line and column of a syntax error or the key path of a wrong value (for example `users[3].lat`).
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, source: String) throws(CLIError) -> T {
        // Foundation's decoder on Linux does not say where a syntax error is; our parser does.
        _ = try parse(data, source: source)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw CLIError(.data, "\(source): \(describe(error))")
        } catch {
            throw CLIError(.data, "\(source): \(error.localizedDescription)")
        }
    }

    /// A key path such as `users[3].lat`.
    static func keyPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "top level" : text
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            "\(keyPath(context.codingPath)): expected \(type)"
        case .valueNotFound(let type, let context):
            "\(keyPath(context.codingPath)): missing \(type) value"
        case .keyNotFound(let key, let context):
            "\(keyPath(context.codingPath + [key])): required key is missing"
        case .dataCorrupted(let context):
            "\(keyPath(context.codingPath)): \(context.debugDescription)"
            + ((context.underlyingError as NSError?).map { " (\($0.localizedDescription))" } ?? "")
        @unknown default:
            "\(error)"
        }
    }
}
