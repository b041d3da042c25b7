import CSDL2
import Foundation
import OrbitScene

/// An antialiased circle line at most `maxWidth` pixels wide, as pixels grouped by opacity: each group is
/// one `SDL_RenderDrawPointsF` call in one colour.
///
/// SDL's software renderer draws every blended triangle through a temporary surface the size of its
/// bounding box, so a ring guide made of triangles costs thousands of allocations and blits; blended
/// points cost it one pixel each. Each pixel's coverage is its centre's distance from the circle through
/// a one-pixel box filter (a line under a pixel wide becomes a one-pixel tent with proportionally less
/// alpha, as `AntialiasedBand` does).
struct ThinRing {
    /// The widest line drawn this way; wider bands are triangles.
    static let maxWidth = 2.0
    /// Opacity levels the pixels are grouped into.
    static let levels = 32

    /// Pixels by opacity level: `points[k]` are drawn with alpha `(k + 1) / levels` of the colour's.
    private(set) var points: [[SDL_FPoint]] = Array(repeating: [], count: ThinRing.levels)

    /// The line of `width` pixels centred on the circle of `radius` around `center` (pixels), only the
    /// pixels inside `clip`.
    ///
    /// - Complexity: O(pixels of the circle inside `clip`).
    init(center: SDL_FPoint, radius: Double, width: Double, clip: SDL_FRect) {
        let cx = Double(center.x), cy = Double(center.y)
        let half = max(width, 1) / 2 + 0.5
        let weight = min(1, max(0, width))
        let minX = Int(Double(clip.x).rounded(.down)), maxX = Int(Double(clip.x + clip.w).rounded(.up)) - 1
        let minY = Int(Double(clip.y).rounded(.down)), maxY = Int(Double(clip.y + clip.h).rounded(.up)) - 1
        guard radius > 0, minX <= maxX, minY <= maxY else { return }
        let diagonal = radius / 2.squareRoot() + 2

        func coverage(_ distance: Double) -> Double {
            let off = abs(distance - radius)
            return width < 1 ? max(0, 1 - off) * weight : min(1, max(0, half - off))
        }
        func add(_ x: Int, _ y: Int) {
            let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
            let level = Int((coverage((dx * dx + dy * dy).squareRoot()) * Double(Self.levels)).rounded()) - 1
            if level >= 0 { points[min(level, Self.levels - 1)].append(SDL_FPoint(x: Float(x), y: Float(y))) }
        }
        // Steep parts (|dy| ≥ |dx|) by columns, flat parts (|dx| > |dy|) by rows: every pixel once.
        let reach = Int((half + 1.5).rounded(.up))
        for x in stride(from: max(minX, Int((cx - diagonal).rounded(.down))), through: min(maxX, Int((cx + diagonal).rounded(.up))), by: 1) {
            let dx = Double(x) + 0.5 - cx
            guard abs(dx) <= radius else { continue }
            let span = (radius * radius - dx * dx).squareRoot()
            for sign in [-1.0, 1.0] {
                let yc = Int((cy + sign * span).rounded(.down))
                for y in stride(from: max(minY, yc - reach), through: min(maxY, yc + reach), by: 1) {
                    let dy = Double(y) + 0.5 - cy
                    if abs(dy) >= abs(dx), dy * sign > 0 { add(x, y) }
                }
            }
        }
        for y in stride(from: max(minY, Int((cy - diagonal).rounded(.down))), through: min(maxY, Int((cy + diagonal).rounded(.up))), by: 1) {
            let dy = Double(y) + 0.5 - cy
            guard abs(dy) <= radius else { continue }
            let span = (radius * radius - dy * dy).squareRoot()
            for sign in [-1.0, 1.0] {
                let xc = Int((cx + sign * span).rounded(.down))
                for x in stride(from: max(minX, xc - reach), through: min(maxX, xc + reach), by: 1) {
                    let dx = Double(x) + 0.5 - cx
                    if abs(dx) > abs(dy), dx * sign > 0 { add(x, y) }
                }
            }
        }
    }
}

/// Thin rings drawn in the last frame, reused while they stay put: ring guides and strokes do not move
/// while rings turn, only when the camera or the window changes.
struct ThinRingCache {
    struct Key: Hashable {
        var x: Float, y: Float, radius: Double, width: Double, clipWidth: Float, clipHeight: Float
    }

    private var current: [Key: ThinRing] = [:]
    private var previous: [Key: ThinRing] = [:]

    /// The ring for these parameters, made unless the current or the last frame drew the same one.
    mutating func ring(center: SDL_FPoint, radius: Double, width: Double, clip: SDL_FRect) -> ThinRing {
        let key = Key(x: center.x, y: center.y, radius: radius, width: width, clipWidth: clip.w, clipHeight: clip.h)
        let ring = current[key] ?? previous[key] ?? ThinRing(center: center, radius: radius, width: width, clip: clip)
        current[key] = ring
        return ring
    }

    /// Starts a frame: rings the last frame did not draw are forgotten.
    mutating func startFrame() {
        previous = current
        current.removeAll(keepingCapacity: true)
    }
}
