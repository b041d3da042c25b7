/// The box a text is laid out in: its width, how many lines it may take, where in the box it sits, and the lines
/// the session already wrapped it into. The box is centred on the command's position.
///
/// A text is wrapped at word boundaries onto at most `maxLines` lines, the last one ending in "…" when the text
/// is longer; a word wider than a line is ellipsized, never broken. `alignment` places it in the box: at the
/// leading edge of its own direction (the left for left-to-right text, the right for right-to-left text, by its
/// first strong letter outside bidi isolates), centred, or at the trailing edge. A renderer whose fonts measure
/// differently from the session's keeps columns straight by keeping that edge where the box says.
public struct TextBox: Hashable, Sendable {
    /// Where a text sits in its box.
    public enum Alignment: Hashable, Sendable, CaseIterable {
        /// At the edge the text starts from: the left for left-to-right text, the right for right-to-left text.
        case leading
        /// In the middle.
        case center
        /// At the edge the text ends at: the right for left-to-right text, the left for right-to-left text.
        case trailing
    }

    /// The most width the text takes, in the node's units (before `DrawCommand.scale`).
    public var width: Double
    /// The most lines; at least 1. Default 1.
    public var maxLines: Int
    /// Where the text sits in the box. Default `.leading`.
    public var alignment: Alignment
    /// The lines the session wrapped the text into with its text measurer (each fits `width`; the last ends in
    /// "…" when the text was cut), top first: a renderer that cannot wrap, or whose fonts would wrap elsewhere,
    /// draws these, one under another, each placed by `alignment`. `nil`: the renderer wraps the text itself.
    public var lines: [String]?

    /// A box `width` wide holding at most `maxLines` lines (at least one), the text placed by `alignment`, with
    /// the session's wrapped `lines` when it has them.
    package init(width: Double, maxLines: Int = 1, alignment: Alignment = .leading, lines: [String]? = nil) {
        self.width = width
        self.maxLines = max(1, maxLines)
        self.alignment = alignment
        self.lines = lines
    }

    /// Whether `text` runs right to left: its first strong letter outside bidi isolates (U+2066 … U+2069) is
    /// Hebrew, Arabic, Syriac, Thaana, N'Ko or another right-to-left script. Decides which edge is leading.
    package static func runsRightToLeft(_ text: String) -> Bool {
        var isolation = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068: isolation += 1
            case 0x2069: isolation = max(0, isolation - 1)
            case 0x200F where isolation == 0: return true  // right-to-left mark
            case 0x200E where isolation == 0: return false  // left-to-right mark
            default:
                guard isolation == 0, scalar.properties.isAlphabetic else { continue }
                return (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value)
                    || (0xFE70...0xFEFF).contains(scalar.value) || (0x10800...0x10FFF).contains(scalar.value)
                    || (0x1E800...0x1EFFF).contains(scalar.value)
            }
        }
        return false
    }
}

extension String {
    /// This text between Unicode's first-strong isolate and its terminator (U+2068 … U+2069), so that
    /// embedded in a line of another direction ("محمد — 350 m") it keeps its own order and does not reorder
    /// what is around it. Empty text stays empty.
    package var bidiIsolated: String { isEmpty ? self : "\u{2068}\(self)\u{2069}" }
}
