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

    /// A band is two fading strips (two radii each, closed around the circle) and its solid part, a rectangle or
    /// two per pixel row.
    @Test func trianglesIndexTheirVertices() {
        let band = AntialiasedBand(center: SDL_FPoint(x: 10, y: 10), inner: 20, outer: 23, color: RGBAColor(r: 1, g: 2, b: 3), alpha: 0.5)
        let strips = 2 * AntialiasedBand.segmentCount(radius: 23.5) + 2 * AntialiasedBand.segmentCount(radius: 20.5)
        #expect(band.vertices.count > strips && (band.vertices.count - strips) % 4 == 0)
        #expect(band.indices.count == 3 * strips + 6 * (band.vertices.count - strips) / 4)
        #expect(band.indices.allSatisfy { $0 >= 0 && Int($0) < band.vertices.count })
        #expect(band.vertices.map(\.color.a).max() == 128)
    }

    /// Over seeds: a band clipped to a rectangle still covers every point of the band inside it, and a band
    /// wholly outside gets no triangles.
    @Test func clippedBandsCoverWhatIsInsideTheClip() {
        func contains(_ band: AntialiasedBand, _ x: Float, _ y: Float) -> Bool {
            stride(from: 0, to: band.indices.count, by: 3).contains { start in
                let (a, b, c) = (band.vertices[Int(band.indices[start])].position, band.vertices[Int(band.indices[start + 1])].position,
                                 band.vertices[Int(band.indices[start + 2])].position)
                func side(_ p: SDL_FPoint, _ q: SDL_FPoint) -> Float { (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x) }
                let (d1, d2, d3) = (side(a, b), side(b, c), side(c, a))
                return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
            }
        }
        for seed in UInt64(1)...40 {
            var generator = SeededGenerator(seed: seed)
            let center = SDL_FPoint(x: Float.random(in: -300...700, using: &generator), y: Float.random(in: -300...600, using: &generator))
            let inner = Double.random(in: 2...800, using: &generator)
            let outer = inner + Double.random(in: 1...6, using: &generator)
            let clip = SDL_FRect(x: 0, y: 0, w: 400, h: 300)
            let band = AntialiasedBand(center: center, inner: inner, outer: outer, color: RGBAColor(r: 1, g: 2, b: 3), alpha: 1, clip: clip)
            #expect(band.indices.allSatisfy { $0 >= 0 && Int($0) < band.vertices.count }, "seed \(seed)")
            for _ in 0..<200 {
                let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
                let radius = Double.random(in: (inner + 0.5)...(outer - 0.5), using: &generator)
                // Pixel centres: the solid part covers the pixels whose centres lie on it.
                let x = (center.x + Float(radius * cos(angle))).rounded(.down) + 0.5, y = (center.y + Float(radius * sin(angle))).rounded(.down) + 0.5
                let distance = Double(((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y)).squareRoot())
                guard x >= 0, y >= 0, x <= 400, y <= 300, distance > inner + 0.5, distance < outer - 0.5 else { continue }
                #expect(contains(band, x, y), "seed \(seed): (\(x), \(y)) on the band is not covered")
            }
        }
        let away = AntialiasedBand(center: SDL_FPoint(x: 5000, y: 5000), inner: 10, outer: 12, color: RGBAColor(r: 1, g: 2, b: 3), alpha: 1,
                                   clip: SDL_FRect(x: 0, y: 0, w: 400, h: 300))
        #expect(away.vertices.isEmpty && away.indices.isEmpty)
    }

    /// Over seeds, circles up to 10⁹ px (centres anywhere, discs and bands of any width) clipped to a 400 × 300
    /// rectangle cost triangles bounded by the clip, never by the radius, and lie within a segment of it (a
    /// disc's fan from a far centre, or a segment per 8 px of the whole circle, made 10⁸ px discs unusable).
    @Test func clippedBandsCostTheClipNotTheRadius() {
        let clip = SDL_FRect(x: 0, y: 0, w: 400, h: 300)
        for seed in UInt64(1)...300 {
            var generator = SeededGenerator(seed: seed)
            let radius = pow(10, Double.random(in: 2...9, using: &generator))
            let angle = Double.random(in: 0..<(2 * .pi), using: &generator)
            let distance = radius * Double.random(in: 0...1.2, using: &generator)
            let center = SDL_FPoint(x: Float(200 + distance * cos(angle)), y: Float(150 + distance * sin(angle)))
            let inner = [0, radius * Double.random(in: 0...1, using: &generator), radius - Double.random(in: 0...3, using: &generator)]
                .randomElement(using: &generator)!
            let band = AntialiasedBand(center: center, inner: max(0, inner), outer: radius, color: RGBAColor(r: 1, g: 2, b: 3), alpha: 1, clip: clip)
            #expect(band.vertices.count <= 8_000, "seed \(seed): radius \(radius) at \(center): \(band.vertices.count) vertices")
            #expect(band.vertices.allSatisfy { $0.position.x >= -20 && $0.position.x <= 420 && $0.position.y >= -20 && $0.position.y <= 320 },
                    "seed \(seed): radius \(radius) at \(center) has vertices far outside the clip")
            #expect(band.indices.allSatisfy { $0 >= 0 && Int($0) < band.vertices.count }, "seed \(seed)")
        }
    }

    /// A disc that covers the whole clip is one opaque rectangle: a fill.
    @Test func aDiscLargerThanTheClipIsAFill() {
        let clip = SDL_FRect(x: 0, y: 0, w: 400, h: 300)
        let disc = AntialiasedBand(center: SDL_FPoint(x: -3e7, y: 150), inner: 0, outer: 1e8, color: RGBAColor(r: 1, g: 2, b: 3), alpha: 1, clip: clip)
        #expect(disc.vertices.count == 4 && disc.indices.count == 6)
        #expect(Set(disc.vertices.map { [$0.position.x, $0.position.y] }) == [[0, 0], [400, 0], [0, 300], [400, 300]])
        #expect(disc.vertices.allSatisfy { $0.color.a == 255 })
    }
}
