import OrbitGeometry
import OrbitLayout
import OrbitScene

/// Hover: after the pointer rests `hoverDelay` over a person (not while pressed), their name shows above
/// them; the cursor is a hand over what a click picks and a grabbing hand while a ring turns under the pointer.
extension OrbitSession {
    /// Overlays under which a person cannot be pointed at.
    private static let opaqueKinds: Set<OverlayKind> = [.label, .legend, .card, .help, .search, .results, .list, .chip, .toast, .empty, .hud, .north]

    /// The person the pointer rests over, once it has rested `hoverDelay` on them; records who is under it.
    mutating func hoveredPerson(overlays: [OverlayLayer]) -> DrawnPerson? {
        var under: String?
        if interaction.press == nil, let point = state.hover.point,
           !overlays.contains(where: { Self.opaqueKinds.contains($0.kind) && $0.frame.contains(point) }) {
            under = scene.person(at: point)
        }
        if under != state.hover.id { (state.hover.id, state.hover.since) = (under, state.clock) }
        guard let id = under, id != state.selectedID, state.clock - state.hover.since >= configuration.hoverDelay else { return nil }
        return scene.drawnPerson(id)
    }

    /// The name of `person` just above them, else below, right or left of them, or a little farther out, the
    /// first spot inside the window that keeps clear of what `index` holds ("You", the HUD, the search field,
    /// labels, the legend, panels) and of the faces drawn near, else of `index` alone; none when every spot
    /// would cover a label (a name shown for a moment gives way to what names a ring).
    func tooltip(_ kit: OverlayKit, over person: DrawnPerson?, index: CollisionIndex) -> OverlayLayer? {
        guard let person else { return nil }
        let (text, size) = kit.labelSize(ShownName.clipped(self.person(person.id)?.name ?? person.id))
        let gap = person.radius + 6 + size.height / 2, side = person.radius + 6 + size.width / 2
        let at = person.position
        var centers: [OrbitPoint] = []
        for step in [0.0, 1, 2] {
            let (dy, dx) = (gap + step * (size.height + 4), side + step * 12)
            centers += [OrbitPoint(x: at.x, y: at.y - dy), OrbitPoint(x: at.x, y: at.y + dy), OrbitPoint(x: at.x + dx, y: at.y), OrbitPoint(x: at.x - dx, y: at.y)]
        }
        let frames = centers.map { Self.frame(of: size, at: $0) }.filter { $0.gap(to: at) >= person.radius }
        // The faces near the spots, so the name does not sit on a neighbour.
        let reach = 3 * (gap + size.height + side)
        let near = OrbitRect(x: at.x - reach, y: at.y - reach, width: 2 * reach, height: 2 * reach)
        let neighbours = scene.drawnPeople(near: near).filter {
            $0.id != person.id && $0.opacity > 0 && near.grown(by: $0.radius).contains($0.position)
        }
        let avoided: CollisionIndex.Layers = [.viewer, .chrome, .labels, .panels]
        let clear = frames.first { frame in index.isFree(frame, avoiding: avoided) && !neighbours.contains { frame.gap(to: $0.position) < $0.radius } }
            ?? frames.first { index.isFree($0, avoiding: avoided) }
        return clear.map { kit.label(.tooltip, text, size: size, center: $0.center) }
    }

    /// The cursor: a grabbing hand while a press turns a ring, a hand over a person, a row or the chip, else an arrow.
    func cursor() -> PointerCursor {
        if let press = interaction.press {
            return press.ring != nil && !press.isClick(slop: interaction.configuration.clickSlop) ? .grab : .arrow
        }
        guard let point = state.hover.point else { return .arrow }
        if state.hover.id != nil || hitRegions.rows.contains(where: { $0.frame.contains(point) }) || hitRegions.chip?.contains(point) == true {
            return .hand
        }
        return .arrow
    }
}
