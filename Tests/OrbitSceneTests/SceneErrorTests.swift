import OrbitFixtures
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

/// A caller switches on what a `RingScene` refused, with the id, ring, property and value.
@Suite struct SceneErrorTests {
    static let synthetic = SyntheticLayout(people: 40, center: OrbitPoint(x: 300, y: 300), seed: 5)

    static func failure(_ build: () throws(SceneError) -> Void) -> SceneError? {
        do {
            try build()
            return nil
        } catch {
            return error
        }
    }

    @Test func aNodeOnAnUnlistedRingNamesItsIdRingAndTheRingCount() throws {
        var layout = Self.synthetic.result
        layout.nodes[3].ring = 9
        let error = try #require(Self.failure { () throws(SceneError) in _ = try RingScene(layout: layout, people: Self.synthetic.people) })
        guard case .invalidNode(let id, .ringOutOfRange(let ring, let ringCount)) = error.problem else {
            Issue.record("\(error)")
            return
        }
        #expect(id == layout.nodes[3].id && ring == 9 && ringCount == layout.rings.count)
        #expect(error.description == "node '\(id)': ring must be one of the layout's \(ringCount) rings, got 9")
    }

    @Test func styleAndLayoutProblemsCarryThePropertyAndValue() {
        var style = SceneStyle()
        style.maxDots = 0
        #expect(Self.failure { () throws(SceneError) in try style.validate() } == .styleCountTooSmall(property: "maxDots", value: 0, minimum: 1))
        style = SceneStyle()
        style.rimWidth = -2
        #expect(Self.failure { () throws(SceneError) in try style.validate() } == .invalidStyleLength(property: "rimWidth", value: -2))
        var layout = Self.synthetic.result
        layout.avatarRadius = -1
        #expect(Self.failure { () throws(SceneError) in _ = try RingScene(layout: layout, people: []) } == .invalidAvatarRadius(-1))
    }

    /// Every case says what and where: a node its id, an offset its ring, a style its property.
    @Test func everyCaseNamesWhatAndWhere() {
        let cases: [(SceneError, String)] = [
            (.invalidCenter(OrbitPoint(x: .nan, y: 0)), "center"), (.invalidAvatarRadius(0), "avatarRadius"),
            (.styleCountTooSmall(property: "maxPrefetch", value: -1, minimum: 0), "maxPrefetch"),
            (.invalidStyleLength(property: "prefetchMargin", value: .nan), "prefetchMargin"),
            (.invalidZoomLimits(ZoomLimits(minScale: 0.5, maxScale: 4)), "zoomLimits"),
            (.invalidNode(id: "ann", problem: .negativeRing(-1)), "'ann'"), (.invalidNode(id: "bo", problem: .notPlaced), "'bo'"),
            (.invalidNode(id: "cy", problem: .nonFiniteAngle(.infinity)), "angle"), (.invalidNode(id: "di", problem: .invalidRadius(-3)), "radius"),
            (.duplicateID("ed"), "'ed'"), (.invalidOffset(ring: 4, value: .nan), "offsets[4]"),
            (.invalidViewport(OrbitRect(x: 0, y: 0, width: -1, height: 5)), "viewport"),
            (.invalidCamera(Camera(scale: 0, translation: OrbitPoint(x: 0, y: 0))), "camera"),
        ]
        for (error, location) in cases {
            #expect(error.description.contains(location), "\(error)")
        }
    }
}
