import CSDL2Image
import Foundation
import OrbitLayout
import OrbitScene
import Testing
@testable import OrbitSDL

extension SDLTests {
    @MainActor @Suite struct SDLRendererTests {
        let renderer = SharedRenderer.instance
        let black = Color(r: 0, g: 0, b: 0)

        init() {
            renderer.setWindowSize(width: 320, height: 240)
        }

        private func avatar(_ person: String, at x: Double, _ y: Double, radius: Double = 40, grayscale: Bool = false) -> DrawCommand {
            DrawCommand(
                content: .avatar(personID: person, radius: radius, grayscale: grayscale, placeholder: Color(r: 30, g: 160, b: 60), initials: "AB"),
                position: Point(x: x, y: y))
        }

        /// Requests, waits for the decodes and uploads them all at `time`.
        private func load(_ requests: [AvatarRequest], at time: Double) {
            requests.forEach(renderer.avatars.request)
            #expect(renderer.avatars.pipeline.waitUntilIdle(timeout: 30))
            while !renderer.avatars.uploadReady(at: time).uploaded.isEmpty {}
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
            load([AvatarRequest(personID: "active", path: path, diameter: 80, grayscale: false),
                  AvatarRequest(personID: "inactive", path: path, diameter: 80, grayscale: true)], at: 0)
            renderer.drawFrame([
                DrawCommand(content: .circle(radius: 110, fill: nil, stroke: Color(r: 90, g: 90, b: 110), lineWidth: 1), position: Point(x: 160, y: 120)),
                avatar("active", at: 80, 120),
                avatar("inactive", at: 240, 120, grayscale: true),
            ], background: black, time: 1)
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
            renderer.avatars.release("active")
            renderer.avatars.release("inactive")
        }

        /// A missing file: the placeholder disc with initials, and a warning.
        @Test func missingAvatarDrawsItsPlaceholder() throws {
            let before = SharedRenderer.warnings.messages.count
            renderer.avatars.request(AvatarRequest(personID: "ghost", path: "/nonexistent/ghost.png", diameter: 80, grayscale: false))
            #expect(renderer.avatars.pipeline.waitUntilIdle(timeout: 30))
            #expect(renderer.avatars.uploadReady(at: 0) == AvatarUploads(failed: ["ghost"]))
            #expect(renderer.avatars.hasFailed(path: "/nonexistent/ghost.png"))
            renderer.drawFrame([avatar("ghost", at: 160, 120)], background: black, time: 1)
            let pixels = try renderer.readPixels()
            // Inside the disc but off the initials: the placeholder colour; the initials are white.
            #expect(pixels[160, 88] == (30, 160, 60, 255))
            let ink = pixels.pixels(x: 130...190, y: 105...135).filter { $0.r > 200 && $0.g > 200 && $0.b > 200 }
            #expect(!ink.isEmpty, "no initials")
            #expect(SharedRenderer.warnings.messages.count == before + 1, "\(SharedRenderer.warnings.messages)")
            renderer.avatars.request(AvatarRequest(personID: "ghost2", path: "/nonexistent/ghost.png", diameter: 80, grayscale: false))
            #expect(renderer.avatars.pipeline.statistics.pending == 0, "a failed file was decoded again")
            #expect(renderer.avatars.uploadReady(at: 0) == AvatarUploads(failed: ["ghost2"]))
        }

        /// Half-way through the scale-in the avatar covers half the radius, the placeholder the rest.
        @Test func avatarsScaleInOverTwoTenthsOfASecond() throws {
            load([AvatarRequest(personID: "grower", path: Fixtures.avatar("avatar-05.png"), diameter: 80, grayscale: false)], at: 10)
            renderer.drawFrame([avatar("grower", at: 160, 120)], background: black, time: 10 + SDLRenderer.avatarScaleInDuration / 2)
            let half = try renderer.readPixels()
            #expect(half[160, 120 - 32] == (30, 160, 60, 255), "placeholder ring missing mid-scale")
            renderer.drawFrame([avatar("grower", at: 160, 120)], background: black, time: 10 + SDLRenderer.avatarScaleInDuration)
            let full = try renderer.readPixels()
            #expect(full[160, 120 - 32] != (30, 160, 60, 255), "avatar not full size after the scale-in")
            renderer.avatars.release("grower")
        }

        /// Disc and stroke edges have partial (blended) pixels, one or two per edge crossing, for
        /// texture-drawn discs, triangle-drawn large discs and strokes.
        @Test func circleEdgesAreAntialiased() throws {
            let white = Color(r: 255, g: 255, b: 255)
            let cases: [(DrawContent, x: Double, scale: Double)] = [
                (.circle(radius: 30.3, fill: white, stroke: nil, lineWidth: 0), 160, 1),
                (.circle(radius: 15.3, fill: white, stroke: nil, lineWidth: 0), -150, 20),  // 612 px wide: triangles
                (.circle(radius: 70.3, fill: nil, stroke: white, lineWidth: 3), 160, 1),
            ]
            for (content, x, scale) in cases {
                renderer.drawFrame([DrawCommand(content: content, position: Point(x: x, y: 120), scale: scale)], background: black, time: 0)
                let pixels = try renderer.readPixels()
                let row = (0..<320).map { pixels[$0, 120].r }
                let partial = row.filter { $0 > 0 && $0 < 255 }.count
                let edges = zip(row, row.dropFirst()).filter { ($0 < 128) != ($1 < 128) }.count
                #expect(edges > 0, "\(content): nothing drawn")
                #expect(partial >= edges && partial <= 3 * edges, "\(content): \(partial) partial pixels for \(edges) edges")
            }
        }

        @Test func textIsDrawnInItsColour() throws {
            renderer.drawFrame([DrawCommand(content: .text("Orbit", size: 24, color: Color(r: 255, g: 200, b: 0)), position: Point(x: 160, y: 120))],
                               background: black, time: 0)
            let pixels = try renderer.readPixels()
            let lit = pixels.pixels(x: 100...220, y: 100...140).filter { $0.r > 200 }
            #expect(lit.count > 30)
            #expect(lit.allSatisfy { $0.b < 40 }, "text not tinted")
        }

        @Test func missingFontDrawsNoTextAndWarnsOnce() throws {
            let recorder = WarningRecorder()
            var configuration = SDLRenderer.Configuration()
            configuration.display = .offscreen
            configuration.width = 64
            configuration.height = 64
            configuration.fontPath = "/nonexistent/font.ttf"
            configuration.warnings = recorder.makeLog()
            let fontless = try SDLRenderer(configuration)
            for _ in 0..<3 {
                fontless.drawFrame([DrawCommand(content: .text("Hi", size: 20, color: Color(r: 255, g: 255, b: 255)), position: Point(x: 32, y: 32))],
                                   background: black, time: 0)
            }
            let pixels = try fontless.readPixels()
            #expect(pixels.rgba.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element == 0 })
            #expect(recorder.messages.count == 1 && recorder.messages[0].contains("font"), "\(recorder.messages)")
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

        /// Over seeds, a long random run of requests, releases and uploads keeps
        /// `created − destroyed == resident` after every step, and releasing everyone empties it.
        @Test func textureCountsBalanceOverRandomRuns() {
            let files = (1...6).map { Fixtures.avatar(String(format: "avatar-%02d.png", $0)) } + ["/nonexistent/x.png"]
            for seed in UInt64(1)...6 {
                var generator = SeededGenerator(seed: seed)
                let cache = renderer.avatars
                let start = cache.statistics.textures
                var people: Set<String> = []
                for step in 0..<250 {
                    let person = "s\(seed)-\(Int.random(in: 0..<20, using: &generator))"
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0..<5:
                        cache.request(AvatarRequest(
                            personID: person, path: files.randomElement(using: &generator)!,
                            diameter: [16, 32, 64].randomElement(using: &generator)!, grayscale: Bool.random(using: &generator)))
                        people.insert(person)
                    case 5..<8:
                        cache.release(person)
                    default:
                        cache.uploadReady(at: Double(step))
                    }
                    let textures = cache.statistics.textures
                    #expect(textures.created - textures.destroyed == textures.resident, "seed \(seed) step \(step): \(textures)")
                    #expect(textures.resident - start.resident <= people.count, "seed \(seed) step \(step)")
                }
                _ = cache.pipeline.waitUntilIdle(timeout: 30)
                cache.uploadReady(at: 1000)
                people.forEach(cache.release)
                let textures = cache.statistics.textures
                #expect(textures.resident == start.resident && textures.created - textures.destroyed == textures.resident, "seed \(seed): \(textures)")
                #expect(cache.statistics.decoding.mainThreadDecodes == 0)
            }
        }
    }
}
