import OrbitGeometry
import OrbitMotion
import OrbitScene
import Testing
@testable import OrbitSession

@Suite struct OrbitSessionLabelTests {
    /// (f) A band ring whose band continues on spill rings says how many of its band it shows; a count never
    /// understates: each label's counts match the people counted straight from the layout.
    @Test func bandCountsNeverUnderstate() throws {
        var continued = 0
        for seed: UInt64 in 1...60 {
            var scenario = try SessionScenario(seed: seed, people: seed % 10 == 0 ? 2_000 : 180)
            let session = scenario.session
            let layout = session.live.result()
            let viewer = session.request.viewer
            var distances: [Double] = []
            for id in layout.nodes.map(\.id) + layout.unplaced.map(\.id) {
                if let meters = session.live.person(id)?.distance(from: viewer) { distances.append(meters) }
            }
            let texts = scenario.session.labelTexts()
            for summary in RingSummary.summaries(of: session.live) where !summary.isSpill && summary.count > 0 {
                guard let band = summary.band, let text = texts[summary.ring] else { continue }
                let inBand = distances.filter { $0 >= band.lower && $0 < (band.upper ?? .infinity) }.count
                if inBand > summary.count {
                    continued += 1
                    #expect(text == "\(summary.bandText!) · nearest \(DistanceText.count(summary.count)) of \(DistanceText.count(inBand))",
                            "seed \(seed): ring \(summary.ring) says '\(text)', its band holds \(inBand)")
                } else {
                    #expect(text == summary.label, "seed \(seed): ring \(summary.ring) says '\(text)'")
                }
            }
            try scenario.settle()
        }
        #expect(continued > 0, "no band continued on a spill ring: the test looked at nothing")
    }

    /// Labels keep their spot while rings turn and at rest after, when the spot stays clear.
    @Test func labelsStayWhileRingsTurn() throws {
        var kept = 0
        for seed: UInt64 in 1...40 {
            var scenario = try SessionScenario(seed: seed, people: 180, window: OrbitSize(width: 1280, height: 800))
            try scenario.settle()
            let before = scenario.lastFrame.overlays(.label)
            try scenario.step { .key(KeyChord("Right")!, time: $0) }  // turns the innermost ring
            let during = scenario.lastFrame.overlays(.label)
            #expect(during.map(\.frame) == before.map(\.frame), "seed \(seed): labels moved while a ring turned")
            try scenario.settle()
            let after = scenario.lastFrame.overlays(.label)
            for label in after where before.contains(where: { $0.frame == label.frame && $0.lines == label.lines }) { kept += 1 }
        }
        #expect(kept > 0)
    }

    /// Zoomed in, a crowd filling the window leaves no free spot on the rings or at the edge: the labels' spots
    /// in the edge column and the legend's corner are kept clear of people, so the rings drawn are still named
    /// and the legend shows, over nobody; a click there selects nobody. Back at the fit, nothing is kept clear:
    /// labels never hide anyone at the fit.
    @Test func aCrowdFillingTheWindowKeepsTheLabelsSpotsClear() throws {
        for seed: UInt64 in [3, 4] {
            var scenario = try SessionScenario(seed: seed, people: 20_000, window: OrbitSize(width: 1280, height: 800))
            try scenario.settle()
            #expect(scenario.session.scene.keptClear.isEmpty, "seed \(seed): people kept out at the fit")
            try scenario.step { .wheel(notches: 3, at: OrbitPoint(x: 700, y: 420), time: $0) }
            try scenario.settle()
            let labels = scenario.lastFrame.overlays(.label), texts = scenario.session.labelTexts()
            let shown = Set((labels + scenario.lastFrame.overlays(.chip)).compactMap(\.lines.first))
            // The chip, and as many rings drawn as the edge takes (innermost first).
            let drawn = scenario.lastFrame.rings.map(\.index)
            let wanted = texts.filter { $0.key < 0 }.map(\.value)
                + texts.filter { drawn.contains($0.key) }.sorted { $0.key < $1.key }.prefix(OrbitSession.maxEdgeLabels).map(\.value)
            #expect(wanted.allSatisfy(shown.contains), "seed \(seed): \(shown.count) of \(wanted.count) ring labels in a window full of people")
            #expect(scenario.lastFrame.overlays(.legend).count == 1, "seed \(seed): no legend in a window full of people")
            #expect(!scenario.session.scene.keptClear.isEmpty, "seed \(seed): the crowd left free spots: the test looked at nothing")
            OrbitSessionInvariantTests.checkAtRest(scenario, seed: seed)
            for label in labels {
                try scenario.step { .pointerDown(label.frame.center, time: $0) }
                try scenario.step { .pointerUp(label.frame.center, time: $0) }
                #expect(scenario.lastFrame.selectedID == nil, "seed \(seed): a click on '\(label.lines.first ?? "")' selected someone under it")
            }
            try scenario.step { .command(.fitAll, time: $0) }
            try scenario.settle()
            #expect(scenario.session.scene.keptClear.isEmpty, "seed \(seed): labels still kept clear at the fit zoom: \(scenario.session.scene.keptClear)")
            OrbitSessionInvariantTests.checkAtRest(scenario, seed: seed)
        }
    }

    /// Zoomed in on a small window full of people, at most a quarter of it is kept clear (each rectangle grown
    /// by the people's reach): the innermost ring drawn keeps its label, and most people stay drawn. At the fit
    /// nothing is.
    @Test func aSmallWindowKeepsAtMostAQuarterClear() throws {
        for seed: UInt64 in [3, 4] {
            for window in [OrbitSize(width: 320, height: 240), OrbitSize(width: 700, height: 500)] {
                var scenario = try SessionScenario(seed: seed, people: 20_000, window: window)
                try scenario.settle()
                #expect(scenario.session.scene.keptClear.isEmpty, "seed \(seed), \(window): people kept out at the fit")
                try scenario.step { .wheel(notches: 2, at: OrbitPoint(x: window.width / 2 + 20, y: window.height / 2 - 10), time: $0) }
                try scenario.settle()
                let kept = scenario.session.scene.keptClear
                #expect(!kept.isEmpty, "seed \(seed), \(window): nothing kept clear: the test looked at nothing")
                let reach = scenario.lastFrame.people.map(\.radius).max() ?? 0
                let area = kept.reduce(0) { $0 + ($1.width + 2 * reach) * ($1.height + 2 * reach) }
                #expect(area <= OrbitSession.maxKeptClearShare * window.width * window.height + 1e-6,
                        "seed \(seed), \(window): \(area) square points kept clear")
                let innermost = scenario.lastFrame.rings.first.flatMap { scenario.session.labelTexts()[$0.index] }
                #expect(scenario.lastFrame.overlays(.label).contains { $0.lines.first == innermost }, "seed \(seed), \(window): no label for the innermost ring")
                OrbitSessionInvariantTests.checkAtRest(scenario, seed: seed)
            }
        }
    }

    /// Over random circles and rectangles: the circle meets the rectangle exactly when some point of it,
    /// sampled finely, lies inside (up to near-tangent circles, where sampling can miss).
    @Test func aCircleMeetsARectangleWhenSomePointOfItIsInside() {
        for seed in UInt64(0)..<600 {
            var random = SeededGenerator(seed: seed)
            let rect = OrbitRect(x: 1000 * random.nextUnit(), y: 1000 * random.nextUnit(), width: 600 * random.nextUnit(), height: 600 * random.nextUnit())
            let center = OrbitPoint(x: 3000 * random.nextUnit() - 1000, y: 3000 * random.nextUnit() - 1000), radius = 2000 * random.nextUnit()
            let meets = OrbitSession.circle(around: center, radius: radius, meets: rect)
            let inside = (0..<20_000).contains { index in
                let point = OrbitPoint(center: center, radius: radius, angle: 2 * Double.pi * Double(index) / 20_000)
                return point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
            }
            let arcStep = 2 * Double.pi * radius / 20_000
            let nearTangent = [rect.minX, rect.maxX].contains { abs(abs($0 - center.x) - radius) < arcStep }
                || [rect.minY, rect.maxY].contains { abs(abs($0 - center.y) - radius) < arcStep }
                || rect.width < arcStep || rect.height < arcStep
            #expect(meets == inside || (meets && nearTangent), "seed \(seed): \(center) r \(radius) \(rect)")
        }
    }
}
