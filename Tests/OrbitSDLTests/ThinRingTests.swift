import CSDL2
import Foundation
import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitSDL

@Suite struct ThinRingTests {
    /// Over seeds: every pixel is listed once, inside the clip, near the circle; and across the steep part of
    /// the circle each column's coverage adds up to the line's width (so the line is as heavy as asked).
    @Test func pixelsAreUniqueClippedAndCoverTheWidth() {
        for seed in UInt64(1)...60 {
            var random = SeededGenerator(seed: seed)
            let center = SDL_FPoint(x: Float(-200 + 800 * random.nextUnit()), y: Float(-200 + 600 * random.nextUnit()))
            let radius = 5 + 600 * random.nextUnit()
            let width = 0.3 + 1.7 * random.nextUnit()
            let clip = SDL_FRect(x: 0, y: 0, w: Float(100 + 500 * random.nextUnit()), h: Float(100 + 400 * random.nextUnit()))
            let ring = ThinRing(center: center, radius: radius, width: width, clip: clip)
            var seen: [Int: Double] = [:]
            for level in 0..<ThinRing.levels {
                for point in ring.points(atLevel: level) {
                    let key = Int(point.y) * 100_000 + Int(point.x)
                    #expect(seen[key] == nil, "seed \(seed): pixel (\(point.x), \(point.y)) listed twice")
                    seen[key] = Double(level + 1) / Double(ThinRing.levels)
                    #expect(point.x >= clip.x && point.y >= clip.y && point.x < clip.x + clip.w && point.y < clip.y + clip.h,
                            "seed \(seed): pixel (\(point.x), \(point.y)) outside the clip")
                    let distance = hypot(Double(point.x) + 0.5 - Double(center.x), Double(point.y) + 0.5 - Double(center.y))
                    #expect(abs(distance - radius) <= max(width, 1) / 2 + 0.5, "seed \(seed): pixel \(distance - radius) px off the circle")
                }
            }
            // Columns within a third of the radius of the centre's column cross the circle steeply.
            for x in stride(from: Int(center.x - Float(radius / 3)), through: Int(center.x + Float(radius / 3)), by: 7)
                where radius > 30 && Float(x) >= clip.x + 1 && Float(x) < clip.x + clip.w - 1 {
                let crossing = Double(center.y) - (radius * radius - pow(Double(x) + 0.5 - Double(center.x), 2)).squareRoot()
                guard crossing > Double(clip.y) + 3, crossing < Double(clip.y + clip.h) - 3 else { continue }
                let column = (Int(crossing) - 4...Int(crossing) + 4).reduce(0.0) { $0 + (seen[$1 * 100_000 + x] ?? 0) }
                #expect(abs(column - width) < 0.15 * max(1, width), "seed \(seed): column \(x) covers \(column), width \(width)")
            }
        }
    }

    /// Over seeds, against a scan of every pixel of the circle's bounding box: exactly the pixels with some
    /// coverage are listed, each at its coverage's level (the sweep misses none and invents none).
    @Test func listsExactlyTheCoveredPixelsOfABruteForceScan() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            let center = SDL_FPoint(x: Float(-50 + 300 * random.nextUnit()), y: Float(-50 + 300 * random.nextUnit()))
            let radius = 0.5 + 150 * random.nextUnit()
            let width = 0.2 + 1.8 * random.nextUnit()
            let clip = SDL_FRect(x: Float(-20 + 60 * random.nextUnit()), y: Float(-20 + 60 * random.nextUnit()),
                                 w: Float(50 + 250 * random.nextUnit()), h: Float(50 + 250 * random.nextUnit()))
            let ring = ThinRing(center: center, radius: radius, width: width, clip: clip)
            var listed: [Int: Int] = [:]
            for level in 0..<ThinRing.levels {
                for point in ring.points(atLevel: level) { listed[Int(point.y) * 100_000 + Int(point.x)] = level }
            }
            var expected: [Int: Int] = [:]
            let half = max(width, 1) / 2 + 0.5
            let left = max(Int(clip.x.rounded(.down)), Int(Double(center.x) - radius - 3)), right = min(Int(Float(clip.x + clip.w).rounded(.up)) - 1, Int(Double(center.x) + radius + 3))
            let top = max(Int(clip.y.rounded(.down)), Int(Double(center.y) - radius - 3)), bottom = min(Int(Float(clip.y + clip.h).rounded(.up)) - 1, Int(Double(center.y) + radius + 3))
            for y in stride(from: top, through: bottom, by: 1) {
                for x in stride(from: left, through: right, by: 1) {
                    let off = abs(hypot(Double(x) + 0.5 - Double(center.x), Double(y) + 0.5 - Double(center.y)) - radius)
                    let coverage = width < 1 ? max(0, 1 - off) * width : min(1, max(0, half - off))
                    let level = Int((coverage * Double(ThinRing.levels)).rounded()) - 1
                    if level >= 0 { expected[y * 100_000 + x] = level }
                }
            }
            #expect(ring.points.count == listed.count, "seed \(seed): a pixel is listed twice")
            let wrong = expected.filter { listed[$0.key] != $0.value }.count, extra = listed.keys.filter { expected[$0] == nil }.count
            #expect(wrong == 0 && extra == 0, "seed \(seed): \(wrong) covered pixels missing or at the wrong level, \(extra) listed uncovered")
        }
    }

    @Test func emptyClipsAndRadiiDrawNothing() {
        let center = SDL_FPoint(x: 50, y: 50)
        func pixels(_ ring: ThinRing) -> Int { ring.points.count }
        #expect(pixels(ThinRing(center: center, radius: 20, width: 1, clip: SDL_FRect(x: 0, y: 0, w: 0, h: 0))) == 0)
        #expect(pixels(ThinRing(center: center, radius: 0, width: 1, clip: SDL_FRect(x: 0, y: 0, w: 100, h: 100))) == 0)
        #expect(pixels(ThinRing(center: center, radius: 500, width: 1, clip: SDL_FRect(x: 0, y: 0, w: 100, h: 100))) == 0)
        #expect(pixels(ThinRing(center: center, radius: 20, width: 1, clip: SDL_FRect(x: 0, y: 0, w: 100, h: 100))) > 100)
    }
}
