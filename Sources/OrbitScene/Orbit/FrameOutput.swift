import OrbitGeometry
import OrbitLayout

/// How people are drawn at the current zoom.
public enum DetailLevel: Hashable, Sendable {
    /// Relation-coloured disc plus avatar sprite; textures are wanted.
    case avatars
    /// Relation-coloured dots only; no textures are wanted.
    case dots
}

/// Everything one frame produces for the renderer.
public struct FrameOutput: Sendable {
    /// What to draw, in order (see `RingScene` for the layering).
    public var drawList: [DrawCommand]
    /// The avatars that want a texture: the visible ones in draw order, then up to `SceneStyle.maxPrefetch`
    /// just beyond the window, nearest first. Empty at dot detail. Feed it to `AvatarResidency.update`.
    public var avatars: [AvatarDemand]
    /// How people were drawn.
    public var detail: DetailLevel
    /// People drawn (`RingScene.drawnPeople()` lists them).
    public var drawnCount: Int
    /// When more than `SceneStyle.maxDots` dots could be visible, the number of candidates the evenly strided
    /// sample was drawn from; `nil` when every visible person was drawn.
    package var sampledFrom: Int?
}

/// One person as drawn in a frame, in screen points.
public struct DrawnPerson: Hashable, Sendable {
    /// The person's id.
    public var id: String
    /// The avatar's (or dot's) centre.
    public var position: OrbitPoint
    /// The radius drawn, rim and halo included (the dot's radius at dot detail).
    public var radius: Double
    /// The opacity drawn, in [0, 1].
    public var opacity: Double
    /// The saturation drawn: 1 in colour, `PixelBuffer`'s inactive saturation (0.5) for idle people.
    public var saturation: Double

    /// A person drawn at `position` with `radius`, `opacity` and `saturation`.
    package init(id: String, position: OrbitPoint, radius: Double, opacity: Double, saturation: Double) {
        self.id = id
        self.position = position
        self.radius = radius
        self.opacity = opacity
        self.saturation = saturation
    }
}
