import OrbitGeometry
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

    /// Streaming a top-level member's array visits exactly its elements, in order with their indexes, and
    /// gives the document with that member emptied; a nested or non-array member is left alone, and a
    /// malformed document fails with the error `parse` gives.
    @Test(arguments: [
        #"{"a": 1, "users": [1, {"b": [2]}, "x", null, []], "c": {"users": [5]}}"#, #"{"users": []}"#, #"[{"users": [1]}]"#,
        #"{"users": {"x": 1}}"#, #"{"users": "no"}"#, #"{"c": {"users": [7]}}"#, #"{"users": [1, 2], "x": tru}"#,
        #"{"users": [1, }"#, #"{"users": [1], "users": [2]}"#, "{\"users\": [" + String(repeating: "[", count: 600) + "]}",
    ])
    func streamingHandsOnTheTopLevelArrayElements(text: String) throws {
        var visited: [JSONValue] = []
        var indexes: [Int] = []
        let streamed = Result { () throws(JSONSyntaxError) in
            try JSONValue.parse(Array(text.utf8), streaming: "users") { index, element in
                indexes.append(index)
                visited.append(element)
            }
        }
        let whole = Result { () throws(JSONSyntaxError) in try parse(text) }
        guard case .success(.object(let root)) = whole, case .array(let elements)? = root["users"] else {
            #expect(streamed == whole)
            #expect(whole.isFailure || visited.isEmpty)
            return
        }
        let emptied = root.keys.map { JSONObject.Member(key: $0, value: $0 == "users" ? .array([]) : root[$0]!) }
        #expect(streamed == .success(.object(JSONObject(members: emptied))))
        #expect(visited == elements)
        #expect(indexes == Array(elements.indices))
    }

    /// A number's text reads as the very `Double` that `Double(_:)` gives for it, on the direct path (short
    /// plain decimals) and the fallback (exponents, many digits) alike; texts that are not numbers give `nil`.
    @Test func numberTextReadsAsDoubleReadsIt() {
        var random = SeededGenerator(seed: 5)
        func digits(_ most: Int) -> String {
            (0..<1 + Int(random.nextUnit() * Double(most))).map { _ in random.nextUnit() < 0.3 ? "0" : String(Int(random.nextUnit() * 10)) }.joined()
        }
        for case_ in 0..<20_000 {
            var text = (random.nextUnit() < 0.4 ? "-" : "") + digits(random.nextUnit() < 0.5 ? 4 : 18)
            if random.nextUnit() < 0.7 { text += "." + digits(random.nextUnit() < 0.5 ? 6 : 20) }
            if random.nextUnit() < 0.15 { text += ["e", "E-", "e+"][Int(random.nextUnit() * 3)] + digits(3) }
            let expected = Double(text)
            #expect(expected != nil && JSONValue.double(text)?.bitPattern == expected?.bitPattern, "case \(case_): \(text)")
        }
        for text in ["", "-", ".", "-.", "1.2.3", "1-2", "abc", "1e", "--1", "0x10"] {
            #expect(JSONValue.double(text) == Double(text), "\(text)")
        }
    }
}

private extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
