import Testing
@testable import OrbitCLI

@Suite struct ArgumentsTests {
    static let specs = [OptionSpec("out", value: "FILE", help: "output"), OptionSpec("verbose", help: "talk")]

    func parse(_ words: [String]) throws(CLIError) -> ParsedArguments {
        try ParsedArguments(words, specs: Self.specs, usage: "usage: test")
    }

    @Test func separatesPositionalsValuesAndFlags() throws {
        let parsed = try parse(["in.json", "--out", "a.svg", "--verbose", "-", "--", "--out"])
        #expect(parsed.positionals == ["in.json", "-", "--out"])
        #expect(parsed.values == ["out": "a.svg"])
        #expect(parsed.flags == ["verbose"])
        #expect(try parse(["--out=x=y"]).values == ["out": "x=y"])
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope'"), (["-v"], "unknown option '-v'"), (["--out"], "needs a value FILE"),
        (["--verbose=1"], "takes no value"), (["--out", "a", "--out=b"], "given more than once"),
        (["--verbose", "--verbose"], "given more than once"),
        // An empty path named nothing and went on to fail as an unwritable file (73) rather than a usage error.
        (["--out="], "not an empty one"), (["--out", ""], "not an empty one"), ([""], "names no file"), (["--", ""], "names no file"),
    ])
    func rejectsBadWordsWithUsage(words: [String], message: String) {
        #expect {
            try parse(words)
        } throws: { error in
            guard let error = error as? CLIError else { return false }
            return error.code == .usage && error.description.contains(message) && error.usage == "usage: test"
        }
    }

    @Test func helpTextAlignsEveryOptionAndContinuationLine() {
        let specs = Self.specs + [OptionSpec("x", help: "first\nsecond")]
        let lines = specs.helpText.split(separator: "\n")
        #expect(lines == ["  --out FILE  output", "  --verbose   talk", "  --x         first", "              second"])
    }
}
