import CSDL2
import Foundation
import OrbitScene
import OrbitSession

extension SDLRenderer {
    /// Strokes fainter than this at their densest pixel are not drawn: they cannot be seen, and a far zoom
    /// has hundreds of ring guides.
    nonisolated static let faintestStroke = 1.0 / 16
    /// The widest copy drawn rotated when it reaches past the drawable, in pixels: SDL's software renderer rotates
    /// through a temporary surface as large as the copy, so a wider one is drawn unrotated, cut to what shows.
    nonisolated static let maxRotatedSide = 4096.0

    /// Clears to `background` and draws `commands` in order (later ones over earlier ones), at frame
    /// time `time` (seconds, the clock of the avatar residency), each avatar as `avatars` says (its texture,
    /// a placeholder while loading or broken, or nothing over its disc when it is a dot). Does nothing while
    /// the drawable is empty (a minimised or zero-size window).
    ///
    /// Discs come from pre-rendered antialiased textures (exact-size, coloured and faded up to 128 px, else
    /// tinted levels, or antialiased triangles clipped to the drawable when larger than 512 px: a plain fill when
    /// the disc covers it); strokes up to 128 px across are
    /// exact-size ring textures, larger ones up to 2 px wide antialiased blended pixels (`ThinRing`) and wider
    /// ones antialiased triangle bands clipped to the drawable (a faint one, a ring's shaded orbit, over nothing
    /// but the background: an opaque fill of its colour blended over it, `BackgroundAnnuli`), and strokes too
    /// faint to see are skipped; panels are filled
    /// rectangles; avatars are their textures, scaling in over `theme.avatarScaleInDuration` after upload (linearly,
    /// like the original's scale action) over their placeholder (initials in `theme.initialsInk(on:)` on the
    /// placeholder colour) until then,
    /// and once steady at a size and opacity, exact-size copies of their textures (`AvatarCopies`); commands
    /// entirely outside the drawable are skipped. With SDL's software renderer, the clear, those opaque fills and
    /// discs up to 8 px across (a far zoom's dots) are written into the window's pixels directly (`DirectPixels`):
    /// the same pixels, at a fraction of the cost.
    ///
    /// - Complexity: O(commands) SDL calls, plus per disc or stroke vertices bounded by the drawable, never by its
    ///   radius (an avatar zoomed to millions of pixels costs what a window-sized one does).
    public func drawFrame(
        _ commands: [DrawCommand], background: RGBAColor, time: Double,
        avatars: (String) -> AvatarAppearance<OpaquePointer> = { _ in .loading }
    ) {
        updateOutputSize()
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        thinRings.startFrame()
        discs.startFrame()
        avatarCopies.startFrame()
        motionCopies?.startFrame()
        directPixels?.startFrame()
        if directPixels?.clear(to: background) != true {
            SDL_SetRenderDrawColor(context.renderer, background.r, background.g, background.b, background.a)
            SDL_RenderClear(context.renderer)
        }
        frameBackground = background
        backgroundAnnuli.reset()
        var index = commands.startIndex
        while index < commands.endIndex {
            if index + 2 < commands.endIndex, let rim = Self.rim(commands[index + 1], under: commands[index + 2]),
               let halo = Self.halo(commands[index], around: commands[index + 1]) {
                draw(commands[index + 2], time: time, avatars: avatars, over: rim, inside: halo)
                index += 3
            } else if index + 1 < commands.endIndex, let rim = Self.rim(commands[index], under: commands[index + 1]) {
                draw(commands[index + 1], time: time, avatars: avatars, over: rim)
                index += 2
            } else {
                draw(commands[index], time: time, avatars: avatars)
                index += 1
            }
        }
        directPixels?.finishRun()
    }

    /// A filled disc right under an avatar.
    struct Rim {
        var radius: Double
        var color: RGBAColor
    }

    /// `disc` as the rim of `avatar`, the command after it: a plain filled disc larger than the avatar, at its
    /// place, scale, opacity and rotation (the scene's relation rim).
    nonisolated static func rim(_ disc: DrawCommand, under avatar: DrawCommand) -> Rim? {
        guard case .circle(let radius, let fill?, nil, _) = disc.content, case .avatar(_, let avatarRadius, _, _, _) = avatar.content,
              disc.position == avatar.position, disc.scale == avatar.scale, disc.alpha == avatar.alpha, disc.rotation == avatar.rotation,
              radius > avatarRadius
        else { return nil }
        return Rim(radius: radius, color: fill)
    }

    /// An outer ring around a rim (a friend's): a stroke in the rim's colour.
    struct Halo {
        var radius: Double
        var lineWidth: Double
    }

    /// `ring` as the outer ring around `rim`, the command after it: a stroke-only circle in the rim's fill colour
    /// at its place, scale, opacity and rotation, outside it.
    nonisolated static func halo(_ ring: DrawCommand, around rim: DrawCommand) -> Halo? {
        guard case .circle(let radius, nil, let stroke?, let lineWidth) = ring.content, case .circle(let rimRadius, let fill?, nil, _) = rim.content,
              stroke == fill, ring.position == rim.position, ring.scale == rim.scale, ring.alpha == rim.alpha, ring.rotation == rim.rotation,
              radius - lineWidth / 2 > rimRadius
        else { return nil }
        return Halo(radius: radius, lineWidth: lineWidth)
    }

    /// Draws `command`; an avatar `over` a rim draws the rim first, or with it from one exact copy once steady,
    /// and the rim's outer ring (`inside` a halo) before both: with the rim as one texture when the rim is
    /// drawn apart, so a friend costs one copy fewer.
    private func draw(_ command: DrawCommand, time: Double, avatars: (String) -> AvatarAppearance<OpaquePointer>, over rim: Rim? = nil,
                      inside halo: Halo? = nil) {
        let scale = command.scale * outputScale
        let center = SDL_FPoint(x: Float(command.position.x * outputScale), y: Float(command.position.y * outputScale))
        let alpha = max(0, min(1, command.alpha))
        guard alpha > 0, scale > 0 else { return }
        // Only a filled circle may join the run of dots written directly; anything else ends it first.
        if case .circle(_, _?, nil, _) = command.content {} else { directPixels?.finishRun() }
        // Only unfilled circles (the ring guides) keep the frame's background known to show; a stroke reaches a
        // pixel past its line at most (a line under a pixel wide is a pixel wide).
        var bare = false
        if case .circle(let radius, nil, let stroke, let lineWidth) = command.content {
            let reach = stroke == nil ? 1 : lineWidth * scale / 2 + 1
            bare = backgroundAnnuli.claim(center: center, inner: radius * scale - reach, outer: radius * scale + reach)
        } else {
            backgroundAnnuli.close()
        }
        switch command.content {
        case .circle(let radius, let fill, let stroke, let lineWidth):
            let halfWidth = stroke == nil ? 0 : lineWidth * scale / 2
            guard isVisible(center, radius: radius * scale + halfWidth + 1) else { return }
            if let fill { fillDisc(center, radius: radius * scale, color: fill, alpha: alpha) }
            if let stroke { self.stroke(center, radius: radius * scale, width: lineWidth * scale, color: stroke, alpha: alpha, overBackground: bare) }
        case .avatar(let personID, let radius, _, let placeholder, let initials):  // gray is baked in by the request
            let pixelRadius = radius * scale
            let reach = max(pixelRadius, (rim?.radius ?? 0) * scale, halo.map { ($0.radius + $0.lineWidth / 2) * scale + 1 } ?? 0)
            guard isVisible(center, radius: reach) else { return }
            let appearance = avatars(personID)
            var texture: OpaquePointer?
            var growth = 0.0
            if case .texture(let held, _, let since) = appearance {
                texture = held
                growth = min(1, max(0, (time - since) / max(1e-9, theme.avatarScaleInDuration)))
            }
            let side = Self.pixelSide(2 * pixelRadius), opacity = PixelBuffer.byte(255 * alpha)
            // An opaque avatar's rim joins its copy when an exact disc can draw it; a faded one's, or one too large
            // for an exact disc, stays a disc of its own. The joined rim is as wide as its avatar to the pixel's
            // parity, so the avatar sits exactly in its middle.
            let underlay = opacity == 255 ? rim.flatMap { rim in
                let rimSide = Self.pixelSide(2 * rim.radius * scale)
                let underlay = AvatarCopies.Underlay(color: rim.color, side: rimSide + (rimSide - side) % 2)
                return DiscTextures.exactSides.contains(Int(underlay.side)) ? underlay : nil
            } : nil
            let exact = growth >= 1 && command.rotation == 0 ? texture.flatMap { texture in
                avatarCopies.copy(of: texture, side: side, alpha: opacity, underlay: underlay,
                                  disc: { underlay.flatMap { discs.texture(side: Int($0.side), color: $0.color) } })
            } : nil
            let rimApart = exact == nil || underlay == nil
            if let rim, let halo {
                let joined = rimApart && fillRing(center, halo: halo, around: rim, scale: scale, alpha: alpha)
                if !joined {
                    stroke(center, radius: halo.radius * scale, width: halo.lineWidth * scale, color: rim.color, alpha: alpha)
                    if rimApart { fillDisc(center, radius: rim.radius * scale, color: rim.color, alpha: alpha) }
                }
            } else if let rim, rimApart {
                fillDisc(center, radius: rim.radius * scale, color: rim.color, alpha: alpha)
            }
            if let exact {
                blit(exact.texture, side: Int(exact.side), at: center)
                return
            }
            if case .dot = appearance { return }
            if growth < 1 {
                fillDisc(center, radius: pixelRadius, color: placeholder, alpha: alpha)
                drawText(initials, pixelSize: pixelRadius * 0.8, color: theme.initialsInk(on: placeholder), at: center, rotation: command.rotation, alpha: alpha)
            }
            if let texture, growth > 0 {
                let shown = Self.pixelSide(2 * pixelRadius * growth)
                if command.rotation == 0, let motion = motionCopies?.copy(of: texture, side: shown) {
                    copy(motion.texture, source: motion.source, center: center, halfWidth: Double(shown) / 2, halfHeight: Double(shown) / 2,
                         rotation: 0, tint: .untinted, alpha: alpha)
                } else {
                    copy(texture, center: center, halfWidth: pixelRadius * growth, halfHeight: pixelRadius * growth,
                         rotation: command.rotation, tint: .untinted, alpha: alpha)
                }
            }
        case .text(let string, let size, let color, let box):
            drawText(string, pixelSize: size * scale, color: color, at: center, rotation: command.rotation, alpha: alpha,
                     box: box.map { ($0.width * scale, $0.maxLines, $0.alignment) })
        case .panel(let width, let height, let fill):
            var rect = SDL_FRect(
                x: center.x - Float(width * scale / 2), y: center.y - Float(height * scale / 2),
                w: Float(width * scale), h: Float(height * scale))
            let opacity = PixelBuffer.byte(Double(fill.a) * alpha)
            SDL_SetRenderDrawColor(context.renderer, fill.r, fill.g, fill.b, opacity)
            // An opaque panel is a plain fill, which SDL's software renderer does far faster than a blended one.
            if opacity == 255 { SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_NONE) }
            SDL_RenderFillRectF(context.renderer, &rect)
            if opacity == 255 { SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_BLEND) }
        }
    }

    /// `diameter` pixels rounded to a whole side, at most `Int32.max / 4` (so a side, and twice it, stays an `Int32`
    /// for an avatar zoomed past the window many times over; such a side only ever misses the exact-size caches).
    nonisolated static func pixelSide(_ diameter: Double) -> Int32 {
        Int32(max(0, min(diameter, Double(Int32.max / 4))).rounded())
    }

    /// The drawable's rectangle in pixels.
    private var drawable: SDL_FRect { SDL_FRect(x: 0, y: 0, w: Float(pixelWidth), h: Float(pixelHeight)) }

    private func isVisible(_ center: SDL_FPoint, radius: Double) -> Bool {
        let x = Double(center.x), y = Double(center.y)
        return x + radius >= 0 && y + radius >= 0 && x - radius <= Double(pixelWidth) && y - radius <= Double(pixelHeight)
    }

    /// An antialiased disc: an exact-size texture in its colour and opacity copied 1:1 (the opacity in steps of
    /// 1/32, so fading discs share textures), a tinted pre-rendered level, or triangles past the largest level.
    private func fillDisc(_ center: SDL_FPoint, radius: Double, color: RGBAColor, alpha: Double) {
        guard radius > 0.1 else { return }
        let side = Int(Self.pixelSide(2 * radius))
        let faded = color.faded(by: alpha)
        // Where SDL's copy of the exact texture would put it: the square's corner, truncated as SDL does.
        let corner = (x: Float(Double(center.x) - Double(side) / 2), y: Float(Double(center.y) - Double(side) / 2))
        if let directPixels, abs(corner.x) < 1e6, abs(corner.y) < 1e6,
           directPixels.add(side: side, color: faded, x: Int32(corner.x), y: Int32(corner.y)) {
            return
        }
        directPixels?.finishRun()
        if let texture = discs.texture(side: side, color: faded) {
            blit(texture, side: side, at: center)
        } else if let texture = discs.texture(forDiameter: 2 * radius) {
            copy(texture, center: center, halfWidth: radius, halfHeight: radius, rotation: 0, tint: color, alpha: alpha)
        } else {
            draw(AntialiasedBand(center: center, inner: 0, outer: radius, color: color, alpha: alpha, clip: drawable))
        }
    }

    /// A stroke `width` pixels wide centred on the circle of `radius` pixels. One whose densest pixel would show
    /// at under 1/16 opacity (a far-zoomed guide) is skipped. A faint wide one `overBackground` (nothing drawn
    /// under it yet) is filled opaque in its colour blended over the frame's background.
    private func stroke(_ center: SDL_FPoint, radius: Double, width: Double, color: RGBAColor, alpha: Double, overBackground: Bool = false) {
        guard Self.shows(width: width, color: color, alpha: alpha) else { return }
        let (inner, outer, weight) = Self.band(radius: radius, width: width)
        if fillRing(center, inner: inner, outer: outer, color: color, alpha: alpha * weight) { return }
        if width <= ThinRing.maxWidth {
            draw(thinRings.ring(center: center, radius: radius, width: width, clip: drawable), color: color, alpha: alpha)
        } else {
            // A faint band (a ring's shaded orbit) shows no stair-steps: its edges need not fade.
            let faint = Double(color.a) / 255 * alpha <= Self.faintBandOpacity
            draw(AntialiasedBand(center: center, inner: inner, outer: outer, color: color, alpha: alpha, clip: drawable, fadingEdges: !faint),
                 over: faint && overBackground ? frameBackground : nil)
        }
    }

    /// At most this opacity a wide stroke is drawn with hard edges (whole pixels, no fading strips).
    nonisolated static let faintBandOpacity = 0.25

    /// Whether a stroke `width` pixels wide would show: its densest pixel at `faintestStroke` opacity or more.
    nonisolated static func shows(width: Double, color: RGBAColor, alpha: Double) -> Bool {
        min(1, width) * alpha * Double(color.a) / 255 >= faintestStroke
    }

    /// The pixels a stroke of `width` centred on `radius` covers, and its opacity: a line under a pixel wide is
    /// one pixel wide with proportionally less alpha, as `ThinRing` draws it.
    nonisolated static func band(radius: Double, width: Double) -> (inner: Double, outer: Double, weight: Double) {
        width < 1 ? (radius - 0.5, radius + 0.5, width) : (radius - width / 2, radius + width / 2, 1)
    }

    /// A rim and its outer ring as one exact-size texture, copied 1:1; `false`, drawing nothing, when the ring is
    /// too faint to draw, too large for one texture, or overlaps the rim.
    private func fillRing(_ center: SDL_FPoint, halo: Halo, around rim: Rim, scale: Double, alpha: Double) -> Bool {
        let width = halo.lineWidth * scale
        guard Self.shows(width: width, color: rim.color, alpha: alpha) else { return false }
        let (inner, outer, weight) = Self.band(radius: halo.radius * scale, width: width)
        guard inner >= 1, let (texture, side) = discs.ring(outer: outer, inner: inner, ringOpacity: weight, around: rim.radius * scale,
                                                            color: rim.color.faded(by: alpha))
        else { return false }
        blit(texture, side: side, at: center)
        return true
    }

    /// A band between `inner` and `outer` pixels as an exact-size ring texture in its colour and opacity, copied
    /// 1:1: one blit, where a `ThinRing` costs SDL a call per opacity level and a blend per pixel, and an
    /// `AntialiasedBand` a temporary surface per triangle; `false`, drawing nothing, when the band is too large
    /// for one or has no hole.
    private func fillRing(_ center: SDL_FPoint, inner: Double, outer: Double, color: RGBAColor, alpha: Double) -> Bool {
        guard inner >= 1, let (texture, side) = discs.ring(outer: outer, inner: inner, color: color.faded(by: alpha)) else { return false }
        blit(texture, side: side, at: center)
        return true
    }

    /// Copies a texture made at its exact size (`side` pixels square, colour and opacity baked in) 1:1, centred
    /// on `center`, untinted: SDL's software renderer's fast path.
    private func blit(_ texture: OpaquePointer, side: Int, at center: SDL_FPoint) {
        copy(texture, center: center, halfWidth: Double(side) / 2, halfHeight: Double(side) / 2, rotation: 0, tint: .untinted, alpha: 1)
    }

    private func draw(_ ring: ThinRing, color: RGBAColor, alpha: Double) {
        for level in 0..<ThinRing.levels {
            let points = ring.points(atLevel: level)
            guard !points.isEmpty else { continue }
            let opacity = Double(color.a) * alpha * Double(level + 1) / Double(ThinRing.levels)
            SDL_SetRenderDrawColor(context.renderer, color.r, color.g, color.b, PixelBuffer.byte(opacity))
            _ = points.withUnsafeBufferPointer { SDL_RenderDrawPointsF(context.renderer, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// Draws `band`; its solid part, when it lies only `over` that background colour, as an opaque fill of its
    /// colour blended over it (the same pixels, without a blend per pixel).
    private func draw(_ band: AntialiasedBand, over background: RGBAColor? = nil) {
        if !band.solid.isEmpty {
            let color = band.solidColor
            if let background {
                let blended = Self.blend(RGBAColor(r: color.r, g: color.g, b: color.b, a: color.a), over: background)
                let opaque = RGBAColor(r: blended.r, g: blended.g, b: blended.b)
                if directPixels?.fill(band.solid, with: opaque) != true {
                    SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_NONE)
                    SDL_SetRenderDrawColor(context.renderer, opaque.r, opaque.g, opaque.b, opaque.a)
                    SDL_RenderFillRects(context.renderer, band.solid, Int32(band.solid.count))
                    SDL_SetRenderDrawBlendMode(context.renderer, SDL_BLENDMODE_BLEND)
                }
            } else {
                SDL_SetRenderDrawColor(context.renderer, color.r, color.g, color.b, color.a)
                SDL_RenderFillRects(context.renderer, band.solid, Int32(band.solid.count))
            }
        }
        if !band.indices.isEmpty {
            SDL_RenderGeometry(context.renderer, nil, band.vertices, Int32(band.vertices.count), band.indices, Int32(band.indices.count))
        }
    }

    /// `string` centred on `center`, one line or fitted to a `box` (its width in pixels, its most lines, where the
    /// text sits in it); text smaller than 4 px is unreadable and skipped. Sizes above 16 px are rendered at the
    /// nearest step of a 1.125× ladder and scaled to fit, so zooming does not render a new texture every frame.
    /// One unrotated line that fits its box is drawn from the layout measuring made (no second layout), moved so
    /// its aligned edge is the box's.
    private func drawText(_ string: String, pixelSize: Double, color: RGBAColor, at center: SDL_FPoint, rotation: Double, alpha: Double,
                          box: (width: Double, maxLines: Int, alignment: TextBox.Alignment)? = nil) {
        guard pixelSize >= 4 else { return }
        let rendered = Self.textRenderSize(for: min(pixelSize, 512))
        let stretch = min(pixelSize, 512) / Double(rendered)
        var center = center
        var width = box.map { Self.renderWidth($0.width, stretch: stretch) }
        // Half a pixel of slack: a box as wide as the text measured may round a hair under it.
        if let box, box.maxLines == 1, rotation == 0,
           let natural = text.size(of: string, pixelSize: rendered), Double(natural.width) * stretch <= box.width + 0.5 {
            let slack = (box.width - Double(natural.width) * stretch) / 2
            let towardLeft = (box.alignment == .leading) != TextLayouts.isRightToLeft(string)
            center.x += Float(box.alignment == .center ? 0 : towardLeft ? -slack : slack)
            width = nil
        }
        guard let entry = text.texture(for: string, pixelSize: rendered, width: width, maxLines: box?.maxLines ?? 1,
                                       alignment: box?.alignment ?? .leading, color: color)
        else { return }
        SDL_SetTextureColorMod(entry.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(entry.texture, PixelBuffer.byte(Double(color.a) * alpha))
        let left = Double(center.x) + entry.origin.x * stretch, top = Double(center.y) + entry.origin.y * stretch
        var rect = SDL_FRect(x: Float(left), y: Float(top), w: Float(Double(entry.width) * stretch), h: Float(Double(entry.height) * stretch))
        if rotation == 0 {
            SDL_RenderCopyF(context.renderer, entry.texture, nil, &rect)
        } else {
            // About the box's centre, which the texture need not be centred on.
            var pivot = SDL_FPoint(x: center.x - rect.x, y: center.y - rect.y)
            SDL_RenderCopyExF(context.renderer, entry.texture, nil, &rect, rotation * 180 / .pi, &pivot, SDL_FLIP_NONE)
        }
    }

    /// `color` over the opaque `background`, as SDL's blend mode draws it: each channel `c·a + b·(1 − a)`.
    nonisolated static func blend(_ color: RGBAColor, over background: RGBAColor) -> RGBAColor {
        let a = Double(color.a) / 255
        func mix(_ c: UInt8, _ b: UInt8) -> UInt8 { PixelBuffer.byte(Double(c) * a + Double(b) * (1 - a)) }
        return RGBAColor(r: mix(color.r, background.r), g: mix(color.g, background.g), b: mix(color.b, background.b))
    }

    /// The font size text of `pixelSize` is rendered at: exact (rounded) up to 16 px, else the
    /// nearest 16 × 1.125ᵏ.
    nonisolated static func textRenderSize(for pixelSize: Double) -> Int {
        guard pixelSize > 16 else { return Int(pixelSize.rounded()) }
        let step = (log(pixelSize / 16) / log(1.125)).rounded()
        return Int((16 * pow(1.125, step)).rounded())
    }

    /// Copies `texture` (or its `source` rectangle) into the rectangle around `center`, tinted (colour × `tint`)
    /// and faded by `tint.a × alpha`, rotated by `rotation` radians about its centre.
    ///
    /// A copy larger than the drawable costs the drawable, not its size: it is cut to the part of the texture
    /// that shows (SDL's software renderer would convert a rectangle past `Int32` to garbage), and one wider
    /// than `maxRotatedSide` is drawn unrotated (SDL rotates through a temporary surface of the copy's size).
    private func copy(_ texture: OpaquePointer, source: SDL_Rect? = nil, center: SDL_FPoint, halfWidth: Double, halfHeight: Double,
                      rotation: Double, tint: RGBAColor, alpha: Double) {
        SDL_SetTextureColorMod(texture, tint.r, tint.g, tint.b)
        SDL_SetTextureAlphaMod(texture, PixelBuffer.byte(Double(tint.a) * alpha))
        let frame = (x0: Double(center.x) - halfWidth, y0: Double(center.y) - halfHeight, x1: Double(center.x) + halfWidth,
                     y1: Double(center.y) + halfHeight)
        let bounds = (width: Double(pixelWidth), height: Double(pixelHeight))
        let fits = frame.x0 >= -bounds.width && frame.y0 >= -bounds.height && frame.x1 <= 2 * bounds.width && frame.y1 <= 2 * bounds.height
        var rotation = rotation
        var source = source
        var rect = SDL_FRect(x: Float(frame.x0), y: Float(frame.y0), w: Float(2 * halfWidth), h: Float(2 * halfHeight))
        if !fits {
            guard frame.x1 > 0, frame.y1 > 0, frame.x0 < bounds.width, frame.y0 < bounds.height, halfWidth > 0, halfHeight > 0 else { return }
            if 2 * max(halfWidth, halfHeight) > Self.maxRotatedSide { rotation = 0 }
            if rotation == 0 {
                var textureWidth: Int32 = 0, textureHeight: Int32 = 0
                SDL_QueryTexture(texture, nil, nil, &textureWidth, &textureHeight)
                let whole = source ?? SDL_Rect(x: 0, y: 0, w: textureWidth, h: textureHeight)
                let shown = (x0: max(frame.x0, 0), y0: max(frame.y0, 0), x1: min(frame.x1, bounds.width), y1: min(frame.y1, bounds.height))
                // The texels under the shown part, at least one: a copy zoomed far past its texture shows a texel or two.
                func texels(_ from: Double, _ to: Double, _ low: Double, _ high: Double, _ start: Int32, _ length: Int32) -> (Int32, Int32) {
                    let first = (Double(length) * (from - low) / (high - low)).rounded(.down)
                    let last = (Double(length) * (to - low) / (high - low)).rounded(.up)
                    let begin = Int32(max(0, min(first, Double(length - 1))))
                    return (start + begin, max(1, Int32(min(last, Double(length))) - begin))
                }
                let (sx, sw) = texels(shown.x0, shown.x1, frame.x0, frame.x1, whole.x, whole.w)
                let (sy, sh) = texels(shown.y0, shown.y1, frame.y0, frame.y1, whole.y, whole.h)
                source = SDL_Rect(x: sx, y: sy, w: sw, h: sh)
                // Where those whole texels land, which may reach a little past the drawable.
                let scaleX = (frame.x1 - frame.x0) / Double(whole.w), scaleY = (frame.y1 - frame.y0) / Double(whole.h)
                let left = max(frame.x0 + Double(sx - whole.x) * scaleX, -1), top = max(frame.y0 + Double(sy - whole.y) * scaleY, -1)
                let right = min(frame.x0 + Double(sx - whole.x + sw) * scaleX, bounds.width + 1)
                let bottom = min(frame.y0 + Double(sy - whole.y + sh) * scaleY, bounds.height + 1)
                rect = SDL_FRect(x: Float(left), y: Float(top), w: Float(right - left), h: Float(bottom - top))
            }
        }
        // `&from`, not `withUnsafePointer`: a main-actor closure checks its executor on every call, thousands a frame.
        if var from = source {
            if rotation == 0 {
                SDL_RenderCopyF(context.renderer, texture, &from, &rect)
            } else {
                SDL_RenderCopyExF(context.renderer, texture, &from, &rect, rotation * 180 / .pi, nil, SDL_FLIP_NONE)
            }
        } else if rotation == 0 {
            SDL_RenderCopyF(context.renderer, texture, nil, &rect)
        } else {
            SDL_RenderCopyExF(context.renderer, texture, nil, &rect, rotation * 180 / .pi, nil, SDL_FLIP_NONE)
        }
    }
}

extension RGBAColor {
    /// White, fully opaque: a tint that leaves a texture as it is.
    static let untinted = RGBAColor(r: 255, g: 255, b: 255)

    /// This colour with its alpha multiplied by `alpha` in steps of 1/32, so that fading shapes share textures.
    func faded(by alpha: Double) -> RGBAColor {
        var faded = self
        faded.a = PixelBuffer.byte(Double(a) * (alpha * 32).rounded() / 32)
        return faded
    }
}
