import CSDL2
import Foundation
import OrbitScene

/// A circular band (an annulus, or a disc when the inner radius is 0) whose edges fade over one pixel, so
/// circles of any size and line width look smooth: triangles drawn with `SDL_RenderGeometry` and per-vertex
/// colour for the edges, and rectangles of one colour drawn with `SDL_RenderFillRects` for the rest.
///
/// The band is cut where its coverage profile is solid: the fading edges are strips of quads along the
/// circle, and the solid part between them is one or two spans of whole pixels per pixel row (the pixels
/// whose centres lie in it), or a single rectangle when it covers the whole clip (a disc larger than the
/// window is a fill). Rectangles, because SDL's software renderer draws each triangle through a temporary
/// surface of its bounding box: a wide band's rows as triangles cost tens of milliseconds a frame.
/// So what a band costs is bounded by the clip, never by its radius: a strip only gets the segments that can
/// touch the clip, and the rows are the clip's.
struct AntialiasedBand {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []
    /// The solid part, whole pixels, in `solidColor`.
    private(set) var solid: [SDL_Rect] = []
    private(set) var solidColor = SDL_Color(r: 0, g: 0, b: 0, a: 0)

    /// The band between `inner` and `outer` (pixels) around `center`, in `color` with `alpha`.
    /// Bands thinner than a pixel are drawn one pixel wide with proportionally less alpha, so thin
    /// lines keep their weight. With `clip`, only what can touch that rectangle gets triangles (a guide
    /// ring mostly off screen costs only its visible arcs); without, the band's bounding box is the clip.
    ///
    /// Segments are at most `maxSegmentLength` long as well as close to the circle: SDL's software
    /// renderer scans each triangle's bounding box, so long thin triangles along a big ring cost far
    /// more pixels than they cover.
    ///
    /// - Complexity: O(segments of the edges inside the clip + rows of the clip), whatever the radius.
    ///
    /// Without `fadingEdges`, a band at least a pixel wide is its solid part alone, whole pixels with hard
    /// edges: for one too faint to show stair-steps, at a fraction of the cost.
    init(center: SDL_FPoint, inner: Double, outer: Double, color: RGBAColor, alpha: Double, clip: SDL_FRect? = nil, fadingEdges: Bool = true) {
        let profile = fadingEdges || outer - inner < 1 ? Self.profile(inner: inner, outer: outer) : (stops: [(max(0, inner), 1), (outer, 1)], weight: 1)
        let opacity = Double(color.a) * alpha
        func shade(_ coverage: Double) -> SDL_Color {
            SDL_Color(r: color.r, g: color.g, b: color.b, a: PixelBuffer.byte(opacity * coverage * profile.weight))
        }
        let origin = (x: Double(center.x), y: Double(center.y))
        let reach = profile.stops.last!.0
        let box = clip.map { Box($0) } ?? Box(x0: origin.x - reach, y0: origin.y - reach, x1: origin.x + reach, y1: origin.y + reach)
        guard reach.isFinite, origin.x.isFinite, origin.y.isFinite, box.x0 < box.x1, box.y0 < box.y1 else { return }
        var strip: [(radius: Double, color: SDL_Color)] = []
        for (from, to) in zip(profile.stops, profile.stops.dropFirst()) {
            if from.1 == 1, to.1 == 1 {
                appendStrip(strip, around: origin, in: box)
                strip = []
                solidColor = shade(1)
                appendSolid(from: from.0, to: to.0, around: origin, in: box)
            } else {
                if strip.isEmpty { strip.append((from.0, shade(from.1))) }
                strip.append((to.0, shade(to.1)))
            }
        }
        appendStrip(strip, around: origin, in: box)
    }

    /// Longest segment, in pixels.
    static let maxSegmentLength = 8.0

    /// An axis-aligned rectangle in pixels, in `Double`: the band's own arithmetic never leaves `Double`, so a
    /// circle millions of pixels across still lands on the right pixels.
    struct Box {
        var x0: Double, y0: Double, x1: Double, y1: Double

        init(x0: Double, y0: Double, x1: Double, y1: Double) {
            (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
        }

        init(_ rect: SDL_FRect) {
            self.init(x0: Double(rect.x), y0: Double(rect.y), x1: Double(rect.x + rect.w), y1: Double(rect.y + rect.h))
        }

        /// The nearest and farthest distances from `point` to the box (0 nearest when inside).
        func distances(from point: (x: Double, y: Double)) -> (near: Double, far: Double) {
            let nearX = max(x0 - point.x, 0, point.x - x1), nearY = max(y0 - point.y, 0, point.y - y1)
            let farX = max(abs(point.x - x0), abs(point.x - x1)), farY = max(abs(point.y - y0), abs(point.y - y1))
            return ((nearX * nearX + nearY * nearY).squareRoot(), (farX * farX + farY * farY).squareRoot())
        }

        func contains(_ point: (x: Double, y: Double)) -> Bool {
            point.x >= x0 && point.x <= x1 && point.y >= y0 && point.y <= y1
        }
    }

    /// The solid ring between radii `low` and `high` (a disc when `low` is 0) inside `box`: the whole box when
    /// the ring covers it, else per pixel row the spans whose pixel centres lie in it.
    private mutating func appendSolid(from low: Double, to high: Double, around center: (x: Double, y: Double), in box: Box) {
        let (near, far) = box.distances(from: center)
        guard high > low, near <= high, far >= low else { return }
        if near >= low, far <= high {
            appendRectangle(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1)
            return
        }
        let firstRow = Int(max(box.y0, center.y - high).rounded(.down)), lastRow = Int(min(box.y1, center.y + high).rounded(.up))
        guard firstRow < lastRow else { return }
        for row in firstRow..<lastRow {
            let dy = abs(Double(row) + 0.5 - center.y)
            guard dy <= high else { continue }
            // (high − dy)(high + dy) keeps the digits that high² − dy² would lose for a huge circle.
            let outerHalf = ((high - dy) * (high + dy)).squareRoot()
            let top = max(Double(row), box.y0), bottom = min(Double(row + 1), box.y1)
            func span(_ from: Double, _ to: Double) {
                let x0 = max(from, box.x0), x1 = min(to, box.x1)
                if x0 < x1 { appendRectangle(x0: x0, y0: top, x1: x1, y1: bottom) }
            }
            if dy < low {
                let innerHalf = ((low - dy) * (low + dy)).squareRoot()
                span(center.x - outerHalf, center.x - innerHalf)
                span(center.x + innerHalf, center.x + outerHalf)
            } else {
                span(center.x - outerHalf, center.x + outerHalf)
            }
        }
    }

    /// The whole pixels whose centres lie in the rectangle from (`x0`, `y0`) to (`x1`, `y1`), if any.
    private mutating func appendRectangle(x0: Double, y0: Double, x1: Double, y1: Double) {
        let left = (x0 - 0.5).rounded(.up), right = (x1 - 0.5).rounded(.up), top = (y0 - 0.5).rounded(.up), bottom = (y1 - 0.5).rounded(.up)
        // Within the clip's pixels (a box of a few thousand): the conversions below cannot overflow.
        guard left < right, top < bottom, abs(left) < 1e9, abs(right) < 1e9, abs(top) < 1e9, abs(bottom) < 1e9 else { return }
        solid.append(SDL_Rect(x: Int32(left), y: Int32(top), w: Int32(right - left), h: Int32(bottom - top)))
    }

    /// The fading strip through `stops` (radii ascending, a colour each; nothing for fewer than two): quads
    /// between neighbouring radii at a common angular step, only the segments that can touch `box`.
    private mutating func appendStrip(_ stops: [(radius: Double, color: SDL_Color)], around center: (x: Double, y: Double), in box: Box) {
        guard stops.count >= 2, let innermost = stops.first?.radius, let outermost = stops.last?.radius else { return }
        let (near, far) = box.distances(from: center)
        guard innermost <= far + 1, outermost >= near - 1 else { return }
        // Capped so that the count stays an `Int` for any finite radius (longer segments only reach farther).
        let segments = max(Self.segmentCount(radius: outermost), Int(min(2 * Double.pi * outermost / Self.maxSegmentLength, 1e15).rounded(.up)))
        let step = 2 * Double.pi / Double(segments)
        // A segment's reach: its mid-point on the middle radius plus half its outer chord and half the strip.
        let middle = (innermost + outermost) / 2
        let reach = outermost * step / 2 + (outermost - innermost) / 2 + 1
        func isVisible(_ segment: Int) -> Bool {
            let angle = (Double(segment) + 0.5) * step
            let x = center.x + middle * cos(angle), y = center.y + middle * sin(angle)
            return x + reach >= box.x0 && y + reach >= box.y0 && x - reach <= box.x1 && y - reach <= box.y1
        }
        // Segments whose angle can meet the box: all of them around a centre inside it (the strip is then no
        // larger than the box), else those within the angle the box spans seen from the centre (under π).
        var range = 0..<segments
        if !Box(x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach).contains(center) {
            let toward = atan2((box.y0 + box.y1) / 2 - center.y, (box.x0 + box.x1) / 2 - center.x)
            let offsets = [(box.x0, box.y0), (box.x1, box.y0), (box.x0, box.y1), (box.x1, box.y1)].map { x, y in
                remainder(atan2(y - center.y, x - center.x) - toward, 2 * Double.pi)
            }
            let first = Int(((toward + offsets.min()!) / step).rounded(.down)) - 1
            let last = Int(((toward + offsets.max()!) / step).rounded(.up)) + 1
            if last - first < segments { range = first..<(last + 1) }
        }
        let visible = range.map(isVisible)
        guard visible.contains(true) else { return }
        if range.count == segments, !visible.contains(false) {
            appendRun(from: 0, count: segments, wraps: true, step: step, center: center, stops: stops)
            return
        }
        // Runs of visible segments; around the whole circle, starting after an invisible one so a run never
        // straddles the seam. Indices outside 0..<segments are angles like any other.
        let start = range.count == segments ? visible.firstIndex(of: false)! : 0
        var offset = 0
        while offset < range.count {
            guard visible[(start + offset) % range.count] else {
                offset += 1
                continue
            }
            var length = 0
            while offset + length < range.count, visible[(start + offset + length) % range.count] { length += 1 }
            appendRun(from: range.lowerBound + start + offset, count: length, wraps: false, step: step, center: center, stops: stops)
            offset += length
        }
    }

    /// Vertices and triangles for `count` consecutive segments from `first`; a run that `wraps` is the whole
    /// circle and closes on its first column.
    private mutating func appendRun(
        from first: Int, count: Int, wraps: Bool, step: Double, center: (x: Double, y: Double), stops: [(radius: Double, color: SDL_Color)]
    ) {
        let columns = wraps ? count : count + 1
        let base = Int32(vertices.count)
        for stop in stops {
            for column in 0..<columns {
                let angle = Double(first + column) * step
                let position = SDL_FPoint(x: Float(center.x + stop.radius * cos(angle)), y: Float(center.y + stop.radius * sin(angle)))
                vertices.append(SDL_Vertex(position: position, color: stop.color, tex_coord: SDL_FPoint(x: 0, y: 0)))
            }
        }
        for ring in 0..<(stops.count - 1) {
            let row = base + Int32(ring * columns)
            for column in 0..<count {
                let next = wraps ? (column + 1) % columns : column + 1
                let a = row + Int32(column), b = row + Int32(next)
                let c = a + Int32(columns), d = b + Int32(columns)
                indices += [a, b, c, b, d, c]
            }
        }
    }

    /// Radii (increasing, from 0 up) with their coverage (0 outside, 1 inside), plus an alpha weight,
    /// chosen so that coverage × weight integrates over the radius to the band's width: a hole
    /// under a pixel (`inner < 1`) is filled, making a disc; a band under a pixel wide becomes a
    /// one-pixel tent with alpha equal to its width; a dot under half a pixel likewise.
    static func profile(inner: Double, outer: Double) -> (stops: [(Double, Double)], weight: Double) {
        if inner < 1 {
            if outer < 0.5 { return ([(0, 1), (1, 0)], 2 * max(0, outer)) }
            return ([(0, 1), (outer - 0.5, 1), (outer + 0.5, 0)], 1)
        }
        let width = outer - inner
        if width < 1 {
            let middle = (inner + outer) / 2
            return ([(middle - 1, 0), (middle, 1), (middle + 1, 0)], max(0, width))
        }
        return ([(inner - 0.5, 0), (inner + 0.5, 1), (outer - 0.5, 1), (outer + 0.5, 0)], 1)
    }

    /// Enough segments that a chord strays at most 0.1 px from a circle of `radius` pixels.
    static func segmentCount(radius: Double) -> Int {
        guard radius > 0.2 else { return 12 }
        let step = 2 * acos(max(-1, 1 - 0.1 / radius))
        return min(720, max(12, Int((2 * Double.pi / step).rounded(.up))))
    }
}
