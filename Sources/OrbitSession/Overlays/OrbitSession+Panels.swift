import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitScene

/// The panels over the orbit: focus and pulse rings, HUD, the list of people not placed, search and its
/// results, the card, help, a toast and the empty state. Each is laid out to fit the window.
extension OrbitSession {
    /// Help's lines in the session's words (`OrbitStrings.Key.helpLines`).
    var helpLines: [String] { OrbitStrings.Key.helpLines.map { $0.map { strings[$0] } ?? "" } }

    static let photoRadius = 46.0

    /// A ring around the focused person, and expanding rings around a search pick while it pulses.
    mutating func focusAndPulse(people: [String: DrawnPerson]) -> [OverlayLayer] {
        var layers: [OverlayLayer] = []
        let window = OrbitRect(width: state.windowSize.width, height: state.windowSize.height)
        if let id = state.focusID, let drawn = people[id] {
            let radius = drawn.radius + 7
            layers.append(OverlayLayer(
                kind: .focus, frame: Self.clipped(Self.square(drawn.position, radius + 1), to: window), lines: [],
                commands: [DrawCommand(content: .circle(radius: radius, fill: nil, stroke: configuration.theme.focusRing, lineWidth: 2), position: drawn.position)]))
        }
        if let pulse = state.pulse {
            let age = state.clock - pulse.start
            if age < 0 || age > configuration.pulseDuration {
                state.pulse = nil
            } else if let drawn = people[pulse.id] {
                var commands: [DrawCommand] = []
                var reach = drawn.radius
                for wave in 0..<2 {
                    let phase = (age / 0.8 - Double(wave) * 0.5).truncatingRemainder(dividingBy: 1)
                    guard phase >= 0 else { continue }
                    let radius = drawn.radius * (1 + 1.2 * phase) + 4
                    reach = max(reach, radius + 2)
                    commands.append(DrawCommand(content: .circle(radius: radius, fill: nil, stroke: configuration.theme.accent, lineWidth: 3),
                                                position: drawn.position, alpha: 1 - phase))
                }
                layers.append(OverlayLayer(kind: .pulse, frame: Self.clipped(Self.square(drawn.position, reach), to: window), lines: [], commands: commands))
            }
        }
        return layers
    }

    static func square(_ center: OrbitPoint, _ radius: Double) -> OrbitRect {
        OrbitRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// The part of `rect` inside `window` (what can be seen of a ring cut by the window's edge).
    static func clipped(_ rect: OrbitRect, to window: OrbitRect) -> OrbitRect {
        let x = max(rect.minX, window.minX), y = max(rect.minY, window.minY)
        return OrbitRect(x: x, y: y, width: max(0, min(rect.maxX, window.maxX) - x), height: max(0, min(rect.maxY, window.maxY) - y))
    }

    /// The session's HUD lines after the front end's: people, visible, zoom, skipped, live changes in flight.
    mutating func hud(_ kit: OverlayKit, drawn: Int) -> OverlayLayer {
        var lines = hudLines
        let zoom = String(format: "%.3g", scene.lastCamera.scale).replacingOccurrences(of: ".", with: strings.numbers.decimalSeparator)
        lines.append(strings.text(.hudPeople, strings.count(live.count), strings.count(drawn), zoom))
        let skipped = refused.count + live.unplacedCount
        if skipped > 0 { lines.append(strings.text(.hudSkipped, strings.count(skipped))) }
        if let updates = updatesLine { lines.append(updates) }
        lines.append(strings[.hudHides])
        return kit.linesPanel(.hud, lines, topLeft: OrbitPoint(x: 10, y: 10))
    }

    /// One line naming how many people were skipped (refused, or left out by the ring cap) and why, with the
    /// first `shown` (their ids quoted by `MessageText.value(_:limit:)`); `nil` when nobody was.
    package func skippedSummary(shown: Int = 5) -> String? {
        let count = refused.count + live.unplacedCount
        guard count > 0 else { return nil }
        let issues = refused.prefix(shown) + live.unplaced(prefix: shown - min(shown, refused.count))
        let first = issues.map { "\(MessageText.value($0.id)) (\($0.reason))" }.joined(separator: strings[.listSeparator])
        return strings.text(.skipped, count: count, count > shown ? strings.text(.andMore, count: count - shown, first) : first)
    }

    /// Help, centred: its explanation as one paragraph and its keys line by line, each wrapped to the window's
    /// width (at most `helpWidth`), so no line is cut; when the rows do not all fit, the title, the rows from
    /// `helpTop` and a last row saying which are shown and how to scroll.
    mutating func help(_ kit: OverlayKit) -> OverlayLayer {
        let width = min(Self.helpWidth * kit.theme.textScale, kit.maxPanelWidth - 2 * OverlayKit.padding)
        let lines = helpLines
        let blank = lines.firstIndex(of: "") ?? lines.count
        var rows = [kit.fit(lines[0], maxWidth: width)]
        let paragraph = lines[1..<blank].joined(separator: " ")
        rows += kit.measurer.wrapped(paragraph, fontSize: kit.textSize, maxWidth: width, maxLines: Self.maxWrappedHelpLines)
        for line in lines.dropFirst(blank) { rows += line.isEmpty ? [""] : Self.packed(line, kit: kit, width: width) }
        let body = Array(rows.dropFirst())
        var shown = rows
        if rows.count > kit.maxRows {
            let visible = max(1, kit.maxRows - 2)  // the title and the scroll row stay
            state.helpTop = max(0, min(state.helpTop, body.count - visible))
            let end = min(body.count, state.helpTop + visible)
            let scroll = strings.text(.helpScroll, strings.count(state.helpTop + 1), strings.count(end), strings.count(body.count))
            shown = [rows[0]] + body[state.helpTop..<end] + kit.measurer.wrapped(scroll, fontSize: kit.textSize, maxWidth: width, maxLines: 1)
            hitRegions.helpRowsShown = visible
        } else {
            state.helpTop = 0
            hitRegions.helpRowsShown = body.count
        }
        hitRegions.helpRows = body.count
        let textWidth = shown.map { kit.width($0) }.max() ?? 0
        let size = OrbitSize(width: min(kit.maxPanelWidth, textWidth + 2 * OverlayKit.padding), height: Double(shown.count) * kit.lineHeight + 2 * OverlayKit.padding)
        let layer = kit.linesPanel(.help, shown, topLeft: OrbitPoint(x: (state.windowSize.width - size.width) / 2, y: (state.windowSize.height - size.height) / 2), titled: true)
        hitRegions.help = layer.frame
        return layer
    }

    /// Most rows one help paragraph wraps into.
    static let maxWrappedHelpLines = 40
    /// Help's widest text, points (at text scale 1): lines a reader's eye can follow.
    static let helpWidth = 760.0

    /// A help line of keys in rows at most `width` wide: its items (parts apart by three spaces or more) side by
    /// side while they fit, an item too wide for a row wrapped on its own.
    static func packed(_ line: String, kit: OverlayKit, width: Double) -> [String] {
        let gap = "    "
        guard kit.width(line) > width else { return [line] }
        let items = line.split(separator: "   ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        var rows: [String] = []
        var row = ""
        for item in items {
            if !row.isEmpty, kit.width(row + gap + item) <= width {
                row += gap + item
                continue
            }
            if !row.isEmpty { rows.append(row) }
            guard kit.width(item) > width else {
                row = item
                continue
            }
            let wrapped = kit.measurer.wrapped(item, fontSize: kit.textSize, maxWidth: width, maxLines: maxWrappedHelpLines)
            rows += wrapped.dropLast()
            row = wrapped.last ?? ""
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// Scrolls help by `rows` wrapped rows (negative: up), within its rows.
    mutating func scrollHelp(by rows: Int) {
        state.helpTop = max(0, min(state.helpTop + rows, hitRegions.helpRows - hitRegions.helpRowsShown))
    }
}
