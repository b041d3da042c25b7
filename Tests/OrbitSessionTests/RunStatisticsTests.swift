import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitMotion
import Testing
@testable import OrbitScene
@testable import OrbitSession

@Suite struct RunStatisticsTests {
    /// The fields scripts read (`scripts/*.sh`, the demo's tests), as one flat object with the front end's own
    /// fields beside them.
    static let fields = [
        "brokenAtEnd", "dotsAtEnd", "fitZoom", "focused", "frameCPUMs", "frameMs", "frameMsMeasures", "frames", "hoveredID",
        "hudVisible", "maxResidentTextures", "maxVisible", "overlays", "peakRSSBytes", "people", "placeholderFramesAfterRest",
        "placeholdersAtEnd", "residentTexturesAtEnd", "restsEndedUnsharp", "screenshotMs", "selected", "sharpAfterRestFrameClockMsMax",
        "sharpAfterRestMsMax", "sharpAtEnd", "startupMs", "textureBudgetBytes", "textureBytesPeak", "texturesCreated",
        "texturesDestroyed", "toastsShown", "zoom",
    ]

    struct Extra: Encodable {
        var renderer = "test"
        var decoders = 3
    }

    static func session(people: Int) throws -> OrbitSession {
        var crowd = CrowdGenerator(seed: 7, avatars: [])
        let request = LayoutRequest(viewer: crowd.viewer, viewport: OrbitSize(width: 900, height: 700), avatarRadius: 22, spacing: 4, seed: 7,
                                    people: crowd.next(people))
        return try OrbitSession(request: request, windowSize: OrbitSize(width: 900, height: 700))
    }

    /// A run's figures and the front end's are one object with sorted keys; what is absent is `null`, not left out.
    @Test func theJSONHoldsEveryField() throws {
        var session = try Self.session(people: 40)
        var statistics = FrameStatistics()
        for index in 0..<10 { statistics.recordWork(milliseconds: Double(index), cpuMilliseconds: 1, endedAt: Double(index) / 60) }
        let frame = try session.advance(to: 0)
        let run = RunStatistics(frames: statistics, textures: AvatarResidencyStatistics(), session: session, lastFrame: frame, measures: "work")
        let data = try run.json(adding: Extra())
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == Set(Self.fields + ["renderer", "decoders"]))
        #expect(object["selected"] is NSNull && object["screenshotMs"] is NSNull && object["hoveredID"] is NSNull)
        #expect(object["frames"] as? Int == 10 && object["people"] as? Int == session.scene.count && object["renderer"] as? String == "test")
        #expect((object["frameMs"] as? [String: Any])?["max"] as? Double == 9)
        #expect((object["overlays"] as? [[String: Any]])?.count == frame.overlays.count)
        let text = String(decoding: data, as: UTF8.self)
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted(), "keys are sorted")
    }

    /// Over seeded runs, the percentiles are those of the recorded times, and the screen fields are the last frame's.
    @Test func figuresComeFromTheRun() throws {
        var session = try Self.session(people: 12)
        session.handle(.key(KeyChord(modifiers: [], name: "Tab"), time: 0.1))
        let frame = try session.advance(to: 0.2)
        for seed: UInt64 in 1...50 {
            var random = SeededGenerator(seed: seed)
            var statistics = FrameStatistics()
            let times = (0..<Int(1 + random.next() % 100)).map { _ in random.nextUnit() * 20 }
            for (index, time) in times.enumerated() { statistics.recordWork(milliseconds: time, cpuMilliseconds: time / 4, endedAt: Double(index)) }
            statistics.startupMs = random.nextUnit() * 1000
            let run = RunStatistics(frames: statistics, textures: AvatarResidencyStatistics(), session: session, lastFrame: frame,
                                    screenshotMs: 3, measures: "work")
            #expect(run.frames == times.count && run.frameMs.max == times.max() && run.frameMs.maxAfterFirst == (times.dropFirst().max() ?? 0))
            #expect(run.frameMs.p99 == FrameTimes.percentile(0.99, of: times) && run.frameCPUMs.p50 == FrameTimes.percentile(0.5, of: times.map { $0 / 4 }))
            #expect(run.startupMs == statistics.startupMs && run.focused.value == frame.focusedID && run.focused.value != nil, "seed \(seed)")
            #expect(run.zoom == frame.zoom && run.fitZoom == frame.fitZoom && run.screenshotMs.value == 3)
        }
    }

    @Test func peakResidentMemoryIsSome() {
        #expect(RunStatistics.peakResidentBytes() > 1_000_000)
    }
}
