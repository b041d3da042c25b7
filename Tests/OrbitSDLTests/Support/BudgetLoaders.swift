import Foundation
import Synchronization
@testable import OrbitSDL

/// A loader that reserves the bytes a path names ("…/<bytes>" after the last "-") through its decode's control,
/// holds them a moment, and records the most that overlapping decodes held together while more than one ran.
final class ReservingLoader: AvatarImageLoading {
    private struct Record {
        var held = 0
        var holders = 0
        var peakShared = 0
    }

    private let record = Mutex(Record())

    /// The most bytes held at once by two or more loads together (a single load alone may hold more).
    var peakSharedBytes: Int { record.withLock { $0.peakShared } }

    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        try loadImage(atPath: path, options: ImageDecodeOptions(limits: limits)).pixels
    }

    func loadImage(atPath path: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        let bytes = Int(path.split(separator: "-").last!)!
        try options.control.reserve(bytes: bytes, for: path)
        record.withLock {
            $0.held += bytes
            $0.holders += 1
            if $0.holders > 1 { $0.peakShared = max($0.peakShared, $0.held) }
        }
        Thread.sleep(forTimeInterval: 0.001)
        record.withLock {
            $0.held -= bytes
            $0.holders -= 1
        }
        return LoadedImage(pixels: PixelBuffer(width: 4, height: 4, filledWith: (9, 9, 9, 255)), nativeSide: 4)
    }
}

/// A loader whose loads under "bad/" burn the CPU until their decode is cancelled (then throw as stopped), and
/// whose other loads answer at once. Counts the burning loads and the stopped ones.
final class BurningLoader: AvatarImageLoading {
    private struct Record {
        var burning: [ObjectIdentifier: DecodeControl] = [:]
        var stopped = 0
    }

    private let record = Mutex(Record())

    /// Loads burning now, told to stop or not.
    var burning: Int { record.withLock { $0.burning.count } }
    /// Loads burning now that have not been told to stop.
    var burningUncancelled: Int { record.withLock { $0.burning.values.filter { !$0.isCancelled }.count } }
    /// Loads that burned and stopped.
    var stopped: Int { record.withLock { $0.stopped } }

    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        try loadImage(atPath: path, options: ImageDecodeOptions(limits: limits)).pixels
    }

    func loadImage(atPath path: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        if path.hasPrefix("bad/") {
            let key = ObjectIdentifier(options.control)
            record.withLock { $0.burning[key] = options.control }
            defer {
                record.withLock {
                    $0.burning[key] = nil
                    $0.stopped += 1
                }
            }
            // Bounded, so a broken pipeline fails the test rather than hanging it.
            let deadline = Date().addingTimeInterval(60)
            while !options.control.isCancelled, Date() < deadline { Thread.sleep(forTimeInterval: 0.0005) }
            throw DecodeControl.stopped(path: path)
        }
        return LoadedImage(pixels: PixelBuffer(width: 4, height: 4, filledWith: (0, 200, 0, 255)), nativeSide: 4)
    }
}

/// A loader that reserves the bytes a path names ("…-<bytes>") and, for paths under "hold/", keeps them until
/// `release()`; other loads answer at once.
final class HoldingLoader: AvatarImageLoading {
    private let gate = DispatchSemaphore(value: 0)
    private let count = Mutex(0)

    /// Loads under "hold/" holding their bytes now.
    var holding: Int { count.withLock { $0 } }

    /// Lets the holding loads return.
    func release() { gate.signal() }

    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        try loadImage(atPath: path, options: ImageDecodeOptions(limits: limits)).pixels
    }

    func loadImage(atPath path: String, options: ImageDecodeOptions) throws(AvatarLoadError) -> LoadedImage {
        try options.control.reserve(bytes: Int(path.split(separator: "-").last!)!, for: path)
        if path.hasPrefix("hold/") {
            count.withLock { $0 += 1 }
            // Bounded, so a broken pipeline fails the test rather than hanging it.
            _ = gate.wait(timeout: .now() + 60)
            count.withLock { $0 -= 1 }
        }
        return LoadedImage(pixels: PixelBuffer(width: 4, height: 4, filledWith: (9, 9, 9, 255)), nativeSide: 4)
    }
}
