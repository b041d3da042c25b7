import Foundation
import Testing
@testable import OrbitNetwork

/// The disk cache: entries read back whole, a damaged or foreign entry is a miss, the least recently used go
/// first past the byte limit, writers in parallel (as two processes would) never leave half an entry, and the
/// default folder follows the platform's rule.
@Suite struct DiskCacheTests {
    static func directory() -> String {
        NSTemporaryDirectory() + "orbit-disk-cache-\(UUID().uuidString)"
    }

    static func response(_ url: String, bytes: Int, fill: UInt8 = 7) -> CachedResponse {
        CachedResponse(url: url, body: [UInt8](repeating: fill, count: bytes), storedAt: Date(timeIntervalSince1970: 1_000), freshFor: 60,
                       etag: "\"e\"", lastModified: nil)
    }

    @Test func anEntryReadsBackWholeAndOnlyForItsURL() throws {
        let folder = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = DiskCache(directory: folder)
        let entry = Self.response("http://example.com/a.png", bytes: 5_000)
        #expect(cache.store(entry))
        #expect(cache.response(for: entry.url) == entry)
        #expect(cache.response(for: "http://example.com/b.png") == nil)
        // A file at the URL's name holding another URL (a hash collision) is a miss.
        try FileManager.default.moveItem(atPath: cache.path(for: entry.url), toPath: cache.path(for: "http://example.com/b.png"))
        #expect(cache.response(for: "http://example.com/b.png") == nil)
        cache.remove(url: "http://example.com/b.png")
        #expect(cache.totalBytes == 0)
    }

    @Test func aDamagedEntryIsAMissNeverHalfAnImage() throws {
        let folder = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = DiskCache(directory: folder)
        let entry = Self.response("http://example.com/cut.png", bytes: 10_000)
        cache.store(entry)
        let path = cache.path(for: entry.url)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        for cut in [whole.count - 1, whole.count / 2, 20, 0] {
            try whole.prefix(cut).write(to: URL(fileURLWithPath: path))
            #expect(cache.response(for: entry.url) == nil, "cut at \(cut) bytes")
        }
        // A crashed writer's temporary file is never read as an entry.
        try whole.write(to: URL(fileURLWithPath: "\(folder)/leftover.partial"))
        #expect(cache.response(for: entry.url) == nil)
    }

    @Test func pastItsLimitTheLeastRecentlyUsedEntriesGoFirst() throws {
        let folder = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = DiskCache(directory: folder, byteLimit: 35_000)
        let urls = (0..<3).map { "http://example.com/\($0).png" }
        for (index, url) in urls.enumerated() {
            cache.store(Self.response(url, bytes: 10_000))
            // Last used: 0 most recently, then 2, then 1 (set explicitly: no waiting on the clock's resolution).
            var times = [timeval(tv_sec: [3_000, 1_000, 2_000][index], tv_usec: 0), timeval(tv_sec: [3_000, 1_000, 2_000][index], tv_usec: 0)]
            utimes(cache.path(for: url), &times)
        }
        cache.store(Self.response("http://example.com/new.png", bytes: 10_000))
        #expect(cache.response(for: urls[1]) == nil, "the least recently used went")
        #expect(cache.response(for: urls[0]) != nil && cache.response(for: urls[2]) != nil)
        #expect(cache.totalBytes <= 35_000)
    }

    @Test func writersInParallelLeaveWholeEntries() async throws {
        let folder = Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let url = "http://example.com/shared.png"
        // Two caches over one folder, as two processes would have, writing the same URL with different bodies.
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let cache = DiskCache(directory: folder)
                    for round in 0..<25 { cache.store(Self.response(url, bytes: 20_000 + writer * 1_000 + round, fill: UInt8(writer))) }
                }
                group.addTask {
                    let cache = DiskCache(directory: folder)
                    for _ in 0..<25 {
                        guard let read = cache.response(for: url) else { continue }
                        #expect(Set(read.body).count == 1 && read.body.count >= 20_000, "a torn entry was read")
                    }
                }
            }
        }
        let final = try #require(DiskCache(directory: folder).response(for: url))
        #expect(Set(final.body).count == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".partial") }
        #expect(leftovers.isEmpty)
    }

    @Test func theDefaultFolderFollowsThePlatformsRule() {
        #if !canImport(Darwin)
        #expect(DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]) == "/x/cache/orbit")
        #expect(DiskCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]) == "/home/a/.cache/orbit")
        #expect(DiskCache.defaultDirectory(environment: ["HOME": "/home/a"]) == "/home/a/.cache/orbit")
        #endif
    }
}
