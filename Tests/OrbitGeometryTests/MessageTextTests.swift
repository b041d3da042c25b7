import OrbitGeometry
import Testing

@Suite struct MessageTextTests {
    /// What a terminal would act on: C0 controls but line feed and tab, DEL, C1 controls.
    static func drivesATerminal(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) }
    }

    @Test func controlCharactersAreEscapedAndLinesKept() {
        #expect(MessageText.escaped("bad\u{1B}[31mID\u{1B}[0m") == #"bad\u{1B}[31mID\u{1B}[0m"#)
        #expect(MessageText.escaped("a\u{7}b\rc\u{7F}d\u{9B}e\u{202E}f") == #"a\u{7}b\u{D}c\u{7F}d\u{9B}e\u{202E}f"#)
        #expect(MessageText.escaped("two\nlines\tand a tab") == "two\nlines\tand a tab")
        #expect(MessageText.escaped("two\nlines", keepingLineBreaks: false) == #"two\u{A}lines"#)
        #expect(MessageText.escaped("Zoë 李华 😀 \\ plain") == "Zoë 李华 😀 \\ plain")
    }

    /// Over random strings of every kind of scalar: nothing that drives a terminal is left, and text without
    /// controls comes back unchanged.
    @Test func randomTextNeverKeepsAControl() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            let pool: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0xFF, 0x200B...0x206F, 0x300...0x36F, 0x4E00...0x4E20, 0x1F600...0x1F610]
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 40) {
                let range = pool[Int(random.next() % UInt64(pool.count))]
                if let scalar = Unicode.Scalar(range.lowerBound + UInt32(random.next() % UInt64(range.count))) { scalars.append(scalar) }
            }
            let text = String(scalars)
            let escaped = MessageText.escaped(text)
            #expect(!Self.drivesATerminal(escaped), "seed \(seed): \(escaped.debugDescription)")
            if !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) || (0x2000...0x206F).contains($0.value) }) {
                #expect(escaped == text, "seed \(seed)")
            }
        }
    }

    /// A value is cut by scalars: a one-character zalgo name of 10,003 scalars shows 80 and an ellipsis.
    @Test func longValuesAreCutByScalars() {
        let zalgo = "Z" + String(repeating: "\u{301}", count: 10_002)
        let shown = MessageText.value(zalgo)
        #expect(shown.unicodeScalars.count == MessageText.valueLimit + 1 && shown.hasSuffix("…"))
        #expect(MessageText.value("short\nid") == #"short\u{A}id"#)
        #expect(MessageText.value(String(repeating: "x", count: 80)) == String(repeating: "x", count: 80))
        #expect(MessageText.value("abcdef", limit: 3) == "abc…")
    }
}
