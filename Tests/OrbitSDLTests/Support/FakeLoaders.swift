import Dispatch
import Foundation
import Synchronization
@testable import OrbitSDL

/// A loader that takes a little while and records how many loads overlap and which paths it read.
final class SlowCountingLoader: AvatarImageLoading {
    private struct Record {
        var current = 0
        var peak = 0
        var paths: [String] = []
    }

    private let record = Mutex(Record())
    private let delay: Double

    init(delay: Double) {
        self.delay = delay
    }

    var peakConcurrency: Int { record.withLock { $0.peak } }
    var loadedPaths: [String] { record.withLock { $0.paths } }

    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        record.withLock {
            $0.current += 1
            $0.peak = max($0.peak, $0.current)
            $0.paths.append(path)
        }
        Thread.sleep(forTimeInterval: delay)
        record.withLock { $0.current -= 1 }
        if path.hasPrefix("missing") { throw .missing(path: path) }
        return PixelBuffer(width: 8, height: 8, filledWith: (200, 40, 40, 255))
    }
}

/// A loader whose loads wait until the test opens the gate, and that signals each start.
final class GatedLoader: AvatarImageLoading {
    private let gate = DispatchSemaphore(value: 0)
    private let started = DispatchSemaphore(value: 0)
    private let paths = Mutex<[String]>([])

    var loadedPaths: [String] { paths.withLock { $0 } }

    /// Waits until a load has started (at most 10 s).
    func waitForStart() -> Bool {
        started.wait(timeout: .now() + 10) == .success
    }

    /// Lets `count` loads through.
    func open(_ count: Int) {
        for _ in 0..<count { gate.signal() }
    }

    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        paths.withLock { $0.append(path) }
        started.signal()
        gate.wait()
        return PixelBuffer(width: 4, height: 4, filledWith: (0, 128, 255, 255))
    }
}

/// A loader that hangs on paths starting with "hang" until released, and answers others at once.
final class HangingLoader: AvatarImageLoading {
    private let gate = DispatchSemaphore(value: 0)
    private let hung = DispatchSemaphore(value: 0)

    /// Waits until a load hangs (at most 10 s).
    func waitForHang() -> Bool { hung.wait(timeout: .now() + 10) == .success }

    /// Lets the hung loads go.
    func release() { for _ in 0..<8 { gate.signal() } }

    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        if path.hasPrefix("hang") {
            hung.signal()
            gate.wait()
        }
        return PixelBuffer(width: 8, height: 8, filledWith: (10, 20, 30, 255))
    }
}

/// A loader whose first load of each path starting with "hang" hangs until released, later ones answering at
/// once; paths starting with "missing" are missing. Counts the loads of each path.
final class FirstLoadHangingLoader: AvatarImageLoading {
    private let gate = DispatchSemaphore(value: 0)
    private let hung = DispatchSemaphore(value: 0)
    private let loads = Mutex<[String: Int]>([:])

    /// How many times `path` was loaded.
    func loadCount(_ path: String) -> Int { loads.withLock { $0[path, default: 0] } }

    /// Waits until a load hangs (at most 10 s).
    func waitForHang() -> Bool { hung.wait(timeout: .now() + 10) == .success }

    /// Lets the hung loads go.
    func release() { for _ in 0..<8 { gate.signal() } }

    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        let count = loads.withLock { loads in
            loads[path, default: 0] += 1
            return loads[path, default: 0]
        }
        if path.hasPrefix("missing") { throw .missing(path: path) }
        if path.hasPrefix("hang") && count == 1 {
            hung.signal()
            gate.wait()
        }
        return PixelBuffer(width: 8, height: 8, filledWith: (10, 20, 30, 255))
    }
}

/// A loader whose loads under a "gate/" or "slow/" directory each wait until the test opens that directory,
/// and that signals each such start; other paths answer at once.
final class DirectoryGatedLoader: AvatarImageLoading {
    private let gates = ["gate": DispatchSemaphore(value: 0), "slow": DispatchSemaphore(value: 0)]
    private let started = ["gate": DispatchSemaphore(value: 0), "slow": DispatchSemaphore(value: 0)]

    /// Waits until `count` loads under `directory` have started (at most 10 s in all).
    func waitForStarts(in directory: String, count: Int) -> Bool {
        let deadline = DispatchTime.now() + 10
        return (0..<count).allSatisfy { _ in started[directory]!.wait(timeout: deadline) == .success }
    }

    /// Lets `count` loads under `directory` through.
    func open(_ directory: String, _ count: Int) {
        for _ in 0..<count { gates[directory]!.signal() }
    }

    func loadImage(atPath path: String, limits: ImageLimits) throws(AvatarLoadError) -> PixelBuffer {
        let directory = String(path.prefix { $0 != "/" })
        if let gate = gates[directory], path.contains("/") {
            started[directory]!.signal()
            gate.wait()
        }
        return PixelBuffer(width: 4, height: 4, filledWith: (1, 2, 3, 255))
    }
}
