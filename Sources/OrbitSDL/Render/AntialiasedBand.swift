import CSDL2
import Foundation
import OrbitScene

/// Triangles for a circular band (an annulus, or a disc when the inner radius is 0) whose edges fade
/// over one pixel, so circles of any size and line width look smooth. Drawn with
/// `SDL_RenderGeometry` and per-vertex colour.
struct AntialiasedBand {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    /// The band between `inner` and `outer` (pixels) around `center`, in `color` with `alpha`.
    /// Bands thinner than a pixel are drawn one pixel wide with proportionally less alpha, so thin
    /// lines keep their weight. With `clip`, only the segments that can touch that rectangle get
    /// triangles (a guide ring mostly off screen costs only its visible arcs).
    ///
    /// Segments are at most `maxSegmentLength` long as well as close to the circle: SDL's software
    /// renderer scans each triangle's bounding box, so long thin triangles along a big ring cost far
    /// more pixels than they cover.
    ///
    /// - Complexity: O(segments), about √radius for small circles and radius / `maxSegmentLength` for
    ///   large ones (a chord strays at most 0.1 px from the circle).
    init(center: SDL_FPoint, inner: Double, outer: Double, color: RGBAColor, alpha: Double, clip: SDL_FRect? = nil) {
        let profile = Self.profile(inner: inner, outer: outer)
        let segments = max(Self.segmentCount(radius: outer), Int((2 * Double.pi * outer / Self.maxSegmentLength).rounded(.up)))
        let opacity = Double(color.a) * alpha
        let colors = profile.stops.map { _, coverage in
            SDL_Color(r: color.r, g: color.g, b: color.b, a: PixelBuffer.byte(opacity * coverage * profile.weight))
        }
        let step = 2 * Double.pi / Double(segments)
        // A segment's reach: its mid-point on the middle radius plus half its outer chord and half the band.
        let innermost = profile.stops.first!.0, outermost = profile.stops.last!.0
        let middle = (innermost + outermost) / 2
        let reach = Float(outermost * step / 2 + (outermost - innermost) / 2 + 1)
        func isVisible(_ segment: Int) -> Bool {
            guard let clip else { return true }
            let angle = (Double(segment) + 0.5) * step
            let x = center.x + Float(middle * cos(angle)), y = center.y + Float(middle * sin(angle))
            return x + reach >= clip.x && y + reach >= clip.y && x - reach <= clip.x + clip.w && y - reach <= clip.y + clip.h
        }
        let visible = (0..<segments).map(isVisible)
        guard visible.contains(true) else { return }
        if !visible.contains(false) {
            appendRun(from: 0, count: segments, wraps: true, step: step, center: center, stops: profile.stops, colors: colors)
            return
        }
        // Runs of visible segments, starting after an invisible one so a run never straddles the seam.
        let start = visible.firstIndex(of: false)!
        var offset = 0
        while offset < segments {
            guard visible[(start + offset) % segments] else {
                offset += 1
                continue
            }
            var length = 0
            while offset + length < segments, visible[(start + offset + length) % segments] { length += 1 }
            appendRun(from: start + offset, count: length, wraps: false, step: step, center: center, stops: profile.stops, colors: colors)
            offset += length
        }
    }

    /// Longest segment, in pixels.
    static let maxSegmentLength = 8.0

    /// Vertices and triangles for `count` consecutive segments from `first`; a run that `wraps` is the whole
    /// circle and closes on its first column.
    private mutating func appendRun(
        from first: Int, count: Int, wraps: Bool, step: Double, center: SDL_FPoint, stops: [(Double, Double)], colors: [SDL_Color]
    ) {
        let columns = wraps ? count : count + 1
        let base = Int32(vertices.count)
        for (stop, (radius, _)) in stops.enumerated() {
            for column in 0..<columns {
                let angle = Double(first + column) * step
                let position = SDL_FPoint(x: center.x + Float(radius * cos(angle)), y: center.y + Float(radius * sin(angle)))
                vertices.append(SDL_Vertex(position: position, color: colors[stop], tex_coord: SDL_FPoint(x: 0, y: 0)))
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
