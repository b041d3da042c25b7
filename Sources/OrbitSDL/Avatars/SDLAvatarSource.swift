import OrbitScene

/// Avatar images from files for `AvatarResidency`: maps an id to its file, decodes it on the
/// `DecodePipeline`'s threads (safe reads, header check, downscale to the requested side, round crop,
/// desaturation for gray), and remembers each file that failed for good, so the next person with it fails at
/// once without a decode or another warning. A stalled file is not remembered here: its failure says when to
/// ask again (`AvatarImageFailure.retryAfter`), and until then the pipeline answers for it at once.
@MainActor
public final class SDLAvatarSource: AvatarImageSource {
    /// Prepared RGBA pixels.
    public typealias Pixels = PixelBuffer

    /// The decoder threads.
    public let pipeline: DecodePipeline
    /// The avatar file of an id, `nil` when the person has none (drawn as broken: the placeholder).
    private let file: (String) -> String?
    private var failedFiles: [String: AvatarLoadError] = [:]
    /// Failures known without decoding, delivered by the next `takeFinished`.
    private var known: [AvatarImageResult<PixelBuffer>] = []

    /// A source decoding on `pipeline` the file that `file` names for each id (`nil`: no avatar).
    public init(pipeline: DecodePipeline, file: @escaping (String) -> String?) {
        self.pipeline = pipeline
        self.file = file
    }

    public func load(_ request: AvatarImageRequest) {
        known.removeAll { $0.request.id == request.id }
        guard let path = file(request.id) else {
            known.append(AvatarImageResult(request: request, image: .failure(AvatarImageFailure("no avatar file"))))
            return
        }
        if let error = failedFiles[path] {
            known.append(AvatarImageResult(request: request, image: .failure(AvatarImageFailure(error.description))))
            return
        }
        pipeline.submit(AvatarRequest(personID: request.id, path: path, diameter: request.side, grayscale: request.grayscale))
    }

    public func cancel(_ id: String) {
        pipeline.cancel(personID: id)
        known.removeAll { $0.request.id == id }
    }

    public func takeFinished(maxBytes: Int) -> [AvatarImageResult<PixelBuffer>] {
        var results = known
        known.removeAll()
        for decoded in pipeline.takeResults(maxBytes: maxBytes) {
            let request = AvatarImageRequest(id: decoded.request.personID, side: decoded.request.diameter, grayscale: decoded.request.grayscale)
            switch decoded.image {
            case .success(let image):
                let avatar = AvatarImage(pixels: image.pixels, side: max(image.pixels.width, image.pixels.height), nativeSide: image.nativeSide)
                results.append(AvatarImageResult(request: request, image: .success(avatar)))
            case .failure(let error):
                if error.retryAfter == nil { failedFiles[error.path] = error }
                results.append(AvatarImageResult(request: request, image: .failure(AvatarImageFailure(error.description, retryAfter: error.retryAfter))))
            }
        }
        return results
    }

    /// Whether the file at `path` failed for good (its people show the broken placeholder).
    public func hasFailed(path: String) -> Bool { failedFiles[path] != nil }
}
