import OrbitGeometry
import OrbitLayout

/// The scene over a live layout: changes arrive in transactions and are shown through `presentation`.
///
/// A person in flight (entering, moving, restyling or leaving) leaves the visibility index and is drawn, hit
/// tested and kept resident from their one record in `presentation` (what is shown, and the model spot it goes
/// to), after the people at rest (so movers pass over them); when their transition ends they go back into the
/// index at that model spot, keeping their slot and texture. Per frame this costs O(people in flight) on top
/// of what is visible.
extension RingScene {
    /// Applies one batch of `layout` (the layout after the batch) in `transaction` at `time` on the caller's clock:
    /// newcomers grow in, movers glide or spiral from where they are shown, restyled people tween their look, and
    /// leavers shrink and fade before they (and their textures) go. Movers keep their node and texture; the
    /// selection stays on whoever is selected. Ring guides follow the layout's rings.
    ///
    /// Only changes that can be seen animate: a person whose old and new spot both lie beyond
    /// `offscreenMargin` of the last frame's viewport (and who is not in flight) changes at once, so a re-layout
    /// of a large crowd costs per frame what is on screen, not what moved.
    /// - Complexity: O(people in the change × (log n + n_ring)).
    public mutating func apply(_ change: LiveChange, layout: LiveLayout, transaction: AnimationTransaction, at time: Double) {
        let (seen, unseen) = transaction.animates ? split(change, layout: layout) : (change, LiveChange())
        presentation.commit(unseen, layout: layout, transaction: .immediate, at: time, offsets: lastOffsets)
        presentation.commit(seen, layout: layout, transaction: transaction, at: time, offsets: lastOffsets)
        setGuides(layout.rings)
        for node in change.entered { place(node, person: layout.person(node.id)) }
        for move in change.moved { place(move.to, person: layout.person(move.id)) }
        let moved = Set(change.moved.map(\.id))
        for id in change.changed where !moved.contains(id) {  // a mover was placed with its new look above
            if let node = layout.node(id) { place(node, person: layout.person(id)) }
        }
        for node in change.left {
            guard let slot = slot(of: node.id) else { continue }
            index.remove(node: slot)
        }
    }

    /// `change` split into what can be seen (in flight, or an old or new spot near the last viewport) and the rest.
    private func split(_ change: LiveChange, layout: LiveLayout) -> (seen: LiveChange, unseen: LiveChange) {
        guard lastViewport != nil else { return (change, LiveChange()) }
        func near(_ id: String, _ nodes: [PlacedNode]) -> Bool { presentation.isInFlight(id) || nodes.contains { isNearView($0) } }
        var seen = change, unseen = LiveChange()
        unseen.peopleBefore = change.peopleBefore
        (seen.entered, unseen.entered) = change.entered.split { near($0.id, [$0]) }
        (seen.moved, unseen.moved) = change.moved.split { near($0.id, [$0.from, $0.to]) }
        (seen.changed, unseen.changed) = change.changed.split { id in near(id, layout.node(id).map { [$0] } ?? []) }
        (seen.left, unseen.left) = change.left.split { near($0.id, [$0]) }
        return (seen, unseen)
    }

    /// How far beyond the viewport (screen points) a change still animates: 200.
    package static let offscreenMargin = 200.0

    /// Whether `node` (at rest, rings turned as in the last frame) is within `offscreenMargin` of the last viewport.
    private func isNearView(_ node: PlacedNode) -> Bool {
        guard let viewport = lastViewport else { return true }
        let world = PresentedValue(ring: node.ring, radius: node.radius, angle: node.angle).position(around: index.center, offsets: lastOffsets)
        return viewport.grown(by: Self.offscreenMargin + index.avatarRadius * lastCamera.scale).contains(lastCamera.screen(world))
    }

    /// Moves the clock to `time`: transitions that ended put their people back into the index at their model spot,
    /// and people whose exit ended leave the scene (their texture goes once the residency no longer sees them).
    /// Returns the ids that left.
    /// - Complexity: O(people in flight × log).
    @discardableResult
    public mutating func advance(to time: Double) -> [String] {
        now = time
        var gone: [String] = []
        var landed: [(slot: Int, model: PresentedValue)] = []
        for (id, model) in presentation.settle(at: time) {
            if let model {
                if let slot = slot(of: id) { landed.append((slot, model)) }
            } else {
                gone.append(id)
            }
        }
        for id in gone { remove(id) }
        for (slot, model) in landed.sorted(by: { $0.slot < $1.slot }) {
            index.insert(node: slot, ring: model.ring, angle: model.angle, radius: model.radius)
        }
        return gone
    }

    /// Moves become short cross-fades (see `Presentation.reducedMotion`). Default: `false`.
    public var reducedMotion: Bool {
        get { presentation.reducedMotion }
        set { presentation.reducedMotion = newValue }
    }

    /// How many people are in flight.
    package var transitionsInFlight: Int { presentation.inFlightCount }

    /// `node` becomes `person`'s model spot: at rest it goes straight into the index, in flight it is drawn from
    /// its presentation record (which holds that spot) until its transition ends. An existing slot (and texture)
    /// is kept.
    private mutating func place(_ node: PlacedNode, person: OrbitPerson?) {
        let look = Self.look(id: node.id, person: person)
        let slot: Int
        if let existing = self.slot(of: node.id) {
            slot = existing
            looks[slot] = look
            index.remove(node: slot)
        } else {
            slot = newSlot(for: node.id, look: look)
        }
        if !presentation.isInFlight(node.id) {
            index.insert(node: slot, ring: node.ring, angle: node.angle, radius: node.radius)
        }
    }

    /// What is shown of the person in `slot` now while in flight; `nil` at rest (they are in the index).
    func presentedValue(of slot: Int) -> PresentedValue? {
        presentation.inFlightCount == 0 ? nil : presentation.presented(looks[slot].id, at: now)
    }

    /// The slots of the people in flight, ascending (the order they are drawn and hit tested in).
    /// - Complexity: O(k log k) for k in flight.
    func slotsInFlight() -> [Int] {
        var slots: [Int] = []
        slots.reserveCapacity(presentation.inFlightCount)
        presentation.forEachInFlight { id in
            if let slot = slot(of: id) { slots.append(slot) }
        }
        return slots.sorted()
    }

    /// The world position of the person in `slot` as shown now with the rings turned by `offsets`.
    func shownWorldPosition(of slot: Int, offsets: [Double]) -> OrbitPoint {
        presentedValue(of: slot)?.position(around: index.center, offsets: offsets) ?? index.worldPosition(of: slot, offsets: offsets)
    }

    /// Draws the people in flight whose presented centre `shown` contains (in slot order), each scaled,
    /// faded, coloured and saturated as presented, and lists them as visible.
    mutating func appendFlights(
        offsets: [Double], camera: Camera, shown: ShownArea, detail: DetailLevel, dotRadius: Double,
        to list: inout [DrawCommand], visible: inout [(node: Int, at: OrbitPoint)]
    ) {
        guard presentation.inFlightCount > 0 else { return }
        var commands: [DrawCommand] = []
        for slot in slotsInFlight() {
            guard let value = presentedValue(of: slot) else { continue }
            let at = camera.screen(value.position(around: index.center, offsets: offsets))
            guard shown.contains(at), value.scale > 0, value.opacity > 0 else { continue }
            visible.append((slot, at))
            if detail == .avatars { makeInitials(of: slot) }
            commands.removeAll(keepingCapacity: true)
            appendCommands(for: slot, presentedColor: value.color, at: at, detail: detail, dotRadius: dotRadius, camera: camera, to: &commands)
            for var command in commands {
                command.scale *= value.scale
                command.alpha *= value.opacity
                command.saturation = value.saturation
                list.append(command)
            }
        }
    }

    /// The topmost person in flight (not leaving) whose presented avatar contains the screen point, or `nil`.
    func flyingPerson(at point: OrbitPoint) -> String? {
        for slot in slotsInFlight().reversed() {
            let id = looks[slot].id
            guard !presentation.isLeaving(id), let value = presentedValue(of: slot) else { continue }
            let at = lastCamera.screen(value.position(around: index.center, offsets: lastOffsets))
            if at.distance(to: point) <= index.avatarRadius * lastCamera.scale * value.scale { return id }
        }
        return nil
    }
}

extension Array {
    /// The elements that satisfy `belongs` and those that do not, each in order.
    fileprivate func split(_ belongs: (Element) -> Bool) -> (yes: [Element], no: [Element]) {
        var yes: [Element] = [], no: [Element] = []
        for element in self {
            if belongs(element) { yes.append(element) } else { no.append(element) }
        }
        return (yes, no)
    }
}
