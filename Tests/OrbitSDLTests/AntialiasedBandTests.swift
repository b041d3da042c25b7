import CSDL2
import Foundation
import OrbitLayout
import OrbitScene
import Testing
@testable import OrbitSDL

@Suite struct AntialiasedBandTests {
    /// Chords stay within 0.1 px of the circle (up to the 720-segment cap), never fewer than 12.
    @Test func segmentsFollowTheCircleClosely() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let radius = pow(10, Double.random(in: -1...3.5, using: &generator))
            let segments = AntialiasedBand.segmentCount(radius: radius)
            let sagitta = radius * (1 - cos(Double.pi / Double(segments)))
            #expect(segments >= 12 && segments <= 720, "radius \(radius): \(segments)")
            #expect(sagitta <= 0.1 + 1e-9 || segments == 720, "radius \(radius): \(segments) segments stray \(sagitta) px")
        }
    }

    /// The coverage profile integrates to the band's width (from the centre when the hole is under
    /// a pixel), so antialiasing neither thins nor thickens a line, sub-pixel ones included.
    @Test func coverageIntegratesToTheWidth() {
        for seed in UInt64(1)...50 {
            var generator = SeededGenerator(seed: seed)
            let inner = [0, Double.random(in: 0...1, using: &generator), Double.random(in: 1...300, using: &generator)]
                .randomElement(using: &generator)!
            let outer = inner + [Double.random(in: 0.01...1, using: &generator), Double.random(in: 1...40, using: &generator)]
                .randomElement(using: &generator)!
            let width = inner < 1 ? outer : outer - inner
            let profile = AntialiasedBand.profile(inner: inner, outer: outer)
            var integral = 0.0
            for (a, b) in zip(profile.stops, profile.stops.dropFirst()) {
                #expect(b.0 >= a.0, "seed \(seed): radii out of order \(profile.stops)")
                integral += (b.0 - a.0) * (a.1 + b.1) / 2
            }
            #expect(profile.stops.first!.0 >= 0, "seed \(seed): negative radius \(profile.stops)")
            #expect(abs(integral * profile.weight - width) < 1e-9, "seed \(seed): \(inner)…\(outer) covers \(integral * profile.weight)")
        }
    }

    @Test func trianglesIndexTheirVertices() {
        let band = AntialiasedBand(center: SDL_FPoint(x: 10, y: 10), inner: 20, outer: 23, color: Color(r: 1, g: 2, b: 3), alpha: 0.5)
        let segments = AntialiasedBand.segmentCount(radius: 23)
        #expect(band.vertices.count == 4 * segments)
        #expect(band.indices.count == 3 * segments * 6)
        #expect(band.indices.allSatisfy { $0 >= 0 && Int($0) < band.vertices.count })
        #expect(band.vertices.map(\.color.a).max() == 128)
    }
}
