import Foundation
import OrbitScene
import Testing
@testable import OrbitSDL

@MainActor
@Suite struct SDLAvatarSourceTests {
    /// A stalled file's failure says when to ask again and is not remembered by the source (the pipeline
    /// answers for it until then); a missing file's failure stays and is remembered.
    @Test func aStallPassesAndAHardFailureStays() {
        let loader = FirstLoadHangingLoader()
        let pipeline = DecodePipeline(maxConcurrentDecodes: 2, loader: loader, warnings: WarningRecorder().makeLog(), stallTimeout: 0.05)
        let files = ["slow": "hang-once", "gone": "missing-file"]
        let source = SDLAvatarSource(pipeline: pipeline) { files[$0] }
        for id in files.keys { source.load(AvatarImageRequest(id: id, side: 8, grayscale: false)) }
        var failures: [String: AvatarImageFailure] = [:]
        for _ in 0..<1000 where failures.count < 2 {
            for result in source.takeFinished(maxBytes: .max, maxImages: .max) {
                if case .failure(let failure) = result.image { failures[result.request.id] = failure }
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        let slow = failures["slow"]?.retryAfter ?? 0
        #expect(slow > 0 && slow <= pipeline.stallRetryDelay, "\(failures)")
        #expect(failures["gone"] != nil && failures["gone"]?.retryAfter == nil, "\(failures)")
        #expect(!source.hasFailed(path: "hang-once") && source.hasFailed(path: "missing-file"))
        loader.release()
        #expect(pipeline.waitUntilIdle(timeout: 10))
    }
}
