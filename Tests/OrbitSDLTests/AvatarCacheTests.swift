import Foundation
import Testing
@testable import OrbitSDL

extension SDLTests {
    @MainActor @Suite struct AvatarCacheTests {
        let cache = SharedRenderer.instance.avatars
        let path = Fixtures.avatar("avatar-07.png")

        private func settle(at time: Double) {
            #expect(cache.pipeline.waitUntilIdle(timeout: 30))
            while !cache.uploadReady(at: time).uploaded.isEmpty {}
        }

        /// A resident texture serves sizes down to half its own; larger sizes, another file or
        /// another activity decode again, and the scale-in keeps its first start.
        @Test func residentTexturesServeNearbySizes() throws {
            cache.request(AvatarRequest(personID: "z", path: path, diameter: 64, grayscale: false))
            settle(at: 5)
            let done = cache.statistics.decoding.done
            for diameter in [64, 40, 32] {
                cache.request(AvatarRequest(personID: "z", path: path, diameter: diameter, grayscale: false))
                #expect(cache.statistics.decoding.pending + cache.statistics.decoding.inFlight == 0, "diameter \(diameter) re-decoded")
            }
            for changed in [AvatarRequest(personID: "z", path: path, diameter: 31, grayscale: false),
                            AvatarRequest(personID: "z", path: path, diameter: 65, grayscale: false),
                            AvatarRequest(personID: "z", path: path, diameter: 64, grayscale: true)] {
                cache.request(changed)
                settle(at: 9)
                let entry = try #require(cache.textures.entry(for: "z"))
                #expect(entry.request == changed)
                #expect(entry.uploadedAt == 5)
            }
            #expect(cache.statistics.decoding.done == done + 3)
            cache.release("z")
            #expect(cache.textures.entry(for: "z") == nil)
        }

        /// The upload budget bounds textures per frame.
        @Test func uploadsAtMostTheBudgetPerFrame() {
            let budget = cache.uploadBudget
            let people = (0..<(2 * budget + 1)).map { "b\($0)" }
            for person in people { cache.request(AvatarRequest(personID: person, path: path, diameter: 16, grayscale: false)) }
            #expect(cache.pipeline.waitUntilIdle(timeout: 30))
            #expect(cache.uploadReady(at: 0).uploaded.count == budget)
            #expect(cache.uploadReady(at: 0).uploaded.count == budget)
            #expect(cache.uploadReady(at: 0).uploaded.count == 1)
            people.forEach(cache.release)
        }
    }
}
