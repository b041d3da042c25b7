import CJPEGDecode

/// Decodes JPEG files with libjpeg(-turbo) directly, bounding the work and memory of each image:
///
/// - **Reduced scale**: libjpeg decodes at n/8 of the size (n in 1…8) for free; the smallest n whose shorter
///   side still covers the side asked for is used, so a 4096 × 4096 photo wanted at 64 pixels decodes to
///   512 × 512 (1 MiB) rather than 4096 × 4096 (64 MiB).
/// - **Memory reserved first**: what the decode will hold (the file, libjpeg's full-size coefficient buffer for a
///   progressive or multi-scan image, the output pixels) is reserved with the decode's `DecodeControl` before
///   libjpeg allocates it.
/// - **Scan limit**: an image of more than `maxScans` scans (a "scan bomb": thousands of scans, each a pass over
///   the whole image) is refused as too large, first by counting its scans without decoding (`JPEGScans`), and
///   by libjpeg's progress monitor, run at every scan, should libjpeg see more.
/// - **Stop flag**: the same monitor, also run every few output rows, stops the decode as soon as its control
///   is cancelled, so a decode written off as stalled stops using the CPU.
enum JPEGDecoding {
    /// The JPEG in `bytes` (the file at `path`), decoded for `options.side` pixels (full size when `nil`).
    static func decode(_ bytes: [UInt8], path: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        let maxScans = options.limits.maxScans
        guard JPEGScans.count(in: bytes, stoppingAfter: maxScans) <= maxScans else { throw tooManyScans(path: path, limit: maxScans) }
        var message = [CChar](repeating: 0, count: 256)
        var info = orbit_jpeg_info()
        return try bytes.withUnsafeBufferPointer { buffer throws(AvatarLoadError) -> LoadedImage in
            guard let jpeg = orbit_jpeg_open(buffer.baseAddress, buffer.count, &info, &message, message.count) else {
                throw .undecodable(path: path, reason: text(message))
            }
            defer { orbit_jpeg_close(jpeg) }
            let (width, height) = (Int(info.width), Int(info.height))
            guard width > 0, height > 0, width <= options.limits.maxPixels / height else {
                throw .tooLarge(path: path, detail: "JPEG of \(width)×\(height) pixels, limit \(options.limits.maxPixels)")
            }
            let side = options.side.map { Int32(clamping: max(1, $0)) } ?? .max
            guard orbit_jpeg_scale_to(jpeg, side, &info, &message, message.count) == ORBIT_JPEG_OK else {
                throw .undecodable(path: path, reason: text(message))
            }
            let outputBytes = Int(info.output_width) * Int(info.output_height) * 4
            try options.control.reserve(bytes: bytes.count + info.coefficient_bytes + outputBytes, for: path)
            var status = ORBIT_JPEG_OK
            let rgba = [UInt8](unsafeUninitializedCapacity: outputBytes) { pixels, count in
                status = orbit_jpeg_decode(
                    jpeg, pixels.baseAddress, Int32(clamping: maxScans), shouldStop,
                    Unmanaged.passUnretained(options.control).toOpaque(), &message, message.count)
                count = status == ORBIT_JPEG_OK ? outputBytes : 0
            }
            switch status {
            case ORBIT_JPEG_OK:
                return LoadedImage(pixels: PixelBuffer(width: Int(info.output_width), height: Int(info.output_height), rgba: rgba)!,
                                   nativeSide: min(width, height))
            case ORBIT_JPEG_TOO_MANY_SCANS:
                throw tooManyScans(path: path, limit: maxScans)
            case ORBIT_JPEG_STOPPED:
                throw DecodeControl.stopped(path: path)
            default:
                throw .undecodable(path: path, reason: text(message))
            }
        }
    }

    private static func tooManyScans(path: String, limit: Int) -> AvatarLoadError {
        .tooLarge(path: path, detail: "JPEG with more than \(limit) scans, limit \(limit)")
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// libjpeg's progress monitor asks this whether to stop: whether the decode's control is cancelled.
private func shouldStop(_ context: UnsafeMutableRawPointer?) -> Int32 {
    guard let context else { return 0 }
    return Unmanaged<DecodeControl>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
}
