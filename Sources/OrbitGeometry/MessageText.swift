/// Text from outside (ids, names, avatar paths, values in a file) made safe for a message on a terminal: the
/// one escaping every message path uses, so a person named `bad\u{1B}[31mID` cannot colour, retitle or
/// rewrite a terminal, and a 30 KB name is not printed whole.
///
/// Every program's standard-error sink passes its whole message through ``escaped(_:keepingLineBreaks:)``;
/// a message that quotes a value passes it through ``value(_:limit:)``.
package enum MessageText {
    /// The most Unicode scalars of one value a message shows: 80.
    package static let valueLimit = 80

    /// `text` with every character that can drive a terminal written as a Swift-style escape (`\u{1B}`):
    /// C0 controls (ESC, BEL, carriage return, backspace, …), DEL, C1 controls (U+0080–U+009F, CSI among them)
    /// and the bidirectional controls that reorder what is shown (U+061C, U+200E, U+200F, U+202A–U+202E,
    /// U+2066–U+2069). Line feeds and tabs stay when `keepingLineBreaks` (a message's own lines; default),
    /// and a backslash stays itself.
    ///
    /// - Complexity: O(length of `text`); `text` itself when nothing needs escaping.
    package static func escaped(_ text: String, keepingLineBreaks: Bool = true) -> String {
        let needs = { (scalar: Unicode.Scalar) in isControl(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\t")) }
        guard text.unicodeScalars.contains(where: needs) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needs(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `value` as a message quotes it: cut to its first `limit` Unicode scalars with `…` when longer (scalars,
    /// not characters, since one character may carry ten thousand combining marks), then escaped, line feeds
    /// and tabs included.
    package static func value(_ value: String, limit: Int = valueLimit) -> String {
        var scalars = value.unicodeScalars.prefix(max(0, limit) + 1)
        let cut = scalars.count > limit
        if cut { scalars = scalars.dropLast() }
        return escaped(String(scalars), keepingLineBreaks: false) + (cut ? "…" : "")
    }

    /// Whether `scalar` is a control character or a bidirectional control.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
