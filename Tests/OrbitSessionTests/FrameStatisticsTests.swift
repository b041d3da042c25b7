import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitScene
@testable import OrbitSession

@Suite struct FrameStatisticsTests {
    /// Over seeded runs, every frame's work is kept, the frame rate counts the recent frames over the time they
    /// span, and the most people drawn is the largest frame's count.
    @Test func framesAreCounted() throws {
        var session = try OrbitSession(request: LayoutRequest(viewport: OrbitSize(width: 800, height: 600), avatarRadius: 20, spacing: 4, people: []),
                                       windowSize: OrbitSize(width: 800, height: 600))
        var frame = try session.advance(to: 0)
        for seed: UInt64 in 1...100 {
            var random = SeededGenerator(seed: seed)
            let window = Int(2 + random.next() % 20)
            var statistics = FrameStatistics(window: window)
            #expect(statistics.framesPerSecond == 0)
            var ends: [Double] = [], work: [Double] = [], drawn: [Int] = []
            var clock = 0.0
            for _ in 0..<Int(1 + random.next() % 60) {
                clock += 0.001 + random.nextUnit() / 20
                let milliseconds = random.nextUnit() * 30
                statistics.recordWork(milliseconds: milliseconds, cpuMilliseconds: milliseconds / 2, endedAt: clock)
                frame.drawnCount = Int(random.next() % 500)
                statistics.recordDrawn(frame, camera: Camera(), time: clock, wall: clock, avatars: .init())
                ends.append(clock)
                work.append(milliseconds)
                drawn.append(frame.drawnCount)
            }
            #expect(statistics.work.all == work && statistics.cpu.all == work.map { $0 / 2 }, "seed \(seed)")
            #expect(statistics.maxVisible == drawn.max(), "seed \(seed)")
            let recent = ends.suffix(window)
            let expected = recent.count > 1 ? Double(recent.count - 1) / (recent.last! - recent.first!) : 0
            #expect(abs(statistics.framesPerSecond - expected) <= 1e-9 * max(1, expected), "seed \(seed)")
        }
    }

    /// The HUD says the frame rate, the recent frames' p50 and p99, and the textures' figures.
    @Test func hudLinesSayTheFigures() {
        var statistics = FrameStatistics(window: 4)
        for (index, milliseconds) in [100.0, 2, 4, 6, 8].enumerated() {
            statistics.recordWork(milliseconds: milliseconds, cpuMilliseconds: 0, endedAt: Double(index) / 50)
        }
        var textures = AvatarResidencyStatistics()
        textures.texturesCreated = 12
        textures.texturesDestroyed = 2
        textures.residentBytes = 3_500_000
        textures.budgetBytes = 16_400_000
        textures.frame.loadsInFlight = 3
        textures.frame.avatars = 4
        textures.frame.sharp = 3
        #expect(statistics.hudLines(textures: textures) == [
            "50 FPS   frame p50 4.0 ms  p99 8.0 ms",
            "textures 10  3.5 of 16.4 MB  loading 3  sharp 75%",
        ])
    }
}
