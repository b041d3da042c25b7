import CSDL2
import OrbitScene

/// The frame's clear, its opaque fills (faint orbit bands over the background) and its small antialiased discs
/// (a far zoom's dots), written by Swift straight into SDL's software renderer's window surface: the pixels SDL
/// would write, a dot blended as SDL's 1:1 copy of the same exact-size disc texture blends it.
///
/// A far zoom of the 100k crowd draws 20,000 dots a frame. SDL copies them one at a time, paying queueing,
/// clipping and blitter set-up for each, and it fills with streaming stores, which leave the filled pixels out of
/// the cache for the dots blended over them next. Here a dot costs a lookup of its stamp (the disc's pixels, as
/// `DiscTextures` makes them) while the dots of a run (drawn one after another) are gathered, and then its
/// pixels' blends, a band of rows at a time (`finishRun()`). What SDL queued before is drawn first
/// (`SDL_RenderFlush`), and the renderer ends a run before it draws anything else, so every dot lands over what
/// was drawn before it and under what comes after.
///
/// Only for a window surface of 32-bit pixels with red, green and blue where XRGB8888 has them (what SDL gives on
/// X11 and its offscreen driver; checked, not assumed, elsewhere), while the renderer draws to the window (no
/// render target); otherwise every call declines and SDL draws.
@MainActor
final class DirectPixels {
    /// Dots this many pixels across (rounded) are written here.
    static let sides = 1...8
    /// Stamps kept at most; when full they are all dropped and made again as asked.
    static let capacity = 1024

    private struct Key: Hashable {
        var side: Int
        var color: RGBAColor
    }

    private let context: RenderContext
    /// The stamps' pixels, ARGB (alpha not premultiplied, as SDL's textures), each `side` × `side`, one after
    /// another; `used` of them are taken.
    @exclusivity(unchecked) private var pixels: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) private var used = 0
    @exclusivity(unchecked) private var stamps: [Key: Int] = [:]
    /// The stamps handed out since the frame began.
    @exclusivity(unchecked) private var recent = RecentDiscs<Int>()
    /// The window surface's pixels this frame, once looked up; `nil` before, or when they cannot be written.
    @exclusivity(unchecked) private var target: Target?
    @exclusivity(unchecked) private var targetChecked = false
    /// The window surface's pixels: `height` rows of `width`, `rowLength` apart, in `format`.
    struct Target {
        var pixels: UnsafeMutablePointer<UInt32>
        var width, height, rowLength: Int
        var format: UnsafeMutablePointer<SDL_PixelFormat>
    }
    /// A dot waiting in the run: its square's top-left corner, side and stamp.
    private struct Dot {
        var x, y, side, offset: Int32
    }
    /// The dots added since the run began, in order.
    @exclusivity(unchecked) private var run: [Dot] = []
    /// Per band, where its dots' indices start in `bandDots` (and, last, their count), for `finishRun()`.
    @exclusivity(unchecked) private var bandStarts: [Int] = []
    @exclusivity(unchecked) private var bandDots: [Int32] = []
    /// Dots blended and fills written so far (the tests' proof that this path drew).
    private(set) var dotsBlended = 0, fillsWritten = 0
    /// What `warm(rows:of:)` read, kept so the reads are not optimised away.
    @exclusivity(unchecked) private(set) var warmth: UInt32 = 0

    init(context: RenderContext) {
        self.context = context
        pixels = .allocate(capacity: Self.capacity * Self.sides.upperBound * Self.sides.upperBound)
    }

    isolated deinit {
        pixels.deallocate()
    }

    /// Fills the whole surface with `color`, after what SDL has queued.
    /// - Returns: `false`, having drawn nothing, when the surface cannot be written.
    func clear(to color: RGBAColor) -> Bool {
        fill([SDL_Rect(x: 0, y: 0, w: Int32.max, h: Int32.max)], with: color)
    }

    /// Fills `rects`, cut to the surface, with `color` (its alpha written, not blended), after what SDL has
    /// queued; `SDL_RenderFillRects` with blending off draws the same pixels.
    /// - Returns: `false`, having drawn nothing, when the surface cannot be written.
    /// - Complexity: O(rects + their pixels).
    func fill(_ rects: [SDL_Rect], with color: RGBAColor) -> Bool {
        finishRun()
        SDL_RenderFlush(context.renderer)
        guard let target = currentTarget() else { return false }
        let value = SDL_MapRGBA(target.format, color.r, color.g, color.b, color.a)
        fillsWritten += 1
        for rect in rects {
            let left = max(0, Int(rect.x)), right = min(target.width, Int(rect.x) + Int(rect.w))
            let top = max(0, Int(rect.y)), bottom = min(target.height, Int(rect.y) + Int(rect.h))
            guard left < right, top < bottom else { continue }
            for row in top..<bottom {
                (target.pixels + row * target.rowLength + left).update(repeating: value, count: right - left)
            }
        }
        return true
    }

    /// Starts a frame: the surface is looked up again at the first dot (a resize replaces it).
    func startFrame() {
        run.removeAll(keepingCapacity: true)
        recent.removeAll()
        target = nil
        targetChecked = false
    }

    /// Adds a disc `side` pixels across in `color` (alpha included) whose square's top-left corner is at
    /// (`x`, `y`) pixels, to be blended over what SDL has drawn so far when the run ends (`finishRun()`).
    /// - Returns: `false`, having added nothing, when `side` is outside `sides` or the surface cannot be written.
    func add(side: Int, color: RGBAColor, x: Int32, y: Int32) -> Bool {
        guard Self.sides.contains(side) else { return false }
        if run.isEmpty {
            // What SDL queued lies under the run.
            SDL_RenderFlush(context.renderer)
            guard currentTarget() != nil else { return false }
        }
        // Made before the append: making a stamp may end the run (`make(_:)`).
        let offset = stamp(side: side, color: color)
        run.append(Dot(x: x, y: y, side: Int32(side), offset: Int32(offset)))
        return true
    }

    /// Blends the dots added since the last call, in the order added, into the surface. Called before SDL draws
    /// anything else, and at the end of a frame.
    ///
    /// The dots are blended a band of `bandRows` rows at a time, each band's dots in the order added (a dot
    /// across two bands in both, a part in each): every pixel gets the blends it would get dot after dot, while
    /// the band being written stays in the cache. Dot after dot, each row of a dot waited for memory.
    /// - Complexity: O(dots + rows / `bandRows` + the dots' pixels).
    func finishRun() {
        guard !run.isEmpty else { return }
        defer { run.removeAll(keepingCapacity: true) }
        guard let target else { return }
        dotsBlended += run.count
        let bands = (target.height + Self.bandRows - 1) / Self.bandRows
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: bands + 1))
        for dot in run {
            guard let (first, last) = Self.bands(of: dot, height: target.height) else { continue }
            for band in first...last { bandStarts[band + 1] += 1 }
        }
        for band in 0..<bands { bandStarts[band + 1] += bandStarts[band] }
        bandDots.removeAll(keepingCapacity: true)
        bandDots.append(contentsOf: repeatElement(0, count: bandStarts[bands]))
        var next = bandStarts
        for (index, dot) in run.enumerated() {
            guard let (first, last) = Self.bands(of: dot, height: target.height) else { continue }
            for band in first...last {
                bandDots[next[band]] = Int32(index)
                next[band] += 1
            }
        }
        for band in 0..<bands where bandStarts[band] < bandStarts[band + 1] {
            let top = band * Self.bandRows, bottom = min(top + Self.bandRows, target.height)
            warm(rows: top..<bottom, of: target)
            for index in bandStarts[band]..<bandStarts[band + 1] {
                let dot = run[Int(bandDots[index])]
                Self.blend(pixels + Int(dot.offset), side: Int(dot.side), into: target, x: Int(dot.x), y: Int(dot.y), rows: top..<bottom)
            }
        }
    }

    /// Reads a word of every cache line of `rows`, front to back, so the blends that follow find them cached: the
    /// window (4 MB at 1280×800) does not stay in the nearer caches, and a dot's rows read where the dot is each
    /// wait for memory, while rows read in order are fetched ahead.
    private func warm(rows: Range<Int>, of target: Target) {
        var sum: UInt32 = 0
        let start = target.pixels + rows.lowerBound * target.rowLength
        let words = (rows.count - 1) * target.rowLength + target.width
        for word in stride(from: 0, to: words, by: 16) { sum ^= start[word] }
        warmth ^= sum
    }

    /// Rows of the surface blended together by `finishRun()`: 16 rows of a 1280-pixel window are 80 kB.
    static let bandRows = 16

    /// The first and last band `dot` reaches in a surface `height` rows tall; `nil` when it is above or below it.
    private static func bands(of dot: Dot, height: Int) -> (Int, Int)? {
        let top = max(0, Int(dot.y)), bottom = min(height, Int(dot.y) + Int(dot.side))
        guard top < bottom else { return nil }
        return (top / bandRows, (bottom - 1) / bandRows)
    }

    /// The surface this frame, looked up once.
    private func currentTarget() -> Target? {
        if !targetChecked {
            targetChecked = true
            target = surface()
        }
        return target
    }

    /// The window surface, when the renderer draws to it and its pixels are 32-bit with red, green and blue in
    /// SDL's XRGB8888 places.
    private func surface() -> Target? {
        guard SDL_GetRenderTarget(context.renderer) == nil, let surface = SDL_GetWindowSurface(context.window),
              let format = surface.pointee.format, let pixels = surface.pointee.pixels,
              format.pointee.BytesPerPixel == 4, format.pointee.Rmask == 0xFF_0000, format.pointee.Gmask == 0xFF00,
              format.pointee.Bmask == 0xFF, surface.pointee.pitch % 4 == 0,
              surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0  // SDL_MUSTLOCK
        else { return nil }
        return Target(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                      rowLength: Int(surface.pointee.pitch) / 4, format: format)
    }

    /// The offset in `pixels` of the stamp for a disc `side` pixels across in `color`, made on first use.
    private func stamp(side: Int, color: RGBAColor) -> Int {
        if let offset = recent.value(side: side, color: color) { return offset }
        let key = Key(side: side, color: color)
        let offset = stamps[key] ?? make(key)
        recent.remember(offset, side: side, color: color)
        return offset
    }

    private func make(_ key: Key) -> Int {
        let area = Self.sides.upperBound * Self.sides.upperBound
        if stamps.count == Self.capacity {
            finishRun()  // the run's dots point into the stamps
            stamps.removeAll(keepingCapacity: true)
            recent.removeAll()
            used = 0
        }
        let offset = used * area
        let disc = PixelBuffer.disc(side: key.side, color: key.color)
        for index in 0..<key.side * key.side {
            let r = UInt32(disc.rgba[4 * index]), g = UInt32(disc.rgba[4 * index + 1]), b = UInt32(disc.rgba[4 * index + 2])
            pixels[offset + index] = UInt32(disc.rgba[4 * index + 3]) << 24 | r << 16 | g << 8 | b
        }
        used += 1
        stamps[key] = offset
        return offset
    }

    /// One colour channel `source` blended over `target` at `alpha` (1…254) as SDL's blitter computes it:
    /// `source × alpha / 256 + target × (255 − alpha) / 256`, each part rounded down. Measured against SDL's own
    /// copies of single pixels: equal for every channel, alpha and background tried.
    @inline(__always)
    private static func channel(_ source: UInt32, over target: UInt32, alpha: UInt32) -> UInt32 {
        ((source &* alpha) >> 8) &+ ((target &* (255 &- alpha)) >> 8)
    }

    /// Blends the rows of the `side` × `side` `stamp` that fall in `rows` of `target` into it with its top-left
    /// corner at (`x`, `y`), cut to the target, the way SDL's 1:1 blended copy does: an opaque pixel replaces the
    /// colour, a transparent one leaves it, and one in between is blended channel by channel (`channel`).
    /// - Complexity: O(side²).
    private static func blend(_ stamp: UnsafePointer<UInt32>, side: Int,
                              into target: Target, x: Int, y: Int,
                              rows: Range<Int>) {
        let left = max(0, -x), top = max(0, -y, rows.lowerBound - y)
        let right = min(side, target.width - x), bottom = min(side, target.height - y, rows.upperBound - y)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            let source = stamp + row * side
            let destination = target.pixels + (y + row) * target.rowLength + x
            for column in left..<right {
                let pixel = source[column]
                let alpha = pixel >> 24
                if alpha == 0 { continue }
                let old = destination[column]
                if alpha == 255 {
                    destination[column] = (pixel & 0xFF_FFFF) | (old & 0xFF00_0000)
                    continue
                }
                destination[column] = Self.channel(255, over: old >> 24, alpha: alpha) << 24
                    | Self.channel((pixel >> 16) & 0xFF, over: (old >> 16) & 0xFF, alpha: alpha) << 16
                    | Self.channel((pixel >> 8) & 0xFF, over: (old >> 8) & 0xFF, alpha: alpha) << 8
                    | Self.channel(pixel & 0xFF, over: old & 0xFF, alpha: alpha)
            }
        }
    }
}
