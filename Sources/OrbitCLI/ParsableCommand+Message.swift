import ArgumentParser
import Foundation
import OrbitGeometry

extension ParsableCommand {
    /// What the parser says about `error` (a bad flag or value, with the usage), made safe for a terminal as
    /// every message is: each argument of `arguments` it quotes that is longer than `MessageText.valueLimit`
    /// is cut by `MessageText.value(_:limit:)` (a 100 KB `--out` value is not printed whole), then the whole
    /// message is escaped by `MessageText.escaped(_:keepingLineBreaks:)`.
    ///
    /// The front ends (`orbit-layout`, `orbit-demo`) print it on standard error for an error that is not a
    /// request for help.
    public static func errorMessage(for error: any Error, arguments: [String]) -> String {
        var message = fullMessage(for: error)
        // `--out=VALUE` is quoted as VALUE; longest first, so a value inside another is cut after it.
        let quoted = arguments.flatMap { argument in
            argument.hasPrefix("-") ? [argument] + argument.split(separator: "=", maxSplits: 1).dropFirst().map(String.init) : [argument]
        }
        for argument in Set(quoted).sorted(by: { $0.count > $1.count }) where argument.unicodeScalars.count > MessageText.valueLimit {
            message = message.replacingOccurrences(of: argument, with: MessageText.value(argument))
        }
        return MessageText.escaped(message)
    }
}
