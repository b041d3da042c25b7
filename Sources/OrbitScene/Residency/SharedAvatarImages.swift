/// An `AvatarImageSource` that decodes each (source, size step) once, however many people show it: it maps
/// each id to its image's source, keeps decoded images in an `ImageCache` (cost: their bytes; least recently
/// used go first), and coalesces loads, after Nuke's task coalescing.
///
/// - **Cached**: a load whose key is cached is answered at once, by the next `takeFinished` (a hit).
/// - **Coalesced**: a load whose key is being decoded joins that decode; when it finishes, everyone waiting
///   gets the image. Cancelling one of them leaves the decode to the others; the decode is cancelled only
///   when nobody waits for it any more.
/// - **One decode for both looks**: the decoder decodes in colour; the gray look of a step is made from the
///   colour pixels (`AvatarImageDecoder.grayscale`) and cached too. Gray looks made from cached pixels count
///   as hits and are made in `takeFinished`, at most `maxBytes` of them per call.
/// - **Failures**: a source that fails for good (`AvatarImageFailure.retryAfter` is `nil`) fails at once for
///   everyone who shows it, at any step, without another decode; a failure that passes is not remembered (the
///   decoder says when to ask again).
///
/// Two people with the same photo at the same step so cost one decode and one set of pixels (each still gets
/// a texture of its own from the residency).
@MainActor
public final class SharedAvatarImages<Decoder: AvatarImageDecoder>: AvatarImageSource {
    /// Decoded pixels as the decoder makes them.
    public typealias Pixels = Decoder.Pixels

    /// What the source has done so far.
    public struct Statistics: Hashable, Sendable {
        /// Loads answered from the cache (a gray look made from cached colour pixels included).
        public var cacheHits = 0
        /// Decodes started (one per source and step missing from the cache and not being decoded).
        public var decodesStarted = 0
        /// Loads that joined a decode already running for their key.
        public var decodesCoalesced = 0
        /// Decodes cancelled because nobody waited for them any more.
        public var decodesCancelled = 0
        /// Bytes of decoded pixels the cache holds now, and the most it has held.
        public var cacheBytes = 0
        public var cacheBytesPeak = 0

        /// All counters at 0.
        public init() {}
    }

    /// The default cache cost limit: 32 MiB, the 40 sample images at three steps up to 256 px (14 MB) twice over.
    public nonisolated static var defaultCacheBytes: Int { 32 << 20 }

    /// What decodes.
    public let decoder: Decoder
    /// The image source of an id, `nil` when the person has none (a failure: drawn as broken).
    private let sourceOf: (String) -> String?
    /// The decoded images, both looks.
    public private(set) var cache: ImageCache<AvatarImageKey, AvatarImage<Pixels>>
    /// Ids waiting for each colour key being decoded, in the order they asked.
    private var waiting: [AvatarImageKey: [String]] = [:]
    /// The key (with its look) each id waiting for a decode wants.
    private var waitingFor: [String: AvatarImageKey] = [:]
    /// Gray looks to make from cached colour pixels: the key each id wants, and the order they asked in
    /// (records whose key is no longer the id's are stale).
    private var graying: [String: AvatarImageKey] = [:]
    private var grayingOrder = FIFO<(id: String, key: AvatarImageKey)>()
    /// Results not yet taken, one per id, and their order (records whose serial is no longer the id's are stale).
    private var ready: [String: (serial: Int, result: AvatarImageResult<Pixels>)] = [:]
    private var readyOrder = FIFO<(id: String, serial: Int)>()
    private var serial = 0
    /// Sources that failed for good, with why.
    private var failedSources: [String: AvatarImageFailure] = [:]
    private var counters = Statistics()

    /// A source decoding with `decoder` the image that `source` names for each id (`nil`: no image), caching
    /// up to `cacheBytes` of decoded pixels (default `defaultCacheBytes`).
    public init(decoder: Decoder, cacheBytes: Int = SharedAvatarImages.defaultCacheBytes, source: @escaping (String) -> String?) {
        self.decoder = decoder
        self.sourceOf = source
        cache = ImageCache(costLimit: cacheBytes)
    }

    /// What the source has done so far.
    public var statistics: Statistics {
        var statistics = counters
        statistics.cacheBytes = cache.totalCost
        statistics.cacheBytesPeak = cache.peakCost
        return statistics
    }

    /// Whether the source named `source` failed for good (its people show the broken placeholder).
    public func hasFailed(source: String) -> Bool { failedSources[source] != nil }

    public func load(_ request: AvatarImageRequest) {
        guard let source = sourceOf(request.id) else {
            withdraw(request.id)
            deliver(AvatarImageResult(request: request, image: .failure(AvatarImageFailure("no avatar file"))))
            return
        }
        let key = AvatarImageKey(source: source, side: request.side, grayscale: request.grayscale)
        guard waitingFor[request.id] != key, graying[request.id] != key else { return }
        withdraw(request.id)
        if let failure = failedSources[source] {
            deliver(AvatarImageResult(request: request, image: .failure(failure)))
        } else if let image = cache.value(for: key) {
            counters.cacheHits += 1
            deliver(AvatarImageResult(request: request, image: .success(image)))
        } else if key.grayscale, cache.contains(Self.colour(of: key)) {
            graying[request.id] = key
            grayingOrder.append((request.id, key))
        } else {
            wait(request.id, for: key)
        }
    }

    public func cancel(_ id: String) { withdraw(id) }

    /// Cached, to be made gray from cached pixels, known to fail, or joining a decode already running: no new decode.
    public func sharesWork(_ request: AvatarImageRequest) -> Bool {
        guard let source = sourceOf(request.id) else { return true }
        let key = AvatarImageKey(source: source, side: request.side, grayscale: request.grayscale), colour = Self.colour(of: key)
        return failedSources[source] != nil || cache.contains(key) || cache.contains(colour) || waiting[colour] != nil
    }

    public func takeFinished(maxBytes: Int) -> [AvatarImageResult<Pixels>] {
        for (key, image) in decoder.takeDecoded() {
            guard let ids = waiting.removeValue(forKey: key) else { continue }
            switch image {
            case .success(let decoded):
                cache.insert(decoded, for: key, cost: AvatarSizeSteps.bytes(side: decoded.side))
            case .failure(let failure) where failure.retryAfter == nil:
                failedSources[key.source] = failure
            case .failure:
                break
            }
            for id in ids {
                guard let wanted = waitingFor.removeValue(forKey: id) else { continue }
                let request = AvatarImageRequest(id: id, side: wanted.side, grayscale: wanted.grayscale)
                deliver(AvatarImageResult(request: request, image: image.map { look(wanted, of: $0) }))
            }
        }
        makeGrayLooks(maxBytes: maxBytes)
        var taken: [AvatarImageResult<Pixels>] = []
        var bytes = 0
        while let record = readyOrder.first {
            guard let entry = ready[record.id], entry.serial == record.serial else {
                readyOrder.removeFirst()
                continue
            }
            if case .success(let image) = entry.result.image {
                let size = AvatarSizeSteps.bytes(side: image.side)
                guard taken.isEmpty || bytes + size <= maxBytes else { break }
                bytes += size
            }
            readyOrder.removeFirst()
            ready[record.id] = nil
            taken.append(entry.result)
        }
        return taken
    }

    /// Makes waiting gray looks from cached colour pixels, about `maxBytes` of them (at least one); one whose
    /// colour pixels left the cache meanwhile waits for a decode instead.
    private func makeGrayLooks(maxBytes: Int) {
        var bytes = 0
        while let record = grayingOrder.first, bytes == 0 || bytes < maxBytes {
            grayingOrder.removeFirst()
            guard graying[record.id] == record.key else { continue }
            graying[record.id] = nil
            guard let colour = cache.value(for: Self.colour(of: record.key)) else {
                wait(record.id, for: record.key)
                continue
            }
            let gray = look(record.key, of: colour)
            counters.cacheHits += 1
            bytes += AvatarSizeSteps.bytes(side: gray.side)
            deliver(AvatarImageResult(request: AvatarImageRequest(id: record.id, side: record.key.side, grayscale: true), image: .success(gray)))
        }
    }

    /// `key`'s image, given its colour pixels `colour`: those, or the gray look (cached, or made and cached).
    private func look(_ key: AvatarImageKey, of colour: AvatarImage<Pixels>) -> AvatarImage<Pixels> {
        guard key.grayscale else { return colour }
        if let gray = cache.value(for: key) { return gray }
        let gray = AvatarImage(pixels: decoder.grayscale(colour.pixels), side: colour.side, nativeSide: colour.nativeSide)
        cache.insert(gray, for: key, cost: AvatarSizeSteps.bytes(side: gray.side))
        return gray
    }

    /// `key` in colour: what the decoder decodes.
    private static func colour(of key: AvatarImageKey) -> AvatarImageKey {
        AvatarImageKey(source: key.source, side: key.side, grayscale: false)
    }

    /// Has `id` wait for `key`'s colour decode, joining one running or starting it.
    private func wait(_ id: String, for key: AvatarImageKey) {
        let colour = Self.colour(of: key)
        waitingFor[id] = key
        if waiting[colour] != nil {
            waiting[colour]!.append(id)
            counters.decodesCoalesced += 1
        } else {
            waiting[colour] = [id]
            counters.decodesStarted += 1
            decoder.decode(colour)
        }
    }

    /// Queues `result` for the next `takeFinished`, replacing any result of its id not yet taken.
    private func deliver(_ result: AvatarImageResult<Pixels>) {
        serial += 1
        ready[result.request.id] = (serial, result)
        readyOrder.append((result.request.id, serial))
    }

    /// Drops `id`'s untaken result, its gray look to make and its place among a decode's waiters, cancelling
    /// the decode when it was the last one waiting.
    private func withdraw(_ id: String) {
        ready[id] = nil
        graying[id] = nil
        guard let key = waitingFor.removeValue(forKey: id) else { return }
        let colour = Self.colour(of: key)
        waiting[colour]?.removeAll { $0 == id }
        guard waiting[colour]?.isEmpty == true else { return }
        waiting[colour] = nil
        counters.decodesCancelled += 1
        decoder.cancel(colour)
    }
}
