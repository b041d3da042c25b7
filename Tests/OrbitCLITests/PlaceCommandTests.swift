import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitCLI

/// Runs `orbit-layout` in-process with captured streams.
struct PlaceRun {
    var code: Int32
    var output: String
    var error: String

    /// Runs `arguments` with `input` on standard input, in `environment` (none by default).
    init(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) {
        let sink = Sink()
        let console = Console(
            readStandardInput: { input },
            writeOutput: { sink.append(\.output, String(decoding: $0, as: UTF8.self)) },
            writeError: { sink.append(\.error, $0) },
            environment: environment)
        code = OrbitLayoutCommand.run(arguments, console: console)
        (output, error) = sink.contents
    }

    /// Runs `place` on a JSON document given as a value tree.
    init(place document: Any, _ arguments: [String] = []) {
        self.init(["place"] + arguments, input: PlaceScene.data(document))
    }

    /// The output decoded as a layout result.
    func result(sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutResult {
        try #require(code == 0, "exit \(code): \(error)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode(LayoutResult.self, from: Data(output.utf8))
    }

    private final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var streams = (output: "", error: "")

        func append(_ stream: WritableKeyPath<(output: String, error: String), String>, _ text: String) {
            lock.withLock { streams[keyPath: stream] += text }
        }

        var contents: (output: String, error: String) { lock.withLock { streams } }
    }
}

/// Random `place` inputs built in the tests, reproducible from a seed.
enum PlaceScene {
    static let prague = (lat: 50.087465, lon: 14.421254)

    static func data(_ document: Any) -> Data {
        // JSONSerialization writes keys in unspecified order; sorting keeps inputs identical per seed.
        (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data()
    }

    /// A scene with `count` people: a mix of coordinates and plain distances, relations and activity.
    static func document(seed: UInt64, count: Int, avatarRadius: Double = 14) -> [String: Any] {
        var random = SeededGenerator(seed: seed)
        let relations = Relation.allCases.map(\.rawValue)
        let users: [[String: Any]] = (0..<count).map { index in
            var user: [String: Any] = ["id": "p\(index)", "name": "Person \(index)"]
            if random.nextUnit() < 0.5 {
                user["lat"] = prague.lat + (random.nextUnit() - 0.5) * 0.2
                user["lon"] = prague.lon + (random.nextUnit() - 0.5) * 0.2
            } else {
                user["distanceMeters"] = random.nextUnit() * 20_000
            }
            user["relation"] = relations[Int(random.next() % UInt64(relations.count))]
            user["active"] = random.nextUnit() < 0.7
            return user
        }
        return [
            "viewer": ["lat": prague.lat, "lon": prague.lon], "viewport": ["width": 800, "height": 600],
            "avatarRadius": avatarRadius, "spacing": 2, "seed": seed, "users": users,
        ]
    }

    /// How often each id occurs in a result's nodes, unplaced and rejected lists.
    static func idCounts(_ result: LayoutResult) -> [String: Int] {
        (result.nodes.map(\.id) + result.unplaced.map(\.id) + result.rejected.map(\.id)).reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}

@Suite struct PlaceCommandTests {
    static let seeds: [UInt64] = Array(1...24)

    @Test(arguments: seeds)
    func everyInputEntryAppearsExactlyOnce(seed: UInt64) throws {
        var document = PlaceScene.document(seed: seed, count: Int(seed * 7 % 120))
        var users = document["users"] as! [[String: Any]]
        // People the engine or the command must reject, mixed in: each still appears once.
        users += [
            ["id": "no-position"], ["id": "negative", "distanceMeters": -5], ["id": "north", "lat": 91, "lon": 0],
            ["id": "enemy", "distanceMeters": 10, "relation": "enemy"],
        ]
        if let first = users.first { users.append(first) }  // a duplicate id
        document["users"] = users
        let result = try PlaceRun(place: document).result()
        var expected: [String: Int] = [:]
        for user in users { expected[user["id"] as! String, default: 0] += 1 }
        #expect(PlaceScene.idCounts(result) == expected, "seed \(seed)")
    }

    @Test func anIdRejectedByTheCommandIsNotPlacedLaterUnderTheSameId() throws {
        let document: [String: Any] = [
            "viewport": ["width": 400, "height": 400], "avatarRadius": 10,
            "users": [
                ["id": "x", "distanceMeters": 10, "relation": "enemy"], ["id": "x", "distanceMeters": 20],
                ["id": "y", "distanceMeters": 30], ["id": "y", "distanceMeters": 40, "relation": "enemy"],
            ],
        ]
        let result = try PlaceRun(place: document).result()
        #expect(result.nodes.map(\.id) == ["y"])
        #expect(result.rejected.map(\.reason).filter { $0 == .duplicateID }.count == 2)
        #expect(result.rejected.contains { $0.id == "x" && $0.reason.description.hasPrefix("unknown relation") })
    }

    @Test(arguments: seeds)
    func sameInputGivesByteIdenticalOutput(seed: UInt64) {
        let document = PlaceScene.document(seed: seed, count: 60)
        for format in ["json", "svg"] {
            let first = PlaceRun(place: document, ["--format", format])
            let second = PlaceRun(place: document, ["--format", format])
            #expect(first.code == 0 && !first.output.isEmpty, "seed \(seed), \(format): \(first.error)")
            #expect(first.output == second.output, "seed \(seed), \(format)")
        }
    }

    @Test func outputHasSortedTopLevelKeysOfTheContract() throws {
        let run = PlaceRun(place: PlaceScene.document(seed: 3, count: 10))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["center", "avatarRadius", "spacing", "rings", "nodes", "unplaced", "rejected"])
        let keyOrder = ["avatarRadius", "center", "nodes", "rejected", "rings", "spacing", "unplaced"]
        let positions = keyOrder.compactMap { run.output.range(of: "\"\($0)\"")?.lowerBound }
        #expect(positions.count == keyOrder.count && positions == positions.sorted())
    }

    @Test(arguments: [UInt64(5), 11, 23])
    func previousResultIsHandedToTheEngine(seed: UInt64) throws {
        let directory = try PlaceTemporaryDirectory()
        let document = PlaceScene.document(seed: seed, count: 40)
        let previousPath = directory.path("previous.json")
        let first = PlaceRun(place: document, ["--out", previousPath])
        #expect(first.code == 0, "seed \(seed): \(first.error)")
        let previous = try JSONDecoder().decode(LayoutResult.self, from: Data(contentsOf: URL(fileURLWithPath: previousPath)))

        // A different seed would move everyone; with --previous everyone keeps their spot.
        var reseeded = document
        reseeded["seed"] = seed + 1000
        let again = try PlaceRun(place: reseeded, ["--previous", previousPath]).result()
        #expect(!previous.nodes.isEmpty, "seed \(seed)")
        #expect(Self.movedIDs(from: previous, to: again).isEmpty, "seed \(seed)")
        let fresh = try PlaceRun(place: reseeded).result()
        #expect(!Self.movedIDs(from: previous, to: fresh).isEmpty, "seed \(seed)")
    }

    /// Ids whose node differs between two results (or exists in only one), sorted.
    static func movedIDs(from old: LayoutResult, to new: LayoutResult) -> [String] {
        let before = Dictionary(old.nodes.map { ($0.id, $0) }) { first, _ in first }
        let after = Dictionary(new.nodes.map { ($0.id, $0) }) { first, _ in first }
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }

    @Test func defaultsFillOmittedOptionalFields() throws {
        let minimal: [String: Any] = [
            "viewport": ["width": 400, "height": 300], "avatarRadius": 10, "users": [["id": "a", "distanceMeters": 50]],
        ]
        let explicit = minimal.merging(["spacing": 0, "seed": 0, "placement": "random", "maxRings": NSNull()]) { $1 }
        let omitted = PlaceRun(place: minimal)
        #expect(omitted.code == 0, "\(omitted.error)")
        #expect(omitted.output == PlaceRun(place: explicit).output)
        #expect(try omitted.result().spacing == 0)
    }

    @Test func unknownRelationRejectsOnlyThatPerson() throws {
        var document = PlaceScene.document(seed: 9, count: 5)
        var users = document["users"] as! [[String: Any]]
        users.insert(["id": "odd", "distanceMeters": 100, "relation": "nemesis"], at: 2)
        document["users"] = users
        let result = try PlaceRun(place: document).result()
        let issue = try #require(result.rejected.first { $0.id == "odd" })
        #expect(issue.reason == .unknownRelation("nemesis") && issue.reason.description.contains("friend"))
        #expect(PlaceScene.idCounts(result).count == 6)
    }

    @Test(arguments: [("1e400", true), ("-1e400", true), ("123456789012345678901234567890", true), ("1e-400", false)])
    func hugeAndTinyNumbersReachTheEngineInsteadOfFailingTheFile(number: String, rejectsCoordinate: Bool) throws {
        let text = """
            {"viewport": {"width": 500, "height": 500}, "avatarRadius": 12, "viewer": {"lat": 0, "lon": 0},
             "users": [{"id": "big", "lat": \(number), "lon": 0}, {"id": "far", "distanceMeters": \(number)},
                       {"id": "ok", "distanceMeters": 10}]}
            """
        let result = try PlaceRun(["place"], input: Data(text.utf8)).result()
        #expect(PlaceScene.idCounts(result) == ["big": 1, "far": 1, "ok": 1], "\(number)")
        #expect(result.rejected.contains { $0.id == "big" } == rejectsCoordinate, "\(number): \(result.rejected)")
        #expect(result.nodes.contains { $0.id == "ok" }, "\(number)")
    }

    @Test func helpExplainsEveryFlagFieldAndExitCode() {
        let words = [
            "--previous", "--format", "--out", "--help", "json", "svg",
            "viewer", "viewport", "avatarRadius", "spacing", "seed", "bandsMeters", "maxRings", "placement", "bearing",
            "users", "id", "name", "lat", "lon", "distanceMeters", "active", "relation", "avatar",
            "center", "innerRadius", "outerRadius", "maxDistanceMeters", "count", "nodes", "angle", "radius",
            "unplaced", "rejected", "capacity", "64", "65", "66", "73",
        ]
        for arguments in [["help", "place"], ["place", "--help"]] {
            let run = PlaceRun(arguments)
            #expect(run.code == 0 && run.error.isEmpty)
            for word in words {
                #expect(run.output.contains(word), "\(arguments) help does not mention \(word)")
            }
        }
    }
}

/// A fresh directory under the system's temporary directory, removed when the value goes away.
final class PlaceTemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
