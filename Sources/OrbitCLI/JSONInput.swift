import Foundation

/// Reading a command's input file (or standard input) and decoding JSON with messages that say
/// what is wrong and where.
enum JSONInput {
    /// The bytes of `path`, or of standard input when `path` is `nil` or `-`.
    /// - Throws: `CLIError` with code `.noInput` naming the file when it cannot be read.
    static func read(_ path: String?, console: Console) throws(CLIError) -> Data {
        guard let path, path != "-" else { return console.readStandardInput() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(.noInput, "cannot read '\(path)': no such file or not readable")
        }
        return data
    }

    /// Decodes `T` from `data`, turning decoding failures into a `.data` error naming `source`
    /// and the key path (for example `users[3].lat`).
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, source: String) throws(CLIError) -> T {
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
