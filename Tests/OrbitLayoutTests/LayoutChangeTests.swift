import Testing
import OrbitLayout

@Suite struct LayoutChangeTests {
    func result(_ nodes: [PlacedNode]) -> LayoutResult {
        LayoutResult(center: .zero, avatarRadius: 1, spacing: 0, rings: [], nodes: nodes, unplaced: [], rejected: [])
    }

    func node(_ id: String, ring: Int = 0, angle: Double = 0) -> PlacedNode {
        PlacedNode(id: id, ring: ring, x: 0, y: 0, angle: angle, radius: 5)
    }

    @Test func reportsInsertedRemovedAndMoved() {
        let before = result([node("stay"), node("leave"), node("turn"), node("hop")])
        let after = result([node("new"), node("stay"), node("turn", angle: 1), node("hop", ring: 1)])
        let change = LayoutChange(from: before, to: after)
        #expect(change.inserted == ["new"])
        #expect(change.removed == ["leave"])
        #expect(change.moved == ["turn", "hop"])
    }

    @Test func withoutPreviousEveryoneIsInserted() {
        let change = LayoutChange(from: nil, to: result([node("a"), node("b")]))
        #expect(change == LayoutChange(inserted: ["a", "b"]))
    }
}
