import Foundation
import OrbitGeometry
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

        /// Every prefix of every crafted header either throws, with a reason, or reads exactly what the whole
        /// header reads: sizes are read from fixed places or a forward walk, so missing bytes may make a header
        /// unreadable but never different.
        @Test func truncatedHeadersThrowOrReadWhatTheWholeOneReads() throws {
            for bomb in HeaderBombs.all(side: 300) {
                let whole = try ImageHeader(bomb.bytes)
                for length in 0..<bomb.bytes.count {
                    do throws(ImageHeader.Unreadable) {
                        let header = try ImageHeader(Array(bomb.bytes.prefix(length)))
                        #expect(header == whole, "\(bomb.name) cut to \(length) bytes")
                    } catch {
                        #expect(!error.reason.isEmpty, "\(bomb.name) cut to \(length) bytes")
                    }
                }
            }
            #expect(throws: ImageHeader.Unreadable.self) { try ImageHeader(Array("hello, world".utf8)) }
        }

        /// Over 2,000 crafted headers with four random bytes changed, each either throws `Unreadable` with a
        /// reason, or reads a header whose format is the one its first bytes name, whose sides fit that
        /// format's fields, that an independent reading of the fixed-place formats (PNG, BMP, WebP) agrees with,
        /// and that bytes appended after it do not change. Both outcomes occur.
        @Test func mutatedHeadersThrowOrReadWhatTheirBytesSay() {
            var random = SeededGenerator(seed: 12)
            var (read, refused) = (0, 0)
            for index in 0..<2000 {
                var bytes = HeaderBombs.all(side: 50).randomElement(using: &random)!.bytes
                for _ in 0..<4 { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
                do throws(ImageHeader.Unreadable) {
                    let header = try ImageHeader(bytes)
                    read += 1
                    #expect(header.format == Self.format(namedBy: bytes), "case \(index): \(header)")
                    let largest = Self.largestSide[header.format]!
                    #expect((0...largest).contains(header.width) && (0...largest).contains(header.height), "case \(index): \(header)")
                    if let size = Self.fixedPlaceSize(bytes) {
                        #expect(header.width == size.width && header.height == size.height, "case \(index): \(header) vs \(size)")
                    }
                    #expect((try? ImageHeader(bytes + [0xFF, 0xC0, 0, 17, 8, 0, 1, 0, 1, 0x2C])) == header, "case \(index)")
                } catch {
                    refused += 1
                    #expect(!error.reason.isEmpty, "case \(index)")
                }
            }
            #expect(read > 100 && refused > 100, "\(read) read, \(refused) refused")
        }

        /// The largest side each format's header fields can state.
        private static let largestSide: [ImageHeader.Format: Int] = [
            .png: Int(UInt32.max), .jpeg: 0xFFFF, .gif: 0xFFFF, .bmp: 1 << 31, .webp: 1 << 24,
        ]

        /// The format whose signature `bytes` start with, if any.
        private static func format(namedBy bytes: [UInt8]) -> ImageHeader.Format? {
            func has(_ signature: String, at offset: Int) -> Bool { bytes.dropFirst(offset).starts(with: signature.utf8) }
            if bytes.starts(with: [0x89] + Array("PNG\r\n".utf8) + [0x1A, 0x0A]) { return .png }
            if bytes.starts(with: [0xFF, 0xD8]) { return .jpeg }
            if has("GIF87a", at: 0) || has("GIF89a", at: 0) { return .gif }
            if has("BM", at: 0) { return .bmp }
            if has("RIFF", at: 0) && has("WEBP", at: 8) { return .webp }
            return nil
        }

        /// The size the fixed-place formats state, read with unaligned loads (not `ImageHeader`'s byte reader);
        /// `nil` for JPEG and GIF (found by walking) and for bytes too short or of another kind.
        private static func fixedPlaceSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
            func load<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T? {
                guard offset + MemoryLayout<T>.size <= bytes.count else { return nil }
                return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
            }
            func pair(_ width: Int?, _ height: Int?) -> (width: Int, height: Int)? {
                width.flatMap { width in height.map { (width, $0) } }
            }
            let chunk = bytes.count >= 16 ? String(decoding: bytes[12..<16], as: Unicode.ASCII.self) : ""
            switch format(namedBy: bytes) {
            case .png:
                return pair(load(UInt32.self, at: 16).map { Int(UInt32(bigEndian: $0)) }, load(UInt32.self, at: 20).map { Int(UInt32(bigEndian: $0)) })
            case .bmp where load(UInt32.self, at: 14).map(UInt32.init(littleEndian:)) == 12:
                return pair(load(UInt16.self, at: 18).map { Int(UInt16(littleEndian: $0)) }, load(UInt16.self, at: 20).map { Int(UInt16(littleEndian: $0)) })
            case .bmp:
                return pair(load(Int32.self, at: 18).map { Int(Int32(littleEndian: $0).magnitude) },
                            load(Int32.self, at: 22).map { Int(Int32(littleEndian: $0).magnitude) })
            case .webp where chunk == "VP8X":
                let side = { (offset: Int) in load(UInt32.self, at: offset - 1).map { Int(UInt32(littleEndian: $0) >> 8) + 1 } }
                return pair(side(24), side(27))
            case .webp where chunk == "VP8L":
                let bits = load(UInt32.self, at: 21).map { Int(UInt32(littleEndian: $0)) }
                return pair(bits.map { ($0 & 0x3FFF) + 1 }, bits.map { ($0 >> 14 & 0x3FFF) + 1 })
            case .webp where chunk == "VP8 ":
                return pair(load(UInt16.self, at: 26).map { Int(UInt16(littleEndian: $0) & 0x3FFF) },
                            load(UInt16.self, at: 28).map { Int(UInt16(littleEndian: $0) & 0x3FFF) })
            default:
                return nil
            }
        }
    }
}
