import Foundation
import OrbitSession

/// A session frame as `orbit-layout play` writes it: sorted keys, two-space indents, numbers rounded to
/// hundredths (SVG's `number` form), `null` for no selection or focus.
enum SessionFrameJSON {
    /// The frame's JSON text, ending in a newline; `ring` gives each person's ring (null for someone leaving).
    static func text(_ frame: SessionFrame, ring: (String) -> Int?) -> String {
        var out = "{\n"
        func number(_ value: Double) -> String { SVGDocument.number(value) }
        func string(_ value: String?) -> String { value.map(quoted) ?? "null" }
        var members: [(String, String)] = [
            ("atRest", frame.atRest ? "true" : "false"),
            ("fitZoom", number6(frame.fitZoom)),
            ("focused", string(frame.focusedID)),
            ("quit", frame.quit ? "true" : "false"),
            ("selected", string(frame.selectedID)),
            ("t", number(frame.time)),
            ("viewport", "{\"height\" : \(number(frame.windowSize.height)), \"width\" : \(number(frame.windowSize.width))}"),
            ("zoom", number6(frame.zoom)),
        ]
        let people = frame.people.map { person in
            let ring = ring(person.id).map(String.init) ?? "null"
            return "    {\"id\" : \(quoted(person.id)), \"opacity\" : \(number(person.opacity)), \"radius\" : \(number(person.radius)), "
                + "\"ring\" : \(ring), \"saturation\" : \(number(person.saturation)), \"x\" : \(number(person.position.x)), \"y\" : \(number(person.position.y))}"
        }
        members.append(("people", people.isEmpty ? "[]" : "[\n" + people.joined(separator: ",\n") + "\n  ]"))
        let overlays = frame.overlays.map { layer in
            // A label's or leader's ring, and a leader's points, sorted in among the other keys.
            let points = layer.kind == .leader ? "\"points\" : [\(layer.points.map { "[\(number($0.x)), \(number($0.y))]" }.joined(separator: ", "))], " : ""
            let ring = layer.ring.map { "\"ring\" : \($0), " } ?? ""
            return "    {\"height\" : \(number(layer.frame.height)), \"kind\" : \(quoted(layer.kind.rawValue)), \(points)\(ring)"
                + "\"text\" : [\(layer.lines.map(quoted).joined(separator: ", "))], \"width\" : \(number(layer.frame.width)), "
                + "\"x\" : \(number(layer.frame.minX)), \"y\" : \(number(layer.frame.minY))}"
        }
        let rings = frame.rings.map { ring in
            "    {\"index\" : \(ring.index), \"radius\" : \(number(ring.radius)), \"x\" : \(number(ring.center.x)), \"y\" : \(number(ring.center.y))}"
        }
        members.append(("rings", rings.isEmpty ? "[]" : "[\n" + rings.joined(separator: ",\n") + "\n  ]"))
        members.append(("overlays", overlays.isEmpty ? "[]" : "[\n" + overlays.joined(separator: ",\n") + "\n  ]"))
        members.sort { $0.0 < $1.0 }
        out += members.map { "  \(quoted($0.0)) : \($0.1)" }.joined(separator: ",\n")
        return out + "\n}\n"
    }

    /// Six significant digits: zooms go far below a hundredth.
    static func number6(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return String(format: "%.6g", value)
    }

    /// `text` as a JSON string literal (`LayoutJSON`'s escaping).
    static func quoted(_ text: String) -> String { LayoutJSON.quoted(text) }
}
