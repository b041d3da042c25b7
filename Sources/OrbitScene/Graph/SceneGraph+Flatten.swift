import Foundation
import OrbitGeometry
import OrbitLayout

extension SceneGraph {
    /// The draw list: one command per visible node with content, with absolute position, scale, rotation and
    /// alpha, ordered by total z, then tree order (depth-first, parents before children, siblings in order).
    /// Hidden subtrees are skipped, and so is content whose total alpha is 0.
    ///
    /// - Complexity: O(n log n) for n nodes.
    package func flatten() -> [DrawCommand] { layeredCommands().map(\.command) }

    /// The draw list with each command's total z, in draw order.
    func layeredCommands() -> [(z: Double, command: DrawCommand)] {
        struct Pending {
            var slot: Int
            var position: OrbitPoint
            var rotation: Double
            var scale: Double
            var alpha: Double
            var z: Double
        }
        var entries: [(z: Double, order: Int, command: DrawCommand)] = []
        var stack = [Pending(slot: root.slot, position: .zero, rotation: 0, scale: 1, alpha: 1, z: 0)]
        // `stack` holds the parent's absolute transform applied to each child still to visit.
        while let parent = stack.popLast() {
            let node = node(slot: parent.slot)
            guard !node.isHidden else { continue }
            let cosine = cos(parent.rotation)
            let sine = sin(parent.rotation)
            let local = node.position * parent.scale
            let absolute = Pending(
                slot: parent.slot,
                position: OrbitPoint(x: parent.position.x + cosine * local.x - sine * local.y,
                                y: parent.position.y + sine * local.x + cosine * local.y),
                rotation: parent.rotation + node.rotation, scale: parent.scale * node.scale,
                alpha: parent.alpha * node.alpha, z: parent.z + node.zPosition)
            if let content = node.content, absolute.alpha > 0 {
                entries.append((absolute.z, entries.count, DrawCommand(
                    content: content, position: absolute.position, scale: absolute.scale,
                    rotation: absolute.rotation, alpha: absolute.alpha)))
            }
            for child in childSlots(of: parent.slot).reversed() {
                stack.append(Pending(slot: child, position: absolute.position, rotation: absolute.rotation,
                                     scale: absolute.scale, alpha: absolute.alpha, z: absolute.z))
            }
        }
        entries.sort { ($0.z, $0.order) < ($1.z, $1.order) }
        return entries.map { ($0.z, $0.command) }
    }
}
