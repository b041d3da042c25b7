/// What a renderer does for `AvatarResidency`: make a texture from decoded pixels and destroy it. The
/// residency alone decides which textures exist; the renderer draws the ones `AvatarResidency.appearance(of:)`
/// names. Called on the main actor, where renderers draw.
@MainActor
public protocol AvatarTextureRenderer: AnyObject {
    /// Decoded pixels as the image source delivers them.
    associatedtype Pixels
    /// The renderer's texture handle.
    associatedtype Texture
    /// A texture holding `pixels`, or `nil` when the renderer cannot make one (the avatar then counts as broken).
    func makeTexture(from pixels: Pixels) -> Texture?
    /// Frees `texture`; the residency never uses it again.
    func destroyTexture(_ texture: Texture)
}

/// Where avatar images come from: loads and decodes the image of an id at a pixel size, off the main actor,
/// and can be cancelled. `AvatarResidency` calls it from the main actor once per frame.
@MainActor
public protocol AvatarImageSource: AnyObject {
    /// Decoded pixels as the renderer takes them.
    associatedtype Pixels
    /// Starts loading `request` (replacing any earlier request for the same id).
    func load(_ request: AvatarImageRequest)
    /// Withdraws the id's request: its result is never delivered.
    func cancel(_ id: String)
    /// Finished requests in completion order, at most `maxImages` successful images totalling at most
    /// `maxBytes` (at least one image when any is ready, so a large one cannot starve); failures cost nothing
    /// and all come.
    func takeFinished(maxBytes: Int, maxImages: Int) -> [AvatarImageResult<Pixels>]
    /// Whether loading `request` now starts no work of its own: its image is cached, known to fail, or being
    /// decoded for someone else. `AvatarResidency` does not hold such loads back for `maxLoadsInFlight`.
    func sharesWork(_ request: AvatarImageRequest) -> Bool
}

extension AvatarImageSource {
    /// `false`: every load is work of its own.
    public func sharesWork(_ request: AvatarImageRequest) -> Bool { false }
}

/// One image to load: whose, at what size, in colour or gray.
public struct AvatarImageRequest: Hashable, Sendable {
    /// The person's id.
    public var id: String
    /// The texture side in pixels (the avatar's diameter); a smaller source image is not scaled up.
    public var side: Int
    /// Desaturated for an inactive person.
    public var grayscale: Bool

    /// A request for `id`'s image at `side` pixels, grey or in colour.
    package init(id: String, side: Int, grayscale: Bool) {
        self.id = id
        self.side = side
        self.grayscale = grayscale
    }
}

/// Decoded pixels ready for a texture.
public struct AvatarImage<Pixels> {
    /// The decoded, round-cropped pixels.
    public var pixels: Pixels
    /// The side the pixels have (the requested one, or less when the source is smaller).
    public var side: Int
    /// The source image's shorter side: asking for more than this gains nothing.
    public var nativeSide: Int

    /// An image of `side` pixels from a source whose shorter side is `nativeSide`.
    public init(pixels: Pixels, side: Int, nativeSide: Int) {
        self.pixels = pixels
        self.side = side
        self.nativeSide = nativeSide
    }
}

/// A finished request: the image, or why there is none (the person is then drawn as broken).
public struct AvatarImageResult<Pixels> {
    /// The request this answers.
    public var request: AvatarImageRequest
    /// The image, or why there is none.
    public var image: Result<AvatarImage<Pixels>, AvatarImageFailure>

    /// The result of `request`.
    public init(request: AvatarImageRequest, image: Result<AvatarImage<Pixels>, AvatarImageFailure>) {
        self.request = request
        self.image = image
    }
}

/// Why an avatar image could not be had: a `reason` a caller can `switch` on, and the loader's own words
/// for people (`description`, e.g. "avatar 'a.png': cannot decode (not a regular file (directory))").
public struct AvatarImageFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why, coarsely.
    public var reason: Reason
    public var description: String
    /// Seconds after which loading the image again may succeed (a slow source); `nil`: it cannot be had, and
    /// is not asked for again while the avatar stays wanted.
    public var retryAfter: Double?

    /// Why an avatar image could not be had.
    public enum Reason: Hashable, Sendable {
        /// The person names no avatar file.
        case noFile
        /// No file at the avatar's path.
        case missing
        /// The file cannot be read or decoded: corrupt, truncated, an unknown format, not a regular file.
        case undecodable
        /// The image (or file) is larger than the decoder accepts.
        case tooLarge
        /// No image came in time (a slow or hung source).
        case stalled
    }

    /// A failure for `reason` saying `description`, that passes after `retryAfter` seconds (`nil`, the
    /// default: it stays; negative counts as 0, NaN as `nil`).
    public init(_ reason: Reason, _ description: String, retryAfter: Double? = nil) {
        self.reason = reason
        self.description = description
        self.retryAfter = retryAfter.flatMap { $0.isNaN ? nil : max(0, $0) }
    }
}

/// How a renderer draws one `.avatar` command this frame.
public enum AvatarAppearance<Texture> {
    /// The texture, shown (scaling in) since `since` (the residency's clock; `-infinity` when its image was at
    /// hand the frame it was asked for, so it needs no scale-in).
    case texture(Texture, side: Int, since: Double)
    /// Being loaded: the placeholder (initials on the relation colour).
    case loading
    /// The image cannot be had: the placeholder.
    case broken
    /// The byte budget cannot fit this avatar at any step: drawn as a dot (the relation disc alone).
    case dot
}
