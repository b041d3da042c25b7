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
    /// lines keep their weight.
    ///
    /// - Complexity: O(segments), about √radius (a chord strays at most 0.1 px from the circle).
    init(center: SDL_FPoint, inner: Double, outer: Double, color: Color, alpha: Double) {
        let profile = Self.profile(inner: inner, outer: outer)
        let segments = Self.segmentCount(radius: outer)
        let opacity = Double(color.a) * alpha
        for (radius, coverage) in profile.stops {
            let vertexColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: PixelBuffer.byte(opacity * coverage * profile.weight))
            for segment in 0..<segments {
                let angle = Double(segment) * 2 * Double.pi / Double(segments)
                let position = SDL_FPoint(
                    x: center.x + Float(radius * cos(angle)), y: center.y + Float(radius * sin(angle)))
                vertices.append(SDL_Vertex(position: position, color: vertexColor, tex_coord: SDL_FPoint(x: 0, y: 0)))
            }
        }
        for ring in 0..<(profile.stops.count - 1) {
            let base = ring * segments
            for segment in 0..<segments {
                let next = (segment + 1) % segments
                let a = Int32(base + segment), b = Int32(base + next)
                let c = Int32(base + segments + segment), d = Int32(base + segments + next)
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
