import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitCLI
@testable import OrbitFiles

/// A JSON tree whose numbers are kept as text, so the fuzzer can write what JSONSerialization cannot
/// (`1e400`, a 400-digit integer, `-0`).
indirect enum FuzzJSON {
    case token(String)
    case string(String)
    case array([FuzzJSON])
    case object([(String, FuzzJSON)])

    var text: String {
        switch self {
        case .token(let token): token
        case .string(let string): Self.quoted(string)
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func number(_ value: Double) -> FuzzJSON { .token("\(value)") }
}

/// Seeded mutations of valid inputs: values replaced by other types and extreme numbers, keys dropped or
/// duplicated, elements repeated, ids made equal or canonically equivalent, then sometimes bytes flipped,
/// cut or inserted. The same seed gives the same cases; a failure prints its seed.
struct InputMutator {
    var random: SeededGenerator

    static let hostileTokens = [
        "1e400", "-1e400", "1e-400", "-0", "0", "9223372036854775807", "18446744073709551616", "-9223372036854775809",
        String(repeating: "9", count: 400), "1e9", "1e18", "-1", "0.5", "true", "false", "null", "[]", "{}", "\"\"",
        "\"x\"", "[1e400]", "{\"x\": 1}",
    ]
    static let hostileStrings = ["", "a", "caf\u{E9}", "cafe\u{301}", "K", "\u{212A}", "\u{0}", "\u{FFFF}", "𝕏", "\"", "\\",
                                 "friend", "nemesis", "random", "bearing", String(repeating: "z", count: 300)]

    mutating func chance(_ p: Double) -> Bool { random.nextUnit() < p }
    mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }

    mutating func hostileValue() -> FuzzJSON {
        chance(0.6) ? .token(pick(Self.hostileTokens)) : .string(pick(Self.hostileStrings))
    }

    /// `value` with about `rate` of its nodes replaced, dropped or repeated.
    mutating func mutate(_ value: FuzzJSON, rate: Double) -> FuzzJSON {
        if chance(rate) { return hostileValue() }
        switch value {
        case .token, .string:
            return value
        case .array(let elements):
            var result: [FuzzJSON] = []
            for element in elements {
                if chance(rate / 2) { continue }
                let mutated = mutate(element, rate: rate)
                result.append(mutated)
                if chance(rate / 2) { result.append(mutated) }
            }
            return .array(result)
        case .object(let members):
            var result: [(String, FuzzJSON)] = []
            for (key, member) in members {
                if chance(rate / 2) { continue }
                result.append((key, mutate(member, rate: rate)))
            }
            if chance(rate / 4), let extra = members.randomElement(using: &random) { result.append(extra) }  // a repeated key
            return .object(result)
        }
    }

    /// Byte damage: a flip, a cut or an insertion, sometimes.
    mutating func damage(_ text: String) -> Data {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty, chance(0.25) else { return Data(bytes) }
        let position = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes[position] = pick(Array("{}[]\",:-0123456789.eE tfnul\\".utf8) + [0x00, 0xC3, 0xFF])
        case 1: bytes = Array(bytes.prefix(position))
        default: bytes.insert(contentsOf: pick(["1e400", ",", "\u{FEFF}", "\\u0000", "]"]).utf8, at: position)
        }
        return Data(bytes)
    }
}

@Suite struct CommandFuzzTests {
    static let exitCodes: Set<Int32> = [0, 64, 65, 66, 73, 74]

    static func people(_ random: inout SeededGenerator) -> FuzzJSON {
        let count = Int(random.next() % 12)
        let users: [FuzzJSON] = (0..<count).map { index in
            var user: [(String, FuzzJSON)] = [("id", .string(random.nextUnit() < 0.1 ? "p0" : "p\(index)"))]
            if random.nextUnit() < 0.5 {
                user += [("lat", .number(50 + random.nextUnit() * 0.1)), ("lon", .number(14 + random.nextUnit() * 0.1))]
            } else {
                user.append(("distanceMeters", .number(random.nextUnit() * 30_000)))
            }
            user += [("relation", .string(["friend", "follower", "none"][Int(random.next() % 3)])), ("active", .token("true")),
                     ("name", .string("P \(index)"))]
            return .object(user)
        }
        return .object([
            ("viewer", .object([("lat", .number(50.05)), ("lon", .number(14.05))])),
            ("viewport", .object([("width", .number(400)), ("height", .number(300))])),
            ("avatarRadius", .number(8)), ("spacing", .number(2)), ("seed", .token("\(random.next() % 1000)")),
            ("maxRings", .token(random.nextUnit() < 0.3 ? "2" : "null")), ("placement", .string("bearing")),
            ("rings", .object([("bandsMeters", .array([.number(500), .number(5000)]))])), ("users", .array(users)),
        ])
    }

    /// The ids of the `users` entries, read with the command's own parser (JSONSerialization refuses `1e400`).
    static func inputIDs(_ data: Data) -> [String]? {
        guard case .object(let root)? = try? JSONValue.parse(data), case .array(let users)? = root["users"] else { return nil }
        return users.compactMap { user in
            guard case .object(let fields) = user, case .string(let id)? = fields["id"] else { return nil }
            return id
        }
    }

    /// Thousands of mutated `place` inputs (some with a mutated `--previous`): only documented exit codes,
    /// a message for every failure, and on success every input id exactly once in nodes, unplaced or rejected.
    @Test(arguments: Array(UInt64(0)..<16)) func placeSurvivesMutatedInput(batch: UInt64) throws {
        let directory = try PlaceTemporaryDirectory()
        for case_ in 0..<150 {
            let seed = batch * 1_000 + UInt64(case_)
            var mutator = InputMutator(random: SeededGenerator(seed: seed))
            let document = mutator.mutate(Self.people(&mutator.random), rate: mutator.pick([0.0, 0.02, 0.08, 0.2]))
            let input = mutator.damage(document.text)
            var arguments = ["place"]
            if mutator.chance(0.1) {
                let valid = PlaceRun(["place"], input: Data(Self.people(&mutator.random).text.utf8))
                let previous = directory.path("previous-\(seed).json")
                try mutator.damage(valid.output).write(to: URL(fileURLWithPath: previous))
                arguments += ["--previous", previous]
            }
            if mutator.chance(0.1) { arguments += ["--format", "svg"] }
            let run = PlaceRun(arguments, input: input)
            #expect(Self.exitCodes.contains(run.code), "seed \(seed): exit \(run.code)")
            #expect(run.code == 0 ? run.error.isEmpty : run.error.hasPrefix("orbit-layout: "), "seed \(seed): \(run.error.prefix(200))")
            guard run.code == 0, !arguments.contains("svg") else { continue }
            let result = try JSONDecoder().decode(LayoutResult.self, from: Data(run.output.utf8))
            let ids = try #require(Self.inputIDs(input), "seed \(seed): accepted input has no users")
            let out = result.nodes.map(\.id) + result.unplaced.map(\.id) + result.rejected.map(\.id)
            #expect(out.sorted() == ids.sorted(), "seed \(seed): ids in ≠ ids out")
        }
    }

    static func trace(_ random: inout SeededGenerator) -> FuzzJSON {
        var events: [FuzzJSON] = []
        var t = 0.0
        for index in 0..<(2 + Int(random.next() % 10)) {
            let type = index == 0 ? "down" : random.nextUnit() < 0.2 ? "up" : "move"
            events.append(.object([("t", .number(t)), ("type", .string(type)),
                                   ("x", .number(300 + 100 * random.nextUnit())), ("y", .number(300 + 100 * random.nextUnit()))]))
            t += random.nextUnit() / 30
        }
        return .object([("center", .object([("x", .number(300)), ("y", .number(300))])), ("fps", .number(60)),
                        ("duration", .number(t + random.nextUnit())), ("events", .array(events))])
    }

    /// Thousands of mutated `spin` traces: only documented exit codes, never a crash, frames on success.
    @Test(arguments: Array(UInt64(0)..<8)) func spinSurvivesMutatedTraces(batch: UInt64) throws {
        for case_ in 0..<200 {
            let seed = 100_000 + batch * 1_000 + UInt64(case_)
            var mutator = InputMutator(random: SeededGenerator(seed: seed))
            let trace = mutator.mutate(Self.trace(&mutator.random), rate: mutator.pick([0.0, 0.03, 0.1, 0.25]))
            let arguments = ["spin", "--trace", "-"] + (mutator.chance(0.2) ? ["--distance", "original"] : [])
            let run = PlaceRun(arguments, input: mutator.damage(trace.text))
            #expect(Self.exitCodes.contains(run.code), "seed \(seed): exit \(run.code)")
            #expect(run.code == 0 ? run.error.isEmpty : run.error.hasPrefix("orbit-layout: "), "seed \(seed): \(run.error.prefix(200))")
            if run.code == 0 {
                let output = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
                #expect(output?["frames"] is [Any], "seed \(seed)")
            }
        }
    }

    static func feed(_ random: inout SeededGenerator, people: Int) -> [FuzzJSON] {
        var t = 0.0
        return (0..<Int(random.next() % 40)).map { _ in
            t += random.nextUnit() < 0.4 ? 0 : random.nextUnit()
            let id = FuzzJSON.string("p\(Int(random.next() % UInt64(people + 5)))")
            if random.nextUnit() < 0.3 { return .object([("t", .number(t)), ("op", .string("remove")), ("id", id)]) }
            return .object([("t", .number(t)), ("op", .string("upsert")), ("person", .object([
                ("id", id), ("distanceMeters", .number(random.nextUnit() * 20_000)), ("active", .token(random.nextUnit() < 0.8 ? "true" : "false")),
                ("relation", .string(["friend", "following", "none"][Int(random.next() % 3)])),
            ]))])
        }
    }

    /// The lines of a feed that are not blank (blank: only spaces, tabs and carriage returns), as `FeedFile` counts them.
    static func nonBlankLines(_ data: Data) -> Int {
        data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .filter { $0.contains { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) } }.count
    }

    /// Thousands of mutated `live` feeds, line by line and byte by byte, some with `--frames` under a small
    /// `--frames-limit`: only documented exit codes, and on success every non-blank line either applied or
    /// counted as skipped, nobody placed twice, and no temporary file left.
    @Test(arguments: Array(UInt64(0)..<8)) func liveSurvivesMutatedFeeds(batch: UInt64) throws {
        let directory = try PlaceTemporaryDirectory()
        for case_ in 0..<100 {
            let seed = 200_000 + batch * 1_000 + UInt64(case_)
            var mutator = InputMutator(random: SeededGenerator(seed: seed))
            let people = directory.path("people-\(seed).json")
            try Data(Self.people(&mutator.random).text.utf8).write(to: URL(fileURLWithPath: people))
            let rate = mutator.pick([0.0, 0.03, 0.1, 0.25])
            let lines = Self.feed(&mutator.random, people: 12).map { line in mutator.damage(mutator.mutate(line, rate: rate).text) }
            var input = Data(lines.joined(separator: Data("\n".utf8)))
            if mutator.chance(0.1) { input = mutator.damage(String(decoding: input, as: UTF8.self)) }
            var arguments = ["live", people, "--feed", "-"]
            let frames = directory.path("frames-\(seed).ndjson")
            if mutator.chance(0.3) { arguments += ["--frames", frames, "--fps", mutator.pick(["1", "10", "60"]), "--frames-limit", mutator.pick(["0.05", "1"])] }
            let run = PlaceRun(arguments, input: input)
            #expect(Self.exitCodes.contains(run.code), "seed \(seed): exit \(run.code)")
            #expect(run.code == 0 ? run.error.isEmpty : run.error.hasPrefix("orbit-layout: "), "seed \(seed): \(run.error.prefix(200))")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).allSatisfy { !$0.hasPrefix(".orbit-out-") }, "seed \(seed)")
            guard run.code == 0 else { continue }
            let output = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "seed \(seed)")
            let live = try #require(output["live"] as? [String: Any], "seed \(seed)")
            let updates = try #require(live["updates"] as? Int), skipped = try #require(live["skippedCount"] as? Int)
            #expect(updates + skipped == Self.nonBlankLines(input), "seed \(seed): every line applied or skipped")
            let layout = try JSONDecoder().decode(LayoutResult.self, from: Data(run.output.utf8))
            // (`rejected` may repeat an id: a people file's duplicates are each listed.)
            let placed = layout.nodes.map(\.id) + layout.unplaced.map(\.id)
            #expect(Set(placed).count == placed.count, "seed \(seed): a person placed twice")
        }
    }

    /// Hostile output paths (empty, `.`, `..`, `/`, a trailing slash, 255/256/300-byte and multibyte names, a
    /// missing folder, a file used as a folder, dangling and looping links, `-`): only documented exit codes, an
    /// unwritable path is found before the input is read (the up-front check agrees with the write), a
    /// written file is the layout, and no temporary file is left.
    @Test(arguments: Array(UInt64(0)..<4)) func outputPathsAreCheckedAsTheyAreWritten(batch: UInt64) throws {
        let directory = try PlaceTemporaryDirectory()
        let root = directory.url.path
        try Data("file".utf8).write(to: URL(fileURLWithPath: root + "/file"))
        try FileManager.default.createDirectory(atPath: root + "/dir", withIntermediateDirectories: false)
        symlink("missing/target", root + "/dangling")
        symlink("loop", root + "/loop")
        symlink("dir", root + "/dirlink")
        let components = ["", ".", "..", "a", "-", "file", "dir", "dirlink", "dangling", "loop", "missing", "é", "\u{202E}x", " ",
                          String(repeating: "n", count: 255), String(repeating: "n", count: 256), String(repeating: "é", count: 128)]
        for case_ in 0..<60 {
            let seed = 300_000 + batch * 1_000 + UInt64(case_)
            var mutator = InputMutator(random: SeededGenerator(seed: seed))
            var path = mutator.chance(0.05) ? mutator.pick(["", "/", "-"]) : root
            if path == root {
                for _ in 0..<(1 + Int(mutator.random.next() % 3)) { path += "/" + mutator.pick(components) }
                if mutator.chance(0.15) { path += "/" }
            }
            let check = PlaceRun(["place", "/nonexistent/people.json", "--out", path])
            let run = PlaceRun(["place", "--out", path], input: Data(HostileUseTests.scene.utf8))
            #expect(Self.exitCodes.contains(run.code), "seed \(seed) \(path.debugDescription.prefix(80)): exit \(run.code)")
            #expect([64, 66, 73].contains(check.code), "seed \(seed): check exit \(check.code)")
            #expect(run.code == (check.code == 66 ? 0 : check.code), "seed \(seed) \(path.debugDescription.prefix(80)): check \(check.code), run \(run.code): \(run.error.prefix(120))")
            if run.code == 0, path != "-" {
                #expect((try? JSONDecoder().decode(LayoutResult.self, from: Data(contentsOf: URL(fileURLWithPath: path)))) != nil, "seed \(seed)")
            }
            let leftovers = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.contains(".orbit-out-") } ?? []
            #expect(leftovers.isEmpty, "seed \(seed): \(leftovers)")
        }
    }
}
