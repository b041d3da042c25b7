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
    /// A source decoding on `pipeline` the file that `file` names for each id (`nil`: no avatar), caching up
    /// to `cacheBytes` of decoded pixels.
    public convenience init(
        pipeline: DecodePipeline, cacheBytes: Int = SharedAvatarImages.defaultCacheBytes, file: @escaping (String) -> String?
    ) {
        self.init(decoder: SDLAvatarDecoder(pipeline: pipeline), cacheBytes: cacheBytes, source: file)
    }

    /// The decoder threads.
    public var pipeline: DecodePipeline { decoder.pipeline }

    /// Whether the file at `path` failed for good (its people show the broken placeholder).
    public func hasFailed(path: String) -> Bool { hasFailed(source: path) }
}

/// Decodes avatar files by `AvatarImageKey` (the key's source is the file's path) on a `DecodePipeline`, for
/// `SharedAvatarImages`. Each key is one pipeline request.
@MainActor
public final class SDLAvatarDecoder: AvatarImageDecoder {
    /// Prepared RGBA pixels.
    public typealias Pixels = PixelBuffer

    /// The decoder threads.
    public let pipeline: DecodePipeline

    /// A decoder submitting to `pipeline`.
    public init(pipeline: DecodePipeline) {
        self.pipeline = pipeline
    }

    public func decode(_ key: AvatarImageKey) {
        pipeline.submit(AvatarRequest(personID: Self.requestID(key), path: key.source, diameter: key.side, grayscale: key.grayscale))
    }

    public func cancel(_ key: AvatarImageKey) {
        pipeline.cancel(personID: Self.requestID(key))
    }

    public func takeDecoded() -> [(key: AvatarImageKey, image: Result<AvatarImage<PixelBuffer>, AvatarImageFailure>)] {
        pipeline.takeResults(maxBytes: .max).map { decoded in
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
