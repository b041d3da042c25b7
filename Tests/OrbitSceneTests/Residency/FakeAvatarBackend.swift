import OrbitGeometry
import OrbitLayout
@testable import OrbitScene

/// A renderer whose textures are numbers: it knows which are alive, so leaks and double frees show.
@MainActor
final class FakeTextureRenderer: AvatarTextureRenderer {
    typealias Pixels = Int  // the side
    typealias Texture = Int
    private var next = 0
    private(set) var alive: Set<Int> = []
    private(set) var created = 0
    private(set) var destroyed = 0
    private(set) var doubleFrees = 0

    func makeTexture(from pixels: Int) -> Int? {
        next += 1
        created += 1
        alive.insert(next)
        return next
    }

    func destroyTexture(_ texture: Int) {
        if alive.remove(texture) == nil { doubleFrees += 1 }
        destroyed += 1
    }
}

/// An image source that finishes loads when told: some ids are broken, each id's image has a native side.
@MainActor
final class FakeImageSource: AvatarImageSource {
    typealias Pixels = Int
    /// Loads started and neither cancelled nor taken.
    private(set) var pending: [String: AvatarImageRequest] = [:]
    private var finished: [AvatarImageRequest] = []
    private(set) var cancellations = 0
    let nativeSide: (String) -> Int
    let isBroken: (String) -> Bool
    /// Ids whose next load fails with a failure that passes after the given seconds (once each).
    var passingFailures: [String: Double] = [:]
    /// Loads finish as they start (a source with everything cached).
    var answersAtOnce = false
    /// Which loads share work (`AvatarImageSource.sharesWork`); none by default.
    var shared: (AvatarImageRequest) -> Bool = { _ in false }

    init(nativeSide: @escaping (String) -> Int = { _ in 10_000 }, isBroken: @escaping (String) -> Bool = { _ in false }) {
        self.nativeSide = nativeSide
        self.isBroken = isBroken
    }

    func load(_ request: AvatarImageRequest) {
        finished.removeAll { $0.id == request.id }
        pending[request.id] = request
        if answersAtOnce { finished.append(request) }
    }

    func sharesWork(_ request: AvatarImageRequest) -> Bool { shared(request) }

    func cancel(_ id: String) {
        cancellations += 1
        pending[id] = nil
        finished.removeAll { $0.id == id }
    }

    /// Finishes each pending load with probability `chance` (all when 1).
    func finish(chance: Double, using random: inout SeededGenerator) {
        for (id, request) in pending.sorted(by: { $0.key < $1.key }) where chance >= 1 || random.nextUnit() < chance {
            if !finished.contains(request) { finished.append(request) }
            _ = id
        }
    }

    func takeFinished(maxBytes: Int, maxImages: Int) -> [AvatarImageResult<Int>] {
        var taken: [AvatarImageResult<Int>] = []
        var bytes = 0, images = 0
        while let request = finished.first {
            let side = min(request.side, nativeSide(request.id))
            if !isBroken(request.id) {
                guard taken.isEmpty || (bytes + AvatarSizeSteps.bytes(side: side) <= maxBytes && images < maxImages) else { break }
                bytes += AvatarSizeSteps.bytes(side: side)
                images += 1
            }
            finished.removeFirst()
            pending[request.id] = nil
            if let retryAfter = passingFailures.removeValue(forKey: request.id) {
                taken.append(AvatarImageResult(request: request, image: .failure(AvatarImageFailure(.stalled, "slow", retryAfter: retryAfter))))
                continue
            }
            taken.append(AvatarImageResult(
                request: request,
                image: isBroken(request.id) ? .failure(AvatarImageFailure(.undecodable, "broken")) : .success(AvatarImage(pixels: side, side: side, nativeSide: nativeSide(request.id)))))
        }
        return taken
    }
}
