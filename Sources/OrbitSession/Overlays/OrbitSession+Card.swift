import OrbitLayout
import OrbitScene

/// The selected person's card: opaque, photo large, name, distance (and direction in bearing placement),
/// relation with its rim form, active or idle. Beside the person and never over them, inside the window;
/// docked in a corner (top-right unless labels, the legend or the HUD sit there) while they are out of view;
/// beside them, clear of labels where a spot allows. In right-to-left text it mirrors: the photo on the right,
/// lines aligned right, left of the person and top-left first.
extension OrbitSession {
    /// The card's photo radius inside its rim, in points, in a window of `size`.
    static func cardPhotoRadius(in size: Size) -> Double { photoRadius(in: size) - 4 }

    /// The card's photo rim radius: 46 points, less in a window too low for it.
    static func photoRadius(in size: Size) -> Double {
        max(12, min(photoRadius, (size.height - 2 * OverlayKit.margin - 2 * 16 - 4) / 2))
    }

    /// The card, or `nil` without a selection or when no spot in the window leaves the person uncovered; clear of
    /// `avoiding` (labels, the legend, the HUD) where a spot allows.
    func card(_ kit: OverlayKit, people: [String: DrawnPerson], avoiding: [Rect] = []) -> OverlayLayer? {
        guard let id = selectedID, let person = person(id) else { return nil }
        let card = PersonCard(person: person, viewer: request.viewer, placement: request.placement, strings: strings)
        let form = kit.theme.scene.rimForms[person.relation]
        let pad = 16.0, photoRadius = Self.photoRadius(in: windowSize), photo = 2 * photoRadius
        let textMax = kit.maxPanelWidth - (3 * pad + photo + 8)
        // A long name takes two lines, then ends in "…".
        let title = card.title
        let name = kit.measurer.size(of: title, fontSize: kit.titleSize, maxWidth: max(1, textMax), maxLines: 2)
        let details = [card.lines[1], strings.text(.explained, card.relation, form.description(in: strings)), strings[person.isActive ? .cardActive : .cardIdle]]
            .map { kit.fit($0, maxWidth: textMax) }
        let textWidth = max(name.width, details.map { kit.width($0) }.max() ?? 0)
        let scale = kit.theme.textScale, row = 21 * scale
        let detailsTop = pad + max(name.height, 24 * scale) + 17 * scale
        let size = Size(width: min(kit.maxPanelWidth, pad * 3 + photo + textWidth + 8),
                        height: min(windowSize.height - 2 * OverlayKit.margin, max(pad * 2 + photo + 4, detailsTop + 2 * row + 10 * scale + pad)))
        guard let origin = cardOrigin(size, kit: kit, person: people[id], avoiding: avoiding) else { return nil }
        let frame = Rect(origin: origin, size: size)
        var commands = kit.panel(frame, fill: kit.theme.card, edge: kit.theme.edge)
        let photoCenter = Point(x: kit.mirrored(pad, width: photo, in: frame) + photoRadius, y: origin.y + pad + photoRadius + 2)
        commands += kit.swatch(person.relation, at: photoCenter, radius: photoRadius, body: false)
        commands.append(DrawCommand(
            content: .avatar(personID: id, radius: Self.cardPhotoRadius(in: windowSize), grayscale: !person.isActive,
                             placeholder: person.relation.color, initials: RingScene.initials(of: person.name ?? id)),
            position: photoCenter))
        let leading = 2 * pad + photo
        let lines = kit.measurer.wrapped(title, fontSize: kit.titleSize, maxWidth: name.width + 0.5, maxLines: 2)
        commands.append(DrawCommand(content: .text(title, size: kit.titleSize, color: kit.theme.text, box: TextBox(width: name.width, maxLines: 2, lines: lines)),
                                    position: Point(x: kit.mirrored(leading, width: name.width, in: frame) + name.width / 2,
                                                    y: origin.y + pad + max(name.height, 24 * scale) / 2)))
        for (index, line) in details.enumerated() {
            let color = index == 2 && person.isActive ? kit.theme.activeText : index == 2 ? kit.theme.dimText : kit.theme.text
            commands.append(kit.text(line, leading: leading, in: frame, y: origin.y + detailsTop + Double(index) * row, color: color))
        }
        return OverlayLayer(kind: .card, frame: frame.grown(by: 1), lines: [title] + details, commands: commands)
    }

    /// Where a card of `size` goes: right of the person, else left, below, above, or a corner (top-right first)
    /// — in right-to-left text left first and top-left first — the first that lies inside the window without
    /// covering their avatar, preferring one that meets none of `avoiding`; a corner when they are not drawn;
    /// `nil` when every spot would cover them.
    private func cardOrigin(_ size: Size, kit: OverlayKit, person: DrawnPerson?, avoiding: [Rect]) -> Point? {
        var corners = [Point(x: windowSize.width, y: 0), Point(x: 0, y: 0), Point(x: 0, y: windowSize.height),
                       Point(x: windowSize.width, y: windowSize.height)]
        if strings.isRightToLeft { corners = [corners[1], corners[0], corners[3], corners[2]] }
        var candidates = corners
        if let at = person?.position {
            let gap = person!.radius + 18
            var beside = [Point(x: at.x + gap, y: at.y - size.height / 2), Point(x: at.x - gap - size.width, y: at.y - size.height / 2)]
            if strings.isRightToLeft { beside.reverse() }
            candidates = beside + [Point(x: at.x - size.width / 2, y: at.y + gap), Point(x: at.x - size.width / 2, y: at.y - gap - size.height)] + corners
        }
        // The card's frame with its one-point edge must keep clear of the drawn avatar.
        let origins = candidates.map { kit.inside($0, size) }.filter { origin in
            person.map { Rect(origin: origin, size: size).grown(by: 1).gap(to: $0.position) >= $0.radius + 6 } ?? true
        }
        return origins.first { origin in !avoiding.contains { $0.meets(Rect(origin: origin, size: size).grown(by: 1)) } } ?? origins.first
    }

    /// The open card's photo at the card's size, pinned sharp while the card is open.
    func cardPhotoDemand(shown: Bool) -> [AvatarDemand] {
        guard shown, let id = selectedID, let person = person(id) else { return [] }
        return [AvatarDemand(id: id, diameter: 2 * Self.cardPhotoRadius(in: windowSize), grayscale: !person.isActive, position: .zero, isVisible: true)]
    }
}
