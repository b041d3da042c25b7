/// A minimal SVG writer: elements with escaped attributes and text, numbers in a short stable form. Shared by
/// the session frame's picture here and `orbit-layout place --format svg`.
package struct SVGDocument {
    package private(set) var body = ""

    /// Appends `<name attributes/>`, or `<name attributes>content</name>` when `content` is given.
    /// Attribute values and content are escaped here; pass them raw.
    package init() {}

    package mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, content: String? = nil) {
        body += open(name, attributes, selfClosing: content == nil)
        if let content {
            body += SVGDocument.escape(content) + "</\(name)>"
        }
        body += "\n"
    }

    /// Appends the children `build` writes inside `<g attributes>…</g>`.
    package mutating func group(_ attributes: KeyValuePairs<String, String>, _ build: (inout SVGDocument) -> Void) {
        body += open("g", attributes, selfClosing: false) + "\n"
        build(&self)
        body += "</g>\n"
    }

    /// The complete document: an XML declaration and the `<svg>` root sized to `viewBox`.
    package func rendered(viewBox: (x: Double, y: Double, width: Double, height: Double)) -> String {
        let box = [viewBox.x, viewBox.y, viewBox.width, viewBox.height].map(SVGDocument.number).joined(separator: " ")
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + open("svg", [
                "xmlns": "http://www.w3.org/2000/svg",
                "width": SVGDocument.number(viewBox.width), "height": SVGDocument.number(viewBox.height), "viewBox": box,
                "font-family": "DejaVu Sans, Helvetica, Arial, sans-serif",
            ], selfClosing: false) + "\n" + body + "</svg>\n"
    }

    private func open(_ name: String, _ attributes: KeyValuePairs<String, String>, selfClosing: Bool) -> String {
        let pairs = attributes.map { " \($0.key)=\"\(SVGDocument.escape($0.value))\"" }.joined()
        return "<\(name)\(pairs)\(selfClosing ? "/>" : ">")"
    }

    /// `text` escaped for XML content and double-quoted attributes. Characters XML 1.0 cannot
    /// carry at all (most control characters, U+FFFE, U+FFFF) become U+FFFD; bidirectional controls
    /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) become character references (`&#x202E;`).
    package static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped += "&#\(scalar.value);"
            // Bidirectional controls would reorder the text around them (a U+202E turns `gpj.exe` around):
            // written as references they show as what they are.
            case "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                escaped += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped.unicodeScalars.append("\u{FFFD}")
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `value` rounded to hundredths without trailing zeros (`12.5`, `-3`, `0.07`); non-finite
    /// values, which SVG cannot carry, become `0`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        guard abs(value) < 1e15 else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
