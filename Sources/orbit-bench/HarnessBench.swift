/// The harness section: proof, on this build, that `blackHole` keeps work alive. The same serial loop (a
/// linear congruential step, which cannot be vectorised or summed in closed form) runs twice: once with its
/// result dropped, which the optimiser deletes (an impossible rate), and once into the black hole, which must
/// run at a physical rate or the run fails.
let harnessSection = BenchSection(
    name: "harness",
    summary: "the black hole keeps work alive: a dead loop is optimised away, the same loop into the sink is not"
) { options in
    let steps = opaque(options.quick ? 20_000_000 : 100_000_000)
    let dropped = medianSeconds { HarnessBench.droppedLoop(steps: steps) }
    let sunk = medianSeconds { HarnessBench.loop(steps: steps) }
    let droppedRate = Double(steps) / dropped
    let sunkRate = checkedRate(steps, per: sunk, what: "harness: a loop into the black hole")
    let figures = HarnessBench(steps: steps, droppedPerSecond: droppedRate, sunkPerSecond: sunkRate,
                               droppedIsOptimisedAway: !(droppedRate <= physicalRateBound))
    let table = markdownTable(["\(steps) serial steps", "steps/s", "verdict"], [
        ["result dropped", String(format: "%.3g", droppedRate),
         figures.droppedIsOptimisedAway ? "optimised away (above \(String(format: "%.0e", physicalRateBound))/s), as expected"
             : "ran (this compiler kept a dead loop)"],
        ["result into `blackHole`", String(format: "%.3g", sunkRate),
         sunkRate <= physicalRateBound ? "ran" : "ERROR: optimised away"],
    ])
    return SectionReport(markdown: table, json: figures)
}

struct HarnessBench: Encodable {
    var steps: Int
    var droppedPerSecond: Double
    var sunkPerSecond: Double
    var droppedIsOptimisedAway: Bool

    /// `steps` dependent multiply-adds; the result goes nowhere.
    static func droppedLoop(steps: Int) {
        _ = loopBody(steps: steps)
    }

    /// The same steps; `medianSeconds` sends the result to the black hole.
    static func loop(steps: Int) -> UInt64 {
        loopBody(steps: steps)
    }

    @inline(__always)
    private static func loopBody(steps: Int) -> UInt64 {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for step in 0..<steps {
            state = state &* 6_364_136_223_846_793_005 &+ UInt64(truncatingIfNeeded: step)
        }
        return state
    }
}
