import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitScene

/// True north in bearing placement: every ring turns as one (the interaction's `turnsTogether`), so the
/// compass point a card gives matches the screen, and a marker just outside the outer ring shows where north
/// is. `Home` turns north back up.
extension OrbitSession {
    /// How far outside the outer ring's avatars the marker's centre sits, in points.
    static let northGap = 26.0

    /// Where north is drawn, as a layout direction (`OrbitPoint(center:radius:angle:)`): π (up) turned by the rings'
    /// common offset as drawn.
    var northAngle: Double { .pi + (scene.lastOffsets.first ?? 0) }

    /// The north marker ("N", edged), in bearing placement while anyone is placed: on the line from the centre
    /// toward north, just outside the outer ring, pulled in along that line to stay inside the window (or, with
    /// the centre out of view, moved inside it).
    func northMarker(_ kit: OverlayKit) -> OverlayLayer? {
        guard request.placement == .bearing, live.count > live.unplacedCount else { return nil }
        let camera = scene.lastCamera
        let center = camera.screen(interaction.center)
        let direction = OrbitPoint(x: sin(northAngle), y: cos(northAngle))
        let (text, size) = kit.labelSize(strings[.north])
        let half = OrbitSize(width: size.width / 2 + 1, height: size.height / 2 + 1)
        let low = OrbitPoint(x: OverlayKit.margin + half.width, y: OverlayKit.margin + half.height)
        let high = OrbitPoint(x: state.windowSize.width - low.x, y: state.windowSize.height - low.y)
        var reach = interaction.contentRadius * camera.scale + Self.northGap
        let spot: OrbitPoint
        if low.x <= center.x, center.x <= high.x, low.y <= center.y, center.y <= high.y {
            if direction.x > 1e-12 { reach = min(reach, (high.x - center.x) / direction.x) }
            if direction.x < -1e-12 { reach = min(reach, (low.x - center.x) / direction.x) }
            if direction.y > 1e-12 { reach = min(reach, (high.y - center.y) / direction.y) }
            if direction.y < -1e-12 { reach = min(reach, (low.y - center.y) / direction.y) }
            spot = OrbitPoint(x: center.x + direction.x * max(0, reach), y: center.y + direction.y * max(0, reach))
        } else {
            let wanted = OrbitPoint(x: center.x + direction.x * reach - size.width / 2, y: center.y + direction.y * reach - size.height / 2)
            let corner = kit.inside(wanted, OrbitSize(width: size.width + 2, height: size.height + 2))
            spot = OrbitPoint(x: corner.x + half.width, y: corner.y + half.height)
        }
        var marker = kit.label(.north, text, size: size, center: spot, edged: true)
        marker.commands[marker.commands.count - 1].content = .text(text, size: kit.labelSize, color: kit.theme.accent,
                                                                   box: TextBox(width: max(1, size.width - 16), alignment: .center))
        // A tick just outside the outer ring's avatars, toward north, when it is in the window (the layer's frame
        // stays the chip's, centred on the line to north).
        let ring = interaction.contentRadius * camera.scale + 5
        let tick = OrbitPoint(x: center.x + direction.x * ring, y: center.y + direction.y * ring)
        if Self.square(tick, 3).isInside(OrbitRect(width: state.windowSize.width, height: state.windowSize.height)), !Self.square(tick, 3).meets(marker.frame) {
            marker.commands.insert(DrawCommand(content: .circle(radius: 3, fill: kit.theme.accent, stroke: nil, lineWidth: 0), position: tick), at: 0)
        }
        return marker
    }

    /// In bearing placement, turns the rings back so north is up.
    mutating func turnNorthUp() {
        guard interaction.turnsTogether else { return }
        interaction.turn(ring: 0, bringing: .pi, time: state.clock)
    }
}
