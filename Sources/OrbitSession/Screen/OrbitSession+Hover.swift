import OrbitLayout
import OrbitScene

/// Where the pointer is, for the name tooltip and the cursor.
struct HoverState {
    /// The pointer's last position, pressed or not.
    var point: Point?
    /// The person under it (not under a panel), and since when.
    var id: String?
    var since = 0.0
}

/// Hover: after the pointer rests `hoverDelay` over a person (not while pressed), their name shows above
/// them; the cursor is a hand over what a click picks and a grabbing hand while a ring turns under the pointer.
extension OrbitSession {
    /// Overlays under which a person cannot be pointed at.
    private static let opaqueKinds: Set<OverlayKind> = [.label, .legend, .card, .help, .search, .results, .list, .chip, .toast, .empty, .hud, .north]

    /// The person the pointer rests over, once it has rested `hoverDelay` on them; records who is under it.
    mutating func hoveredPerson(overlays: [OverlayLayer]) -> DrawnPerson? {
        var under: String?
        if interaction.press == nil, let point = hover.point,
           !overlays.contains(where: { Self.opaqueKinds.contains($0.kind) && $0.frame.contains(point) }) {
            under = scene.person(at: point)
        }
        if under != hover.id { (hover.id, hover.since) = (under, clock) }
        guard let id = under, id != selectedID, clock - hover.since >= configuration.hoverDelay else { return nil }
        return scene.drawnPerson(id)
    }

    /// The name of `person` just above them (below when there is no room), inside the window.
    func tooltip(_ kit: OverlayKit, over person: DrawnPerson?) -> OverlayLayer? {
        guard let person else { return nil }
        let (text, size) = kit.labelSize(ShownName.clipped(self.person(person.id)?.name ?? person.id))
        let gap = person.radius + 6 + size.height / 2
        let above = person.position.y - gap - size.height / 2 >= OverlayKit.margin
        let wanted = Point(x: person.position.x - size.width / 2, y: person.position.y + (above ? -gap : gap) - size.height / 2)
        let corner = kit.inside(wanted, size)
        return kit.label(.tooltip, text, size: size, center: Point(x: corner.x + size.width / 2, y: corner.y + size.height / 2))
    }

    /// The cursor: a grabbing hand while a press turns a ring, a hand over a person, a row or the chip, else an arrow.
    func cursor() -> PointerCursor {
        if let press = interaction.press {
            return press.ring != nil && !press.isClick(slop: interaction.configuration.clickSlop) ? .grab : .arrow
        }
        guard let point = hover.point else { return .arrow }
        if hover.id != nil || hitRegions.rows.contains(where: { $0.frame.contains(point) }) || hitRegions.chip?.contains(point) == true {
            return .hand
        }
        return .arrow
    }
}
