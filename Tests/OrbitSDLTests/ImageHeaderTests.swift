import Foundation
import OrbitLayout
import Testing
@testable import OrbitSDL

extension SDLTests {
    @Suite struct ImageHeaderTests {
        /// Each crafted header reads back as the size it claims.
        @Test func everyFormatReadsItsClaimedSize() throws {
            for side in [1, 77, 4096, 23_000] {
                for bomb in HeaderBombs.all(side: side) {
                    let header = try ImageHeader(bomb.bytes)
                    #expect(header.width == bomb.width && header.height == bomb.height, "\(bomb.name) claiming \(side): \(header)")
                }
            }
        }

        /// The bundled PNG and JPEG avatars: the header says what SDL_image decodes.
        @Test func realFilesMatchTheirDecodedSize() throws {
            for name in ["avatar-01.png", "avatar-30.jpg"] {
                let path = Fixtures.avatar(name)
                let header = try ImageHeader([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
                let pixels = try SDLImageLoader().loadImage(atPath: path, limits: ImageLimits())
                #expect(header.width == pixels.width && header.height == pixels.height, "\(name)")
            }
        }

        /// Every prefix of every crafted header, and random bytes, either read or throw: never a crash.
        @Test func truncatedAndRandomBytesNeverCrash() {
            var random = SeededGenerator(seed: 12)
            for bomb in HeaderBombs.all(side: 300) {
                for length in 0...bomb.bytes.count { _ = try? ImageHeader(Array(bomb.bytes.prefix(length))) }
            }
            for _ in 0..<2000 {
                var bytes = HeaderBombs.all(side: 50).randomElement(using: &random)!.bytes
                for _ in 0..<4 { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
                _ = try? ImageHeader(bytes)
            }
            #expect(throws: ImageHeader.Unreadable.self) { try ImageHeader(Array("hello, world".utf8)) }
        }
    }
}
