import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct SceneGraphTests {
    private func label(_ command: DrawCommand) -> String? {
        if case .text(let text, _, _, _) = command.content { return text }
        return nil
    }

    @Test func transformsAndAlphaPropagateToChildren() throws {
        var graph = SceneGraph()
        let added = graph.add(SceneNode(
            position: OrbitPoint(x: 100, y: 50), rotation: .pi / 2, scale: 2, alpha: 0.5,
            content: .text("parent", size: 10, color: RGBAColor(hex: 0))), to: graph.root)
        let parent = try #require(added)
        graph.add(SceneNode(position: OrbitPoint(x: 10, y: 0), rotation: 0.25, scale: 3, alpha: 0.5,
                            content: .text("child", size: 10, color: RGBAColor(hex: 0))), to: parent)
        let list = graph.flatten()
        let child = try #require(list.first { label($0) == "child" })
        // The child's offset (10, 0) is scaled by 2 and turned a quarter turn: (0, 20) from the parent.
        #expect(abs(child.position.x - 100) < 1e-9 && abs(child.position.y - 70) < 1e-9, "\(child.position)")
        #expect(child.scale == 6)
        #expect(abs(child.rotation - (.pi / 2 + 0.25)) < 1e-12)
        #expect(child.alpha == 0.25)
    }

    /// Random trees: the list holds exactly the content nodes with no hidden ancestor and non-zero alpha,
    /// ordered by total z and, on equal z, by depth-first tree order.
    @Test func flattenOrdersByZThenTreeOrderAndSkipsHiddenSubtrees() {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            var graph = SceneGraph()
            var ids = [graph.root]
            var parentOf: [Int: Int] = [:]
            var nodes: [SceneNode] = [SceneNode()]
            for number in 1..<Int(2 + random.next() % 40) {
                let parent = Int(random.next() % UInt64(ids.count))
                let node = SceneNode(
                    zPosition: Double(random.next() % 3) - 1, alpha: random.nextUnit() < 0.1 ? 0 : 1,
                    isHidden: random.nextUnit() < 0.15,
                    content: random.nextUnit() < 0.8 ? .text("\(number)", size: 1, color: RGBAColor(hex: 0)) : nil)
                ids.append(graph.add(node, to: ids[parent])!)
                parentOf[number] = parent
                nodes.append(node)
            }
            // Reference: walk each node's ancestry for total z, hidden-ness and alpha; tree order by pre-order.
            func preorder(_ node: Int) -> [Int] {
                [node] + (1..<nodes.count).filter { parentOf[$0] == node }.flatMap(preorder)
            }
            let order = preorder(0)
            func chain(_ node: Int) -> [Int] { node == 0 ? [0] : chain(parentOf[node]!) + [node] }
            let expected = order.filter { node in
                nodes[node].content != nil && chain(node).allSatisfy { !nodes[$0].isHidden && nodes[$0].alpha > 0 }
            }.map { node in (z: chain(node).map { nodes[$0].zPosition }.reduce(0, +), tree: order.firstIndex(of: node)!, node: node) }
                .sorted { ($0.z, $0.tree) < ($1.z, $1.tree) }.map { "\($0.node)" }
            let found = graph.flatten().compactMap(label)
            #expect(found == expected, "seed \(seed)")
        }
    }

    @Test func removedIDsStayInvalidAfterSlotReuse() throws {
        var graph = SceneGraph()
        let group = try #require(graph.add(SceneNode(), to: graph.root) as SceneNodeID?)
        let child = try #require(graph.add(SceneNode(content: .text("old", size: 1, color: RGBAColor(hex: 0))), to: group) as SceneNodeID?)
        let removed = graph.remove(group)
        #expect(removed)
        #expect(graph[child] == nil && !graph.contains(group))
        let fresh = graph.add(SceneNode(content: .text("new", size: 1, color: RGBAColor(hex: 0))), to: graph.root)
        graph[child]?.isHidden = true
        #expect(fresh.flatMap { graph[$0] }?.isHidden == false)
        let underStale = graph.add(SceneNode(), to: child)
        #expect(underStale == nil)
        let removedRoot = graph.remove(graph.root)
        #expect(!removedRoot)
        #expect(graph.flatten().compactMap(label) == ["new"])
    }
}
