/// One decoded image as `SharedAvatarImages` caches it: which source (a file path, a URL), at which size
/// step, in colour or gray. People who share a photo share its key at the same step and look.
public struct AvatarImageKey: Hashable, Sendable {
    /// Where the image comes from, as the decoder understands it (a file path for OrbitSDL).
    public var source: String
    /// The texture side in pixels (a size step).
    public var side: Int
    /// Desaturated for an inactive person.
    public var grayscale: Bool

    /// The key of `source` decoded at `side` pixels, gray or in colour.
    package init(source: String, side: Int, grayscale: Bool) {
        self.source = source
        self.side = side
        self.grayscale = grayscale
    }
}

/// What decodes images by key for `SharedAvatarImages`: starts a decode off the main actor, cancels it, and
/// hands back the finished ones; and makes the gray look of decoded pixels. It sees each key at most once at a
/// time, and only in colour: `SharedAvatarImages` coalesces demands for the same key, caches the results and
/// derives the gray look from the colour one, so one decode serves both.
@MainActor
public protocol AvatarImageDecoder: AnyObject {
    /// Decoded pixels as the renderer takes them.
    associatedtype Pixels
    /// Starts decoding `key` (in colour).
    func decode(_ key: AvatarImageKey)
    /// Withdraws the decode of `key`: its result is never delivered.
    func cancel(_ key: AvatarImageKey)
    /// Every decode finished since the last call, in completion order.
    func takeDecoded() -> [(key: AvatarImageKey, image: Result<AvatarImage<Pixels>, AvatarImageFailure>)]
    /// The gray look of decoded `pixels` (an inactive person's), on the main actor: O(pixels), a pass over
    /// pixels already decoded.
    func grayscale(_ pixels: Pixels) -> Pixels
}
