import OrbitFixtures
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

/// Data that reaches a `RingScene` from outside (a decoded layout, a style built property by property) is
/// checked where it is used: a typed error, never a trap or an allocation sized by a number in the data.
@Suite struct SceneInputValidationTests {
    static let synthetic = SyntheticLayout(people: 300, center: OrbitPoint(x: 640, y: 400), seed: 3)

    /// Properties set after `init` bypass its clamping; the scene refuses them instead of dividing by zero.
    @Test func styleSetPropertyByPropertyIsChecked() {
        let breakers: [(String, (inout SceneStyle) -> Void)] = [
            ("maxDots", { $0.maxDots = 0 }),
            ("prefetchMargin", { $0.prefetchMargin = .nan }), ("minimumDotDiameter", { $0.minimumDotDiameter = -.infinity }),
            ("zoomLimits", { $0.zoomLimits.minScale = 0 }),
            ("rimWidth", { $0.rimWidth = .infinity }), ("maxPrefetch", { $0.maxPrefetch = .min }),
        ]
        for (name, breakIt) in breakers {
            var style = SceneStyle()
            breakIt(&style)
            #expect(throws: SceneError.self, "\(name)") {
                try RingScene(layout: Self.synthetic.result, people: Self.synthetic.people, style: style)
            }
            do {
                _ = try RingScene(layout: Self.synthetic.result, people: Self.synthetic.people, style: style)
            } catch {
                #expect(error.description.hasPrefix("style: \(name)"), "\(error)")
            }
        }
        #expect(throws: Never.self) { try SceneStyle().validate() }
    }

    /// A ring index of `Int.max` or 1e9 in a decoded layout is refused before anything is sized by it.
    @Test(arguments: [Int.max, 1_000_000_000, -1]) func nodesOnUnlistedRingsAreRefused(ring: Int) throws {
        var layout = Self.synthetic.result
        layout.nodes[7].ring = ring
        #expect(throws: SceneError.self) { try RingScene(layout: layout, people: Self.synthetic.people) }

        var scene = try RingScene(layout: Self.synthetic.result, people: Self.synthetic.people)
        let node = PlacedNode(id: "stranger", ring: ring, x: 0, y: 0, angle: 1, radius: 100)
        #expect(throws: SceneError.self) { try scene.insert(node) }
        var result = Self.synthetic.result
        result.nodes.append(node)
        #expect(throws: SceneError.self) { try scene.apply(LayoutChange(inserted: ["stranger"]), from: result, people: []) }
        #expect(!scene.contains("stranger"))
    }
}
