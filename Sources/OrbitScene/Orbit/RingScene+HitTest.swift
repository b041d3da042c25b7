import OrbitGeometry
import OrbitLayout

extension RingScene {
    /// The person whose avatar contains the screen point `point` as drawn in the last frame (topmost, that is
    /// last in draw order, when avatars overlap), or `nil`; nobody inside `keptClear`.
    ///
    /// - Complexity: O(log rings + rings at that radius · log n + people within one avatar of the point).
    public func person(at point: OrbitPoint) -> String? {
        guard !keptClear.contains(where: { $0.contains(point) }) else { return nil }
        return flyingPerson(at: point) ?? index.hitTest(point, offsets: lastOffsets, camera: lastCamera).map { looks[$0].id }
    }
}
