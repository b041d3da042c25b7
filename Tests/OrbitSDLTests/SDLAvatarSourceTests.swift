import Foundation
import OrbitNetwork
import OrbitScene
import OrbitTestServer
import Testing
@testable import OrbitSDL

@MainActor
@Suite struct SDLAvatarSourceTests {
    /// A stalled file's failure says when to ask again and is not remembered by the source (the pipeline
    /// answers for it until then); a missing file's failure stays and is remembered. The stall happens when
    /// the test moves the pipeline's injected clock past the timeout, not after a real wait.
    @Test func aStallPassesAndAHardFailureStays() {
        let loader = FirstLoadHangingLoader()
        let clock = ManualClock()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 2, loader: loader, warnings: WarningRecorder().makeLog(), clock: { clock.now })
        let files = ["slow": "hang-once", "gone": "missing-file"]
        let source = SDLAvatarSource(pipeline: pipeline) { files[$0] }
        for id in files.keys { source.load(AvatarImageRequest(id: id, side: 8, grayscale: false)) }
        #expect(loader.waitForHang())
        var failures: [String: AvatarImageFailure] = [:]
        func collect() {
            for result in source.takeFinished(maxBytes: .max, maxImages: .max) {
                if case .failure(let failure) = result.image { failures[result.request.id] = failure }
            }
        }
        // The missing file fails on its own first: were it still being read when the clock jumps, it too would
        // count as stalled.
        #expect(waitUntil { collect(); return failures["gone"] != nil }, "\(failures)")
        clock.advance(seconds: pipeline.stallTimeout + 1)
        #expect(waitUntil { collect(); return failures.count == 2 }, "\(failures)")
        #expect(failures["slow"]?.retryAfter == pipeline.stallRetryDelay, "\(failures)")
        #expect(failures["gone"] != nil && failures["gone"]?.retryAfter == nil, "\(failures)")
        #expect(!source.hasFailed(path: "hang-once") && source.hasFailed(path: "missing-file"))
        loader.release()
        #expect(pipeline.waitUntilIdle(timeout: 30))
    }

    /// URL avatars on a local server: each URL is requested once however many people and size steps show it,
    /// decoded like a file for each step; a URL that fails is one warning and broken for everyone who shows it;
    /// a fetch is cancelled once the last step waiting for it is withdrawn, not before.
    @Test func aURLIsFetchedOnceAndCancelledOnlyWhenNobodyWaits() throws {
        let server = try AvatarServer(directory: Fixtures.repository.appendingPathComponent("Assets/avatars").path, dripInterval: 0.2)
        var configuration = ImageFetcher.Configuration()
        configuration.stallTimeout = 30  // the drip must still be under way when it is withdrawn
        let fetcher = ImageFetcher(configuration: configuration)
        let warnings = WarningRecorder()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 2, warnings: warnings.makeLog())
        let avatars = ["a": "/avatars/avatar-01.png", "b": "/avatars/avatar-01.png", "c": "/missing", "d": "/missing", "slow": "/drip", "slower": "/drip"]
        let source = SDLAvatarSource(pipeline: pipeline, fetcher: fetcher) { avatars[$0].map(server.url) }
        for (id, side) in [("a", 32), ("b", 64), ("c", 32), ("d", 64), ("slow", 32), ("slower", 64)] {
            source.load(AvatarImageRequest(id: id, side: side, grayscale: false))
        }
        var results: [String: Result<AvatarImage<PixelBuffer>, AvatarImageFailure>] = [:]
        #expect(waitUntil {
            for result in source.takeFinished(maxBytes: .max, maxImages: .max) { results[result.request.id] = result.image }
            return results.count == 4
        }, "\(results)")
        #expect((try? results["a"]?.get())?.pixels.width == 32 && (try? results["b"]?.get())?.pixels.width == 64)
        for id in ["c", "d"] {
            guard case .failure(let failure)? = results[id] else { Issue.record("\(id): \(String(describing: results[id]))"); continue }
            #expect(failure.reason == .missing && failure.retryAfter == nil && failure.description.hasSuffix("/missing': HTTP status 404"))
        }
        #expect(source.hasFailed(path: server.url("/missing")))
        source.cancel("slow")
        #expect(fetcher.isBusy && fetcher.statistics.cancelled == 0, "the 64-pixel step still waits for the URL")
        source.cancel("slower")
        #expect(!fetcher.isBusy && fetcher.statistics.cancelled == 1)
        let counts = try server.counts()
        #expect(counts["/avatars/avatar-01.png"] == 1 && counts["/missing"] == 1 && counts["/drip", default: 0] <= 1, "\(counts)")
        #expect(warnings.messages.filter { $0.contains("/missing") }.count == 1, "\(warnings.messages)")
        #expect(pipeline.waitUntilIdle(timeout: 30))
    }
}
