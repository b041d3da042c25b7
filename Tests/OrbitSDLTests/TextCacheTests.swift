import OrbitLayout
import Testing
@testable import OrbitSDL

extension SDLTests {
    @MainActor @Suite struct TextCacheTests {
        let renderer = SharedRenderer.instance

        @Test func keepsAtMostItsCapacityAndReusesEntries() throws {
            let cache = TextCache(context: renderer.context, fontPath: FontLocator.dejaVuSans(), warnings: WarningLog(), capacity: 8)
            let first = try #require(cache.texture(for: "keep", pixelSize: 12))
            for index in 0..<40 {
                #expect(cache.texture(for: "text \(index)", pixelSize: 12) != nil)
                _ = cache.texture(for: "keep", pixelSize: 12)  // recently used: survives eviction
                #expect(cache.count <= 8, "after \(index) texts: \(cache.count)")
            }
            #expect(cache.texture(for: "keep", pixelSize: 12)?.texture == first.texture)
            let bigger = try #require(cache.texture(for: "keep", pixelSize: 24))
            #expect(bigger.height > first.height)
        }

        /// Measuring does not render, and says the size rendering gives, at any size and after other sizes were set.
        @Test func measuredSizesAreTheRenderedSizes() throws {
            let cache = TextCache(context: renderer.context, fontPath: FontLocator.dejaVuSans(), warnings: WarningLog())
            var random = SeededGenerator(seed: 7)
            let words = ["< 250 m · 42 people", "20–23 m · 1,234 people", "Zoë Ångström", "+12 not on a ring", "W", "iiii"]
            for trial in 0..<60 {
                let text = words[Int(random.next() % UInt64(words.count))] + " \(trial)"
                let pixelSize = 4 + Int(random.next() % 60)
                let measured = try #require(cache.size(of: text, pixelSize: pixelSize))
                #expect(cache.count == trial, "measuring rendered '\(text)'")
                let rendered = try #require(cache.texture(for: text, pixelSize: pixelSize))
                #expect(measured.width == rendered.width && measured.height == rendered.height, "'\(text)' at \(pixelSize) px")
            }
        }

        @Test func emptyTextAndZeroSizesDrawNothing() {
            let cache = TextCache(context: renderer.context, fontPath: FontLocator.dejaVuSans(), warnings: WarningLog())
            #expect(cache.texture(for: "", pixelSize: 12) == nil)
            #expect(cache.texture(for: "x", pixelSize: 0) == nil)
        }
    }
}

@Suite struct TextRenderSizeTests {
    /// Sizes keep within 6.25 % of the asked size (half a 1.125× step), are exact up to 16 px, and
    /// a smooth zoom from 16 to 512 px renders only a few dozen distinct sizes.
    @Test func sizesFollowALadder() {
        var distinct: Set<Int> = []
        for tenth in 40...5120 {
            let asked = Double(tenth) / 10
            let size = SDLRenderer.textRenderSize(for: asked)
            distinct.insert(size)
            if asked <= 16 {
                #expect(size == Int(asked.rounded()), "\(asked)")
            } else {
                #expect(abs(Double(size) / asked - 1) <= 0.0625 + 0.02, "\(asked) → \(size)")
            }
        }
        #expect(distinct.count < 50, "\(distinct.count) sizes")
    }
}
