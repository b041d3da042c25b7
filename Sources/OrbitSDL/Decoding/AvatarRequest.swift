/// One avatar to decode for one person: which file (or bytes fetched from a URL), at what size, in colour or not.
public struct AvatarRequest: Hashable, Sendable {
    /// The person whose avatar this is; requests, cancellations and textures are keyed by it.
    public var personID: String
    /// The image file (PNG, JPEG or anything SDL_image reads), or the URL `bytes` came from.
    public var path: String
    /// The image's bytes when they are already at hand (fetched from the URL `path`); `nil`: read the file `path`.
    public var bytes: [UInt8]?
    /// The displayed diameter in pixels (scene size × output scale); the image is downscaled to it.
    public var diameter: Int
    /// Inactive people are desaturated to `PixelBuffer.inactiveSaturation`.
    public var grayscale: Bool

    /// A request for `personID`'s avatar from `path` (or from `bytes` that came from it) at `diameter` pixels,
    /// grey or in colour.
    public init(personID: String, path: String, bytes: [UInt8]? = nil, diameter: Int, grayscale: Bool) {
        self.personID = personID
        self.path = path
        self.bytes = bytes
        self.diameter = diameter
        self.grayscale = grayscale
    }
}

extension AvatarRequest {
    /// The decoded `source` made ready to draw: the centred square downscaled to `diameter`,
    /// round-cropped with an antialiased edge and, for `grayscale`, desaturated.
    ///
    /// - Complexity: O(source pixels + diameter²).
    public func prepare(_ source: PixelBuffer) -> PixelBuffer {
        let round = source.squareDownscaled(toSide: max(1, diameter)).roundCropped()
        return grayscale ? round.desaturated(to: PixelBuffer.inactiveSaturation) : round
    }
}
