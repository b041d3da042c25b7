import Foundation
import Testing
@testable import OrbitSDL

extension SDLTests {
    @Suite struct SDLImageLoaderTests {
        let loader = SDLImageLoader()

        @Test func decodesPNGAndJPEGAssets() throws {
            for name in ["avatar-01.png", "avatar-24.png", "avatar-25.jpg", "avatar-40.jpg"] {
                let image = try loader.loadImage(atPath: Fixtures.avatar(name), limits: ImageLimits())
                #expect(image.width == 256 && image.height == 256, "\(name)")
                #expect(image.rgba.count == 256 * 256 * 4, "\(name)")
                #expect(image.meanChroma(cx: 128, cy: 128, radius: 128) > 30, "\(name) should be colourful")
            }
        }

        @Test func everyBundledAvatarDecodesAndDiffers() throws {
            var seen: Set<[UInt8]> = []
            for number in 1...40 {
                let name = String(format: "avatar-%02d.%@", number, number <= 24 ? "png" : "jpg")
                let image = try loader.loadImage(atPath: Fixtures.avatar(name), limits: ImageLimits())
                seen.insert(image.squareDownscaled(toSide: 8).rgba)
            }
            #expect(seen.count == 40)
        }

        @Test func missingFileIsMissing() {
            #expect(throws: AvatarLoadError.missing(path: "/nonexistent/avatar.png")) {
                try loader.loadImage(atPath: "/nonexistent/avatar.png", limits: ImageLimits())
            }
        }

        @Test func corruptFilesAreUndecodable() throws {
            let pngHeaderThenJunk: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0x42, count: 200)
            for (name, bytes) in [("junk.png", pngHeaderThenJunk), ("empty.jpg", []), ("text.png", Array("not an image".utf8))] {
                let path = try Fixtures.temporaryFile(named: name, bytes: bytes)
                do {
                    _ = try loader.loadImage(atPath: path, limits: ImageLimits())
                    Issue.record("\(name) decoded")
                } catch {
                    guard case .undecodable(let failedPath, _) = error else {
                        Issue.record("\(name): \(error)")
                        continue
                    }
                    #expect(failedPath == path)
                }
            }
        }

        @Test func oversizedImagesAndFilesAreRefused() {
            let path = Fixtures.avatar("avatar-02.png")
            #expect(throws: AvatarLoadError.self) {
                try loader.loadImage(atPath: path, limits: ImageLimits(maxPixels: 255 * 256))
            }
            #expect(throws: AvatarLoadError.self) {
                try loader.loadImage(atPath: path, limits: ImageLimits(maxFileBytes: 100))
            }
            #expect((try? loader.loadImage(atPath: path, limits: ImageLimits(maxPixels: 256 * 256))) != nil)
        }

        /// Tiny files claiming 23000 × 23000 pixels (16383² for WebP's 14-bit fields) in every format are
        /// refused as too large from their header, before SDL_image allocates anything.
        @Test func headerBombsAreRefusedBeforeDecoding() throws {
            for bomb in HeaderBombs.all(side: 23_000) {
                let path = try Fixtures.temporaryFile(named: bomb.name, bytes: bomb.bytes)
                do {
                    _ = try loader.loadImage(atPath: path, limits: ImageLimits())
                    Issue.record("\(bomb.name) decoded")
                } catch {
                    guard case .tooLarge(_, let detail) = error else { Issue.record("\(bomb.name): \(error)"); continue }
                    #expect(detail.contains("header claims"), "\(bomb.name): \(detail)")
                }
            }
        }

        /// A progressive JPEG of 2000 scans (a "scan bomb": each scan is a pass over the whole image) is refused
        /// at the default scan limit rather than decoded; one of 10 scans, as encoders write, decodes.
        @Test func progressiveScanBombsAreRefused() throws {
            let bomb = try Fixtures.temporaryFile(named: "bomb.jpg", bytes: CraftedJPEG.progressive(width: 1024, height: 1024, scans: 2000))
            do {
                _ = try loader.loadImage(atPath: bomb, limits: ImageLimits())
                Issue.record("the scan bomb decoded")
            } catch {
                guard case .tooLarge(_, let detail) = error else { Issue.record("\(error)"); return }
                #expect(detail.contains("more than 100 scans"), "\(detail)")
            }
            let fine = try Fixtures.temporaryFile(named: "fine.jpg", bytes: CraftedJPEG.progressive(width: 300, height: 200, scans: 10))
            let image = try loader.loadImage(atPath: fine, limits: ImageLimits())
            #expect(image.width == 300 && image.height == 200)
        }

        /// A FIFO (no writer: reading would block forever), a device and a directory are refused at once as
        /// not regular files.
        @Test func nonRegularFilesAreRefusedWithoutBlocking() throws {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-fifo-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let fifo = directory.appendingPathComponent("avatar.png").path
            #expect(mkfifo(fifo, 0o600) == 0)
            for (path, kind) in [(fifo, "FIFO"), ("/dev/zero", "character device"), (directory.path, "directory")] {
                do {
                    _ = try loader.loadImage(atPath: path, limits: ImageLimits())
                    Issue.record("\(path) decoded")
                } catch {
                    guard case .undecodable(_, let reason) = error else { Issue.record("\(path): \(error)"); continue }
                    #expect(reason.contains("not a regular file") && reason.contains(kind), "\(path): \(reason)")
                }
            }
        }

        /// Many people sharing a missing and a corrupt file: all fail, two warnings in all.
        @Test func badFilesFailWithOneWarningEach() throws {
            let corrupt = try Fixtures.temporaryFile(named: "corrupt.jpg", bytes: [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
            let recorder = WarningRecorder()
            let pipeline = DecodePipeline(maxConcurrentDecodes: 2, warnings: recorder.makeLog())
            for index in 0..<12 {
                let path = index % 2 == 0 ? corrupt : "/nonexistent/face.png"
                pipeline.submit(AvatarRequest(personID: "p\(index)", path: path, diameter: 32, grayscale: false))
            }
            #expect(pipeline.waitUntilIdle(timeout: 30))
            let results = pipeline.takeResults(maxBytes: .max)
            #expect(results.count == 12)
            #expect(results.allSatisfy { if case .failure = $0.image { true } else { false } })
            #expect(recorder.messages.count == 2, "\(recorder.messages)")
            #expect(pipeline.statistics.failures == 12 && pipeline.statistics.mainThreadDecodes == 0)
        }

        /// The real pipeline's output for an active and an inactive request of a colourful asset.
        @Test func preparedAvatarsAreRoundAndInactiveOnesHalfSaturated() throws {
            let pipeline = DecodePipeline(maxConcurrentDecodes: 2)
            let path = Fixtures.avatar("avatar-03.png")
            pipeline.submit(AvatarRequest(personID: "active", path: path, diameter: 64, grayscale: false))
            pipeline.submit(AvatarRequest(personID: "inactive", path: path, diameter: 64, grayscale: true))
            #expect(pipeline.waitUntilIdle(timeout: 30))
            var images: [String: PixelBuffer] = [:]
            for result in pipeline.takeResults(maxBytes: .max) { images[result.request.personID] = try result.image.get().pixels }
            let active = try #require(images["active"])
            let inactive = try #require(images["inactive"])
            #expect(active.width == 64 && active.height == 64)
            #expect(active[0, 0].a == 0 && active[32, 32].a == 255)
            let ratio = inactive.meanChroma(cx: 32, cy: 32, radius: 30) / active.meanChroma(cx: 32, cy: 32, radius: 30)
            #expect(abs(ratio - 0.5) < 0.05, "chroma ratio \(ratio)")
        }
    }
}
