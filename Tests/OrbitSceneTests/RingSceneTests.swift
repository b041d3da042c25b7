import Foundation
import OrbitFixtures
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene

@Suite struct RingSceneTests {
    static let viewport = OrbitRect(width: 1280, height: 800)

    private func avatarIDs(_ list: [DrawCommand]) -> [String] {
        list.compactMap { if case .avatar(let id, _, _, _, _) = $0.content { id } else { nil } }
    }

    /// Screen centres straight from the layout's formula: `center + ρ·(sin(θ + φ), cos(θ + φ))`.
    private func formulaPosition(_ node: PlacedNode, center: OrbitPoint, offsets: [Double], camera: Camera) -> OrbitPoint {
        let alpha = node.angle + (node.ring < offsets.count ? offsets[node.ring] : 0)
        return camera.screen(OrbitPoint(x: center.x + node.radius * sin(alpha), y: center.y + node.radius * cos(alpha)))
    }

    @Test func positionsFollowTheLayoutFormula() throws {
        for seed in UInt64(0)..<20 {
            var random = SeededGenerator(seed: seed)
            let synthetic = SyntheticLayout(people: 500, center: Self.viewport.center, seed: seed)
            let scene = try RingScene(layout: synthetic.result, people: synthetic.people)
            let offsets = randomOffsets(synthetic.result.rings.count, &random)
            let camera = Camera(scale: 0.1 + 3 * random.nextUnit(), translation: OrbitPoint(x: 100 * random.nextUnit(), y: 0))
            for node in synthetic.result.nodes {
                let at = scene.index.screenPosition(of: scene.slot(of: node.id)!, offsets: offsets, camera: camera)
                let expected = formulaPosition(node, center: synthetic.result.center, offsets: offsets, camera: camera)
                #expect(at.distance(to: expected) < 1e-9, "seed \(seed): \(node.id) at \(at), formula \(expected)")
            }
        }
    }

    /// A node's screen centre as the scene computes it (checked against the formula above), so the brute
    /// forces below agree with the scene to the last bit, ties included.
    private func screenPosition(_ scene: RingScene, _ node: PlacedNode, offsets: [Double], camera: Camera) -> OrbitPoint {
        scene.index.screenPosition(of: scene.slot(of: node.id)!, offsets: offsets, camera: camera)
    }

    /// The people a frame must draw, by scanning everyone: centre within the viewport grown by the avatar radius.
    private func bruteForceVisible(_ scene: RingScene, _ layout: LayoutResult, offsets: [Double], camera: Camera) -> [String] {
        let rect = Self.viewport.grown(by: layout.avatarRadius * camera.scale)
        return layout.nodes.filter { rect.contains(screenPosition(scene, $0, offsets: offsets, camera: camera)) }
            .sorted { ($0.ring, $0.angle) < ($1.ring, $1.angle) }.map(\.id)
    }

    /// The textures that should be held when still: the visible people plus the `maxPrefetch` nearest in the
    /// band beyond them (ties in draw order).
    private func bruteForceWanted(_ scene: RingScene, _ layout: LayoutResult, style: SceneStyle, offsets: [Double], camera: Camera) -> Set<String> {
        let visibleRect = Self.viewport.grown(by: layout.avatarRadius * camera.scale)
        let band = Self.viewport.grown(by: style.prefetchMargin + layout.avatarRadius * camera.scale)
        let beyond = layout.nodes.sorted { ($0.ring, $0.angle) < ($1.ring, $1.angle) }.enumerated()
            .compactMap { order, node -> (Double, Int, String)? in
                let at = screenPosition(scene, node, offsets: offsets, camera: camera)
                guard band.contains(at), !visibleRect.contains(at) else { return nil }
                return (visibleRect.distance(to: at), order, node.id)
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(style.maxPrefetch).map(\.2)
        return Set(bruteForceVisible(scene, layout, offsets: offsets, camera: camera)).union(beyond)
    }

    private func randomOffsets(_ count: Int, _ random: inout SeededGenerator) -> [Double] {
        (0..<count).map { _ in 20 * random.nextUnit() - 10 }
    }

    @Test func drawsExactlyTheVisiblePeopleInDrawOrder() throws {
        for seed in UInt64(0)..<40 {
            var random = SeededGenerator(seed: seed)
            let synthetic = SyntheticLayout(people: Int(200 + random.next() % 3000), center: Self.viewport.center, seed: seed)
            var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
            let offsets = randomOffsets(synthetic.result.rings.count, &random)
            let camera = Camera().zoomed(by: 0.5 + 1.5 * random.nextUnit(),
                                         about: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()))
            let frame = try scene.update(offsets: offsets, viewport: Self.viewport, camera: camera)
            let expected = bruteForceVisible(scene, synthetic.result, offsets: offsets, camera: camera)
            #expect(frame.detail == .avatars)
            #expect(avatarIDs(frame.drawList) == expected, "seed \(seed)")
            #expect(frame.drawnCount == expected.count, "seed \(seed)")
        }
    }

    /// Kept-clear rectangles: nobody drawn reaches into one, nobody is demanded or hit there, and everyone
    /// else visible is drawn as without them.
    @Test func nobodyIsDrawnDemandedOrHitWhereKeptClear() throws {
        var leftOut = 0
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let synthetic = SyntheticLayout(people: Int(200 + random.next() % 2000), center: Self.viewport.center, seed: seed)
            var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
            let offsets = randomOffsets(synthetic.result.rings.count, &random)
            let camera = Camera().zoomed(by: 0.5 + 1.5 * random.nextUnit(), about: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()))
            let everyone = try scene.update(offsets: offsets, viewport: Self.viewport, camera: camera)
            let before = scene.drawnPeople()
            scene.keptClear = (0..<Int(1 + random.next() % 3)).map { _ in
                OrbitRect(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit(), width: 20 + 300 * random.nextUnit(), height: 20 + 200 * random.nextUnit())
            }
            let frame = try scene.update(offsets: offsets, viewport: Self.viewport, camera: camera)
            let after = scene.drawnPeople()
            for person in after {
                for rect in scene.keptClear {
                    #expect(rect.distance(to: person.position) >= person.radius, "seed \(seed): \(person.id) reaches into \(rect)")
                }
            }
            // Everyone whose square of reach misses the rectangles is still drawn, in the same order.
            let kept = before.filter { person in scene.keptClear.allSatisfy { !$0.grown(by: person.radius).contains(person.position) } }
            #expect(after.map(\.id) == kept.map(\.id), "seed \(seed)")
            #expect(frame.avatars.filter(\.isVisible).map(\.id) == kept.map(\.id), "seed \(seed)")
            #expect(frame.drawnCount == kept.count && avatarIDs(frame.drawList) == kept.map(\.id), "seed \(seed)")
            for person in before where !kept.contains(where: { $0.id == person.id }) {
                if scene.keptClear.contains(where: { $0.contains(person.position) }) { #expect(scene.person(at: person.position) == nil, "seed \(seed)") }
            }
            leftOut += everyone.drawnCount - frame.drawnCount
        }
        #expect(leftOut > 0, "no one was left out: the test looked at nothing")
    }

    @Test func eachFrameDemandsExactlyTheVisiblePlusTheNearestBeyond() throws {
        for seed in UInt64(0)..<4 {
            var random = SeededGenerator(seed: seed)
            let synthetic = SyntheticLayout(people: 1500 + 500 * Int(seed), center: Self.viewport.center, seed: seed)
            let style = SceneStyle(maxPrefetch: 50 + Int(seed) * 30)
            var scene = try RingScene(layout: synthetic.result, people: synthetic.people, style: style)
            for step in 0..<12 {
                let offsets = randomOffsets(synthetic.result.rings.count, &random)
                let camera = Camera().zoomed(by: 0.7 + random.nextUnit(), about: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()))
                let frame = try scene.update(offsets: offsets, viewport: Self.viewport, camera: camera)
                let expected = bruteForceWanted(scene, synthetic.result, style: style, offsets: offsets, camera: camera)
                let demanded = frame.avatars.map(\.id)
                #expect(Set(demanded) == expected && demanded.count == expected.count, "seed \(seed) step \(step)")
                // Visible first, in draw order, each at its drawn size and place.
                let visible = frame.avatars.prefix { $0.isVisible }
                #expect(visible.map(\.id) == avatarIDs(frame.drawList) && frame.avatars.dropFirst(visible.count).allSatisfy { !$0.isVisible })
                let drawn = Dictionary(uniqueKeysWithValues: frame.drawList.compactMap { command -> (String, Double)? in
                    if case .avatar(let id, let radius, _, _, _) = command.content { (id, 2 * radius * command.scale) } else { nil }
                })
                #expect(visible.allSatisfy { drawn[$0.id] == $0.diameter }, "seed \(seed) step \(step)")
            }
        }
    }

    @Test func farZoomDrawsDotsAndDemandsNoTexture() throws {
        let synthetic = SyntheticLayout(people: 2000, center: Self.viewport.center)
        var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
        let first = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        #expect(!first.avatars.isEmpty)
        let far = Camera().zoomed(by: 0.3, about: Self.viewport.center)
        let frame = try scene.update(offsets: [], viewport: Self.viewport, camera: far)
        #expect(frame.detail == .dots && frame.avatars.isEmpty && avatarIDs(frame.drawList).isEmpty)
    }

    @Test func crowdedFarZoomDrawsAnEvenSampleUnderTheDotCap() throws {
        let synthetic = SyntheticLayout(people: 20_000, center: Self.viewport.center)
        var scene = try RingScene(layout: synthetic.result, people: synthetic.people, style: SceneStyle(maxDots: 1000))
        let frame = try scene.update(offsets: [], viewport: Self.viewport, camera: Camera().zoomed(by: 0.02, about: Self.viewport.center))
        let dots = frame.drawList.filter {
            // People's dots are opaque fills; the viewer's disc is white and its halo translucent.
            if case .circle(_, let fill, _, _) = $0.content { fill != nil && fill != SceneLook.dark.viewer && fill!.a == 255 } else { false }
        }
        #expect(frame.sampledFrom == 20_000)
        #expect(frame.drawnCount == 1000 && dots.count == 1000)
    }

    /// Over seeds: after people leave and others take their slots, every dot a far zoom draws is in its
    /// person's relation colour, faded when they are inactive (a dot's look is kept apart from the person's).
    @Test func dotsShowTheirPeoplesRelationAndActivityAfterChurn() throws {
        for seed in UInt64(1)...20 {
            var random = SeededGenerator(seed: seed)
            let synthetic = SyntheticLayout(people: 400, center: Self.viewport.center, seed: seed)
            var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
            var people = Dictionary(uniqueKeysWithValues: synthetic.people.map { ($0.id, $0) })
            for round in 0..<60 {
                let leaving = synthetic.result.nodes[Int(random.next() % UInt64(synthetic.result.nodes.count))]
                guard scene.remove(leaving.id) else { continue }
                let person = OrbitPerson(id: "new-\(round)", name: "New \(round)", isActive: random.next() % 2 == 0,
                                    relation: Relation.allCases[Int(random.next() % 5)])
                var node = leaving
                node.id = person.id
                try scene.insert(node, person: person)
                people[leaving.id] = nil
                people[person.id] = person
            }
            let far = Camera().zoomed(by: 0.2, about: Self.viewport.center)
            let frame = try scene.update(offsets: [], viewport: Self.viewport, camera: far)
            #expect(frame.detail == .dots)
            var dots: [OrbitPoint: (fill: RGBAColor, alpha: Double)] = [:]
            for command in frame.drawList {
                if case .circle(_, let fill?, nil, _) = command.content { dots[command.position] = (fill, command.alpha) }
            }
            let drawn = scene.drawnPeople()
            #expect(drawn.count > 100, "seed \(seed)")
            for person in drawn {
                let model = try #require(people[person.id], "seed \(seed): \(person.id)")
                let dot = try #require(dots[person.position], "seed \(seed): no dot for \(person.id)")
                #expect(dot.fill == model.relation.color, "seed \(seed): \(person.id)'s colour")
                #expect(dot.alpha == (model.isActive ? 1 : scene.style.inactiveOpacity), "seed \(seed): \(person.id)'s opacity")
            }
        }
    }

    /// Over seeds, at any zoom, with inactive people shown faded or not at all, and with people in flight after a
    /// change: the drawn discs are the drawn people that show, centre and radius, in draw order.
    @Test func drawnDiscsAreTheDrawnPeopleThatShow() throws {
        for seed in UInt64(0)..<150 {
            var random = SeededGenerator(seed: seed)
            let people = (0..<Int(50 + random.next() % 800)).map {
                OrbitPerson(id: "p\($0)", distanceMeters: 5 + 3000 * random.nextUnit(), isActive: random.next() % 3 != 0)
            }
            let request = LayoutRequest(viewport: OrbitSize(width: 1280, height: 800), avatarRadius: 20, spacing: 4, seed: seed, people: people)
            var live = try LiveLayout(request)
            var scene = try RingScene(layout: live.result(), people: people, style: SceneStyle(inactiveOpacity: random.next() % 2 == 0 ? 0 : 0.45))
            scene.advance(to: 0)
            let camera = Camera().zoomed(by: 0.1 + 1.5 * random.nextUnit(), about: OrbitPoint(x: 1280 * random.nextUnit(), y: 800 * random.nextUnit()))
            _ = try scene.update(offsets: [], viewport: Self.viewport, camera: camera)
            if random.next() % 2 == 0 {
                let movers = (0..<8).map { _ in people[Int(random.next() % UInt64(people.count))] }
                let change = live.apply(movers.map { .upsert(OrbitPerson(id: $0.id, distanceMeters: 5 + 3000 * random.nextUnit(), isActive: !$0.isActive)) })
                scene.apply(change, layout: live, transaction: AnimationTransaction(), at: 1)
                scene.advance(to: 1.05 + 0.1 * random.nextUnit())
                _ = try scene.update(offsets: [], viewport: Self.viewport, camera: camera)
            }
            let expected = scene.drawnPeople().filter { $0.opacity > 0 }
            let discs = scene.drawnDiscs()
            #expect(discs.map(\.center) == expected.map(\.position) && discs.map(\.radius) == expected.map(\.radius), "seed \(seed)")
        }
    }

    @Test func churnUpdatesTheSceneAndItsDemands() throws {
        let synthetic = SyntheticLayout(people: 800, center: Self.viewport.center)
        var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
        let first = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        let drawn = avatarIDs(first.drawList)
        let (gone, alsoGone) = (drawn[0], drawn[1])
        let newcomer = PlacedNode(id: "new", ring: 0, x: 0, y: 0, angle: 0.123, radius: 96)
        var moved = try #require(synthetic.result.nodes.first { $0.id == drawn[2] })
        moved.angle = AngleMath.normalized(moved.angle + .pi)
        var result = synthetic.result
        result.nodes = result.nodes.filter { ![gone, alsoGone, moved.id].contains($0.id) } + [newcomer, moved]
        try scene.apply(LayoutChange(inserted: ["new"], removed: [gone, alsoGone], moved: [moved.id]), from: result,
                        people: [OrbitPerson(id: "new", name: "New Comer", relation: .friend)])
        let second = try scene.update(offsets: [], viewport: Self.viewport, camera: .identity)
        let demanded = Set(second.avatars.map(\.id))
        #expect(!demanded.contains(gone) && !demanded.contains(alsoGone) && demanded.contains("new"))
        let now = avatarIDs(second.drawList)
        #expect(!now.contains(gone) && !now.contains(alsoGone) && now.contains("new"))
        #expect(scene.count == 800 - 1)
        #expect(scene.worldPosition(of: moved.id).map { abs(atan2($0.x - 640, $0.y - 400) - atan2(moved.x - 640, moved.y - 400)) > 1 } == true)
    }

    @Test func hitTestFindsEachDrawnAvatarAndNothingElsewhere() throws {
        let synthetic = SyntheticLayout(people: 3000, center: Self.viewport.center, seed: 9)
        var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
        let camera = Camera().zoomed(by: 1.3, about: OrbitPoint(x: 300, y: 200))
        let frame = try scene.update(offsets: [0.3, -1.2, 2, 5], viewport: Self.viewport, camera: camera)
        for command in frame.drawList {
            guard case .avatar(let id, _, _, _, _) = command.content else { continue }
            let offCentre = OrbitPoint(x: command.position.x + 10, y: command.position.y - 12)
            #expect(scene.person(at: offCentre) == id)
        }
        // The viewer sits at the centre, a whole cell inside the first track.
        #expect(scene.person(at: camera.screen(synthetic.result.center)) == nil)
    }

    @Test func layersAndSelectionFollowTheDocumentedOrder() throws {
        let synthetic = SyntheticLayout(people: 300, center: Self.viewport.center)
        var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
        let target = synthetic.result.nodes[5]
        scene.selectedID = target.id
        let frame = try scene.update(offsets: [1], viewport: Self.viewport, camera: .identity)
        func kind(_ command: DrawCommand) -> String {
            switch command.content {
            case .circle(_, nil, SceneLook.dark.guide?, _): "guide"
            case .circle(_, nil, SceneLook.dark.selection?, _): "selection"
            case .circle(_, SceneLook.dark.viewer?, _, _), .text: "viewer"
            case .circle, .avatar, .panel: "person"  // a panel: a blocked face's bar
            }
        }
        let kinds = frame.drawList.map(kind)
        let collapsed = kinds.enumerated().filter { $0.offset == 0 || kinds[$0.offset - 1] != $0.element }.map(\.element)
        #expect(collapsed == ["guide", "person", "viewer", "selection"])
        let highlight = try #require(frame.drawList.first { kind($0) == "selection" })
        let avatar = try #require(frame.drawList.first { if case .avatar(target.id, _, _, _, _) = $0.content { true } else { false } })
        #expect(highlight.position.distance(to: avatar.position) < 1e-9)
    }

    @Test func badInputThrowsNamingWhatAndWhere() throws {
        let synthetic = SyntheticLayout(people: 50, center: Self.viewport.center)
        var scene = try RingScene(layout: synthetic.result, people: synthetic.people)
        #expect(throws: SceneError.invalidOffset(ring: 2, value: .infinity)) {
            try scene.update(offsets: [0, 0, .infinity], viewport: Self.viewport, camera: .identity)
        }
        #expect(throws: SceneError.invalidCamera(Camera(scale: 0))) {
            try scene.update(offsets: [], viewport: Self.viewport, camera: Camera(scale: 0))
        }
        #expect(SceneError.invalidOffset(ring: 2, value: .nan).description.contains("offsets[2]"))
        var twice = synthetic.result
        twice.nodes.append(twice.nodes[0])
        #expect(throws: SceneError.duplicateID(twice.nodes[0].id)) { try RingScene(layout: twice, people: []) }
        var bent = synthetic.result
        bent.nodes[3].angle = .nan
        #expect(throws: SceneError.self) { try RingScene(layout: bent, people: []) }
        #expect(throws: SceneError.duplicateID("p1")) { try scene.insert(synthetic.result.nodes[1]) }
        var flat = synthetic.result
        flat.avatarRadius = 0
        #expect(throws: SceneError.self) { try RingScene(layout: flat, people: []) }
    }
}
