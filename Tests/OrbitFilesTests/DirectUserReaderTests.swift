import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitFiles

/// The people-file reader's shortcut for `users` entries gives exactly what the general way (parse to a
/// `JSONValue`, then decode) gives: the same people, refusals and errors, on random and mutated documents.
@Suite struct DirectUserReaderTests {
    /// Random `users` entries, as bytes: known and unknown keys, every JSON type and `null`, escapes, non-ASCII
    /// and invalid UTF-8, exponents and out-of-range numbers, repeated keys and ids. With `clean`, only what the
    /// direct reader is documented to take: known ASCII keys once each, expected types or `null`, plain strings, an id.
    struct EntryMaker {
        var random: SeededGenerator
        var clean = false

        mutating func chance(_ p: Double) -> Bool { random.nextUnit() < p }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.nextUnit() * Double(items.count))] }

        mutating func space() -> String { chance(0.7) ? pick(["", " "]) : pick(["\n", "\t ", "\r\n  "]) }

        mutating func plainString() -> String {
            pick(["", "a", "Tereza Müller", "Santiago Lindqvist", "../Assets/avatars/avatar-01.png", "../Assets/avatars/avatar-02.png",
                  "日本語の名前がとても長い", "e\u{301}", "\u{212A}elvin", "👩‍👩‍👧 family name long"])
        }

        mutating func number() -> String {
            if clean || chance(0.7) {
                return pick(["0", "-0", "12", "-3.25", "53.720451", "14.421254", "1e400", "-1e400", "2.5E-3", "1e-400", "123456789012345678", "0.1000000000000000055511151231257827"])
            }
            return pick(["01", "1.", "-", ".5", "1e", "+1", "0x10", "1.2.3", "NaN"])
        }

        mutating func string(_ text: String) -> [UInt8] {
            if clean || chance(0.8) { return Array("\"\(text)\"".utf8) }
            return pick([Array(#""a\"b""#.utf8), Array(#""\u0041""#.utf8), [0x22, 0x61, 0x0A, 0x22], [0x22, 0xC3, 0x28, 0x22], [0x22, 0xFF, 0x22], Array(#""unclosed"#.utf8)])
        }

        mutating func value(for key: String) -> [UInt8] {
            if chance(clean ? 0.1 : 0.08), key != "id" || !clean { return Array("null".utf8) }
            if !clean, chance(0.1) {
                return pick([Array("true".utf8), Array("false".utf8), Array("[1, 2]".utf8), Array(#"{"a": 1}"#.utf8), Array("7".utf8), Array(#""x""#.utf8), Array("tru".utf8), Array("nul".utf8)])
            }
            switch key {
            case "id": return string(pick(["a", "b", "c", "p\(Int(random.nextUnit() * 1000))", "日本", "" ]))
            case "name", "avatar": return string(plainString())
            case "lat", "lon", "distanceMeters": return Array(number().utf8)
            case "active": return Array(pick(["true", "false"]).utf8)
            case "relation":
                let names = ["friend", "following", "follower", "blocked", "none", "Friend", "enemy", ""]
                return string(clean ? pick(names) : pick(names + ["frïend", "\u{212A}"]))
            default: return string(plainString())
            }
        }

        mutating func entry() -> [UInt8] {
            let known = ["id", "name", "lat", "lon", "distanceMeters", "active", "relation", "avatar"]
            var keys = known.filter { $0 == "id" && clean || chance(0.6) }.shuffled(using: &random)
            if !clean {
                if chance(0.15) { keys.append(pick(["x", "Id", "lat ", "distancemeters", "ïd"])) }
                if chance(0.08), let key = keys.first { keys.append(key) }
                if chance(0.05) { keys.removeAll { $0 == "id" } }
            }
            var bytes = Array("{".utf8) + Array(space().utf8)
            for (index, key) in keys.enumerated() {
                if index > 0 { bytes += Array(space().utf8) + Array(",".utf8) + Array(space().utf8) }
                bytes += !clean && key == "id" && chance(0.03) ? Array(#""\u0069d""#.utf8) : string(key)
                bytes += Array(space().utf8) + Array(":".utf8) + Array(space().utf8) + value(for: key)
            }
            return bytes + Array(space().utf8) + Array("}".utf8)
        }

        /// A people file with `count` entries, some of them not objects at all.
        mutating func document(entries count: Int) -> [UInt8] {
            var bytes = Array(#"{"viewport": {"width": 400, "height": 300}, "avatarRadius": 20, "users": ["#.utf8)
            for index in 0..<count {
                if index > 0 { bytes += Array(",".utf8) + Array(space().utf8) }
                bytes += !clean && chance(0.03) ? Array(pick(["null", "3", "[]", #""p""#]).utf8) : entry()
            }
            return bytes + Array("]}".utf8)
        }

        /// `bytes` with one to three bytes deleted, inserted or replaced (JSON's punctuation, mostly).
        mutating func mutated(_ bytes: [UInt8]) -> [UInt8] {
            var bytes = bytes
            let interesting = Array(#"{}[]":,\ 0-.e"#.utf8) + [0x0A, 0x80, 0xC3, 0xFF, UInt8(ascii: "n"), UInt8(ascii: "t")]
            for _ in 0..<1 + Int(random.nextUnit() * 3) where !bytes.isEmpty {
                let at = Int(random.nextUnit() * Double(bytes.count))
                switch Int(random.nextUnit() * 3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(pick(interesting), at: at)
                default: bytes[at] = pick(interesting)
                }
            }
            return bytes
        }
    }

    /// A decode's outcome, comparable.
    enum Outcome: Equatable {
        case decoded(LayoutRequest, [PersonIssue])
        case failed(FileError)

        init(_ bytes: [UInt8], readingDirectly: Bool) {
            do {
                let (request, rejected) = try PeopleFile.decode(Data(bytes), readingDirectly: readingDirectly)
                self = .decoded(request, rejected)
            } catch {
                self = .failed(error)
            }
        }
    }

    /// Thousands of random documents, whole and mutated: the shortcut changes nothing, not even which
    /// error comes first or where.
    @Test(arguments: 0..<4)
    func givesWhatTheGeneralWayGives(batch: UInt64) {
        var failures = 0
        for seed in batch * 1_000..<(batch + 1) * 1_000 {
            var maker = EntryMaker(random: SeededGenerator(seed: seed), clean: seed % 5 == 0)
            var bytes = maker.document(entries: 1 + Int(maker.random.nextUnit() * 12))
            if seed % 2 == 1 { bytes = maker.mutated(bytes) }
            let direct = Outcome(bytes, readingDirectly: true)
            let general = Outcome(bytes, readingDirectly: false)
            if direct != general, failures < 5 {
                failures += 1
                Issue.record("seed \(seed): \(String(decoding: bytes, as: UTF8.self))\ndirect: \(direct)\ngeneral: \(general)")
            }
        }
        #expect(failures == 0)
    }

    /// Every entry of the kinds it documents is taken, up to its closing brace, and holds what decoding its
    /// parsed `JSONValue` gives; so the shortcut is the path such entries take.
    @Test func takesTheCommonEntriesAsDecodingWould() throws {
        for seed in UInt64(0)..<2_000 {
            var maker = EntryMaker(random: SeededGenerator(seed: seed), clean: true)
            let bytes = maker.entry()
            var names = SharedStrings(), avatars = SharedStrings()
            let entry = bytes.withUnsafeBufferPointer { DirectUserReader.entry(in: $0, at: 0, names: &names, avatars: &avatars) }
            let text = String(decoding: bytes, as: UTF8.self)
            guard let entry else {
                Issue.record("seed \(seed): not taken: \(text)")
                continue
            }
            let value = try JSONValue.parse(bytes)
            let (person, unknownRelation) = try PeopleFile.person(JSONField(value, element: 0, of: "users"))
            #expect(entry.end == bytes.count, "seed \(seed): \(text)")
            #expect(entry.person == person && entry.unknownRelation == unknownRelation, "seed \(seed): \(text)")
            // Bit for bit: -0 stays -0, 1e400 is infinity.
            let bits = { (p: OrbitPerson) in [p.latitude, p.longitude, p.distanceMeters].map { $0?.bitPattern } }
            #expect(bits(entry.person) == bits(person), "seed \(seed): \(text)")
        }
    }

    /// What it does not take it leaves alone (`nil`), whatever it is: the general way then reports it.
    @Test(arguments: [
        #"{}"#, #"{"id": null}"#, #"{"id": 1}"#, #"{"id": "a", "x": 1}"#, #"{"id": "a", "id": "b"}"#, #"{"id": "a\"b"}"#,
        #"{"\u0069d": "a"}"#, #"{"id": "a", "lat": 01}"#, #"{"id": "a", "lat": "1"}"#, #"{"id": "a", "active": 1}"#,
        #"{"id": "a", "relation": "frïend"}"#, #"{"id": "a",}"#, #"{"id": "a""#, #"["id"]"#, "", #"{"id": "a", "name": ["#,
    ])
    func declinesAnythingElse(text: String) {
        var names = SharedStrings(), avatars = SharedStrings()
        let entry = Array(text.utf8).withUnsafeBufferPointer { DirectUserReader.entry(in: $0, at: 0, names: &names, avatars: &avatars) }
        #expect(entry == nil)
    }
}
