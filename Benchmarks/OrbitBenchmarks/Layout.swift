import Benchmark
import OrbitLayout

/// A whole layout placed afresh (`OrbitLayouter.place`): 1.4 µs a person at 100k in orbit-bench.
func layoutBenchmarks() {
    for (people, iterations) in [(1_000, 50), (100_000, 5)] {
        Benchmark("Layout place \(people.formatted) people", configuration: configuration(iterations: iterations)) { benchmark, request in
            for _ in benchmark.scaledIterations {
                blackHole(try! OrbitLayouter.place(request))
            }
        } setup: {
            Crowd.request(people: people)
        }
    }
}

/// A `LiveLayout` handed one batch of 100 updates an iteration (a fresh batch each time, the stream in
/// order): an update costs the people it moves, so 1k and 100k should cost about the same.
func liveBenchmarks() {
    let batches = 100
    for people in [1_000, 100_000] {
        Benchmark("LiveLayout apply 100 updates, \(people.formatted) people", configuration: configuration(iterations: batches - 1)) {
            (benchmark: Benchmark, state: LiveState) in
            for _ in benchmark.scaledIterations {
                blackHole(state.next())
            }
        } setup: {
            let request = Crowd.request(people: people)
            return try LiveState(layout: LiveLayout(request), batches: Crowd.updateBatches(batches, of: 100, request: request))
        }
    }
}

/// The live layout and its stream of batches (a class: the benchmark's closure gets the same state every
/// iteration and must not copy the layout).
final class LiveState {
    var layout: LiveLayout
    let batches: [[LiveUpdate]]
    var index = 0

    init(layout: LiveLayout, batches: [[LiveUpdate]]) {
        self.layout = layout
        self.batches = batches
    }

    /// Applies the next batch (from the start again after the last, which the iteration counts avoid).
    func next() -> Int {
        defer { index = (index + 1) % batches.count }
        return layout.apply(batches[index]).moved.count
    }
}

extension Int {
    /// 1k, 100k: the benchmarks' names.
    var formatted: String { self >= 1_000 && self % 1_000 == 0 ? "\(self / 1_000)k" : "\(self)" }
}
