import CSDL2
import CSDL2Image
import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitScene
import Testing
@testable import OrbitSDL

extension SDLTests {
    @MainActor @Suite struct SDLRendererTests {
        let renderer = SharedRenderer.instance
        let black = RGBAColor(r: 0, g: 0, b: 0)

        init() {
            renderer.setWindowSize(width: 320, height: 240)
        }

        private func avatar(_ person: String, at x: Double, _ y: Double, radius: Double = 40, grayscale: Bool = false) -> DrawCommand {
            DrawCommand(
                content: .avatar(personID: person, radius: radius, grayscale: grayscale, placeholder: RGBAColor(r: 30, g: 160, b: 60), initials: "AB"),
                position: OrbitPoint(x: x, y: y))
        }

        typealias Residency = AvatarResidency<SDLRenderer, SDLAvatarSource>

        /// A residency over the shared renderer; `files` maps ids to avatar files. Its pipeline's clock is
        /// stopped, so a decode slowed by a busy machine is never written off as stalled.
        private func residency(_ files: [String: String], budget: Int = 16_000_000) -> Residency {
            let pipeline = DecodePipeline(maxConcurrentDecodes: 2, warnings: renderer.warnings, clock: ManualClock.stopped)
            let source = SDLAvatarSource(pipeline: pipeline) { files[$0] }
            return Residency(renderer: renderer, source: source, configuration: .init(budgetBytes: budget))
        }

        /// A visible avatar `diameter` points across at (x, y).
        private func demand(_ id: String, _ x: Double, _ y: Double, diameter: Double = 80, grayscale: Bool = false) -> AvatarDemand {
            AvatarDemand(id: id, diameter: diameter, grayscale: grayscale, position: OrbitPoint(x: x, y: y), isVisible: true)
        }

        /// Updates with `demands` at `time` until no load is in flight.
        private func settle(_ residency: Residency, _ demands: [AvatarDemand], at time: Double) {
            for _ in 0..<100 {
                residency.update(demands, viewport: OrbitRect(width: 320, height: 240), time: time)
                if residency.statistics.frame.loadsInFlight == 0 { return }
                _ = residency.source.pipeline.waitUntilIdle(timeout: 10)
            }
            Issue.record("loads still in flight")
        }

        @Test func startsOffscreenWithASoftwareRenderer() {
            #expect(renderer.isOffscreen)
            #expect(renderer.rendererName == "software")
            #expect(renderer.pixelWidth == 320 && renderer.pixelHeight == 240 && renderer.outputScale == 1)
        }

        /// The offscreen screenshot: not blank, the active avatar coloured, the inactive one at half
        /// its saturation (the same colourful asset), and the PNG on disk reads back.
        @Test func rendersColourAndGrayAvatarsOffscreen() throws {
            let path = Fixtures.avatar("avatar-03.png")
            let avatars = residency(["active": path, "inactive": path])
            settle(avatars, [demand("active", 80, 120), demand("inactive", 240, 120, grayscale: true)], at: 0)
            renderer.drawFrame([
                DrawCommand(content: .circle(radius: 110, fill: nil, stroke: RGBAColor(r: 90, g: 90, b: 110), lineWidth: 1), position: OrbitPoint(x: 160, y: 120)),
                avatar("active", at: 80, 120),
                avatar("inactive", at: 240, 120, grayscale: true),
            ], background: black, time: 1, avatars: avatars.appearance(of:))
            let pixels = try renderer.readPixels()
            #expect(Set(stride(from: 0, to: pixels.rgba.count, by: 4).map { pixels.rgba[$0..<$0 + 3] }).count > 500, "the frame looks blank")
            let active = pixels.meanChroma(cx: 80, cy: 120, radius: 36)
            let inactive = pixels.meanChroma(cx: 240, cy: 120, radius: 36)
            #expect(active > 60, "active avatar chroma \(active)")
            #expect(abs(inactive / active - 0.5) < 0.08, "inactive/active chroma \(inactive)/\(active)")
            #expect(pixels[80, 120] != pixels[0, 0], "no avatar at the centre")

            let file = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-screenshot-\(UUID().uuidString).png").path
            try renderer.saveScreenshot(to: file)
            let reread = try SDLImageLoader().loadImage(atPath: file, limits: ImageLimits())
            #expect(reread == pixels)
            avatars.removeAll()
        }

        /// A missing file: the placeholder disc with initials, one warning, and the next person with the same
        /// file is broken at once, without a decode.
        @Test func missingAvatarDrawsItsPlaceholder() throws {
            let before = SharedRenderer.warnings.messages.count
            let ghostFile = "/nonexistent/ghost-\(UUID().uuidString).png"
            let avatars = residency(["ghost": ghostFile, "ghost2": ghostFile])
            settle(avatars, [demand("ghost", 160, 120)], at: 0)
            guard case .broken = avatars.appearance(of: "ghost") else { Issue.record("ghost is not broken"); return }
            #expect(avatars.source.hasFailed(path: ghostFile))
            renderer.drawFrame([avatar("ghost", at: 160, 120)], background: black, time: 1, avatars: avatars.appearance(of:))
            let pixels = try renderer.readPixels()
            // Inside the disc but off the initials: the placeholder colour; the initials are white.
            #expect(pixels[160, 88] == (30, 160, 60, 255))
            let ink = pixels.pixels(x: 130...190, y: 105...135).filter { $0.r > 200 && $0.g > 200 && $0.b > 200 }
            #expect(!ink.isEmpty, "no initials")
            #expect(SharedRenderer.warnings.messages.count == before + 1, "\(SharedRenderer.warnings.messages)")
            let decodes = avatars.source.pipeline.statistics
            avatars.update([demand("ghost2", 160, 120)], viewport: OrbitRect(width: 320, height: 240), time: 1)
            guard case .broken = avatars.appearance(of: "ghost2") else { Issue.record("ghost2 is not broken at once"); return }
            #expect(avatars.source.pipeline.statistics == decodes, "a failed file was decoded again")
            #expect(SharedRenderer.warnings.messages.count == before + 1)
        }

        /// Half-way through the scale-in the avatar covers half the radius, the placeholder the rest.
        @Test func avatarsScaleInOverTwoTenthsOfASecond() throws {
            let avatars = residency(["grower": Fixtures.avatar("avatar-05.png")])
            settle(avatars, [demand("grower", 160, 120)], at: 10)
            renderer.drawFrame([avatar("grower", at: 160, 120)], background: black, time: 10 + renderer.theme.avatarScaleInDuration / 2,
                               avatars: avatars.appearance(of:))
            let half = try renderer.readPixels()
            #expect(half[160, 120 - 32] == (30, 160, 60, 255), "placeholder ring missing mid-scale")
            renderer.drawFrame([avatar("grower", at: 160, 120)], background: black, time: 10 + renderer.theme.avatarScaleInDuration,
                               avatars: avatars.appearance(of:))
            let full = try renderer.readPixels()
            #expect(full[160, 120 - 32] != (30, 160, 60, 255), "avatar not full size after the scale-in")
            avatars.removeAll()
        }

        /// An avatar drawn at the same size and opacity for `steadyFrames` frames is then copied 1:1 from an
        /// exact-size copy that looks as a linearly filtered scaled draw does (moving avatars are drawn
        /// nearest-neighbour); a new size or opacity draws from the texture again, and the copy goes with its
        /// texture.
        @Test func steadyAvatarsAreDrawnFromExactCopiesThatLookTheSame() throws {
            let avatars = residency(["steady": Fixtures.avatar("avatar-07.png")])
            settle(avatars, [demand("steady", 160, 120, diameter: 61)], at: 0)
            let before = renderer.avatarCopies.count
            for alpha in [1.0, 0.5] {
                var frames: [PixelBuffer] = []
                // Frame 0 is the reference; the avatar is drawn from frame 1, steady long enough for a copy by the last.
                for frame in 0...AvatarCopies.steadyFrames + 2 {
                    let command = DrawCommand(content: .avatar(personID: "steady", radius: 30.5, grayscale: false, placeholder: black, initials: "S"),
                                              position: OrbitPoint(x: 160.3, y: 120.6), alpha: alpha)
                    // The reference frame: the texture itself, scaled linearly by SDL as the copy is made.
                    let drawn = frame == 0 ? [] : [command]
                    renderer.drawFrame(drawn, background: RGBAColor(r: 40, g: 50, b: 60), time: 5, avatars: avatars.appearance(of:))
                    if frame == 0 { try scaledBySDL(avatars.appearance(of: "steady"), center: OrbitPoint(x: 160.3, y: 120.6), radius: 30.5, alpha: alpha) }
                    frames.append(try renderer.readPixels())
                }
                #expect(renderer.avatarCopies.count == before + (alpha == 1 ? 1 : 2), "alpha \(alpha): no copy for this look")
                // The first frame is the scaled draw, the last two the copy's.
                let differences = zip(frames[0].rgba, frames.last!.rgba).map { abs(Int($0) - Int($1)) }
                #expect(differences.max()! <= 3, "alpha \(alpha): the copy differs by up to \(differences.max()!)")
                #expect(frames[frames.count - 2] == frames.last!)
            }
            avatars.removeAll()
            #expect(renderer.avatarCopies.count == before, "the copy outlived its texture")
        }

        /// Draws `appearance`'s texture over the frame as SDL scales it, linearly filtered and faded by `alpha`, into
        /// the square of `radius` around `center`.
        private func scaledBySDL(_ appearance: AvatarAppearance<OpaquePointer>, center: OrbitPoint, radius: Double, alpha: Double) throws {
            guard case .texture(let texture, _, _) = appearance else { throw SDLError("scaledBySDL", message: "no texture to draw") }
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, PixelBuffer.byte(255 * alpha))
            var rect = SDL_FRect(x: Float(center.x - radius), y: Float(center.y - radius), w: Float(2 * radius), h: Float(2 * radius))
            SDL_RenderCopyF(renderer.context.renderer, texture, nil, &rect)
            SDL_RenderFlush(renderer.context.renderer)  // the scale mode is read when the queue runs
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
        }

        /// A moving avatar (its size changing every frame) is drawn from a copy rescaled nearest-neighbour at its
        /// drawn size, which looks as SDL's own nearest scaling does (to a pixel's sampling), and the copy goes
        /// with its texture.
        @Test func movingAvatarsAreDrawnFromRescaledCopies() throws {
            let avatars = residency(["moving": Fixtures.avatar("avatar-07.png")])
            settle(avatars, [demand("moving", 160, 120, diameter: 61)], at: 0)
            let motion = try #require(renderer.motionCopies)
            let before = motion.bytes
            for radius in [30.5, 27.0, 23.4, 19.1] {
                let command = DrawCommand(content: .avatar(personID: "moving", radius: radius, grayscale: false, placeholder: black, initials: "M"),
                                          position: OrbitPoint(x: 160, y: 120))
                renderer.drawFrame([command], background: RGBAColor(r: 40, g: 50, b: 60), time: 5, avatars: avatars.appearance(of:))
                let rescaled = try renderer.readPixels()
                #expect(motion.bytes > before, "radius \(radius): no rescaled copy")
                renderer.drawFrame([], background: RGBAColor(r: 40, g: 50, b: 60), time: 5, avatars: avatars.appearance(of:))
                guard case .texture(let texture, _, _) = avatars.appearance(of: "moving") else { throw SDLError("appearance", message: "no texture") }
                let side = Float((2 * radius).rounded())
                var rect = SDL_FRect(x: 160 - side / 2, y: 120 - side / 2, w: side, h: side)
                SDL_RenderCopyF(renderer.context.renderer, texture, nil, &rect)
                let scaled = try renderer.readPixels()
                // Most pixels equal; those that differ sample a neighbouring source pixel.
                let differing = stride(from: 0, to: scaled.rgba.count, by: 4).count { scaled.rgba[$0..<$0 + 4] != rescaled.rgba[$0..<$0 + 4] }
                #expect(differing < Int(side * side) / 4, "radius \(radius): \(differing) pixels differ from SDL's nearest scaling")
                let inked = stride(from: 0, to: rescaled.rgba.count, by: 4).count { rescaled.rgba[$0..<$0 + 3] != [40, 50, 60] }
                #expect(abs(Double(inked) - Double.pi * Double(radius * radius)) < 4 * Double(radius), "radius \(radius): \(inked) pixels inked")
            }
            avatars.removeAll()
            #expect(motion.bytes == before, "the rescaled copy outlived its texture")
        }

        /// An avatar shown twice each frame at two sizes (in the orbit and on its card) gets a copy for each, and
        /// a third size replaces the older.
        @Test func anAvatarShownTwiceHasACopyForEach() throws {
            let avatars = residency(["twice": Fixtures.avatar("avatar-11.png")])
            settle(avatars, [demand("twice", 160, 120, diameter: 120)], at: 0)
            let before = renderer.avatarCopies.count
            func frame(_ radii: [Double]) {
                renderer.drawFrame(radii.map { radius in
                    DrawCommand(content: .avatar(personID: "twice", radius: radius, grayscale: false, placeholder: black, initials: "T"),
                                position: OrbitPoint(x: 100 + radius, y: 120))
                }, background: black, time: 5, avatars: avatars.appearance(of:))
            }
            for _ in 0...AvatarCopies.steadyFrames { frame([20, 55]) }
            #expect(renderer.avatarCopies.count == before + 2)
            for _ in 0...AvatarCopies.steadyFrames { frame([20, 40]) }
            #expect(renderer.avatarCopies.count == before + 2, "a copy per look, at most two")
            avatars.removeAll()
            #expect(renderer.avatarCopies.count == before)
        }

        /// A steady opaque avatar over its rim disc is drawn as one copy of both (a faded one keeps its own disc),
        /// and looks as the disc and a linearly scaled avatar drawn one over the other do (but for the rim's outer
        /// edge, which may grow by a pixel so the avatar sits in its middle).
        @Test func rimmedAvatarsAreCopiedWithTheirRim() throws {
            let avatars = residency(["rimmed": Fixtures.avatar("avatar-09.png")])
            settle(avatars, [demand("rimmed", 160, 120, diameter: 61)], at: 0)
            let green = RGBAColor(r: 40, g: 200, b: 90)
            let commands = [
                DrawCommand(content: .circle(radius: 34.2, fill: green, stroke: nil, lineWidth: 0), position: OrbitPoint(x: 160, y: 120)),
                DrawCommand(content: .avatar(personID: "rimmed", radius: 30.5, grayscale: false, placeholder: black, initials: "R"),
                            position: OrbitPoint(x: 160, y: 120)),
            ]
            #expect(SDLRenderer.rim(commands[0], under: commands[1])?.radius == 34.2)
            let before = renderer.avatarCopies.count
            var frames: [PixelBuffer] = []
            for frame in 0...AvatarCopies.steadyFrames + 2 {
                // The reference frame: the rim, and over it the texture scaled linearly by SDL.
                renderer.drawFrame(frame == 0 ? [commands[0]] : commands, background: RGBAColor(r: 40, g: 50, b: 60), time: 5,
                                   avatars: avatars.appearance(of:))
                if frame == 0 { try scaledBySDL(avatars.appearance(of: "rimmed"), center: OrbitPoint(x: 160, y: 120), radius: 30.5, alpha: 1) }
                frames.append(try renderer.readPixels())
            }
            #expect(renderer.avatarCopies.count == before + 1)
            // The same pixels, but for the rim's outer edge, which may grow by a pixel to keep the avatar centred.
            var largest = 0
            for y in 80..<160 {
                for x in 120..<200 where abs(hypot(Double(x) + 0.5 - 160, Double(y) + 0.5 - 120) - 34.2) > 1.5 {
                    let (a, b) = (frames[0][x, y], frames.last![x, y])
                    largest = max(largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                }
            }
            #expect(largest <= 4, "the copy with its rim differs by up to \(largest)")
            #expect(frames.last![160 + 32, 120] == (40, 200, 90, 255), "no rim: \(frames.last![160 + 32, 120])")
            avatars.removeAll()
            #expect(renderer.avatarCopies.count == before)
        }

        /// The relation shows at every zoom: a friend's rim and outer ring and a follower's thin rim are drawn,
        /// steady (from exact copies) or not, at every avatar size, also past the largest exact disc (128 px):
        /// the sample people at 12 wheel notches in from their fit (scale ≈ 3.2: the bug's zoom, where the rim
        /// vanished) and at the largest zoom (4), and a sweep between. The scene's commands for one person:
        /// the ring (friends), the rim disc, the avatar (node radius 22, rim 3, as `Assets/people.json`).
        @Test func rimsAndOuterRingsShowAtEveryZoom() throws {
            let avatars = residency(["p": Fixtures.avatar("avatar-09.png")])
            let green = RGBAColor(r: 40, g: 200, b: 90), background = RGBAColor(r: 40, g: 50, b: 60)
            let centre = OrbitPoint(x: 160, y: 120)
            // The rim's colour, but for a little antialiasing where a thin rim meets the photo.
            let isGreen = { (pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in
                abs(Int(pixel.r) - 40) <= 24 && abs(Int(pixel.g) - 200) <= 24 && abs(Int(pixel.b) - 90) <= 24
            }
            let twelveNotchesIn = 0.6 * pow(1.15, 12)  // the sample's fit at 1280×800 is ≈ 0.6
            for scale in [twelveNotchesIn, 4] + stride(from: 1.0, through: 4, by: 0.25) {
                for friend in [true, false] {
                    let rimRadius = friend ? 22.0 : 20.0
                    var commands = friend
                        ? [DrawCommand(content: .circle(radius: 23.5, fill: nil, stroke: green, lineWidth: 1.5), position: centre, scale: scale)]
                        : []
                    commands.append(DrawCommand(content: .circle(radius: rimRadius, fill: green, stroke: nil, lineWidth: 0), position: centre, scale: scale))
                    commands.append(DrawCommand(content: .avatar(personID: "p", radius: 19, grayscale: false, placeholder: black, initials: "P"),
                                                position: centre, scale: scale))
                    settle(avatars, [demand("p", centre.x, centre.y, diameter: 38 * scale)], at: 0)
                    for frame in 0...AvatarCopies.steadyFrames + 1 {
                        renderer.drawFrame(commands, background: background, time: 5, avatars: avatars.appearance(of:))
                        let pixels = try renderer.readPixels()
                        let context = "scale \(scale), friend \(friend), frame \(frame)"
                        // Halfway between the avatar's edge and the rim's, and in the middle of the outer ring,
                        // on four sides (at the largest zoom the ring leaves the 240-px window above and below).
                        for (dx, dy) in [(1.0, 0.0), (-1, 0), (0, 1), (0, -1)] {
                            let rim = (19 + rimRadius) / 2 * scale, ring = 23.5 * scale
                            let at = { (r: Double) in (Int(centre.x + dx * r), Int(centre.y + dy * r)) }
                            let (x, y) = at(rim)
                            #expect(isGreen(pixels[x, y]), "\(context): no rim at (\(x), \(y)): \(pixels[x, y])")
                            let (rx, ry) = at(ring)
                            guard (0..<320).contains(rx), (0..<240).contains(ry) else { continue }
                            #expect(isGreen(pixels[rx, ry]) == friend, "\(context): outer ring at (\(rx), \(ry)): \(pixels[rx, ry])")
                        }
                    }
                }
            }
            avatars.removeAll()
        }

        /// A rim and its outer ring drawn as one texture look as the two drawn apart: over random zooms (rings under
        /// a pixel wide included), opacities and sub-pixel places, the same ink in all (to 5%: the two may sit
        /// half a pixel apart), and the same colour in the middle of the rim and of the ring. Apart: a command the
        /// renderer skips (opacity 0) between them.
        @Test func aRimAndItsOuterRingAsOneTextureLookAsTheTwo() throws {
            var random = SeededGenerator(seed: 21)
            let background = RGBAColor(r: 40, g: 50, b: 60)
            for trial in 0..<60 {
                let scale = 0.2 + 2.8 * random.nextUnit(), alpha = random.nextUnit() < 0.3 ? 0.3 + 0.7 * random.nextUnit() : 1
                let colour = RGBAColor(r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256))
                let centre = OrbitPoint(x: 160 + random.nextUnit(), y: 120 + random.nextUnit())
                func command(_ content: DrawContent, alpha: Double) -> DrawCommand {
                    DrawCommand(content: content, position: centre, scale: scale, alpha: alpha)
                }
                let ring = command(.circle(radius: 23.5, fill: nil, stroke: colour, lineWidth: 1.5), alpha: alpha)
                let rim = command(.circle(radius: 22, fill: colour, stroke: nil, lineWidth: 0), alpha: alpha)
                let person = command(.avatar(personID: "nobody", radius: 19, grayscale: false, placeholder: black, initials: "N"), alpha: alpha)
                let skipped = command(.circle(radius: 1, fill: colour, stroke: nil, lineWidth: 0), alpha: 0)
                #expect(SDLRenderer.halo(ring, around: rim) != nil, "trial \(trial)")
                func ink(_ commands: [DrawCommand]) throws -> (total: Int, pixels: PixelBuffer) {
                    // Twice: a ring's texture is made on the second frame that asks for it.
                    for _ in 0..<2 { renderer.drawFrame(commands, background: background, time: 5) { _ in .dot } }
                    let pixels = try renderer.readPixels()
                    var total = 0
                    for y in 0..<240 {
                        for x in 0..<320 {
                            let pixel = pixels[x, y]
                            total += abs(Int(pixel.r) - 40) + abs(Int(pixel.g) - 50) + abs(Int(pixel.b) - 60)
                        }
                    }
                    return (total, pixels)
                }
                let joined = try ink([ring, rim, person]), apart = try ink([ring, skipped, rim, person])
                let context = "trial \(trial): scale \(scale), alpha \(alpha), \(colour)"
                #expect(abs(joined.total - apart.total) <= max(200, apart.total / 20), "\(context): ink \(joined.total) against \(apart.total)")
                // In the middle of a band at least 4 pixels wide (narrower ones are all edge, where the two may
                // sit half a pixel apart: SDL's software renderer truncates a copy's place to whole pixels).
                for (radius, width) in [((19 + 22) / 2.0, 3.0), (23.5, 1.5)] where width * scale >= 4 {
                    let x = Int(centre.x + radius * scale), y = Int(centre.y)
                    let a = joined.pixels[x, y], b = apart.pixels[x, y]
                    let difference = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    #expect(difference <= 8, "\(context): at radius \(radius) \(a) against \(b)")
                }
            }
        }

        /// Over random opacities, a faded disc shows its colour at that opacity (baked into its exact texture in
        /// steps of 1/32), and fading discs share at most 33 textures per size and colour.
        @Test func fadedDiscsShowTheirOpacity() throws {
            var random = SeededGenerator(seed: 11)
            let red = RGBAColor(r: 250, g: 40, b: 10)
            let before = renderer.discs.exactCount
            for trial in 0..<120 {
                let alpha = trial == 0 ? 1 : random.nextUnit()
                renderer.drawFrame([DrawCommand(content: .circle(radius: 20.2, fill: red, stroke: nil, lineWidth: 0), position: OrbitPoint(x: 160, y: 120),
                                                alpha: alpha)], background: black, time: 0)
                let pixel = try renderer.readPixels()[160, 120]
                #expect(abs(Double(pixel.r) - 250 * alpha) <= 6 && abs(Double(pixel.g) - 40 * alpha) <= 3, "trial \(trial): alpha \(alpha) gave \(pixel)")
            }
            #expect(renderer.discs.exactCount - before <= 33)
        }

        /// Disc and stroke edges have partial (blended) pixels, one or two per edge crossing, for
        /// texture-drawn discs, triangle-drawn large discs and strokes.
        @Test func circleEdgesAreAntialiased() throws {
            let white = RGBAColor(r: 255, g: 255, b: 255)
            let cases: [(DrawContent, x: Double, scale: Double)] = [
                (.circle(radius: 30.3, fill: white, stroke: nil, lineWidth: 0), 160, 1),
                (.circle(radius: 15.3, fill: white, stroke: nil, lineWidth: 0), -150, 20),  // 612 px wide: triangles
                (.circle(radius: 70.3, fill: nil, stroke: white, lineWidth: 3), 160, 1),  // 144 px across: triangles
                (.circle(radius: 30.3, fill: nil, stroke: white, lineWidth: 5), 160, 1),  // a ring texture
            ]
            for (content, x, scale) in cases {
                renderer.drawFrame([DrawCommand(content: content, position: OrbitPoint(x: x, y: 120), scale: scale)], background: black, time: 0)
                let pixels = try renderer.readPixels()
                let row = (0..<320).map { pixels[$0, 120].r }
                let partial = row.filter { $0 > 0 && $0 < 255 }.count
                let edges = zip(row, row.dropFirst()).filter { ($0 < 128) != ($1 < 128) }.count
                #expect(edges > 0, "\(content): nothing drawn")
                #expect(partial >= edges && partial <= 3 * edges, "\(content): \(partial) partial pixels for \(edges) edges")
            }
        }

        /// A faint wide band (a ring's shaded orbit) shows the same whether it is filled opaque over the bare
        /// background or blended: over the background, over a panel drawn before it, and over a band before it.
        @Test func faintBandsLookTheSameOverTheBackgroundOrAnything() throws {
            let background = RGBAColor(r: 10, g: 20, b: 30), guide = RGBAColor(r: 200, g: 180, b: 90)
            func band(radius: Double, width: Double) -> DrawCommand {
                DrawCommand(content: .circle(radius: radius, fill: nil, stroke: guide, lineWidth: width), position: OrbitPoint(x: 160, y: 120), alpha: 0.16)
            }
            let expected = SDLRenderer.blend(guide.faded(by: 0.16), over: background)
            func close(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ color: RGBAColor) -> Bool {
                abs(Int(pixel.r) - Int(color.r)) <= 2 && abs(Int(pixel.g) - Int(color.g)) <= 2 && abs(Int(pixel.b) - Int(color.b)) <= 2
            }
            // Bare: 100 px out from the centre, in the middle of a 20 px band (too large for a ring texture).
            renderer.drawFrame([band(radius: 100, width: 20)], background: background, time: 0)
            var pixels = try renderer.readPixels()
            #expect(close(pixels[260, 120], expected), "bare band \(pixels[260, 120]), expected \(expected)")
            #expect(pixels[160, 120] == (background.r, background.g, background.b, 255), "the hole stays background")
            // Over an opaque panel drawn first, and over a first band it overlaps: blended over what is there.
            let panel = RGBAColor(r: 90, g: 40, b: 160)
            renderer.drawFrame([
                DrawCommand(content: .panel(width: 40, height: 40, fill: panel), position: OrbitPoint(x: 260, y: 120)),
                band(radius: 100, width: 20),
            ], background: background, time: 0)
            pixels = try renderer.readPixels()
            let overPanel = SDLRenderer.blend(guide.faded(by: 0.16), over: panel)
            #expect(close(pixels[260, 120], overPanel), "band over a panel \(pixels[260, 120]), expected \(overPanel)")
            renderer.drawFrame([band(radius: 100, width: 20), band(radius: 105, width: 20)], background: background, time: 0)
            pixels = try renderer.readPixels()
            let twice = SDLRenderer.blend(guide.faded(by: 0.16), over: expected)
            #expect(close(pixels[262, 120], twice), "overlapping bands \(pixels[262, 120]), expected \(twice)")
            #expect(close(pixels[252, 120], expected), "one band alone \(pixels[252, 120]), expected \(expected)")
        }

        /// An opaque panel is its colour; a translucent one, and a disc drawn after an opaque panel, blend.
        @Test func panelsFillOrBlend() throws {
            let background = RGBAColor(r: 10, g: 20, b: 30)
            renderer.drawFrame([
                DrawCommand(content: .panel(width: 60, height: 40, fill: RGBAColor(r: 200, g: 100, b: 50)), position: OrbitPoint(x: 60, y: 60)),
                DrawCommand(content: .panel(width: 60, height: 40, fill: RGBAColor(r: 200, g: 100, b: 50, a: 128)), position: OrbitPoint(x: 160, y: 60)),
                DrawCommand(content: .circle(radius: 20, fill: RGBAColor(r: 250, g: 250, b: 250, a: 128), stroke: nil, lineWidth: 0), position: OrbitPoint(x: 60, y: 60)),
            ], background: background, time: 0)
            let pixels = try renderer.readPixels()
            #expect(pixels[40, 45] == (200, 100, 50, 255), "opaque panel \(pixels[40, 45])")
            let translucent = pixels[160, 60]
            #expect(abs(Int(translucent.r) - 105) <= 2 && abs(Int(translucent.b) - 40) <= 2, "translucent panel \(translucent)")
            let disc = pixels[60, 60]
            #expect(abs(Int(disc.r) - 225) <= 2 && abs(Int(disc.b) - 150) <= 3, "a disc over the opaque panel \(disc)")
        }

        @Test func textIsDrawnInItsColour() throws {
            renderer.drawFrame([DrawCommand(content: .text("Orbit", size: 24, color: RGBAColor(r: 255, g: 200, b: 0)), position: OrbitPoint(x: 160, y: 120))],
                               background: black, time: 0)
            let pixels = try renderer.readPixels()
            let lit = pixels.pixels(x: 100...220, y: 100...140).filter { $0.r > 200 }
            #expect(lit.count > 30)
            #expect(lit.allSatisfy { $0.b < 40 }, "text not tinted")
        }

        /// Right-to-left names read from the right: their first letter (one that occurs once and does not join the
        /// next, so it looks the same alone) is drawn at the right end of the name, and in a box the name sits at its right edge.
        @Test func rightToLeftNamesStartOnTheRight() throws {
            let white = RGBAColor(r: 255, g: 255, b: 255)
            for (name, first) in [("שרה לוי", "ש"), ("רון", "ר"), ("دبي علي", "د"), ("رامي", "ر")] {
                let word = try ink(.text(name, size: 40, color: white))
                let letter = try ink(.text(first, size: 40, color: white))
                let at = try #require(Self.bestMatch(of: letter, in: word), "\(name)")
                #expect(at > word.width - letter.width - 8 && at > word.width / 2, "'\(first)' found at \(at) of \(word.width) in '\(name)'")
                // Boxed, the name keeps to the box's right edge (the box spans x 20…300).
                let boxed = try columns(.text(name, size: 20, color: white, box: TextBox(width: 280)))
                #expect((boxed.max() ?? 0) > 285 && (boxed.min() ?? 0) > 160, "'\(name)' in a box: \(boxed.min() ?? -1)…\(boxed.max() ?? -1)")
            }
            let latin = try columns(.text("Ana Ruiz", size: 20, color: white, box: TextBox(width: 280)))
            #expect((latin.min() ?? 0) < 35 && (latin.max() ?? 0) < 160, "a left-to-right name keeps to the left edge")
        }

        /// A long text in a box is ellipsized to the box, on at most its lines.
        @Test func boxedTextStaysInsideItsBox() throws {
            let white = RGBAColor(r: 255, g: 255, b: 255)
            let name = String(repeating: "Maximiliana ", count: 7) + "Ёлкина-Παπαδοπούλου"
            let oneLine = try columns(.text(name, size: 20, color: white, box: TextBox(width: 280)))
            #expect((oneLine.min() ?? 0) >= 19 && (oneLine.max() ?? 999) <= 301, "\(oneLine.min() ?? -1)…\(oneLine.max() ?? -1)")
            let measured = renderer.textSize(name, size: 20, box: TextBox(width: 280, maxLines: 2))
            let single = renderer.textSize(name, size: 20, box: TextBox(width: 280))
            #expect(measured.width <= 280 && single.width <= 280)
            #expect(measured.height > 1.6 * single.height && measured.height < 2.4 * single.height, "\(measured) vs one line \(single)")
        }

        /// What `content` drawn white at (160, 120) paints: the columns of the lit pixels.
        private func columns(_ content: DrawContent) throws -> [Int] {
            renderer.drawFrame([DrawCommand(content: content, position: OrbitPoint(x: 160, y: 120))], background: black, time: 0)
            let pixels = try renderer.readPixels()
            return (0..<320).filter { x in (80..<160).contains { y in pixels[x, y].r > 128 } }
        }

        /// The lit part of what `content` drawn white at (160, 120) paints, as brightness, cropped to its ink.
        private func ink(_ content: DrawContent) throws -> (width: Int, height: Int, values: [[Int]]) {
            renderer.drawFrame([DrawCommand(content: content, position: OrbitPoint(x: 160, y: 120))], background: black, time: 0)
            let pixels = try renderer.readPixels()
            let xs = (0..<320).filter { x in (0..<240).contains { pixels[x, $0].r > 64 } }
            let ys = (0..<240).filter { y in (0..<320).contains { pixels[$0, y].r > 64 } }
            guard let left = xs.first, let right = xs.last, let top = ys.first, let bottom = ys.last else { return (0, 0, []) }
            return (right - left + 1, bottom - top + 1, (top...bottom).map { y in (left...right).map { Int(pixels[$0, y].r) } })
        }

        /// The column of `word` where `letter` fits best (least squared difference over its columns, at any row).
        private static func bestMatch(of letter: (width: Int, height: Int, values: [[Int]]),
                                      in word: (width: Int, height: Int, values: [[Int]])) -> Int? {
            guard letter.width > 0, letter.width <= word.width, letter.height <= word.height else { return nil }
            var best: (x: Int, cost: Int)?
            for x in 0...(word.width - letter.width) {
                for y in 0...(word.height - letter.height) {
                    var cost = 0
                    for row in 0..<letter.height {
                        for column in 0..<letter.width {
                            let difference = word.values[y + row][x + column] - letter.values[row][column]
                            cost += difference * difference
                        }
                    }
                    if cost < best?.cost ?? .max { best = (x, cost) }
                }
            }
            return best?.x
        }

        @Test func tinyWindowsNeverCrash() throws {
            renderer.setWindowSize(width: 0, height: 0)
            renderer.drawFrame([avatar("nobody", at: 0, 0)], background: black, time: 0)
            _ = try? renderer.readPixels()
            renderer.present()
            renderer.setWindowSize(width: 320, height: 240)
            renderer.drawFrame([], background: black, time: 0)
            #expect(renderer.pixelWidth == 320)
        }

        /// Over seeds, a long random run of people coming and going at random sizes and looks over real files
        /// (and a missing one) keeps SDL's textures within the budget and equal to what the residency holds, and
        /// everyone leaving destroys them all.
        @Test func textureCountsBalanceOverRandomRuns() {
            let files = (1...6).map { Fixtures.avatar(String(format: "avatar-%02d.png", $0)) } + ["/nonexistent/x.png"]
            for seed in UInt64(1)...4 {
                var generator = SeededGenerator(seed: seed)
                let people = (0..<20).map { "s\(seed)-\($0)" }
                let paths = Dictionary(uniqueKeysWithValues: people.map { ($0, files.randomElement(using: &generator)!) })
                let avatars = residency(paths, budget: 200_000)
                var time = 0.0
                for step in 0..<120 {
                    let demands = people.filter { _ in Bool.random(using: &generator) }.map {
                        demand($0, 320 * generator.nextUnit(), 240 * generator.nextUnit(),
                               diameter: [12, 30, 70, 150].randomElement(using: &generator)!, grayscale: Bool.random(using: &generator))
                    }
                    avatars.update(demands, viewport: OrbitRect(width: 320, height: 240), time: time)
                    time += Double.random(in: 0...0.3, using: &generator)
                    let statistics = avatars.statistics
                    #expect(statistics.residentTextures == avatars.texturedIDs.count && statistics.residentBytes <= 200_000, "seed \(seed) step \(step)")
                }
                _ = avatars.source.pipeline.waitUntilIdle(timeout: 30)
                avatars.update([], viewport: OrbitRect(width: 320, height: 240), time: time + 10)
                #expect(avatars.statistics.residentTextures == 0 && avatars.statistics.residentBytes == 0, "seed \(seed)")
                #expect(avatars.source.pipeline.statistics.mainThreadDecodes == 0)
            }
        }
    }
}
