import CJPEGDecode
import Dispatch
import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitNetwork
import Testing
@testable import OrbitSDL

@Suite struct JPEGDecodingTests {
    private func decode(_ bytes: [UInt8], limits: ImageLimits = ImageLimits(), side: Int? = nil, control: DecodeControl = DecodeControl())
        throws(AvatarLoadError) -> LoadedImage {
        try JPEGDecoding.decode(bytes, path: "test.jpg", options: ImageDecodeOptions(limits: limits, side: side, control: control))
    }

    /// Over random sizes, scan counts and limits, a JPEG decodes (to mid-grey, at full size) exactly when it has
    /// no more scans than the limit, and is refused as too large, naming the limit, when it has more.
    @Test func aJPEGDecodesExactlyWhenItsScansAreWithinTheLimit() {
        for seed in UInt64(1)...60 {
            var generator = SeededGenerator(seed: seed)
            let width = Int.random(in: 1...96, using: &generator)
            let height = Int.random(in: 1...96, using: &generator)
            let scans = Int.random(in: 1...60, using: &generator)
            let limit = Int.random(in: 1...60, using: &generator)
            let bytes = seed % 5 == 0 ? CraftedJPEG.baseline(width: width, height: height) : CraftedJPEG.progressive(width: width, height: height, scans: scans)
            let expectedScans = seed % 5 == 0 ? 1 : scans
            do throws(AvatarLoadError) {
                let image = try decode(bytes, limits: ImageLimits(maxScans: limit))
                #expect(expectedScans <= limit, "seed \(seed): \(expectedScans) scans decoded, limit \(limit)")
                #expect(image.pixels.width == width && image.pixels.height == height && image.nativeSide == min(width, height), "seed \(seed)")
                let pixel = image.pixels[width / 2, height / 2]
                #expect(pixel == (128, 128, 128, 255), "seed \(seed): \(pixel)")
            } catch {
                guard case .tooLarge(_, let detail) = error else { Issue.record("seed \(seed): \(error)"); continue }
                #expect(expectedScans > limit && detail.contains("more than \(limit) scans"), "seed \(seed): \(detail)")
            }
        }
    }

    /// Over random sizes and sides, a JPEG is decoded at the smallest n/8 scale whose shorter side covers the
    /// side asked for (full size when none does), keeps its full-size shorter side as `nativeSide`, and reserves
    /// exactly the file and the output pixels (a single-scan image needs no coefficient buffer).
    @Test func aJPEGDecodesAtTheSmallestScaleCoveringTheSide() throws {
        for seed in UInt64(1)...40 {
            var generator = SeededGenerator(seed: seed)
            let width = Int.random(in: 1...1200, using: &generator)
            let height = Int.random(in: 1...1200, using: &generator)
            let side = Int.random(in: 1...600, using: &generator)
            let bytes = CraftedJPEG.baseline(width: width, height: height)
            let budget = DecodeMemoryBudget(capacity: .max)
            let image = try decode(bytes, side: side, control: DecodeControl(budget: budget))
            let shorter = min(width, height)
            let eighths = (1...8).first { (shorter * $0 + 7) / 8 >= side } ?? 8
            #expect(image.pixels.width == (width * eighths + 7) / 8 && image.pixels.height == (height * eighths + 7) / 8,
                    "seed \(seed): \(width)×\(height) for \(side) gave \(image.pixels.width)×\(image.pixels.height), expected \(eighths)/8")
            #expect(image.nativeSide == shorter, "seed \(seed)")
            #expect(budget.usage.reserved == bytes.count + image.pixels.rgba.count, "seed \(seed): \(budget.usage)")
        }
    }

    /// A 4096 × 4096 JPEG of a few hundred bytes wanted at 64 pixels decodes to 512 × 512: 1 MiB of pixels
    /// reserved, not 64 MiB. A progressive one also reserves libjpeg's full-size coefficient buffer, 128 bytes
    /// for each 8 × 8 block.
    @Test func aLargeClaimDecodesSmallAndReservesWhatItHolds() throws {
        let baseline = CraftedJPEG.baseline(width: 4096, height: 4096)
        let budget = DecodeMemoryBudget(capacity: .max)
        let image = try decode(baseline, side: 64, control: DecodeControl(budget: budget))
        #expect(image.pixels.width == 512 && image.pixels.height == 512 && image.nativeSide == 4096)
        #expect(budget.usage.reserved == baseline.count + 512 * 512 * 4)

        let progressive = CraftedJPEG.progressive(width: 1024, height: 1024, scans: 3)
        let progressiveBudget = DecodeMemoryBudget(capacity: .max)
        let small = try decode(progressive, side: 64, control: DecodeControl(budget: progressiveBudget))
        #expect(small.pixels.width == 128)
        #expect(progressiveBudget.usage.reserved == progressive.count + 128 * 128 * 128 + 128 * 128 * 4)
    }

    /// A decode whose control is cancelled stops: before it reserves anything when cancelled first, and in the
    /// middle of a scan bomb (30,000 scans of 4096 × 4096, allowed by the limit here, a minute of CPU) when
    /// cancelled once its memory is reserved, that is once libjpeg is decoding.
    @Test func aCancelledDecodeStops() throws {
        let bomb = CraftedJPEG.progressive(width: 4096, height: 4096, scans: 30_000)
        let limits = ImageLimits(maxScans: .max)
        let early = DecodeMemoryBudget(capacity: .max)
        let cancelledFirst = DecodeControl(budget: early)
        cancelledFirst.cancel()
        #expect(throws: DecodeControl.stopped(path: "test.jpg")) { try decode(bomb, limits: limits, control: cancelledFirst) }
        #expect(early.usage.peak == 0)

        let budget = DecodeMemoryBudget(capacity: .max)
        let control = DecodeControl(budget: budget)
        let outcome = Lock<Result<LoadedImage, AvatarLoadError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            let result = Result { () throws(AvatarLoadError) in try JPEGDecoding.decode(bomb, path: "test.jpg", options: ImageDecodeOptions(limits: limits, control: control)) }
            outcome.withLock { $0 = result }
            done.signal()
        }.start()
        let deadline = Date().addingTimeInterval(30)
        while budget.usage.reserved == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        #expect(budget.usage.reserved > 4096 / 8 * 4096 / 8 * 128, "libjpeg's coefficient buffer is reserved before decoding")
        control.cancel()
        #expect(done.wait(timeout: .now() + 60) == .success, "the cancelled decode ran on")
        #expect(outcome.withLock { $0?.failure } == DecodeControl.stopped(path: "test.jpg"))
    }

    /// libjpeg's progress monitor enforces the scan limit on what libjpeg reads, whatever counted the scans
    /// before: the shim stops a progressive image one scan past it, and decodes one within it.
    @Test func libjpegStopsOneScanPastTheLimit() {
        let bytes = CraftedJPEG.progressive(width: 64, height: 48, scans: 12)
        for (limit, expected) in [(11, ORBIT_JPEG_TOO_MANY_SCANS), (12, ORBIT_JPEG_OK)] {
            bytes.withUnsafeBufferPointer { buffer in
                var info = orbit_jpeg_info()
                var message = [CChar](repeating: 0, count: 256)
                guard let jpeg = orbit_jpeg_open(buffer.baseAddress, buffer.count, &info, &message, message.count) else {
                    Issue.record("not opened")
                    return
                }
                defer { orbit_jpeg_close(jpeg) }
                var pixels = [UInt8](repeating: 0, count: 64 * 48 * 4)
                let status = orbit_jpeg_decode(jpeg, &pixels, Int32(limit), nil, nil, &message, message.count)
                #expect(status == expected, "limit \(limit)")
            }
        }
    }

    /// A bundled JPEG avatar (256 pixels) wanted at 64 decodes at a quarter scale, in colour.
    @Test func aBundledAvatarDecodesAtAQuarter() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.avatar("avatar-25.jpg"))))
        let image = try decode(bytes, side: 64)
        #expect(image.pixels.width == 64 && image.pixels.height == 64 && image.nativeSide == 256)
        #expect(image.pixels.meanChroma(cx: 32, cy: 32, radius: 32) > 30)
    }
}
