import OrbitNetwork
import OrbitScene

/// Avatar images from files for `AvatarResidency`: `SharedAvatarImages` over the `DecodePipeline`'s threads
/// (safe reads, header check, downscale to the requested side, round crop; the gray look is made from the
/// colour pixels). Each file is decoded once per size step however many people show it, in either look, kept in a byte-limited cache, and
/// concurrent loads of it share one decode. A file that failed for good is remembered, so the next person
/// with it fails at once without a decode or another warning. A stalled file is not remembered here: its
/// failure says when to ask again (`AvatarImageFailure.retryAfter`), and until then the pipeline answers for
/// it at once.
public typealias SDLAvatarSource = SharedAvatarImages<SDLAvatarDecoder>

extension SharedAvatarImages where Decoder == SDLAvatarDecoder {
    /// A source decoding on `pipeline` the file or URL that `file` names for each id (`nil`: no avatar), caching
    /// up to `cacheBytes` of decoded pixels. URLs are fetched with `fetcher` (`nil`: none; a URL is then read as
    /// a path and fails as missing).
    public convenience init(
        pipeline: DecodePipeline, fetcher: ImageFetcher? = nil, cacheBytes: Int = SharedAvatarImages.defaultCacheBytes,
        file: @escaping (String) -> String?
    ) {
        self.init(decoder: SDLAvatarDecoder(pipeline: pipeline, fetcher: fetcher), cacheBytes: cacheBytes, source: file)
    }

    /// The decoder threads.
    public var pipeline: DecodePipeline { decoder.pipeline }

    /// What fetches avatars named by URL, if anything does.
    public var fetcher: ImageFetcher? { decoder.fetcher }

    /// Whether the file at `path` failed for good (its people show the broken placeholder).
    public func hasFailed(path: String) -> Bool { hasFailed(source: path) }
}

/// Decodes avatars by `AvatarImageKey` on a `DecodePipeline`, for `SharedAvatarImages`: the key's source is a
/// file's path, or an `http(s)` URL whose bytes an `ImageFetcher` fetches first (once for every key of the URL:
/// the fetch is cancelled when the last of them is). Each key is one pipeline request.
///
/// A URL that gives no bytes fails with one warning naming it and why (status, timeout, too large, not an image,
/// redirect loop). A failure that may pass (`FetchFailure.isTransient`: a server error, a timeout, a failed
/// connection) says to ask again after `networkRetryDelay` seconds, or the server's longer `Retry-After`; the
/// others stay, like a broken file.
@MainActor
public final class SDLAvatarDecoder: AvatarImageDecoder {
    /// Prepared RGBA pixels.
    public typealias Pixels = PixelBuffer

    /// The decoder threads.
    public let pipeline: DecodePipeline
    /// What fetches URLs (`nil`: a URL is read as a path).
    public let fetcher: ImageFetcher?
    /// Seconds after which a URL whose fetch failed for a reason that may pass is asked for again. Default 300.
    public let networkRetryDelay: Double
    /// Keys waiting for their URL's bytes, by URL.
    private var fetching: [String: Set<AvatarImageKey>] = [:]

    /// A decoder submitting to `pipeline`, fetching URLs with `fetcher`, asking again for a URL that failed for a
    /// reason that may pass after `networkRetryDelay` seconds.
    public init(pipeline: DecodePipeline, fetcher: ImageFetcher? = nil, networkRetryDelay: Double = 300) {
        self.pipeline = pipeline
        self.fetcher = fetcher
        self.networkRetryDelay = networkRetryDelay
    }

    public func decode(_ key: AvatarImageKey) {
        if let fetcher, ImageFetcher.isRemote(key.source) {
            if fetching[key.source, default: []].insert(key).inserted { fetcher.fetch(key.source) }
            return
        }
        pipeline.submit(AvatarRequest(personID: Self.requestID(key), path: key.source, diameter: key.side, grayscale: key.grayscale))
    }

    public func cancel(_ key: AvatarImageKey) {
        if fetching[key.source]?.remove(key) != nil {
            if fetching[key.source]?.isEmpty == true { fetching[key.source] = nil }
            fetcher?.cancel(key.source)
            return
        }
        pipeline.cancel(personID: Self.requestID(key))
    }

    public func takeDecoded() -> [(key: AvatarImageKey, image: Result<AvatarImage<PixelBuffer>, AvatarImageFailure>)] {
        var failed: [(key: AvatarImageKey, image: Result<AvatarImage<PixelBuffer>, AvatarImageFailure>)] = []
        for fetched in fetcher?.takeFinished() ?? [] {
            guard let keys = fetching.removeValue(forKey: fetched.url) else { continue }
            switch fetched.result {
            case .success(let bytes):
                for key in keys {
                    pipeline.submit(AvatarRequest(personID: Self.requestID(key), path: key.source, bytes: bytes, diameter: key.side,
                                                  grayscale: key.grayscale))
                }
            case .failure(let failure):
                let description = "avatar '\(fetched.url)': \(failure)"
                pipeline.warnings.warnOnce(about: fetched.url, description)
                var retryAfter = networkRetryDelay
                if case .status(_, let after?) = failure { retryAfter = max(retryAfter, after) }
                let image = AvatarImageFailure(failure.reason, description, retryAfter: failure.isTransient ? retryAfter : nil)
                failed += keys.map { ($0, .failure(image)) }
            }
        }
        return failed + pipeline.takeResults(maxBytes: .max).map { decoded in
            let key = AvatarImageKey(source: decoded.request.path, side: decoded.request.diameter, grayscale: decoded.request.grayscale)
            switch decoded.image {
            case .success(let image):
                let side = max(image.pixels.width, image.pixels.height)
                return (key, .success(AvatarImage(pixels: image.pixels, side: side, nativeSide: image.nativeSide)))
            case .failure(let error):
                return (key, .failure(AvatarImageFailure(error.reason, error.description, retryAfter: error.retryAfter)))
            }
        }
    }

    /// `pixels` desaturated to `PixelBuffer.inactiveSaturation`, as the pipeline makes gray avatars.
    public func grayscale(_ pixels: PixelBuffer) -> PixelBuffer {
        pixels.desaturated(to: PixelBuffer.inactiveSaturation)
    }

    /// The pipeline's request id for `key`: one per file, step and look (the pipeline keys requests by it).
    static func requestID(_ key: AvatarImageKey) -> String {
        "\(key.side)\(key.grayscale ? "g" : "c")/\(key.source)"
    }
}

extension FetchFailure {
    /// The failure as the residency sees it: a 404 or 410 is a missing image, a server error or timeout a slow
    /// source, anything else an image that cannot be had.
    var reason: AvatarImageFailure.Reason {
        switch self {
        case .status(404, _), .status(410, _): .missing
        case .tooLarge: .tooLarge
        case .noResponse, .stalled, .network, .cancelled: .stalled
        case .status(let code, _): code == 429 || code >= 500 ? .stalled : .undecodable
        case .invalidURL, .notAnImage, .tooManyRedirects: .undecodable
        }
    }
}

extension AvatarLoadError {
    /// The failure as the residency sees it.
    var reason: AvatarImageFailure.Reason {
        switch self {
        case .missing: .missing
        case .undecodable: .undecodable
        case .tooLarge: .tooLarge
        case .stalled: .stalled
        }
    }
}
