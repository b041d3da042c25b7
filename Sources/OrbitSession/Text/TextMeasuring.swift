import OrbitGeometry

/// How large a text is drawn: the one thing a session asks of a renderer's fonts, so overlays are laid out
/// with the sizes the renderer will draw (wrapping, ellipsizing and fitting them inside the window).
public protocol TextMeasuring {
    /// The size, in screen points, that `text` takes drawn on one line at font size `fontSize`.
    func size(of text: String, fontSize: Double) -> OrbitSize
    /// The size `text` takes wrapped to `maxWidth` on at most `maxLines` lines (the last ellipsized). Default:
    /// one line, as wide as it is up to `maxWidth`.
    func size(of text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> OrbitSize
}

/// A deterministic measurer for front ends without fonts (headless output, tests): every character is
/// `advance` × the font size wide (default 0.55) (East Asian wide characters and emoji twice that), lines are
/// `lineHeight` × the font size high.
package struct ApproximateTextMeasurer: TextMeasuring, Sendable {
    /// A narrow character's width over the font size. Default 0.55 (about DejaVu Sans over English text).
    package var advance: Double
    /// A line's height over the font size. Default 1.25.
    package var lineHeight: Double

    /// A measurer with the given proportions.
    package init(advance: Double = 0.55, lineHeight: Double = 1.25) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    /// `text`'s estimated size at `fontSize`.
    package func size(of text: String, fontSize: Double) -> OrbitSize {
        var units = 0.0
        for character in text {
            units += Self.isWide(character) ? 2 : 1
        }
        return OrbitSize(width: (units * advance * fontSize).rounded(.up), height: (lineHeight * fontSize).rounded(.up))
    }

    /// CJK ideographs, kana, Hangul, full-width forms and emoji take two columns.
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar) || (0xAC00...0xD7A3).contains(scalar)
            || (0xF900...0xFAFF).contains(scalar) || (0xFF00...0xFF60).contains(scalar) || (0x1F300...0x1FAFF).contains(scalar)
    }
}

extension TextMeasuring {
    public func size(of text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> OrbitSize {
        let line = size(of: text, fontSize: fontSize)
        let lines = min(max(1, maxLines), max(1, Int((line.width / max(1, maxWidth)).rounded(.up))))
        return OrbitSize(width: min(line.width, maxWidth), height: line.height * Double(lines))
    }

    /// `text` shortened with a trailing "…" until it is at most `maxWidth` wide at `fontSize` (the whole text
    /// when it fits; "…" alone when not even one character does).
    public func truncated(_ text: String, fontSize: Double, maxWidth: Double) -> String {
        guard size(of: text, fontSize: fontSize).width > maxWidth else { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {  // the longest prefix that fits with the ellipsis
            let middle = (low + high + 1) / 2
            if size(of: String(characters[..<middle]) + "…", fontSize: fontSize).width <= maxWidth { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low]) + "…"
    }

    /// `text` wrapped at spaces onto lines at most `maxWidth` wide at `fontSize`, measured with this measurer: at most
    /// `maxLines` lines (at least one), the last ending in "…" when words remain; a word wider than a line is
    /// ellipsized, never broken. Line breaks in the text count as spaces. What a `TextBox`'s `lines` hold.
    public func wrapped(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> [String] {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let maxLines = max(1, maxLines)
        var lines: [String] = []
        var current = ""
        var next = 0
        while next < words.count, lines.count < maxLines {
            let candidate = current.isEmpty ? words[next] : current + " " + words[next]
            if size(of: candidate, fontSize: fontSize).width <= maxWidth {
                current = candidate
                next += 1
            } else if current.isEmpty {  // a word alone wider than the line
                lines.append(truncated(words[next], fontSize: fontSize, maxWidth: maxWidth))
                next += 1
            } else {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }  // the loop ran out of words with room left
        if next < words.count, let last = lines.popLast() {  // words remain: the last line says so
            let rest = ([last] + words[next...]).joined(separator: " ")
            let cut = truncated(rest, fontSize: fontSize, maxWidth: maxWidth)
            lines.append(cut.hasSuffix("…") ? cut : last + "…")
        }
        return lines.isEmpty ? [""] : lines
    }
}
