import OrbitGeometry
import OrbitLayout

/// The world → screen transform: `screen = world · scale + translation`.
///
/// Zooming scales about an anchor point that stays put on screen; the scale is clamped to `ZoomLimits`.
public struct Camera: Hashable, Sendable {
    /// Screen points per world point. Default: 1.
    public var scale: Double
    /// Where the world origin lands on screen. Default: (0, 0).
    public var translation: OrbitPoint

    /// A camera that scales world points by `scale` and then moves them by `translation`.
    public init(scale: Double = 1, translation: OrbitPoint = .zero) {
        self.scale = scale
        self.translation = translation
    }

    /// Scale 1, no translation: world points are screen points.
    public static let identity = Camera()

    /// Where the world point `world` is on screen.
    public func screen(_ world: OrbitPoint) -> OrbitPoint { world * scale + translation }

    /// The world point shown at the screen point `screen`.
    public func world(_ screen: OrbitPoint) -> OrbitPoint { (screen - translation) * (1 / scale) }

    /// This camera zoomed by `factor` about the screen point `anchor` (which keeps showing the same world
    /// point), with the resulting scale clamped to `limits`.
    public func zoomed(by factor: Double, about anchor: OrbitPoint, limits: ZoomLimits = ZoomLimits()) -> Camera {
        guard factor.isFinite, factor > 0 else { return self }
        let newScale = limits.clamp(scale * factor)
        let ratio = newScale / scale
        return Camera(scale: newScale, translation: anchor - (anchor - translation) * ratio)
    }

    var isValid: Bool { scale.isFinite && scale > 0 && translation.x.isFinite && translation.y.isFinite }
}

/// The allowed range of `Camera.scale`. Defaults: 0.02 … 4.
public struct ZoomLimits: Hashable, Sendable {
    /// The farthest zoom out. Default 0.02.
    public var minScale: Double
    /// The farthest zoom in. Default 4.
    public var maxScale: Double

    /// Swaps the bounds if given in the wrong order; non-positive bounds fall back to the defaults.
    public init(minScale: Double = 0.02, maxScale: Double = 4) {
        let low = minScale.isFinite && minScale > 0 ? minScale : 0.02
        let high = maxScale.isFinite && maxScale > 0 ? maxScale : 4
        self.minScale = min(low, high)
        self.maxScale = max(low, high)
    }

    /// `scale` brought into `minScale … maxScale`.
    public func clamp(_ scale: Double) -> Double { min(max(scale, minScale), maxScale) }
}
