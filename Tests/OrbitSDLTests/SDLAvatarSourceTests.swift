import Foundation
import OrbitScene
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
}
