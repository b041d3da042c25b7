import DequeModule

/// An `AvatarImageSource` that decodes each (source, size step) once, however many people show it: it maps
/// each id to its image's source, keeps decoded images in an `LRUCache` (cost: their bytes; least recently
/// used go first), and coalesces loads, after Nuke's task coalescing.
///
/// - **Cached**: a load whose key is cached is answered at once, by the next `takeFinished` (a hit).
/// - **Coalesced**: a load whose key is being decoded joins that decode; when it finishes, everyone waiting
///   gets the image. Cancelling one of them leaves the decode to the others; the decode is cancelled only
///   when nobody waits for it any more.
/// - **One decode for both looks**: the decoder decodes in colour; the gray look of a step is made from the
///   colour pixels (`AvatarImageDecoder.grayscale`) and cached too. A gray look is made as `takeFinished`
///   hands it out, within that call's `maxBytes`, so the main actor's work per call stays bounded.
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
    package struct Statistics: Hashable, Sendable {
        /// Loads answered from the cache (a gray look made from cached colour pixels included).
        package var cacheHits = 0
        /// Decodes started (one per source and step missing from the cache and not being decoded).
        package var decodesStarted = 0
        /// Loads that joined a decode already running for their key.
        package var decodesCoalesced = 0
        /// Decodes cancelled because nobody waited for them any more.
        package var decodesCancelled = 0
        /// Bytes of decoded pixels the cache holds now, and the most it has held.
        package var cacheBytes = 0
        package var cacheBytesPeak = 0

        /// All counters at 0.
        package init() {}
    }

    /// The default cache cost limit: 32 MiB, the 40 sample images at three steps up to 256 px (14 MB) twice over.
    public nonisolated static var defaultCacheBytes: Int { 32 << 20 }

    /// What decodes.
    package let decoder: Decoder
    /// The image source of an id, `nil` when the person has none (a failure: drawn as broken).
    private let sourceOf: (String) -> String?
    /// The decoded images, both looks.
    package private(set) var cache: LRUCache<AvatarImageKey, AvatarImage<Pixels>>
    /// Ids waiting for each colour key being decoded, in the order they asked.
    private var waiting: [AvatarImageKey: [String]] = [:]
    /// The key (with its look) each id waiting for a decode wants.
    private var waitingFor: [String: AvatarImageKey] = [:]
    /// What an id gets at its turn in `takeFinished`: a result, or a gray look to make then from cached colour
    /// pixels (`hit`: asked for while they were cached).
    private enum Pending {
        case result(AvatarImageResult<Pixels>)
        case gray(AvatarImageKey, hit: Bool)
    }
    /// What each id gets next, and their order (records whose serial is no longer the id's are stale).
    private var ready: [String: (serial: Int, pending: Pending)] = [:]
    private var readyOrder = Deque<(id: String, serial: Int)>()
    private var serial = 0
    /// Sources that failed for good, with why.
    private var failedSources: [String: AvatarImageFailure] = [:]
    private var counters = Statistics()

    /// A source decoding with `decoder` the image that `source` names for each id (`nil`: no image), caching
    /// up to `cacheBytes` of decoded pixels (default `defaultCacheBytes`).
    public init(decoder: Decoder, cacheBytes: Int = SharedAvatarImages.defaultCacheBytes, source: @escaping (String) -> String?) {
        self.decoder = decoder
        self.sourceOf = source
        cache = LRUCache(costLimit: cacheBytes)
    }

    /// What the source has done so far.
    package var statistics: Statistics {
        var statistics = counters
        statistics.cacheBytes = cache.totalCost
        statistics.cacheBytesPeak = cache.peakCost
        return statistics
    }

    /// Whether the source named `source` failed for good (its people show the broken placeholder).
    package func hasFailed(source: String) -> Bool { failedSources[source] != nil }

    public func load(_ request: AvatarImageRequest) {
        guard let source = sourceOf(request.id) else {
            withdraw(request.id)
            deliver(AvatarImageResult(request: request, image: .failure(AvatarImageFailure(.noFile, "no avatar file"))))
            return
        }
        let key = AvatarImageKey(source: source, side: request.side, grayscale: request.grayscale)
        guard waitingFor[request.id] != key else { return }
        if case .gray(key, _)? = ready[request.id]?.pending { return }
        withdraw(request.id)
        if let failure = failedSources[source] {
            deliver(AvatarImageResult(request: request, image: .failure(failure)))
        } else if let image = cache.value(for: key) {
            counters.cacheHits += 1
            deliver(AvatarImageResult(request: request, image: .success(image)))
        } else if key.grayscale, cache.contains(Self.colour(of: key)) {
            enqueue(request.id, .gray(key, hit: true))
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

    public func takeFinished(maxBytes: Int, maxImages: Int) -> [AvatarImageResult<Pixels>] {
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
                if case .success = image, wanted.grayscale, cache.contains(key) {
                    enqueue(id, .gray(wanted, hit: false))
                    continue
                }
                let request = AvatarImageRequest(id: id, side: wanted.side, grayscale: wanted.grayscale)
                deliver(AvatarImageResult(request: request, image: image.map { look(wanted, of: $0) }))
            }
        }
        var taken: [AvatarImageResult<Pixels>] = []
        var bytes = 0, images = 0
        while let record = readyOrder.first {
            guard let entry = ready[record.id], entry.serial == record.serial else {
                readyOrder.removeFirst()
                continue
            }
            switch entry.pending {
            case .result(let result):
                if case .success(let image) = result.image {
                    let size = AvatarSizeSteps.bytes(side: image.side)
                    guard taken.isEmpty || (bytes + size <= maxBytes && images < maxImages) else { return taken }
                    bytes += size
                    images += 1
                }
                taken.append(result)
            case .gray(let key, let hit):
                // The colour pixels may have left the cache since: then the gray look waits for a decode.
                guard let colour = cache.value(for: Self.colour(of: key)) else {
                    readyOrder.removeFirst()
                    ready[record.id] = nil
                    wait(record.id, for: key)
                    continue
                }
                let size = AvatarSizeSteps.bytes(side: colour.side)
                guard taken.isEmpty || (bytes + size <= maxBytes && images < maxImages) else { return taken }
                bytes += size
                images += 1
                if hit { counters.cacheHits += 1 }
                taken.append(AvatarImageResult(request: AvatarImageRequest(id: record.id, side: key.side, grayscale: true),
                                               image: .success(look(key, of: colour))))
            }
            readyOrder.removeFirst()
            ready[record.id] = nil
        }
        return taken
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

    /// Queues `result` for the next `takeFinished`, replacing anything of its id not yet taken.
    private func deliver(_ result: AvatarImageResult<Pixels>) { enqueue(result.request.id, .result(result)) }

    private func enqueue(_ id: String, _ pending: Pending) {
        serial += 1
        ready[id] = (serial, pending)
        readyOrder.append((id, serial))
    }

    /// Drops `id`'s untaken result (or gray look to make) and its place among a decode's waiters, cancelling
    /// the decode when it was the last one waiting.
    private func withdraw(_ id: String) {
        ready[id] = nil
        guard let key = waitingFor.removeValue(forKey: id) else { return }
        let colour = Self.colour(of: key)
        waiting[colour]?.removeAll { $0 == id }
        guard waiting[colour]?.isEmpty == true else { return }
        waiting[colour] = nil
        counters.decodesCancelled += 1
        decoder.cancel(colour)
    }
}
