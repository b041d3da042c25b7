import CSDL2
import Foundation
import OrbitGeometry
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

    /// A band is two fading strips (two radii each, closed around the circle) of triangles, and its solid part,
    /// one or two spans of whole pixels per pixel row, in the strips' full colour.
    @Test func trianglesIndexTheirVertices() {
        let band = AntialiasedBand(center: SDL_FPoint(x: 10, y: 10), inner: 20, outer: 23, color: RGBAColor(r: 1, g: 2, b: 3), alpha: 0.5)
        let strips = 2 * AntialiasedBand.segmentCount(radius: 23.5) + 2 * AntialiasedBand.segmentCount(radius: 20.5)
        #expect(band.vertices.count == strips && band.indices.count == 3 * strips)
        #expect(band.indices.allSatisfy { $0 >= 0 && Int($0) < band.vertices.count })
        #expect(band.vertices.map(\.color.a).max() == 128 && band.solidColor.a == 128)
        let rows = Set(band.solid.map(\.y))
        #expect(band.solid.allSatisfy { $0.h == 1 && $0.w > 0 } && rows.count >= 40 && band.solid.count <= 2 * rows.count)
    }

    /// Over seeds: a band clipped to a rectangle still covers every point of the band inside it, and a band
    /// wholly outside gets no triangles.
    @Test func clippedBandsCoverWhatIsInsideTheClip() {
        func contains(_ band: AntialiasedBand, _ x: Float, _ y: Float) -> Bool {
            band.solid.contains { Float($0.x) <= x && x < Float($0.x + $0.w) && Float($0.y) <= y && y < Float($0.y + $0.h) }
                || stride(from: 0, to: band.indices.count, by: 3).contains { start in
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
        #expect(away.vertices.isEmpty && away.indices.isEmpty && away.solid.isEmpty)
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
            #expect(band.solid.count <= 2 * 300 && band.solid.allSatisfy { $0.x >= 0 && $0.y >= 0 && $0.x + $0.w <= 400 && $0.y + $0.h <= 300 },
                    "seed \(seed): radius \(radius) at \(center): \(band.solid.count) spans")
        }
    }

    /// Without fading edges a band is whole pixels only, no triangles: exactly the pixels whose centres lie
    /// between its radii, each row's one or two spans inside the clip.
    @Test func aBandWithoutFadingEdgesIsItsPixels() {
        let clip = SDL_FRect(x: 0, y: 0, w: 400, h: 300)
        for seed in UInt64(1)...40 {
            var generator = SeededGenerator(seed: seed)
            let center = SDL_FPoint(x: Float.random(in: -200...600, using: &generator), y: Float.random(in: -200...500, using: &generator))
            let inner = Double.random(in: 0...300, using: &generator), outer = inner + Double.random(in: 4...80, using: &generator)
            let band = AntialiasedBand(center: center, inner: inner, outer: outer, color: RGBAColor(r: 1, g: 2, b: 3), alpha: 0.2,
                                       clip: clip, fadingEdges: false)
            #expect(band.vertices.isEmpty && band.indices.isEmpty, "seed \(seed)")
            var covered = Set<[Int32]>()
            for rect in band.solid { for x in rect.x..<(rect.x + rect.w) { for y in rect.y..<(rect.y + rect.h) { covered.insert([x, y]) } } }
            var expected = Set<[Int32]>()
            for x in Int32(0)..<400 {
                for y in Int32(0)..<300 {
                    let dx = Double(x) + 0.5 - Double(center.x), dy = Double(y) + 0.5 - Double(center.y)
                    let distance = (dx * dx + dy * dy).squareRoot()
                    // A pixel centre on an edge may go either way.
                    if distance > inner + 1e-3 && distance < outer - 1e-3 { expected.insert([x, y]) }
                    if abs(distance - inner) <= 1e-3 || abs(distance - outer) <= 1e-3 { covered.remove([x, y]) }
                }
            }
            #expect(covered == expected, "seed \(seed): \(covered.subtracting(expected).count) extra, \(expected.subtracting(covered).count) missing")
        }
    }

    /// A disc that covers the whole clip is one opaque rectangle: a fill.
    @Test func aDiscLargerThanTheClipIsAFill() {
        let clip = SDL_FRect(x: 0, y: 0, w: 400, h: 300)
        let disc = AntialiasedBand(center: SDL_FPoint(x: -3e7, y: 150), inner: 0, outer: 1e8, color: RGBAColor(r: 1, g: 2, b: 3), alpha: 1, clip: clip)
        #expect(disc.vertices.isEmpty && disc.indices.isEmpty)
        #expect(disc.solid.map { [$0.x, $0.y, $0.w, $0.h] } == [[0, 0, 400, 300]] && disc.solidColor.a == 255)
    }
}
