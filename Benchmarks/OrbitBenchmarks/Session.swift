import Benchmark
import OrbitGeometry
import OrbitLayout
import OrbitSession

/// An `OrbitSession` frame while the view pans (every iteration a pan of 40 points, alternately left and right,
/// then the frame 1/60 s later), and the first letter typed into search ("a", which most names hold) to the frame
/// that shows its matches.
func sessionBenchmarks() {
    for (people, iterations) in [(1_000, 200), (100_000, 100)] {
        Benchmark("Session frame panning, \(people.formatted) people", configuration: configuration(iterations: iterations)) {
            (benchmark: Benchmark, state: SessionRun) in
            for _ in benchmark.scaledIterations {
                state.time += 1.0 / 60
                state.step += 1
                state.session.handle(.command(.pan(x: state.step % 2 == 0 ? 40 : -40, y: 0), time: state.time))
                blackHole(try! sessionFrame(&state.session, at: state.time))
            }
        } setup: {
            try SessionRun(people: people)
        }
    }
    for (people, iterations) in [(1_000, 100), (100_000, 30)] {
        Benchmark("Session search first letter, \(people.formatted) people", configuration: configuration(iterations: iterations)) {
            (benchmark: Benchmark, state: SessionRun) in
            // One explicit start and stop an iteration (scalingFactor .one): search opened before, closed after.
            state.time += 1.0 / 60
            state.session.handle(.command(.openSearch, time: state.time))
            blackHole(try! sessionFrame(&state.session, at: state.time))
            state.time += 1.0 / 60
            benchmark.startMeasurement()
            state.session.handle(.text("a", time: state.time))
            blackHole(try! sessionFrame(&state.session, at: state.time))
            benchmark.stopMeasurement()
            state.session.handle(.command(.escape, time: state.time))
        } setup: {
            try SessionRun(people: people)
        }
    }
}

/// The frame at `time`: the session advanced to it, which lays the frame out.
func sessionFrame(_ session: inout OrbitSession, at time: Double) throws -> SessionFrame {
    try session.advance(to: time)
}

/// A session over a crowd, its first frame taken, and the clock the benchmark moves on.
final class SessionRun {
    var session: OrbitSession
    var time = 1.0
    var step = 0

    init(people: Int) throws {
        session = try OrbitSession(request: Crowd.request(people: people), windowSize: Crowd.viewport)
        _ = try sessionFrame(&session, at: time)
    }
}
