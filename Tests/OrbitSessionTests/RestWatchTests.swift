import OrbitGeometry
import Testing
@testable import OrbitScene
@testable import OrbitSession

@Suite struct RestWatchTests {
    static func avatars(sharp: Int, of count: Int, placeholders: Int = 0) -> AvatarResidencyStatistics.Frame {
        var frame = AvatarResidencyStatistics.Frame()
        frame.avatars = count
        frame.sharp = sharp
        frame.placeholders = placeholders
        return frame
    }

    /// The first view's loading is not a rest after a move: placeholders there count for nothing.
    @Test func theFirstViewIsNotCounted() {
        var watch = RestWatch()
        for frame in 0..<60 { watch.record(camera: Camera(), time: Double(frame) / 60, wall: 0, avatars: Self.avatars(sharp: 0, of: 5, placeholders: 5)) }
        watch.finish()
        #expect(watch.placeholderFrames == 0 && watch.restsEndedUnsharp == 0 && watch.slowestSharpMs == 0)
    }

    /// Over seeded runs of moves and rests: placeholder frames are those at least `settle` into a rest after a
    /// move, the slowest time to sharp is the longest such rest's wait, and rests that never got sharp are counted.
    @Test func restsAfterMovesAreMeasured() {
        for seed: UInt64 in 1...200 {
            var random = SeededGenerator(seed: seed)
            var watch = RestWatch()
            var time = 0.0, scale = 1.0
            var placeholders = 0, slowest = 0.0, unsharp = 0
            // Frames 1/64 s apart: exact times, so no frame sits on the `settle` boundary by rounding.
            let step = 1.0 / 64
            watch.record(camera: Camera(scale: scale), time: time, wall: 0, avatars: Self.avatars(sharp: 3, of: 3))
            time += step
            for _ in 0..<Int(1 + random.next() % 8) {
                // A move of a few frames, then a rest whose avatars turn sharp after `wait` frames (or never).
                for _ in 0..<Int(1 + random.next() % 4) {
                    scale *= 1.1
                    watch.record(camera: Camera(scale: scale), time: time, wall: time * 2, avatars: Self.avatars(sharp: 0, of: 3, placeholders: 3))
                    time += step
                }
                let frames = Int(1 + random.next() % 60), wait = Int(random.next() % 80)
                for frame in 0..<frames {
                    let sharp = frame >= wait
                    watch.record(camera: Camera(scale: scale), time: time, wall: time * 2,
                                 avatars: Self.avatars(sharp: sharp ? 3 : 1, of: 3, placeholders: sharp ? 0 : 2))
                    if !sharp, Double(frame) * step >= RestWatch.settle { placeholders += 1 }
                    time += step
                }
                if wait < frames { slowest = max(slowest, Double(wait) * step * 1000) } else { unsharp += 1 }
            }
            watch.finish()
            #expect(watch.placeholderFrames == placeholders, "seed \(seed)")
            #expect(abs(watch.slowestSharpFrameClockMs - slowest) < 1e-6, "seed \(seed)")
            #expect(abs(watch.slowestSharpMs - 2 * slowest) < 1e-6, "seed \(seed): the wall clock here runs twice as fast")
            #expect(watch.restsEndedUnsharp == unsharp, "seed \(seed)")
        }
    }
}
