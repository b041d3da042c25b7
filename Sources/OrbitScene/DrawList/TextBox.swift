/// The width a text must fit: wrapped at word boundaries onto at most `maxLines` lines, the last one ending in
/// "…" when the text is longer; a word wider than a line is ellipsized, never broken. The box is centred on the
/// command's position and the text sits at its leading edge: the left for left-to-right text, the right for
/// right-to-left text (by its first strong letter).
public struct TextBox: Hashable, Sendable {
    /// The most width the text takes, in the node's units (before `DrawCommand.scale`).
    public var width: Double
    /// The most lines; at least 1. Default 1.
    public var maxLines: Int

    /// A box `width` wide holding at most `maxLines` lines (at least one).
    public init(width: Double, maxLines: Int = 1) {
        self.width = width
        self.maxLines = max(1, maxLines)
    }
}

extension String {
    /// This text between Unicode's first-strong isolate and its terminator (U+2068 … U+2069), so that
    /// embedded in a line of another direction ("محمد — 350 m") it keeps its own order and does not reorder
    /// what is around it. Empty text stays empty.
    public var bidiIsolated: String { isEmpty ? self : "\u{2068}\(self)\u{2069}" }
}
