/// Sizes, limits and budgets of a `RingScene`. Lengths are in screen points unless they say world points.
public struct SceneStyle: Hashable, Sendable {
    /// How far beyond the viewport people are prefetched. Default: 96 (two avatar cells at the default size,
    /// a few frames of a fast fling near the centre).
    public var prefetchMargin: Double
    /// At most this many people beyond the edge are prefetched, nearest first. Default: 100.
    public var maxPrefetch: Int
    /// Below this on-screen avatar diameter people are drawn as coloured dots and want no texture. Default: 16.
    public var minimumAvatarDiameter: Double
    /// Dots are never drawn smaller than this on screen. Default: 2.
    public var minimumDotDiameter: Double
    /// At most this many dots per frame: beyond it an evenly strided sample is drawn. Default: 20 000.
    public var maxDots: Int
    /// Width of the relation-coloured rim around the avatar, in world points. Default: 3.
    public var rimWidth: Double
    /// Clamp for the camera scale. Default: 0.02 … 4.
    public var zoomLimits: ZoomLimits
    /// Opacity of an inactive person's whole node (rim, avatar, dot), so idle reads at a glance. Default: 0.45.
    public var inactiveOpacity: Double
    /// Colours of the guides, the viewer and the selection ring, and each relation's rim form. Default: `.dark`.
    public var look = SceneLook.dark
    /// The word on the viewer's disc, in the app's language. Default: "You".
    public var viewerText = "You"

    /// Values that make no sense (negative counts, non-finite lengths) fall back to the defaults.
    public init(
        prefetchMargin: Double = 96, maxPrefetch: Int = 100,
        minimumAvatarDiameter: Double = 16, minimumDotDiameter: Double = 2, maxDots: Int = 20_000,
        rimWidth: Double = 3, zoomLimits: ZoomLimits = ZoomLimits(), inactiveOpacity: Double = 0.45
    ) {
        func length(_ value: Double, _ fallback: Double) -> Double { value.isFinite && value >= 0 ? value : fallback }
        self.prefetchMargin = length(prefetchMargin, 96)
        self.maxPrefetch = maxPrefetch >= 0 ? maxPrefetch : 100
        self.minimumAvatarDiameter = length(minimumAvatarDiameter, 16)
        self.minimumDotDiameter = length(minimumDotDiameter, 2)
        self.maxDots = maxDots >= 1 ? maxDots : 20_000
        self.rimWidth = length(rimWidth, 3)
        self.zoomLimits = zoomLimits
        self.inactiveOpacity = inactiveOpacity.isFinite ? min(max(inactiveOpacity, 0), 1) : 0.45
    }
}

extension SceneStyle {
    /// Checks what the initialiser guarantees but a property set afterwards may break: counts ≥ 0 (`maxDots`
    /// ≥ 1, it divides), lengths finite and ≥ 0, zoom limits finite with 0 < min ≤ max. `RingScene` checks its
    /// style with this before using it.
    /// - Throws: `SceneError.styleCountTooSmall`, `.invalidStyleLength` or `.invalidZoomLimits` naming the first
    ///   property out of range.
    package func validate() throws(SceneError) {
        func count(_ value: Int, _ name: String, atLeast minimum: Int = 0) throws(SceneError) {
            guard value >= minimum else { throw .styleCountTooSmall(property: name, value: value, minimum: minimum) }
        }
        func length(_ value: Double, _ name: String) throws(SceneError) {
            guard value.isFinite, value >= 0 else { throw .invalidStyleLength(property: name, value: value) }
        }
        try length(prefetchMargin, "prefetchMargin")
        try count(maxPrefetch, "maxPrefetch")
        try length(minimumAvatarDiameter, "minimumAvatarDiameter")
        try length(minimumDotDiameter, "minimumDotDiameter")
        try count(maxDots, "maxDots", atLeast: 1)
        try length(rimWidth, "rimWidth")
        guard zoomLimits.minScale.isFinite, zoomLimits.maxScale.isFinite, zoomLimits.minScale > 0,
              zoomLimits.minScale <= zoomLimits.maxScale else {
            throw .invalidZoomLimits(zoomLimits)
        }
    }
}
