import OrbitGeometry
import OrbitLayout

/// Names a node of a `SceneGraph`. A removed node's id stays invalid even after its slot is reused.
package struct SceneNodeID: Hashable, Sendable {
    let slot: Int
    let generation: Int
}

/// A node of the scene graph, in SpriteKit's model: its transform and opacity are relative to its parent
/// and propagate to its subtree.
package struct SceneNode: Hashable, Sendable {
    /// Position relative to the parent, in the parent's units (before the parent's scale and rotation).
    package var position: OrbitPoint
    /// Rotation in radians (standard matrix on screen coordinates: clockwise on a y-down screen). Default: 0.
    package var rotation: Double
    /// Uniform scale. Default: 1.
    package var scale: Double
    /// Added to the parent's z; the draw list is ordered by this total, then by tree order. Default: 0.
    package var zPosition: Double
    /// Multiplied with the parent's alpha. Default: 1.
    package var alpha: Double
    /// A hidden node and its whole subtree draw nothing. Default: `false`.
    package var isHidden: Bool
    /// What this node draws, if anything. Default: `nil` (a pure group).
    package var content: DrawContent?

    /// A node with the given transform, opacity and content; the defaults make a visible, empty group at the origin.
    package init(
        position: OrbitPoint = .zero, rotation: Double = 0, scale: Double = 1, zPosition: Double = 0, alpha: Double = 1,
        isHidden: Bool = false, content: DrawContent? = nil
    ) {
        self.position = position
        self.rotation = rotation
        self.scale = scale
        self.zPosition = zPosition
        self.alpha = alpha
        self.isHidden = isHidden
        self.content = content
    }
}
