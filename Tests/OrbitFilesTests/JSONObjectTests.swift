import OrbitGeometry
import Testing
@testable import OrbitFiles

@Suite struct JSONObjectTests {
    /// Keys from a small alphabet (as written in JSON, and the key that stands for), so repeats are common;
    /// "é" and "e\u{301}" are the same key to Swift, and so are "K" and KELVIN SIGN.
    static let alphabet: [(json: String, key: String)] = [
        ("a", "a"), ("b", "b"), ("id", "id"), ("lat", "lat"), ("é", "é"), ("e\u{301}", "e\u{301}"), ("K", "K"),
        ("\u{212A}", "\u{212A}"), ("distanceMeters", "distanceMeters"), (#"\u0062"#, "b"),
    ]

    /// Random objects of 0-40 members (past the size where repeats are found through a hash set): a
    /// repeated key is an error naming the first key already seen, as a `Dictionary` key would repeat;
    /// otherwise every key reads back its own value.
    @Test func findsRepeatedKeysAsADictionaryWould() throws {
        for seed in UInt64(0)..<2_000 {
            var random = SeededGenerator(seed: seed)
            let count = Int(random.next() % 41)
            // Mostly distinct keys, so objects grow past the linear scan's size, with a few from the alphabet.
            let keys = (0..<count).map { index -> (json: String, key: String) in
                random.nextUnit() < 0.9 ? ("k\(index)", "k\(index)") : Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
            }
            let decoded = keys.map(\.key)
            let text = "{" + keys.enumerated().map { "\"\($1.json)\": \($0)" }.joined(separator: ", ") + "}"
            var seen: [String: Int] = [:]
            let repeated = decoded.enumerated().first { seen.updateValue($0.offset, forKey: $0.element) != nil }
            do {
                let value = try JSONValue.parse(Array(text.utf8))
                #expect(repeated == nil, "seed \(seed): \(text) parsed despite a repeated key")
                guard case .object(let object) = value else { Issue.record("seed \(seed): not an object"); continue }
                #expect(object.members.count == count, "seed \(seed)")
                for (index, key) in decoded.enumerated() {
                    #expect(object[key] == .number("\(index)"), "seed \(seed): \(key)")
                }
            } catch {
                guard let repeated else { Issue.record("seed \(seed): \(text) refused: \(error)"); continue }
                #expect(error.message == "the key \"\(repeated.element)\" appears twice in one object", "seed \(seed)")
            }
        }
    }

    @Test func comparesMembersInAnyOrder() throws {
        let forward = try JSONValue.parse(Array(#"{"a": 1, "b": [2]}"#.utf8))
        let backward = try JSONValue.parse(Array(#"{"b": [2], "a": 1}"#.utf8))
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        #expect(forward != (try JSONValue.parse(Array(#"{"a": 1, "b": [3]}"#.utf8))))
        #expect(forward != (try JSONValue.parse(Array(#"{"a": 1}"#.utf8))))
    }
}
