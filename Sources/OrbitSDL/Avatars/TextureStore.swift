import CSDL2

/// The avatar textures on the GPU, one per person: uploads `PixelBuffer`s, destroys textures on
/// eviction, and counts both, so `created − destroyed == resident` at every moment.
@MainActor
public final class TextureStore {
    /// One person's texture.
    public struct Entry {
        let texture: OpaquePointer
        /// The request the pixels were decoded for.
        public let request: AvatarRequest
        /// Frame time of the first upload for this person since it became resident; the avatar
        /// scales in from here. Replacing the pixels (e.g. a sharper size) keeps it.
        public let uploadedAt: Double
    }

    private let context: RenderContext
    private var entries: [String: Entry] = [:]
    public private(set) var statistics = TextureStatistics()

    init(context: RenderContext) {
        self.context = context
    }

    isolated deinit {
        removeAll()
    }

    /// The person's texture, if resident.
    public func entry(for personID: String) -> Entry? {
        entries[personID]
    }

    /// Uploads `pixels` as the texture for `request.personID`, replacing (and destroying) any
    /// texture the person had.
    ///
    /// - Complexity: O(pixels).
    public func upload(_ pixels: PixelBuffer, for request: AvatarRequest, at time: Double) throws(SDLError) {
        let texture = try context.makeTexture(from: pixels)
        statistics.created += 1
        let previous = entries[request.personID]
        if let previous { destroy(previous) }
        entries[request.personID] = Entry(texture: texture, request: request, uploadedAt: previous?.uploadedAt ?? time)
        statistics.resident = entries.count
        statistics.peakResident = max(statistics.peakResident, statistics.resident)
    }

    /// Destroys the person's texture, if any.
    ///
    /// - Complexity: O(1).
    public func evict(_ personID: String) {
        guard let entry = entries.removeValue(forKey: personID) else { return }
        destroy(entry)
        statistics.resident = entries.count
    }

    /// Destroys every texture.
    public func removeAll() {
        for entry in entries.values { destroy(entry) }
        entries.removeAll()
        statistics.resident = 0
    }

    private func destroy(_ entry: Entry) {
        SDL_DestroyTexture(entry.texture)
        statistics.destroyed += 1
    }
}

/// Texture counters: `created − destroyed == resident` always holds.
public struct TextureStatistics: Hashable, Sendable {
    public var created = 0
    public var destroyed = 0
    public var resident = 0
    /// The most textures resident at once so far.
    public var peakResident = 0

    public init() {}
}
