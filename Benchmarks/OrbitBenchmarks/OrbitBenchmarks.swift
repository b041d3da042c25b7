import Benchmark

// Orbit's benchmarks for `make bench-check`: each is compared with the committed baseline
// (../.benchmarkBaselines/OrbitBenchmarks/committed) within the thresholds below. Sizes are in the names; every
// benchmark runs a fixed number of iterations (`maxIterations`, with a `maxDuration` far above what they take)
// over seeded crowds, so malloc counts repeat exactly from run to run. A benchmark whose Orbit call throws
// crashes (`try!`), which fails the check.

/// Mallocs (jemalloc's count of every allocation in an iteration): the same on every run of the same code, on a
/// loaded machine as on a quiet one. Held to +5% at the median and the 90th percentile.
var mallocTolerance: BenchmarkThresholds { BenchmarkThresholds(relative: [.p50: 5, .p90: 5]) }
/// Wall clock swings with the machine's load (on a shared 2-core machine the slow iterations take several
/// times the fast ones): only a doubling of the fast quarter (p25) fails.
var timeTolerance: BenchmarkThresholds { BenchmarkThresholds(relative: [.p25: 100]) }

let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
var thresholds: [BenchmarkMetric: BenchmarkThresholds] { [.wallClock: timeTolerance, .mallocCountTotal: mallocTolerance] }

func configuration(iterations: Int, warmup: Int = 1) -> Benchmark.Configuration {
    .init(
        metrics: metrics, timeUnits: .microseconds, warmupIterations: warmup, maxDuration: .seconds(120),
        maxIterations: iterations, thresholds: thresholds)
}

let benchmarks: @Sendable () -> Void = {
    layoutBenchmarks()
    liveBenchmarks()
    sessionBenchmarks()
}
