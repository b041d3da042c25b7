import OrbitGeometry
import Testing
@testable import OrbitSDL

@Suite struct MotionCopiesTests {
    /// Over random sources (rows padded past their width) and sides: each destination pixel takes the source pixel
    /// under its centre. Each source pixel holds its own coordinates, so the test reads back where every
    /// destination pixel came from and checks that the destination pixel's centre lies within that source pixel.
    @Test func nearestScalingTakesThePixelUnderEachCentre() {
        var columns: [Int] = []
        for seed in UInt64(0)..<2000 {
            var random = SeededGenerator(seed: seed)
            let width = 1 + Int(random.next() % 96), height = 1 + Int(random.next() % 96), side = 1 + Int(random.next() % 128)
            let sourcePitch = 4 * (width + Int(random.next() % 4)), targetPitch = 4 * (side + Int(random.next() % 20))
            var source = [UInt32](repeating: 0xFFFF_FFFF, count: sourcePitch / 4 * height)
            for y in 0..<height {
                for x in 0..<width { source[y * sourcePitch / 4 + x] = UInt32(y) << 16 | UInt32(x) }
            }
            var target = [UInt32](repeating: 0xDEAD_BEEF, count: targetPitch / 4 * side)
            source.withUnsafeBytes { source in
                target.withUnsafeMutableBytes { target in
                    MotionCopies.scaleNearest(source.baseAddress!, width: width, height: height, pitch: sourcePitch,
                                              into: target.baseAddress!, side: side, pitch: targetPitch, columns: &columns)
                }
            }
            for y in 0..<side {
                for x in 0..<side {
                    let value = target[y * targetPitch / 4 + x]
                    let (sourceX, sourceY) = (Double(value & 0xFFFF), Double(value >> 16))
                    // The destination pixel's centre, in source pixels.
                    let (centreX, centreY) = ((Double(x) + 0.5) * Double(width) / Double(side), (Double(y) + 0.5) * Double(height) / Double(side))
                    #expect(sourceX <= centreX && centreX < sourceX + 1 && sourceY <= centreY && centreY < sourceY + 1,
                            "seed \(seed): \(width)×\(height) → \(side): (\(x), \(y)) took (\(sourceX), \(sourceY)), centre (\(centreX), \(centreY))")
                }
                // Past the side, the row's padding is left alone.
                for x in side..<(targetPitch / 4) where target[y * targetPitch / 4 + x] != 0xDEAD_BEEF {
                    Issue.record("seed \(seed): wrote past the side at (\(x), \(y))")
                }
            }
        }
    }
}
