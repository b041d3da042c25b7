import OrbitGeometry
import OrbitLayout

/// One avatar a frame wants a texture for, as the scene presents it: who, how large on screen, in colour
/// or gray, where. `RingScene.update` lists the visible avatars (in draw order) and then the prefetched
/// ones just beyond the window; `AvatarResidency` decides what to decode from them.
public struct AvatarDemand: Hashable, Sendable {
    /// The person's id.
    public var id: String
    /// The avatar's diameter on screen (inside its rim), in points.
    public var diameter: Double
    /// Drawn desaturated (an inactive person).
    public var grayscale: Bool
    /// The avatar's centre on screen, in points.
    public var position: OrbitPoint
    /// On screen now (`false`: prefetched just beyond the edge).
    public var isVisible: Bool

    /// A demand with the given values (`RingScene.update` makes them).
    package init(id: String, diameter: Double, grayscale: Bool, position: OrbitPoint, isVisible: Bool) {
        self.id = id
        self.diameter = diameter
        self.grayscale = grayscale
        self.position = position
        self.isVisible = isVisible
    }
}
