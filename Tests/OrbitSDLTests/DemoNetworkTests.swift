import Foundation
import OrbitTestServer
import Testing

/// `orbit-demo` over a people file whose avatars are URLs on a server of the test's own (`scripts/avatar_server.py`
/// on 127.0.0.1), the issue's hostile mix: every good avatar reaches the screen, only the hostile ones are broken,
/// each good URL is requested once (the one shared by 12 people too), memory stays bounded although one URL
/// sends 200 MB, and a second run over the same `--image-cache` sends no request for the fresh images.
@Suite struct DemoNetworkTests {
    let demo = DemoBinaryTests()

    /// Runs the demo on `people` with `cache`; returns its statistics and standard error.
    func run(people: String, cache: String) throws -> (stats: [String: Any], error: String) {
        let stats = DemoBinaryTests.temporaryPath("stats.json")
        let result = try demo.run(["--offscreen", "--people", people, "--frames", "30", "--settle", "60", "--image-cache", cache, "--stats", stats])
        #expect(result.code == 0, "\(result.error)")
        let figures = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any] ?? [:]
        return (figures, result.error)
    }

    @Test(.enabled(if: DemoBinaryTests.binary != nil, "orbit-demo is not built beside the tests"))
    func urlAvatarsReachTheScreenAndHostileOnesAreBrokenWithOneWarningEach() throws {
        let avatars = Fixtures.repository.appendingPathComponent("Assets/avatars").path
        let people = DemoBinaryTests.temporaryPath("people.json"), cache = DemoBinaryTests.temporaryPath("cache")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // The drip sends a byte a second: the demo's default stall check (under 1 KiB in 5 s) ends it.
        let server = try AvatarServer(directory: avatars, people: ("hostile", people))
        let first = try run(people: people, cache: cache)
        #expect(first.stats["placeholdersAtEnd"] as? Int == 0 && first.stats["brokenAtEnd"] as? Int == 10, "\(first.stats)")
        let counts = try server.counts()
        let good = (1...25).map { String(format: "/avatars/avatar-%02d.\($0 == 25 ? "jpg" : "png")", $0) }
        #expect(good.allSatisfy { counts[$0] == 1 }, "one request per good URL, the shared one included: \(counts)")
        #expect(counts["/flaky/avatar-26.jpg"] == 2 && counts["/flaky/avatar-27.jpg"] == 2, "503 once, then retried: \(counts)")
        #expect(["/missing", "/html", "/huge", "/drip"].allSatisfy { counts[$0] == 1 }, "a hostile URL of two people is asked once: \(counts)")
        for reason in ["/missing': HTTP status 404", "/html': not an image (text/html)", "/loop': redirect loop", "/huge': too large (200000000 bytes",
                       "/drip': timed out: the body stalled"] {
            #expect(first.error.components(separatedBy: reason).count == 2, "one warning naming the URL and '\(reason)': \(first.error)")
        }
        #expect((first.stats["peakRSSBytes"] as? Int ?? .max) < 400_000_000, "\(first.stats["peakRSSBytes"] ?? "no peakRSSBytes")")
        #expect(first.stats["networkFailures"] as? Int == 5 && first.stats["diskCacheHits"] as? Int == 0)

        let second = try run(people: people, cache: cache)
        let again = try server.counts()
        #expect(second.stats["placeholdersAtEnd"] as? Int == 0 && second.stats["brokenAtEnd"] as? Int == 10, "\(second.stats)")
        #expect((good + ["/flaky/avatar-26.jpg", "/flaky/avatar-27.jpg"]).allSatisfy { again[$0] == counts[$0] },
                "no request for the fresh images: \(again)")
        #expect(second.stats["diskCacheHits"] as? Int == 27, "\(second.stats)")
    }
}
