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
    /// People drawn.
    public var drawnCount: Int
    /// When more than `SceneStyle.maxDots` dots could be visible, the number of candidates the evenly strided
    /// sample was drawn from; `nil` when every visible person was drawn.
    public var sampledFrom: Int?
}
