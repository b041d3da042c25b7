import CPangoCairo
import OrbitGeometry
import OrbitLayout
import OrbitScene
import Testing
@testable import OrbitSDL

/// A name in every script the renderer must draw (the first thirteen of `Assets/people-scripts.json`).
enum ScriptSamples {
    static let names = [
        "Zoë Ångström-Dvořák", "Пётр Ёлкин", "Νίκος Παπαδόπουλος", "محمد الأحمد", "יוסי כהן", "देवनागरी नाम", "রবীন্দ্রনাথ ঠাকুর",
        "สมชาย ใจดี", "李华", "さくら 山田", "김민준", "Ana 😀👍🏽", "محمد (Mo) الأحمد",
    ]
}

extension SDLTests {
    @MainActor @Suite struct TextCacheTests {
        let renderer = SharedRenderer.instance

        func cache(capacity: Int = 512) -> TextCache {
            TextCache(context: renderer.context, family: "sans-serif", warnings: WarningLog(), capacity: capacity)
        }

        @Test func keepsAtMostItsCapacityAndReusesEntries() throws {
            let cache = cache(capacity: 8)
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

        /// Measuring renders nothing and lays a text out once: drawing it afterwards makes no new layout.
        @Test func measuringLaysOutOnceAndRendersNothing() throws {
            let cache = cache()
            var random = SeededGenerator(seed: 7)
            let words = ["< 250 m · 42 people", "20–23 m · 1,234 people"] + ScriptSamples.names
            for trial in 0..<60 {
                let text = words[Int(random.next() % UInt64(words.count))] + " \(trial)"
                let pixelSize = 4 + Int(random.next() % 60)
                let width = random.next() % 2 == 0 ? nil : 20 + Int(random.next() % 300)
                let measured = try #require(cache.size(of: text, pixelSize: pixelSize, width: width, maxLines: 2))
                #expect(cache.count == trial, "measuring rendered '\(text)'")
                let made = cache.layouts.made
                let rendered = try #require(cache.texture(for: text, pixelSize: pixelSize, width: width, maxLines: 2))
                #expect(cache.layouts.made == made, "'\(text)' laid out again to draw it")
                #expect(rendered.width > 0 && measured.width > 0 && measured.height > 0, "'\(text)' at \(pixelSize) px")
            }
        }

        /// Over random texts of short and overlong words and random boxes: never wider than the box, never more
        /// lines than allowed, and every line starts at the start of a word (a word is never broken).
        @Test func boxedTextFitsAndNeverBreaksAWord() throws {
            let cache = cache()
            for seed in UInt64(1)...40 {
                var random = SeededGenerator(seed: seed)
                // Scripts that separate words with spaces (Chinese and Japanese break between characters, rightly).
                let words = (0..<(1 + Int(random.next() % 8))).map { _ in
                    String(repeating: ["a", "ж", "ש", "م", "क", "W"][Int(random.next() % 6)], count: 1 + Int(random.next() % 30))
                }
                let text = words.joined(separator: " ")
                let width = 30 + Int(random.next() % 300), lines = 1 + Int(random.next() % 3)
                let layout = try #require(cache.layouts.layout(.init(text: text, pixelSize: 16, width: width, maxLines: lines)))
                #expect(Int(layout.logical.width) <= width, "seed \(seed): '\(text)' is \(layout.logical.width) px in \(width)")
                let count = Int(pango_layout_get_line_count(layout.pointer))
                #expect(count <= lines, "seed \(seed): \(count) lines of \(lines)")
                let utf8 = Array(text.utf8)
                for index in 0..<count {
                    let start = Int(pango_layout_line_get_start_index(pango_layout_get_line_readonly(layout.pointer, Int32(index))))
                    #expect(start == 0 || utf8[start - 1] == UInt8(ascii: " "), "seed \(seed): line \(index) of '\(text)' starts mid-word")
                }
            }
        }

        /// Every script has a font, so no glyph is missing; a code point no font has is counted and warned once.
        @Test func everyScriptHasItsGlyphs() throws {
            let recorder = WarningRecorder()
            let cache = TextCache(context: renderer.context, family: "sans-serif", warnings: recorder.makeLog())
            for name in ScriptSamples.names { #expect(cache.texture(for: name, pixelSize: 20) != nil, "\(name)") }
            #expect(cache.layouts.missingGlyphs == 0 && recorder.messages.isEmpty, "\(recorder.messages)")
            #expect(cache.layouts.made == ScriptSamples.names.count)
            _ = cache.texture(for: "x\u{10FFFD}\u{10FFFD}", pixelSize: 20)
            _ = cache.texture(for: "y\u{10FFFD}", pixelSize: 20)
            #expect(cache.layouts.missingGlyphs == 3)
            #expect(recorder.messages.count == 1 && recorder.messages[0].contains("setup.sh"), "\(recorder.messages)")
        }

        /// The missing-glyph warning quotes a long name cut and escaped (it printed a whole 30 KB name).
        @Test func theMissingGlyphWarningQuotesALongNameCut() throws {
            let recorder = WarningRecorder()
            let cache = TextCache(context: renderer.context, family: "sans-serif", warnings: recorder.makeLog())
            _ = cache.size(of: "\u{1B}[2J" + String(repeating: "\u{10FFFD}", count: 10_000), pixelSize: 20)
            let message = try #require(recorder.messages.first)
            #expect(message.utf8.count < 500 && message.contains(#"'\u{1B}[2J"#) && !message.contains("\u{1B}"), "\(message.debugDescription)")
        }

        /// The paragraph's direction is its first strong letter's, skipping isolated runs.
        @Test func directionComesFromTheFirstStrongLetterOutsideIsolates() {
            #expect(TextLayouts.isRightToLeft("محمد (Mo) الأحمد"))
            #expect(TextLayouts.isRightToLeft("(12) יוסי"))
            #expect(!TextLayouts.isRightToLeft("Mo محمد"))
            #expect(!TextLayouts.isRightToLeft("▸ \("محمد".bidiIsolated)   350 m"))
            #expect(TextLayouts.isRightToLeft("\("Mo".bidiIsolated) محمد"))
            #expect(!TextLayouts.isRightToLeft("123 …"))
        }

        /// Line and paragraph breaks in a text do not add lines: a text is one paragraph.
        @Test func breaksInATextAddNoLines() throws {
            let cache = cache()
            let plain = try #require(cache.size(of: "Ana Ruiz", pixelSize: 16))
            for text in ["Ana\nRuiz", "Ana\r\nRuiz", "Ana\u{2028}Ruiz\u{2029}", String(repeating: "\n", count: 50) + "Ana"] {
                let single = try #require(cache.size(of: text, pixelSize: 16))
                let boxed = try #require(cache.size(of: text, pixelSize: 16, width: 300, maxLines: 2))
                #expect(single.height == plain.height && boxed.height == plain.height, "\(text.debugDescription): \(single), \(boxed)")
            }
        }

        @Test func emptyTextAndZeroSizesDrawNothing() {
            let cache = cache()
            #expect(cache.texture(for: "", pixelSize: 12) == nil)
            #expect(cache.texture(for: "x", pixelSize: 0) == nil)
            #expect(cache.texture(for: "x", pixelSize: 12, width: 0) == nil)
        }

        /// Cairo's premultiplied pixels become straight ones.
        @Test func pixelsAreUnpremultiplied() {
            #expect(TextLayouts.Layout.straight(0x8040_2000) == 0x8080_4000)
            #expect(TextLayouts.Layout.straight(0xFF12_3456) == 0xFF12_3456)
            #expect(TextLayouts.Layout.straight(0) == 0)
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
