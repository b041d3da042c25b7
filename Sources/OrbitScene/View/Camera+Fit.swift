import OrbitGeometry
import OrbitLayout

extension Camera {
    /// The camera that shows the disc of `radius` world points about `center` whole and centred in `viewport`,
    /// with `margin` screen points to spare on the nearer sides (less when the viewport is too small for it).
    /// A non-positive or non-finite radius counts as 1.
    public static func fitting(radius: Double, around center: OrbitPoint, in viewport: OrbitRect, margin: Double = 12) -> Camera {
        let radius = radius.isFinite && radius > 0 ? radius : 1
        let half = min(viewport.width, viewport.height) / 2
        let room = max(half - max(margin, 0), half / 2, 1e-9)
        let scale = room / radius
        return Camera(scale: scale, translation: viewport.center - center * scale)
    }
}

extension RingInfo {
    /// The radius about the layout centre that holds every placed avatar whole: the outer radius of the
    /// outermost ring with people on it, or of the outermost ring when nobody is placed (the empty rings show
    /// whole around a viewer of the usual size).
    ///
    /// - Complexity: O(rings).
    public static func contentRadius(of rings: [RingInfo]) -> Double {
        rings.filter { $0.count > 0 }.map(\.outerRadius).max()
            ?? rings.map(\.outerRadius).max() ?? 1
    }
}
