import CSDL2
import OrbitGeometry
import OrbitScene
import Testing
@testable import OrbitSDL

extension SDLTests {
    @MainActor @Suite struct DirectPixelsTests {
        let renderer = SharedRenderer.instance

        init() {
            renderer.setWindowSize(width: 320, height: 240)
        }

        /// `commands` drawn with the window's pixels written directly, and drawn again through SDL alone.
        private func bothWays(_ commands: [DrawCommand], background: RGBAColor) throws -> (direct: PixelBuffer, sdl: PixelBuffer) {
            renderer.drawFrame(commands, background: background, time: 0)
            let direct = try renderer.readPixels()
            let kept = renderer.directPixels
            renderer.directPixels = nil
            defer { renderer.directPixels = kept }
            renderer.drawFrame(commands, background: background, time: 0)
            return (direct, try renderer.readPixels())
        }

        /// The largest difference of a colour channel between `a` and `b`, and where.
        private func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> (difference: Int, x: Int, y: Int) {
            var largest = (difference: 0, x: 0, y: 0)
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let p = a[x, y], q = b[x, y]
                    let difference = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                    if difference > largest.difference { largest = (difference, x, y) }
                }
            }
            return largest
        }

        private func color(_ random: inout SeededGenerator, alpha: UInt8? = nil) -> RGBAColor {
            RGBAColor(r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256),
                      a: alpha ?? (random.next() % 3 == 0 ? 255 : UInt8(random.next() % 256)))
        }

        /// Over seeds: frames of dots 1–8 pixels across (some fading, some past the window's edges) between faint
        /// orbit bands, panels and larger discs are the frames SDL draws alone, pixel for pixel: dots over what
        /// came before them and under what came after, blended as SDL blends.
        @Test func framesAreWhatSDLDrawsAlone() throws {
            let dotsBefore = renderer.directPixels?.dotsBlended ?? 0, fillsBefore = renderer.directPixels?.fillsWritten ?? 0
            var dots = 0
            for seed in UInt64(1)...150 {
                var random = SeededGenerator(seed: seed)
                var commands: [DrawCommand] = []
                // Ring guides first: a faint wide one over the bare background is an opaque fill. (Too large for a
                // ring texture, which the second of two frames in a row would draw instead.)
                for ring in 0..<Int(random.next() % 3) {
                    let guide = RGBAColor(r: 200, g: 210, b: 255, a: UInt8(20 + random.next() % 40))
                    commands.append(DrawCommand(content: .circle(radius: 70 + 40 * Double(ring) + 10 * random.nextUnit(), fill: nil, stroke: guide, lineWidth: 14),
                                                position: OrbitPoint(x: 160, y: 120)))
                }
                for _ in 0..<(20 + Int(random.next() % 60)) {
                    let position = OrbitPoint(x: -8 + 336 * random.nextUnit(), y: -8 + 256 * random.nextUnit())
                    switch random.next() % 10 {
                    case 0:
                        commands.append(DrawCommand(content: .panel(width: 10 + 60 * random.nextUnit(), height: 10 + 40 * random.nextUnit(), fill: color(&random)),
                                                    position: position))
                    case 1:
                        commands.append(DrawCommand(content: .circle(radius: 5 + 20 * random.nextUnit(), fill: color(&random), stroke: nil, lineWidth: 0),
                                                    position: position))
                    default:
                        let alpha = random.next() % 2 == 0 ? 1 : 0.05 + 0.95 * random.nextUnit()
                        commands.append(DrawCommand(content: .circle(radius: 0.3 + 3.9 * random.nextUnit(), fill: color(&random), stroke: nil, lineWidth: 0),
                                                    position: position, alpha: alpha))
                        dots += 1
                    }
                }
                let (direct, sdl) = try bothWays(commands, background: color(&random, alpha: 255))
                let largest = largestDifference(direct, sdl)
                #expect(largest.difference == 0, "seed \(seed): \(largest.difference) levels apart at (\(largest.x), \(largest.y))")
            }
            let drawn = (renderer.directPixels?.dotsBlended ?? 0) - dotsBefore
            #expect(drawn > dots / 2, "\(drawn) of \(dots) dots were written directly")
            #expect((renderer.directPixels?.fillsWritten ?? 0) - fillsBefore > 150, "the clears and bands were not written directly")
        }

        /// A frame of more dot colours than stamps are kept (the run is blended before the stamps are made anew)
        /// is the frame SDL draws alone.
        @Test func moreColoursThanStampsKept() throws {
            var random = SeededGenerator(seed: 7)
            let commands = (0..<(DirectPixels.capacity + 300)).map { index in
                DrawCommand(content: .circle(radius: 1 + 3 * random.nextUnit(), fill: RGBAColor(r: UInt8(index % 256), g: UInt8(index / 256 * 40), b: 90, a: 200),
                                             stroke: nil, lineWidth: 0),
                            position: OrbitPoint(x: 320 * random.nextUnit(), y: 240 * random.nextUnit()))
            }
            let (direct, sdl) = try bothWays(commands, background: RGBAColor(r: 10, g: 20, b: 30))
            let largest = largestDifference(direct, sdl)
            #expect(largest.difference == 0, "\(largest.difference) levels apart at (\(largest.x), \(largest.y))")
        }
    }
}
