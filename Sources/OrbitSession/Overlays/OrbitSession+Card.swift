import Foundation
import OrbitGeometry
import OrbitLayout
import OrbitScene

/// What a card says about one person, as last made.
struct CardText {
    var person: OrbitPerson
    var card: PersonCard
    var initials: String
}

/// The side of its person a card sits on.
enum CardSide: CaseIterable {
    case right, left, below, above
}

/// The selected person's card: opaque, photo large, name, distance (and direction in bearing placement),
/// relation with its rim form, active or idle. Beside the person and never over them, inside the window, on one
/// side while the view moves; docked in a corner (top-right unless labels, the legend or the HUD sit there)
/// while they are out of view; beside them, clear of labels and the viewer where a spot allows. In right-to-left
/// text it mirrors: the photo on the right, lines aligned right, left of the person and top-left first.
extension OrbitSession {
    /// The card's photo radius inside its rim, in points, in a window of `size`.
    static func cardPhotoRadius(in size: OrbitSize) -> Double { photoRadius(in: size) - 4 }

    /// The card's photo rim radius: 46 points, less in a window too low for it.
    static func photoRadius(in size: OrbitSize) -> Double {
        max(12, min(photoRadius, (size.height - 2 * OverlayKit.margin - 2 * 16 - 4) / 2))
    }

    /// The card's text and size for `person`: the title (a long name takes two lines, then ends in "…"), its
    /// size, the detail lines and the card's size.
    mutating func cardContent(_ kit: OverlayKit, _ person: OrbitPerson) -> (card: PersonCard, name: OrbitSize, details: [String], size: OrbitSize) {
        let card = cardText(person).card
        let form = kit.theme.scene.rimForms[person.relation]
        let pad = 16.0, photo = 2 * Self.photoRadius(in: state.windowSize)
        let textMax = kit.maxPanelWidth - (3 * pad + photo + 8)
        let name = kit.measurer.size(of: card.title, fontSize: kit.titleSize, maxWidth: max(1, textMax), maxLines: 2)
        let details = [card.lines[1], strings.text(.explained, card.relation, form.description(in: strings)), strings[person.isActive ? .cardActive : .cardIdle]]
            .map { kit.fit($0, maxWidth: textMax) }
        let textWidth = max(name.width, details.map { kit.width($0) }.max() ?? 0)
        let scale = kit.theme.textScale, row = 21 * scale
        let detailsTop = pad + max(name.height, 24 * scale) + 17 * scale
        let size = OrbitSize(width: min(kit.maxPanelWidth, pad * 3 + photo + textWidth + 8),
                        height: min(state.windowSize.height - 2 * OverlayKit.margin, max(pad * 2 + photo + 4, detailsTop + 2 * row + 10 * scale + pad)))
        return (card, name, details, size)
    }

    /// What the card of `person` says and the initials on its photo, made once while the card shows the same
    /// person as they are (a long name is cut once, not every frame).
    mutating func cardText(_ person: OrbitPerson) -> CardText {
        if let made = madeCardText, made.person == person { return made }
        let made = CardText(person: person, card: PersonCard(person: person, viewer: request.viewer, placement: request.placement, strings: strings),
                            initials: RingScene.initials(of: person.name ?? person.id))
        madeCardText = made
        cardTextsMade += 1
        return made
    }

    /// The card, or `nil` without a selection or when no spot in the window leaves the person uncovered; clear of
    /// `avoiding` (labels, the legend, the HUD, the search panels, the list, the viewer) where a spot allows. At
    /// rest it keeps its side while that stays clear of `firm` (what it must not cover: labels it meets are left
    /// out instead, so a label that comes and goes does not move the card).
    mutating func card(_ kit: OverlayKit, people: [String: DrawnPerson], avoiding: [OrbitRect] = [], firm: [OrbitRect]? = nil, atRest: Bool) -> OverlayLayer? {
        guard let id = state.selectedID, let person = person(id) else { return nil }
        let (card, name, details, size) = cardContent(kit, person)
        let pad = 16.0, photoRadius = Self.photoRadius(in: state.windowSize), photo = 2 * photoRadius
        let title = card.title
        let scale = kit.theme.textScale, row = 21 * scale
        let detailsTop = pad + max(name.height, 24 * scale) + 17 * scale
        guard let origin = cardOrigin(size, kit: kit, id: id, person: people[id], avoiding: avoiding, firm: firm ?? avoiding, atRest: atRest) else { return nil }
        let frame = OrbitRect(origin: origin, size: size)
        var commands = kit.panel(frame, fill: kit.theme.card, edge: kit.theme.edge)
        let photoCenter = OrbitPoint(x: kit.mirrored(pad, width: photo, in: frame) + photoRadius, y: origin.y + pad + photoRadius + 2)
        commands += kit.swatch(person.relation, at: photoCenter, radius: photoRadius, body: false)
        commands.append(DrawCommand(
            content: .avatar(personID: id, radius: Self.cardPhotoRadius(in: state.windowSize), grayscale: !person.isActive,
                             placeholder: person.relation.color, initials: cardText(person).initials),
            position: photoCenter))
        if kit.theme.scene.rimForms[person.relation].isBarred {
            commands.append(RingScene.bar(across: photoRadius, color: person.relation.color, at: photoCenter))
        }
        let leading = 2 * pad + photo
        let lines = kit.measurer.wrapped(title, fontSize: kit.titleSize, maxWidth: name.width + 0.5, maxLines: 2)
        commands.append(DrawCommand(content: .text(title, size: kit.titleSize, color: kit.theme.text, box: TextBox(width: name.width, maxLines: 2, lines: lines)),
                                    position: OrbitPoint(x: kit.mirrored(leading, width: name.width, in: frame) + name.width / 2,
                                                    y: origin.y + pad + max(name.height, 24 * scale) / 2)))
        for (index, line) in details.enumerated() {
            let color = index == 2 && person.isActive ? kit.theme.activeText : index == 2 ? kit.theme.dimText : kit.theme.text
            commands.append(kit.text(line, leading: leading, in: frame, y: origin.y + detailsTop + Double(index) * row, color: color))
        }
        return OverlayLayer(kind: .card, frame: frame.grown(by: 1), lines: [title] + details, commands: commands)
    }

    /// The viewer's card (a click on "You"): who and where you are and how many are around; beside the centre.
    mutating func viewerCard(_ kit: OverlayKit, avoiding: [OrbitRect], atRest: Bool) -> OverlayLayer? {
        guard state.viewerCardOpen, state.selectedID == nil else { return nil }
        var lines = [strings[.viewerTitle], strings[.viewerWhere]]
        if let viewer = request.viewer { lines.append(coordinateText(viewer)) }
        lines.append(strings.text(.peopleAround, count: live.count))
        let camera = scene.lastCamera
        let you = DrawnPerson(id: "", position: camera.screen(live.plan.center), radius: viewerRadius(camera), opacity: 1, saturation: 1)
        let (_, size) = kit.fitted(lines)
        guard let origin = cardOrigin(size, kit: kit, id: "", person: you, avoiding: avoiding, firm: avoiding, atRest: atRest) else { return nil }
        var layer = kit.linesPanel(.card, lines, topLeft: origin, titled: true)
        layer.frame = layer.frame.grown(by: 1)
        return layer
    }

    /// "50.0875° N, 14.4213° E" in the session's words and digits.
    func coordinateText(_ point: GeoCoordinate) -> String {
        strings.text(.viewerCoordinate, strings.numbers.fixed(abs(point.latitude), decimals: 4), strings[point.latitude < 0 ? .south : .north],
                     strings.numbers.fixed(abs(point.longitude), decimals: 4), strings[point.longitude < 0 ? .west : .east])
    }

    /// The top-left corner of a card of `size` on `side` of a person drawn at `position` with `radius`.
    static func cardCorner(_ side: CardSide, _ size: OrbitSize, beside position: OrbitPoint, radius: Double) -> OrbitPoint {
        let gap = radius + 18
        return switch side {
        case .right: OrbitPoint(x: position.x + gap, y: position.y - size.height / 2)
        case .left: OrbitPoint(x: position.x - gap - size.width, y: position.y - size.height / 2)
        case .below: OrbitPoint(x: position.x - size.width / 2, y: position.y + gap)
        case .above: OrbitPoint(x: position.x - size.width / 2, y: position.y - gap - size.height)
        }
    }

    /// Where a card of `size` goes: beside the person (right, left, below, above), else a corner (top-right
    /// first) — in right-to-left text left first and top-left first — the first that lies inside the window
    /// without covering their avatar, preferring one that meets none of `avoiding`, then one that meets none of
    /// `firm` ("You", the HUD, the search panels, the list: a corner clear of them beats a side over them); a
    /// corner when they are not drawn; `nil` when every spot would cover them. The side taken is kept while the view moves (a reveal, a
    /// turn), so the card does not flip sides; at rest it stays unless it then meets something to avoid, and
    /// goes back to its side when what pushed it away (a panel opened) goes.
    private mutating func cardOrigin(_ size: OrbitSize, kit: OverlayKit, id: String, person: DrawnPerson?, avoiding: [OrbitRect], firm: [OrbitRect], atRest: Bool) -> OrbitPoint? {
        var corners = [OrbitPoint(x: state.windowSize.width, y: 0), OrbitPoint(x: 0, y: 0), OrbitPoint(x: 0, y: state.windowSize.height),
                       OrbitPoint(x: state.windowSize.width, y: state.windowSize.height)]
        var order = CardSide.allCases
        if strings.isRightToLeft {
            corners = [corners[1], corners[0], corners[3], corners[2]]
            order = [.left, .right, .below, .above]
        }
        func isClear(_ origin: OrbitPoint) -> Bool { !avoiding.contains { $0.meets(OrbitRect(origin: origin, size: size).grown(by: 1)) } }
        func isFirm(_ origin: OrbitPoint) -> Bool { !firm.contains { $0.meets(OrbitRect(origin: origin, size: size).grown(by: 1)) } }
        guard let person else { return corners.map { kit.inside($0, size) }.first(where: isClear) ?? kit.inside(corners[0], size) }
        // The card's frame with its one-point edge must keep clear of the drawn avatar.
        func uncovers(_ origin: OrbitPoint) -> Bool { OrbitRect(origin: origin, size: size).grown(by: 1).gap(to: person.position) >= person.radius + 6 }
        let sides = order.map { ($0, kit.inside(Self.cardCorner($0, size, beside: person.position, radius: person.radius), size)) }
            .filter { uncovers($0.1) }
        if let kept = cardSide, kept.id == id, let origin = sides.first(where: { $0.0 == kept.side })?.1, !atRest || isFirm(origin) {
            return origin
        }
        func remember(_ side: CardSide) {
            // A side pushed away by a panel at rest is still the card's: it goes back there once that panel goes.
            if cardSide?.id != id || !atRest || !sides.contains(where: { $0.0 == cardSide?.side }) { cardSide = (id, side) }
        }
        if let (side, origin) = sides.first(where: { isClear($0.1) }) ?? sides.first(where: { isFirm($0.1) }) {
            remember(side)
            return origin
        }
        // No side clear of "You" and the panels (a small window): a corner that is, else a side anyway.
        let docked = corners.map { kit.inside($0, size) }.filter(uncovers)
        if let origin = docked.first(where: isClear) ?? docked.first(where: isFirm) { return origin }
        if let (side, origin) = sides.first {
            remember(side)
            return origin
        }
        return docked.first
    }

    /// The open card's photo at the card's size, pinned sharp while the card is open.
    func cardPhotoDemand(shown: Bool) -> [AvatarDemand] {
        guard shown, let id = state.selectedID, let person = person(id) else { return [] }
        return [AvatarDemand(id: id, diameter: 2 * Self.cardPhotoRadius(in: state.windowSize), grayscale: !person.isActive, position: .zero, isVisible: true)]
    }
}
