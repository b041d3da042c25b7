import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

/// A decoder that finishes decodes when told; some sources fail for good.
@MainActor
final class FakeImageDecoder: AvatarImageDecoder {
    typealias Pixels = Int
    /// Decodes started and neither cancelled nor delivered.
    private(set) var running: [AvatarImageKey] = []
    private var finished: [AvatarImageKey] = []
    private(set) var started = 0
    private(set) var cancelled = 0
    var failing: Set<String> = []

    func decode(_ key: AvatarImageKey) {
        #expect(!key.grayscale, "\(key) decoded in gray")
        #expect(!running.contains(key), "\(key) decoded twice at once")
        running.append(key)
        started += 1
    }

    func cancel(_ key: AvatarImageKey) {
        #expect(running.contains(key), "cancelled \(key), which is not running")
        running.removeAll { $0 == key }
        cancelled += 1
    }

    /// Finishes each running decode with probability `chance`.
    func finish(chance: Double, using random: inout SeededGenerator) {
        for key in running where chance >= 1 || random.nextUnit() < chance { finished.append(key) }
        running.removeAll { finished.contains($0) }
    }

    /// Gray pixels are the negated side, so a test can tell the looks apart.
    func grayscale(_ pixels: Int) -> Int { -pixels }

    func takeDecoded() -> [(key: AvatarImageKey, image: Result<AvatarImage<Int>, AvatarImageFailure>)] {
        defer { finished.removeAll() }
        return finished.map { key in
            (key, failing.contains(key.source) ? .failure(AvatarImageFailure(.undecodable, "broken")) : .success(AvatarImage(pixels: key.side, side: key.side, nativeSide: 1000)))
        }
    }
}

@MainActor
@Suite struct SharedAvatarImagesTests {
    typealias Images = SharedAvatarImages<FakeImageDecoder>

    /// Two people with the same photo at the same step cost one decode; cancelling one leaves the other's
    /// image coming; a third one later is a cache hit; when the last waiter cancels, the decode is cancelled.
    @Test func samePhotoSameStepIsOneDecode() {
        let decoder = FakeImageDecoder()
        let images = Images(decoder: decoder) { id in id == "none" ? nil : "photo.png" }
        var random = SeededGenerator(seed: 1)
        images.load(AvatarImageRequest(id: "a", side: 64, grayscale: false))
        images.load(AvatarImageRequest(id: "b", side: 64, grayscale: false))
        images.cancel("a")
        #expect(decoder.started == 1 && decoder.cancelled == 0 && images.statistics.decodesCoalesced == 1)
        decoder.finish(chance: 1, using: &random)
        #expect(images.takeFinished(maxBytes: .max, maxImages: .max).map(\.request.id) == ["b"])
        images.load(AvatarImageRequest(id: "c", side: 64, grayscale: false))
        #expect(images.sharesWork(AvatarImageRequest(id: "d", side: 64, grayscale: false)))
        let hit = images.takeFinished(maxBytes: .max, maxImages: .max)
        #expect(hit.map(\.request.id) == ["c"] && decoder.started == 1 && images.statistics.cacheHits == 1)
        #expect(images.statistics.cacheBytes == AvatarSizeSteps.bytes(side: 64) && images.statistics.cacheBytesPeak == images.statistics.cacheBytes)
        // Another step, then everyone leaves: the decode goes.
        images.load(AvatarImageRequest(id: "a", side: 128, grayscale: false))
        images.load(AvatarImageRequest(id: "b", side: 128, grayscale: false))
        #expect(!images.sharesWork(AvatarImageRequest(id: "x", side: 256, grayscale: false)))
        images.cancel("a")
        images.cancel("b")
        #expect(decoder.started == 2 && decoder.cancelled == 1 && decoder.running.isEmpty)
        // No file: fails at once, without a decode.
        images.load(AvatarImageRequest(id: "none", side: 64, grayscale: false))
        #expect(images.takeFinished(maxBytes: .max, maxImages: .max).map { (try? $0.image.get()) == nil } == [true] && decoder.started == 2)
    }

    /// A gray and a colour look of the same photo and step cost one decode, each gets its look, and a gray
    /// look asked for after the colour one is cached is made from it without a decode.
    @Test func bothLooksShareOneDecode() {
        let decoder = FakeImageDecoder()
        let images = Images(decoder: decoder) { _ in "photo.png" }
        var random = SeededGenerator(seed: 1)
        images.load(AvatarImageRequest(id: "gray", side: 64, grayscale: true))
        images.load(AvatarImageRequest(id: "colour", side: 64, grayscale: false))
        decoder.finish(chance: 1, using: &random)
        let pixels = Dictionary(uniqueKeysWithValues: images.takeFinished(maxBytes: .max, maxImages: .max).map { ($0.request.id, try? $0.image.get().pixels) })
        #expect(pixels == ["gray": -64, "colour": 64] && decoder.started == 1)
        images.load(AvatarImageRequest(id: "later", side: 128, grayscale: false))
        decoder.finish(chance: 1, using: &random)
        _ = images.takeFinished(maxBytes: .max, maxImages: .max)
        images.load(AvatarImageRequest(id: "gray", side: 128, grayscale: true))
        #expect(images.sharesWork(AvatarImageRequest(id: "gray", side: 128, grayscale: true)))
        #expect(images.takeFinished(maxBytes: .max, maxImages: .max).map { try? $0.image.get().pixels } == [-128])
        #expect(decoder.started == 2 && images.statistics.cacheHits == 1)
    }

    /// Random loads, cancels and finishes over a few people and photos: the decoder runs one decode per key at
    /// once and only while someone waits for it; each result answers its id's latest request, never a cancelled
    /// one, and every request is answered once its decode finishes; with a cache that holds everything, each
    /// photo and step that finished is decoded once, in colour, and each result has its look; a failed photo
    /// fails at once at any step; results respect `maxBytes`.
    @Test func randomLoadsAreAnsweredOnceEachWithOneDecodePerKey() {
        for seed in UInt64(0)..<200 {
            var random = SeededGenerator(seed: seed)
            let decoder = FakeImageDecoder()
            decoder.failing = ["photo3"]
            let photoOf = { (id: String) -> String? in id == "p0" ? nil : "photo\(id.utf8.last! % 5)" }
            let images = Images(decoder: decoder, cacheBytes: .max, source: photoOf)
            var latest: [String: AvatarImageRequest] = [:]
            var decodedKeys: Set<AvatarImageKey> = []
            var cancelledDecodes = 0
            for step in 0..<300 {
                let id = "p\(random.next() % 12)"
                switch random.next() % 6 {
                case 0, 1, 2:
                    let request = AvatarImageRequest(id: id, side: [32, 64, 128][Int(random.next() % 3)], grayscale: random.next() % 4 == 0)
                    images.load(request)
                    latest[id] = request
                case 3:
                    images.cancel(id)
                    latest[id] = nil
                default:
                    let before = decoder.running
                    decoder.finish(chance: random.nextUnit(), using: &random)
                    decodedKeys.formUnion(Set(before).subtracting(decoder.running))
                    let maxBytes = Int(random.next() % 40_000), maxImages = 1 + Int(random.next() % 6)
                    let results = images.takeFinished(maxBytes: maxBytes, maxImages: maxImages)
                    let bytes = results.reduce(0) { $0 + ((try? $1.image.get()).map { AvatarSizeSteps.bytes(side: $0.side) } ?? 0) }
                    let successes = results.count { (try? $0.image.get()) != nil }
                    #expect(bytes <= maxBytes || successes == 1, "seed \(seed) step \(step): \(bytes) bytes over \(maxBytes)")
                    #expect(successes <= maxImages, "seed \(seed) step \(step): \(successes) images over \(maxImages)")
                    for result in results {
                        #expect(latest[result.request.id] == result.request, "seed \(seed) step \(step): stale \(result.request)")
                        latest[result.request.id] = nil
                        let photo = photoOf(result.request.id)
                        if case .success(let image) = result.image {
                            #expect(photo != nil && photo != "photo3", "seed \(seed)")
                            #expect(image.pixels == (result.request.grayscale ? -1 : 1) * result.request.side, "seed \(seed): the wrong look")
                        } else {
                            #expect(photo == nil || photo == "photo3", "seed \(seed): \(result.request) failed")
                        }
                    }
                }
                // Decodes run only for a photo and step someone waits for (in colour: the gray look is made from it).
                let waitedFor = Set(latest.values.compactMap { request in
                    photoOf(request.id).map { AvatarImageKey(source: $0, side: request.side, grayscale: false) }
                })
                #expect(Set(decoder.running).isSubset(of: waitedFor), "seed \(seed) step \(step): a decode nobody waits for")
                cancelledDecodes = decoder.cancelled
            }
            #expect(decoder.started - cancelledDecodes - decoder.running.count <= decodedKeys.count, "seed \(seed): a key decoded twice")
            decoder.finish(chance: 1, using: &random)
            for result in images.takeFinished(maxBytes: .max, maxImages: .max) { latest[result.request.id] = nil }
            #expect(latest.isEmpty, "seed \(seed): unanswered \(latest)")
        }
    }
}
