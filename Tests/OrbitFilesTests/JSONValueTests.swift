import Testing
@testable import OrbitFiles

@Suite struct JSONValueTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONValue.parse(Array(text.utf8)) }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [true, false, null, -0.5e+3, "x\n\u00e9\ud83d\ude00\/"], "b": {}} "#)
        #expect(value == .object([
            "a": .array([.bool(true), .bool(false), .null, .number("-0.5e+3"), .string("x\né😀/")]),
            "b": .object([:]),
        ]))
    }

    @Test func keepsNumberTextExact() throws {
        #expect(try parse("18446744073709551615") == .number("18446744073709551615"))
        #expect(try JSONField(parse("18446744073709551615")).integer(UInt64.self) == .max)
        #expect(try JSONField(parse("1e400")).number() == .infinity)
        #expect(try JSONField(parse("3e0")).integer(Int.self) == 3)
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number("1")]))
        #expect(throws: JSONSyntaxError(message: "unexpected 'x' after the end of the JSON value", line: 1, column: 4)) {
            try JSONValue.parse([0xEF, 0xBB, 0xBF] + Array("[1]x".utf8))
        }
    }

    @Test func acceptsTheDeepestAllowedNesting() throws {
        let depth = JSONValue.maximumDepth
        _ = try parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(throws: JSONSyntaxError.self) {
            try parse(String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))
        }
    }

    @Test(arguments: [
        ("{\"a\":\n  [1,\n   2 3]}", 3, 6), ("\"ab", 1, 1), ("-", 1, 2), ("1.", 1, 3), ("1e", 1, 3), ("\"\\x\"", 1, 2),
        ("\"\\u12G4\"", 1, 6), ("[1,]", 1, 4), ("{\"a\" 1}", 1, 6), ("nul", 1, 1), ("\"ü\u{0}\"", 1, 3),
    ])
    func reportsTheLineAndColumnOfTheFirstError(text: String, line: Int, column: Int) {
        #expect {
            try parse(text)
        } throws: { error in
            guard let error = error as? JSONSyntaxError else { return false }
            return error.line == line && error.column == column
        }
    }
}
