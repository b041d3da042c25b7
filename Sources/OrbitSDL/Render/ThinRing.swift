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
    /// Opacity levels the pixels are grouped into: steps of 1/16 cannot be told apart on a line this thin,
    /// and each level is one SDL call.
    static let levels = 16

    /// Every covered pixel, grouped by opacity level in ascending order (one allocation per ring).
    private(set) var points: [SDL_FPoint] = []
    /// Where each level's pixels start in `points`; `levelStarts[levels]` is `points.count`.
    private(set) var levelStarts = [Int](repeating: 0, count: ThinRing.levels + 1)

    /// The pixels drawn with alpha `(level + 1) / levels` of the colour's.
    func points(atLevel level: Int) -> ArraySlice<SDL_FPoint> {
        points[levelStarts[level]..<levelStarts[level + 1]]
    }

    /// The line of `width` pixels centred on the circle of `radius` around `center` (pixels), only the
    /// pixels inside `clip`.
    ///
    /// - Complexity: O(pixels of the circle inside `clip`): each column (row) of the circle's steep (flat)
    ///   part visits only the pixels whose centres lie within the line's reach of the circle.
    init(center: SDL_FPoint, radius: Double, width: Double, clip: SDL_FRect) {
        let cx = Double(center.x), cy = Double(center.y)
        let half = max(width, 1) / 2 + 0.5
        let weight = min(1, max(0, width))
        // Beyond this distance from the circle a pixel's coverage is 0.
        let reach = width < 1 ? 1 : half
        let minX = Int(Double(clip.x).rounded(.down)), maxX = Int(Double(clip.x + clip.w).rounded(.up)) - 1
        let minY = Int(Double(clip.y).rounded(.down)), maxY = Int(Double(clip.y + clip.h).rounded(.up)) - 1
        guard radius > 0, minX <= maxX, minY <= maxY else { return }
        let diagonal = radius / 2.squareRoot() + 2
        let innerSquared = max(0, radius - reach) * max(0, radius - reach), outerSquared = (radius + reach) * (radius + reach)

        var found: [(level: Int, x: Int32, y: Int32)] = []
        // The arc inside the clip is no longer than the circle nor than the clip's outline, about.
        found.reserveCapacity(Int(min(2 * Double.pi * radius, 4 * Double(clip.w + clip.h)) * (2 * reach + 1)))
        var counts = [Int](repeating: 0, count: Self.levels)
        func add(_ x: Int, _ y: Int, _ dx: Double, _ dy: Double) {
            let off = abs((dx * dx + dy * dy).squareRoot() - radius)
            let coverage = width < 1 ? max(0, 1 - off) * weight : min(1, max(0, half - off))
            let level = Int(coverage * Double(Self.levels) + 0.5) - 1
            guard level >= 0 else { return }
            found.append((level, Int32(x), Int32(y)))
            counts[level] += 1
        }
        /// Lines `across` (columns when steep) through the circle's part where `|along| ≥ |across|`; `plot`
        /// gets the pixel's column and row for a pixel index `across` and `along`.
        func sweep(center c: Double, other o: Double, acrossRange: ClosedRange<Int>, alongRange: ClosedRange<Int>,
                   steep: Bool) {
            let first = max(acrossRange.lowerBound, Int((c - diagonal).rounded(.down)))
            let last = min(acrossRange.upperBound, Int((c + diagonal).rounded(.up)))
            guard first <= last else { return }
            for a in first...last {
                let da = Double(a) + 0.5 - c
                let spanSquared = outerSquared - da * da
                guard spanSquared >= 0 else { continue }
                // Distances along the line whose pixels can be covered, never nearer the centre than |da|.
                let near = max(abs(da), max(0, innerSquared - da * da).squareRoot()), far = spanSquared.squareRoot()
                guard near <= far else { continue }
                for sign in [-1.0, 1.0] {
                    let low = sign > 0 ? o + near - 0.5 : o - far - 0.5
                    let high = sign > 0 ? o + far - 0.5 : o - near - 0.5
                    let from = max(alongRange.lowerBound, Int(low.rounded(.down)))
                    let to = min(alongRange.upperBound, Int(high.rounded(.up)))
                    guard from <= to else { continue }
                    for b in from...to {
                        let db = Double(b) + 0.5 - o
                        // Steep part owns |along| ≥ |across|, the flat part |across| > |along|: every pixel once.
                        guard db * sign > 0, steep ? abs(db) >= abs(da) : abs(db) > abs(da) else { continue }
                        if steep { add(a, b, da, db) } else { add(b, a, db, da) }
                    }
                }
            }
        }
        sweep(center: cx, other: cy, acrossRange: minX...maxX, alongRange: minY...maxY, steep: true)
        sweep(center: cy, other: cx, acrossRange: minY...maxY, alongRange: minX...maxX, steep: false)

        for level in 0..<Self.levels { levelStarts[level + 1] = levelStarts[level] + counts[level] }
        var next = Array(levelStarts.dropLast())
        points = [SDL_FPoint](repeating: SDL_FPoint(x: 0, y: 0), count: found.count)
        for pixel in found {
            points[next[pixel.level]] = SDL_FPoint(x: Float(pixel.x), y: Float(pixel.y))
            next[pixel.level] += 1
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
