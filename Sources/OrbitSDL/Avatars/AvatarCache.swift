/// The render thread's side of avatar loading: turns requests into decodes, uploads finished decodes
/// as textures within a per-frame budget, and remembers files that failed so they are not decoded
/// again (the person keeps their placeholder).
///
/// The app calls `request` when a person comes into view (or their displayed size or activity
/// changes), `release` when they leave, and `uploadReady(at:)` once per frame.
@MainActor
public final class AvatarCache {
    /// The background decoder.
    public let pipeline: DecodePipeline
    /// The uploaded textures.
    public let textures: TextureStore
    /// Most textures uploaded per `uploadReady(at:)` call, so a burst of decodes cannot stall a
    /// frame. Default 8.
    public var uploadBudget: Int

    private var failedPaths: Set<String> = []
    /// People asked for with a file known to fail, to report in the next `uploadReady(at:)`.
    private var knownFailures: [String] = []

    init(pipeline: DecodePipeline, textures: TextureStore, uploadBudget: Int) {
        self.pipeline = pipeline
        self.textures = textures
        self.uploadBudget = uploadBudget
    }

    /// Asks for the person's avatar. When the file already failed, the person is reported failed by
    /// the next `uploadReady(at:)`. Does nothing when the resident
    /// texture is from the same file and activity and its size is within [1×, 2×] of the one asked
    /// (so zooming does not re-decode every frame); otherwise submits a decode (the old texture
    /// stays until the new one arrives).
    ///
    /// - Complexity: amortised O(1).
    public func request(_ request: AvatarRequest) {
        guard !failedPaths.contains(request.path) else {
            knownFailures.append(request.personID)
            return
        }
        if let resident = textures.entry(for: request.personID)?.request,
            resident.path == request.path, resident.grayscale == request.grayscale,
            resident.diameter >= request.diameter, resident.diameter <= 2 * request.diameter
        {
            pipeline.cancel(personID: request.personID)  // a sharper decode may be on its way
            return
        }
        pipeline.submit(request)
    }

    /// The person left: cancels their decode and destroys their texture.
    ///
    /// - Complexity: O(1).
    public func release(_ personID: String) {
        pipeline.cancel(personID: personID)
        textures.evict(personID)
    }

    /// Uploads finished decodes, at most `uploadBudget` textures, stamped with the frame time `time`
    /// (their scale-in starts then), and records failed files.
    /// - Returns: whose textures were uploaded and whose avatars failed (they keep placeholders),
    ///   for the scene's texture residency.
    @discardableResult
    public func uploadReady(at time: Double) -> AvatarUploads {
        var uploads = AvatarUploads(failed: knownFailures)
        knownFailures.removeAll()
        for result in pipeline.takeResults(maxImages: uploadBudget) {
            switch result.image {
            case .success(let pixels):
                do {
                    try textures.upload(pixels, for: result.request, at: time)
                    uploads.uploaded.append(result.request.personID)
                } catch {
                    pipeline.warnings.warnOnce(about: "texture:\(result.request.path)", "avatar '\(result.request.path)': \(error)")
                    uploads.failed.append(result.request.personID)
                }
            case .failure(let error):
                failedPaths.insert(error.path)
                uploads.failed.append(result.request.personID)
            }
        }
        return uploads
    }

    /// Whether the file at `path` failed to decode (its people show placeholders).
    public func hasFailed(path: String) -> Bool {
        failedPaths.contains(path)
    }

    /// Decode and texture counters together.
    public var statistics: AvatarStatistics {
        AvatarStatistics(decoding: pipeline.statistics, textures: textures.statistics)
    }
}

/// What one `AvatarCache.uploadReady(at:)` did, by person id.
public struct AvatarUploads: Hashable, Sendable {
    /// People whose texture was uploaded (and is drawn from now on).
    public var uploaded: [String] = []
    /// People whose avatar cannot be had: the file is missing, corrupt or too large, or the upload
    /// failed. They keep their placeholder.
    public var failed: [String] = []

    public init(uploaded: [String] = [], failed: [String] = []) {
        self.uploaded = uploaded
        self.failed = failed
    }
}

/// Everything the HUD and the stats file report about avatars.
public struct AvatarStatistics: Hashable, Sendable {
    public var decoding: DecodeStatistics
    public var textures: TextureStatistics
}
