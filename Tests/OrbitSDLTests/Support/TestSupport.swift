import Foundation
import Synchronization
@testable import OrbitSDL

/// Paths of the repository's files, found from this source file.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func avatar(_ name: String) -> String {
        repository.appendingPathComponent("Assets/avatars/\(name)").path
    }

    /// A file in a fresh temporary directory holding `bytes`.
    static func temporaryFile(named name: String, bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-sdl-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }
}

/// Collects warnings instead of printing them.
final class WarningRecorder: Sendable {
    private let lines = Mutex<[String]>([])
    var messages: [String] { lines.withLock { $0 } }

    func makeLog() -> WarningLog {
        WarningLog { message in self.lines.withLock { $0.append(message) } }
    }
}

extension PixelBuffer {
    /// Mean of `max(r,g,b) − min(r,g,b)` over opaque-enough pixels (alpha ≥ 128) inside the circle
    /// of `radius` around (`cx`, `cy`): 0 for gray, larger for more colourful.
    func meanChroma(cx: Int, cy: Int, radius: Int) -> Double {
        var sum = 0.0
        var count = 0
        for y in max(0, cy - radius)..<min(height, cy + radius) {
            for x in max(0, cx - radius)..<min(width, cx + radius) {
                let dx = x - cx, dy = y - cy
                guard dx * dx + dy * dy <= radius * radius else { continue }
                let p = self[x, y]
                guard p.a >= 128 else { continue }
                sum += Double(max(p.r, p.g, p.b) - min(p.r, p.g, p.b))
                count += 1
            }
        }
        return count == 0 ? 0 : sum / Double(count)
    }

    /// The pixels of a rectangle, row by row.
    func pixels(x columns: ClosedRange<Int>, y rows: ClosedRange<Int>) -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        var found: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] = []
        for y in rows {
            for x in columns { found.append(self[x, y]) }
        }
        return found
    }

    /// A buffer of random pixels from `generator`.
    static func random(width: Int, height: Int, using generator: inout some RandomNumberGenerator) -> PixelBuffer {
        PixelBuffer(width: width, height: height, rgba: (0..<width * height * 4).map { _ in UInt8.random(in: 0...255, using: &generator) })!
    }
}
