import OrbitGeometry
import OrbitLayout
import Testing
@testable import OrbitSDL

@Suite struct PixelBufferTests {
    @Test func rejectsBytesThatDoNotMatchTheSize() {
        #expect(PixelBuffer(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(PixelBuffer(width: -1, height: 2, rgba: []) == nil)
        #expect(PixelBuffer(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16)) != nil)
    }

    /// A black-and-white checkerboard averages to mid-gray under a box filter; nearest-neighbour
    /// sampling would give pure black or white.
    @Test func boxFilterAveragesACheckerboard() {
        var bytes: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let v: UInt8 = (x + y) % 2 == 0 ? 255 : 0
                bytes += [v, v, v, 255]
            }
        }
        let small = PixelBuffer(width: 64, height: 64, rgba: bytes)!.squareDownscaled(toSide: 16)
        #expect(small.width == 16 && small.height == 16)
        for y in 0..<16 {
            for x in 0..<16 {
                #expect((127...128).contains(small[x, y].r), "pixel (\(x), \(y)) = \(small[x, y])")
            }
        }
    }

    /// Over random opaque images and non-integer ratios, the mean colour is kept (a box filter
    /// preserves the integral) and each output pixel stays within its source span's range.
    @Test func boxFilterKeepsTheMeanColour() {
        for seed in UInt64(1)...20 {
            var generator = SeededGenerator(seed: seed)
            let side = Int.random(in: 8...80, using: &generator)
            var image = PixelBuffer.random(width: side, height: side, using: &generator)
            for offset in stride(from: 3, to: image.rgba.count, by: 4) { image.rgba[offset] = 255 }
            let target = Int.random(in: 1...side, using: &generator)
            let small = image.squareDownscaled(toSide: target)
            #expect(small.width == target, "seed \(seed)")
            for channel in 0..<3 {
                let before = mean(image, channel: channel)
                let after = mean(small, channel: channel)
                #expect(abs(before - after) < 1.0, "seed \(seed): channel \(channel) mean \(before) → \(after) (\(side) → \(target))")
            }
        }
    }

    @Test func nonSquareImagesKeepTheirCentredSquare() {
        var bytes: [UInt8] = []
        for _ in 0..<4 {
            for x in 0..<12 {
                bytes += x < 4 || x >= 8 ? [255, 0, 0, 255] : [0, 0, 255, 255]
            }
        }
        let square = PixelBuffer(width: 12, height: 4, rgba: bytes)!.squareDownscaled(toSide: 2)
        #expect(square.width == 2 && square.height == 2)
        #expect(square[0, 0] == (0, 0, 255, 255) && square[1, 1] == (0, 0, 255, 255))
    }

    @Test func neverUpscales() {
        let image = PixelBuffer(width: 10, height: 10, filledWith: (1, 2, 3, 255))
        #expect(image.squareDownscaled(toSide: 40) == image)
    }

    @Test func roundCropHasAnAntialiasedEdge() {
        for side in [7, 16, 33, 64] {
            let disc = PixelBuffer(width: side, height: side, filledWith: (255, 255, 255, 255)).roundCropped()
            #expect(disc[0, 0].a == 0, "side \(side): corner")
            #expect(disc[side / 2, side / 2].a == 255, "side \(side): centre")
            let partial = disc.rgba.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 && $0.element < 255 }
            #expect(!partial.isEmpty, "side \(side): no soft edge")
            // Mirror symmetric.
            for y in 0..<side {
                for x in 0..<side {
                    #expect(disc[x, y].a == disc[side - 1 - x, y].a && disc[x, y].a == disc[x, side - 1 - y].a, "side \(side) at (\(x), \(y))")
                }
            }
            // The covered area approximates the circle's.
            let area = disc.rgba.enumerated().filter { $0.offset % 4 == 3 }.reduce(0.0) { $0 + Double($1.element) / 255 }
            let expected = Double.pi * Double(side * side) / 4
            #expect(abs(area - expected) / expected < 0.02, "side \(side): area \(area) vs \(expected)")
        }
    }

    /// Half saturation halves each pixel's distance from its luma and keeps the luma.
    @Test func desaturationHalvesChromaAndKeepsLuma() {
        for seed in UInt64(1)...10 {
            var generator = SeededGenerator(seed: seed)
            let image = PixelBuffer.random(width: 16, height: 16, using: &generator)
            let half = image.desaturated(to: PixelBuffer.inactiveSaturation)
            for offset in stride(from: 0, to: image.rgba.count, by: 4) {
                let before = (0..<3).map { Double(image.rgba[offset + $0]) }
                let after = (0..<3).map { Double(half.rgba[offset + $0]) }
                #expect(abs(luma(before) - luma(after)) <= 1, "seed \(seed) at byte \(offset)")
                let chromaBefore = before.max()! - before.min()!
                let chromaAfter = after.max()! - after.min()!
                #expect(abs(chromaAfter - chromaBefore / 2) <= 1, "seed \(seed) at byte \(offset): \(chromaBefore) → \(chromaAfter)")
                #expect(half.rgba[offset + 3] == image.rgba[offset + 3], "seed \(seed): alpha changed")
            }
        }
    }

    private func mean(_ image: PixelBuffer, channel: Int) -> Double {
        stride(from: channel, to: image.rgba.count, by: 4).reduce(0.0) { $0 + Double(image.rgba[$1]) } / Double(image.pixelCount)
    }

    private func luma(_ rgb: [Double]) -> Double {
        0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    }
}
