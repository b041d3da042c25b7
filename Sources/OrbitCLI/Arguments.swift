/// A flag or option a command accepts, with the help text `--help` prints.
public struct OptionSpec: Sendable {
    public var name: String
    /// Placeholder for the option's value (`FILE`), or `nil` for a boolean flag.
    public var valueName: String?
    public var help: String

    public init(_ name: String, value valueName: String? = nil, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }
}

/// Command-line words split into positionals, options with values and boolean flags.
///
/// Accepts `--name value` and `--name=value`; a lone `-` is a positional (standard input);
/// `--` ends option parsing. An option given twice is an error rather than silently overridden, and so is
/// an empty word (`--out ""`): every value and positional names something.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    public var values: [String: String] = [:]
    public var flags: Set<String> = []

    /// Parses `words` against `specs`, or throws a usage error naming the offending word.
    public init(_ words: [String], specs: [OptionSpec], usage: String) throws(CLIError) {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("--") {
                guard !word.isEmpty else { throw CLIError.invalidArguments("an empty argument ('') names no file", usage: usage) }
                if !optionsEnded, word.hasPrefix("-"), word != "-" {
                    throw CLIError.invalidArguments("unknown option '\(word)'", usage: usage)
                }
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw CLIError.invalidArguments("unknown option '--\(name)'", usage: usage)
            }
            guard !flags.contains(name), values[name] == nil else {
                throw CLIError.invalidArguments("option '--\(name)' given more than once", usage: usage)
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil {
                    throw CLIError.invalidArguments("option '--\(name)' takes no value", usage: usage)
                }
                flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.count {
                value = words[index]
                index += 1
            } else {
                throw CLIError.invalidArguments("option '--\(name)' needs a value \(valueName)", usage: usage)
            }
            guard !value.isEmpty else { throw CLIError.invalidArguments("option '--\(name)' needs a value \(valueName), not an empty one", usage: usage) }
            values[name] = value
        }
    }
}

extension [OptionSpec] {
    /// The options as aligned help lines; a help text's own line breaks continue in its column.
    public var helpText: String {
        let heads = map { "--\($0.name)" + ($0.valueName.map { " \($0)" } ?? "") }
        let width = (heads.map(\.count).max() ?? 0) + 2
        let continuation = "\n" + String(repeating: " ", count: width + 2)
        return zip(heads, self).map { head, spec in
            "  " + head.padding(toLength: width, withPad: " ", startingAt: 0)
                + spec.help.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: continuation)
        }.joined(separator: "\n")
    }
}
