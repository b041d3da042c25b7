import Foundation
import OrbitGeometry
import Testing
@testable import OrbitMotion

@Suite struct CubicBezierTests {
    /// A slow, high-precision reference: bisection on x(t) in Double down to 1e-15 in t, then y(t).
    /// With x1 = 1 and x2 = 0 the curve turns vertical at t = ½, where Double bisection cannot pin t;
    /// there x(t) = ½ + 4(t − ½)³ is solved in closed form instead.
    static func reference(_ curve: CubicBezier, _ x: Double) -> Double {
        if curve.x1 == 1, curve.x2 == 0 { return curve.sampleY(0.5 + cbrt((x - 0.5) / 4)) }
        var lower = 0.0, upper = 1.0
        while upper - lower > 1e-15 {
            let mid = (lower + upper) / 2
            guard mid > lower, mid < upper else { break }
            if curve.sampleX(mid) < x { lower = mid } else { upper = mid }
        }
        return curve.sampleY((lower + upper) / 2)
    }

    /// Named curves, degenerate control points and overshooting ones.
    static let awkwardCurves: [CubicBezier] = [
        .linear, .ease, .easeIn, .easeOut, .easeInOut, .orbitFling,
        try! CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0),
        try! CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
        try! CubicBezier(x1: 0, y1: 0, x2: 0, y2: 1),
        try! CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0),
        try! CubicBezier(x1: 0, y1: 5, x2: 1, y2: -4),
        try! CubicBezier(x1: 0.1, y1: -0.6, x2: 0.2, y2: 0),
        try! CubicBezier(x1: 1, y1: 1, x2: 1, y2: 1),
        try! CubicBezier(x1: 0.5, y1: 2, x2: 0.5, y2: -1),
    ]

    @Test func yErrorIsBelowOneMillionthOnAwkwardCurves() {
        for curve in Self.awkwardCurves {
            var worst = 0.0
            for i in 0...4000 {
                let x = Double(i) / 4000
                worst = max(worst, abs(curve.value(at: x) - Self.reference(curve, x)))
            }
            #expect(worst < 1e-6, "\(curve): max y error \(worst)")
        }
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func yErrorIsBelowOneMillionthOnRandomCurves(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<10 {
            // Coordinates snap to 0 or 1 now and then to reach the degenerate cases.
            func coordinate(_ range: ClosedRange<Double>) -> Double {
                switch random.uniform(0...1) {
                case ..<0.1: 0
                case ..<0.2: 1
                default: random.uniform(range)
                }
            }
            let curve = try CubicBezier(x1: coordinate(0...1), y1: coordinate(-3...4), x2: coordinate(0...1), y2: coordinate(-3...4))
            for _ in 0..<300 {
                let x = random.uniform(0...1)
                let error = abs(curve.value(at: x) - Self.reference(curve, x))
                #expect(error < 1e-6, "seed \(seed): \(curve) at x = \(x): y error \(error)")
            }
        }
    }

    @Test func endPointsAreExact() {
        for curve in Self.awkwardCurves {
            #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1, "\(curve)")
        }
    }

    @Test func curvesWithControlPointsInsideTheSquareNeverRunBackwards() {
        for curve in [CubicBezier.ease, .easeIn, .easeOut, .easeInOut, .orbitFling] {
            var previous = 0.0
            for i in 1...2000 {
                let y = curve.value(at: Double(i) / 2000)
                #expect(y >= previous - 1e-12, "\(curve) decreases near x = \(Double(i) / 2000)")
                previous = y
            }
        }
    }

    @Test func startAndEndSlopesMatchTheCurve() throws {
        #expect(CubicBezier.orbitFling.startSlope == 0.915 / 0.29)
        #expect(CubicBezier.orbitFling.endSlope == 0)
        #expect(CubicBezier.linear.startSlope == 1 && CubicBezier.linear.endSlope == 1)
        // Finite end slopes are the limits of the curve's slope inside, and of its difference quotients.
        for curve in Self.awkwardCurves where curve.startSlope.isFinite && curve.endSlope.isFinite {
            let scale = max(1, abs(curve.startSlope), abs(curve.endSlope))
            #expect(abs(curve.slope(at: 1e-12) - curve.startSlope) < 1e-4 * scale, "\(curve) start")
            #expect(abs(curve.slope(at: 1 - 1e-12) - curve.endSlope) < 1e-4 * scale, "\(curve) end")
            let h = 1e-4
            #expect(abs(curve.value(at: h) / h - curve.startSlope) < 0.02 * scale, "\(curve) start quotient")
            #expect(abs((1 - curve.value(at: 1 - h)) / h - curve.endSlope) < 0.02 * scale, "\(curve) end quotient")
        }
    }

    @Test func degenerateStartSlopesAreDefined() throws {
        // x1 = 0 with y1 > 0: the curve leaves vertically.
        let vertical = try CubicBezier(x1: 0, y1: 0.5, x2: 0.5, y2: 1)
        #expect(vertical.startSlope == .infinity)
        #expect(vertical.value(at: 1e-8) / 1e-8 > 1000)
        // x1 = 0 with y1 < 0: vertically downwards.
        #expect(try CubicBezier(x1: 0, y1: -0.5, x2: 0.5, y2: 1).startSlope == -.infinity)
        // y1 = 0 with x1 > 0: leaves flat.
        #expect(CubicBezier.easeIn.startSlope == 0)
        // P1 on the start: the second control point decides.
        #expect(CubicBezier.easeOut.startSlope == 1 / 0.58)
        // Both control points on the start: y = x³ / x³ near the start, slope 1.
        #expect(try CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0).startSlope == 1)
        // The mirror cases at the end.
        #expect(abs(CubicBezier.easeIn.endSlope - 1 / 0.58) < 1e-15)
        #expect(try CubicBezier(x1: 0.5, y1: 0, x2: 1, y2: 0.5).endSlope == .infinity)
    }

    @Test func slopeInsideMatchesADifferenceQuotient() {
        var random = SeededGenerator(seed: 7)
        for curve in [CubicBezier.ease, .easeInOut, .orbitFling] {
            for _ in 0..<200 {
                let x = random.uniform(0.01...0.99)
                let h = 1e-5
                let quotient = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(abs(quotient - curve.slope(at: x)) < 1e-4, "\(curve) at \(x)")
            }
        }
    }

    @Test func outsideTheUnitIntervalTheCurveFollowsTheCSSTangents() throws {
        let fling = CubicBezier.orbitFling
        #expect(fling.value(at: -0.5) == -0.5 * 0.915 / 0.29)
        #expect(fling.value(at: 1.5) == 1)
        // x1 = 0: CSS takes the line through P0 and P2 (y2 / x2).
        let steep = try CubicBezier(x1: 0, y1: 0.5, x2: 0.25, y2: 1)
        #expect(steep.value(at: -1) == -4)
        // x2 = 1: the line through P1 and P3.
        #expect(abs(CubicBezier.easeIn.value(at: 2) - (1 + 1 / 0.58)) < 1e-12)
        // Nothing to lean on: flat.
        #expect(try CubicBezier(x1: 0, y1: 0.3, x2: 0, y2: 0.7).value(at: -2) == 0)
    }

    @Test func invalidControlPointsAreRejectedByName() {
        #expect(throws: CubicBezier.InvalidControlPoint(coordinate: "x1", value: 1.5, problem: .outsideUnitInterval)) {
            try CubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
        }
        #expect(throws: CubicBezier.InvalidControlPoint(coordinate: "x2", value: -0.1, problem: .outsideUnitInterval)) {
            try CubicBezier(x1: 0.5, y1: 0, x2: -0.1, y2: 1)
        }
        do {
            _ = try CubicBezier(x1: 0.5, y1: .nan, x2: 0.5, y2: 1)
            Issue.record("NaN y1 accepted")
        } catch {
            #expect(error.coordinate == "y1")
            #expect(error.description.contains("y1"))
        }
    }

    @Test func yOutsideTheSquareOvershoots() throws {
        let back = try CubicBezier(x1: 0.3, y1: 1.6, x2: 0.7, y2: 1.2)
        let peak = (1..<100).map { back.value(at: Double($0) / 100) }.max()!
        #expect(peak > 1.05)
    }

    @Test func namedCurvesAreTheCSSKeywords() throws {
        #expect(CubicBezier.named.count == 5)
        #expect(CubicBezier.named["ease"] == (try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))
        #expect(CubicBezier.named["ease-in-out"] == CubicBezier.easeInOut)
        #expect(CubicBezier.orbitFling == (try CubicBezier(x1: 58.0 / 200, y1: 183.0 / 200, x2: 106.0 / 200, y2: 1)))
    }
}
