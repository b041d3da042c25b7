import Foundation
import OrbitGeometry
import OrbitLayout

/// The directions in which an annulus meets a rectangle.
///
/// An annulus around `center` with radii `inner ≤ outer` meets `rect` along a few arcs of direction. The
/// edges of those arcs can only be directions of rectangle corners inside the annulus or of points where a
/// boundary circle crosses a rectangle edge (rays never touch circles or the edge lines tangentially), so
/// between consecutive critical directions membership is constant and one probe per gap decides it.
///
/// - Complexity: O(1): at most 20 critical directions.
struct AnnulusCover {
    /// Closed intervals of direction `[start, end]` with `start` in [0, 2π) and `end - start` ≤ 2π,
    /// widened by `padding` so rounding never loses a node on an interval edge.
    var intervals: [(start: Double, end: Double)]

    /// Widening of every interval, in radians: far below a pixel at any radius the scene can reach.
    static let padding = 1e-7

    init(center: OrbitPoint, inner: Double, outer: Double, rect: OrbitRect) {
        var critical: [Double] = []
        for corner in rect.corners {
            let d = corner.distance(to: center)
            if d >= inner && d <= outer { critical.append(AngleMath.of(dx: corner.x - center.x, dy: corner.y - center.y)) }
        }
        for radius in [inner, outer] where radius > 0 {
            for x in [rect.minX, rect.maxX] {
                let dx = x - center.x
                guard abs(dx) <= radius else { continue }
                let h = (radius * radius - dx * dx).squareRoot()
                for dy in [h, -h] where center.y + dy >= rect.minY && center.y + dy <= rect.maxY {
                    critical.append(AngleMath.of(dx: dx, dy: dy))
                }
            }
            for y in [rect.minY, rect.maxY] {
                let dy = y - center.y
                guard abs(dy) <= radius else { continue }
                let h = (radius * radius - dy * dy).squareRoot()
                for dx in [h, -h] where center.x + dx >= rect.minX && center.x + dx <= rect.maxX {
                    critical.append(AngleMath.of(dx: dx, dy: dy))
                }
            }
        }
        critical.sort()
        let probe = { (angle: Double) in
            Self.rayMeets(rect, from: center, direction: angle, inner: inner, outer: outer)
        }
        guard !critical.isEmpty else {
            intervals = probe(0) ? [(0, AngleMath.fullTurn)] : []
            return
        }
        // Every critical direction is kept as a sliver; each gap between neighbours joins in if its midpoint does.
        var result: [(start: Double, end: Double)] = []
        for (i, start) in critical.enumerated() {
            let end = i + 1 < critical.count ? critical[i + 1] : critical[0] + AngleMath.fullTurn
            let gapIn = end > start && probe((start + end) / 2)
            let piece = (start: start - Self.padding, end: (gapIn ? end : start) + Self.padding)
            if let last = result.last, piece.start <= last.end {
                result[result.count - 1].end = max(last.end, piece.end)
            } else {
                result.append(piece)
            }
        }
        if result.count > 1, let last = result.last, last.end >= result[0].start + AngleMath.fullTurn {
            result[0].start = last.start - AngleMath.fullTurn
            result[0].end = max(result[0].end, last.end - AngleMath.fullTurn)
            result.removeLast()
        }
        if let first = result.first, result.count == 1, first.end - first.start >= AngleMath.fullTurn {
            intervals = [(0, AngleMath.fullTurn)]
        } else {
            intervals = result.map { (AngleMath.normalized($0.start), AngleMath.normalized($0.start) + ($0.end - $0.start)) }
        }
    }

    /// Whether the radial segment from `inner` to `outer` in direction `angle` touches `rect`.
    static func rayMeets(_ rect: OrbitRect, from center: OrbitPoint, direction angle: Double, inner: Double, outer: Double) -> Bool {
        var low = inner
        var high = outer
        for (origin, step, minEdge, maxEdge) in [
            (center.x, sin(angle), rect.minX, rect.maxX), (center.y, cos(angle), rect.minY, rect.maxY),
        ] {
            if step == 0 {
                guard origin >= minEdge && origin <= maxEdge else { return false }
                continue
            }
            let a = (minEdge - origin) / step
            let b = (maxEdge - origin) / step
            low = max(low, min(a, b))
            high = min(high, max(a, b))
        }
        return low <= high
    }
}
