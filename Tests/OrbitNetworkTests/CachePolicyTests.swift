import Foundation
import Testing
@testable import OrbitNetwork

/// What a response's headers allow the disk cache: `max-age` less `Age`, `no-cache`, `no-store`, the
/// `Last-Modified` heuristic, and freshness by an injected clock.
@Suite struct CachePolicyTests {
    let now = Date(timeIntervalSince1970: 2_000_000_000)

    @Test func maxAgeLessAgeSaysHowLongAResponseIsFresh() {
        #expect(CachePolicy(headers: ["Cache-Control": "public, max-age=3600"], now: now).freshFor == 3600)
        #expect(CachePolicy(headers: ["cache-control": "max-age=\"600\"", "Age": "100"], now: now).freshFor == 500)
        #expect(CachePolicy(headers: ["Cache-Control": "max-age=10", "Age": "100"], now: now).freshFor == 0)
        #expect(CachePolicy(headers: ["Cache-Control": "no-cache, max-age=3600"], now: now).freshFor == 0)
        #expect(CachePolicy(headers: ["Cache-Control": "max-age=nonsense"], now: now).freshFor == 0)
        let noStore = CachePolicy(headers: ["Cache-Control": "no-store"], now: now)
        #expect(noStore.noStore && noStore.freshFor == 0)
    }

    @Test func withoutMaxAgeATenthOfTheTimeSinceLastModifiedUpToADay() {
        let tenDaysAgo = "Sun, 08 May 2033 03:33:20 GMT"  // 2_000_000_000 − 864_000 s
        #expect(CachePolicy.httpDate(tenDaysAgo) == now.addingTimeInterval(-864_000))
        #expect(CachePolicy(headers: ["Last-Modified": tenDaysAgo], now: now).freshFor == 86_400)
        #expect(CachePolicy(headers: ["Last-Modified": "Wed, 18 May 2033 02:33:20 GMT"], now: now).freshFor == 360)
        #expect(CachePolicy(headers: ["Last-Modified": "yesterday"], now: now).freshFor == 0)
        #expect(CachePolicy(headers: [:], now: now).freshFor == 0)
    }

    @Test func freshnessIsTheAgeWithinFreshForByTheClockGiven() {
        let entry = CachedResponse(url: "http://x/a.png", body: [1], storedAt: now, freshFor: 60, etag: nil, lastModified: "x")
        #expect(entry.isFresh(at: now) && entry.isFresh(at: now.addingTimeInterval(59.9)))
        #expect(!entry.isFresh(at: now.addingTimeInterval(60)) && !entry.isFresh(at: now.addingTimeInterval(-1)), "a clock set back is stale")
        #expect(entry.canRevalidate && !CachedResponse(url: "u", body: [], storedAt: now, freshFor: 0).canRevalidate)
    }
}
