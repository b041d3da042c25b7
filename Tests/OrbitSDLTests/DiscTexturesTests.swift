import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitScene
import Testing
@testable import OrbitSDL

extension SDLTests {
    @MainActor @Suite struct DiscTexturesTests {
        let renderer = SharedRenderer.instance

        init() {
            renderer.setWindowSize(width: 320, height: 240)
        }

        /// Over seeds: a disc of any colour and size is its exact colour inside, the background outside, and
        /// as wide as asked (to within the antialiased pixel at each edge).
        @Test func discsAreTheirColourAndSize() throws {
            let black = RGBAColor(r: 0, g: 0, b: 0)
            for seed in UInt64(1)...12 {
                var random = SeededGenerator(seed: seed)
                let color = RGBAColor(r: UInt8(40 + random.next() % 200), g: UInt8(40 + random.next() % 200), b: UInt8(40 + random.next() % 200))
                let radius = 3 + 60 * random.nextUnit()
                renderer.drawFrame(
                    [DrawCommand(content: .circle(radius: radius, fill: color, stroke: nil, lineWidth: 0), position: OrbitPoint(x: 160, y: 120))],
                    background: black, time: 0)
                let pixels = try renderer.readPixels()
                let centre = pixels[160, 120]
                #expect(centre.r == color.r && centre.g == color.g && centre.b == color.b, "seed \(seed): centre \(centre), colour \(color)")
                let row = (0..<320).map { Double(pixels[$0, 120].r) / Double(color.r) }
                let width = row.reduce(0, +)
                #expect(abs(width - 2 * radius) < 2.5, "seed \(seed): a disc of radius \(radius) is \(width) px wide")
                #expect(pixels[160 + Int(radius) + 3, 120].r == 0, "seed \(seed): colour outside the disc")
            }
        }

        /// Over seeds: a stroke too wide for `ThinRing` and small enough for a ring texture is its colour on the
        /// circle, the background in its hole and outside, and as wide as asked on either side: the first frame
        /// (triangles and spans) and the second (the ring's texture) alike.
        @Test func ringsAreTheirColourAndWidth() throws {
            let black = RGBAColor(r: 0, g: 0, b: 0)
            for seed in UInt64(1)...12 {
                var random = SeededGenerator(seed: seed)
                let color = RGBAColor(r: UInt8(40 + random.next() % 200), g: UInt8(40 + random.next() % 200), b: UInt8(40 + random.next() % 200))
                let width = 2.5 + 6 * random.nextUnit(), radius = 8 + 50 * random.nextUnit()
                for frame in 0..<2 {
                    renderer.drawFrame(
                        [DrawCommand(content: .circle(radius: radius, fill: nil, stroke: color, lineWidth: width), position: OrbitPoint(x: 160, y: 120))],
                        background: black, time: 0)
                    let pixels = try renderer.readPixels()
                    let seed = "\(seed), frame \(frame)"
                    #expect(pixels[160, 120].r == 0, "seed \(seed): the hole is filled")
                    // The band's middle pixel, give or take the pixel the texture's position is rounded by.
                    let onCircle = (-1...1).map { pixels[160 + Int(radius) + $0, 120].r }.max()!
                    #expect(abs(Int(onCircle) - Int(color.r)) <= 1, "seed \(seed): \(onCircle) on the circle, colour \(color)")
                    let row = (0..<320).map { Double(pixels[$0, 120].r) / Double(color.r) }
                    #expect(abs(row.reduce(0, +) - 2 * width) < 2.5, "seed \(seed): a stroke \(width) px wide covers \(row.reduce(0, +)) px across")
                }
            }
        }

        /// A ring's texture is made when a second frame in a row asks for it, and kept; a ring of another size
        /// every frame (a zooming guide) never gets one.
        @Test func ringTexturesAreMadeForRingsThatHoldStill() {
            let discs = renderer.discs
            let color = RGBAColor(r: 200, g: 30, b: 90)
            discs.startFrame()
            #expect(discs.ring(outer: 20.5, inner: 17.25, color: color) == nil, "the first frame asking")
            discs.startFrame()
            let made = discs.ring(outer: 20.5, inner: 17.25, color: color)
            #expect(made != nil, "the second frame in a row")
            discs.startFrame()
            discs.startFrame()
            #expect(discs.ring(outer: 20.5, inner: 17.25, color: color)?.texture == made?.texture, "kept once made")
            for step in 0..<10 {
                discs.startFrame()
                #expect(discs.ring(outer: 30 + Double(step), inner: 27 + Double(step), color: color) == nil, "zooming, frame \(step)")
            }
        }

        /// Over seeds: a thin stroke (under two pixels) around a small circle weighs what its width asks: summed
        /// across, each crossing covers its width, and its hole is the background.
        @Test func thinRingsWeighTheirWidth() throws {
            let black = RGBAColor(r: 0, g: 0, b: 0), white = RGBAColor(r: 255, g: 255, b: 255)
            for seed in UInt64(1)...24 {
                var random = SeededGenerator(seed: seed)
                let width = 0.3 + 1.7 * random.nextUnit(), radius = 4 + 55 * random.nextUnit()
                renderer.drawFrame(
                    [DrawCommand(content: .circle(radius: radius, fill: nil, stroke: white, lineWidth: width), position: OrbitPoint(x: 160, y: 120))],
                    background: black, time: 0)
                let pixels = try renderer.readPixels()
                #expect(pixels[160, 120].r == 0, "seed \(seed): the hole is filled")
                let covered = (0..<320).reduce(0.0) { $0 + Double(pixels[$1, 120].r) / 255 }
                #expect(abs(covered - 2 * width) < 0.35 + 0.15 * width, "seed \(seed): a stroke \(width) px wide covers \(covered) px across")
            }
        }

        /// However many sizes and colours are drawn, the exact discs cached stay within the capacity.
        @Test func exactDiscsStayWithinTheirCapacity() {
            let discs = renderer.discs
            for side in DiscTextures.exactSides {
                for hue in 0..<3 {
                    #expect(discs.texture(side: side, color: RGBAColor(r: UInt8(hue * 80), g: 10, b: 10)) != nil)
                }
            }
            #expect(discs.exactCount <= discs.capacity && discs.exactCount > 0)
            #expect(discs.texture(side: DiscTextures.exactSides.upperBound + 1, color: RGBAColor(r: 1, g: 1, b: 1)) == nil)
            #expect(discs.texture(side: 0, color: RGBAColor(r: 1, g: 1, b: 1)) == nil)
        }
    }
}
