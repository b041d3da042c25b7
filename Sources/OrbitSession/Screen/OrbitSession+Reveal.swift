import OrbitGeometry
import OrbitLayout
import OrbitScene

/// Revealing someone (a search pick, a list row, `Tab` with the card open): the camera shows what was asked for.
/// The person and their card, beside them, end inside the window and clear of each other and of the viewer, by
/// whatever moves least.
extension OrbitSession {
    /// Pulses `id`, focuses them and opens their card, and brings them and the card into the window
    /// (`bringIntoViewWithCard(_:)`); someone not on a ring gets their card, docked.
    mutating func reveal(_ id: String) {
        guard live.node(id) != nil else {
            if live.person(id) != nil { (state.selectedID, state.focusID) = (id, nil) }
            return
        }
        state.pulse = SessionState.Pulse(id: id, start: state.clock)
        state.focusID = id
        state.selectedID = id
        bringIntoViewWithCard(id)
    }

    /// Moves the least so that, when the view comes to rest, `id` lies inside the window with room for their
    /// card on one side of them: nothing when there already is; else their ring turns to the nearest spot with
    /// room, or a zoomed-in view pans to the nearest one, whichever moves them less on screen; else the view
    /// eases to the fit, with the turn that gives room there.
    mutating func bringIntoViewWithCard(_ id: String) {
        guard let node = live.node(id), let person = person(id), let offset = interaction.restingOffset(ring: node.ring) else { return }
        cardSide = nil
        let card = cardContent(overlayKit, person).size
        let center = live.plan.center
        func spot(_ camera: Camera, turn: Double) -> OrbitPoint {
            camera.screen(OrbitPoint(center: center, radius: node.radius, angle: node.angle + offset + turn))
        }
        /// The nearest turn (radians from `offset`) with room at `camera`, and what it moves on screen: clear of
        /// labels and the viewer, else (a window too small for that) just inside.
        func nearestTurn(_ camera: Camera) -> (turn: Double, cost: Double)? {
            let step = Double.pi / 360
            for strict in [true, false] {
                for k in 0...360 {
                    for sign in k == 0 ? [1.0] : [1.0, -1.0] {
                        let turn = sign * Double(k) * step
                        if hasRoom(at: spot(camera, turn: turn), camera: camera, card: card, strict: strict) {
                            return (turn, abs(turn) * node.radius * camera.scale)
                        }
                    }
                }
            }
            return nil
        }
        let camera = interaction.restingCamera
        let turn = nearestTurn(camera)
        if turn?.turn == 0 { return }
        let pan = interaction.isZoomedIn ? nearestPan(from: spot(camera, turn: 0), camera: camera, card: card) : nil
        if let pan, pan.distance(to: .zero) < turn?.cost ?? .infinity {
            interaction.pan(by: pan, time: state.clock)
        } else if let turn {
            interaction.turn(ring: node.ring, toOffset: offset + turn.turn, time: state.clock)
        } else if let fit = interaction.fitCamera {
            interaction.showAll(time: state.clock)
            if let turn = nearestTurn(fit), turn.turn != 0 { interaction.turn(ring: node.ring, toOffset: offset + turn.turn, time: state.clock) }
        }
    }

    /// The viewer's radius on screen (their halo included) at `camera`.
    func viewerRadius(_ camera: Camera) -> Double {
        RingScene.viewerHaloScale * scene.viewerRadius(scale: camera.scale)
    }

    /// How far a person's drawing reaches from their centre at `camera`, their rim included.
    private func personReach(_ camera: Camera) -> Double {
        max(2, 1.2 * live.plan.avatarRadius * camera.scale)
    }

    /// Whether a person drawn at `at` lies inside the window at `camera` with a card of `card` beside them on
    /// some side, inside the window; `strict`: the person also clear of the ring labels, chip and legend placed,
    /// and the card clear of the viewer.
    private func hasRoom(at: OrbitPoint, camera: Camera, card: OrbitSize, strict: Bool = true) -> Bool {
        let margin = OverlayKit.margin + 1, reach = personReach(camera)
        let window = OrbitRect(width: state.windowSize.width, height: state.windowSize.height)
        let inner = OrbitRect(x: reach + margin, y: reach + margin, width: window.width - 2 * (reach + margin), height: window.height - 2 * (reach + margin))
        guard inner.width >= 0, inner.height >= 0, inner.contains(at) else { return false }
        // Not under a ring label, the chip or the legend, nor where they keep people out.
        let person = Self.square(at, reach)
        guard !strict || !memory.keptClear.contains(where: { $0.meets(person) }) && !memory.layers.contains(where: { $0.kind != .leader && $0.frame.meets(person) })
        else { return false }
        let viewer = Self.square(camera.screen(live.plan.center), viewerRadius(camera))
        let kit = overlayKit
        // As `cardOrigin` places it: moved inside the window, and then still clear of the person.
        return CardSide.allCases.contains { side in
            let frame = OrbitRect(origin: kit.inside(Self.cardCorner(side, card, beside: at, radius: reach), card), size: card).grown(by: 1)
            return frame.gap(to: at) >= reach + 6 && (!strict || !frame.meets(viewer))
        }
    }

    /// The shortest move (screen points) that brings a person drawn at `at` to a spot with room for their card
    /// (`hasRoom`), panning `camera`; `nil` when no spot in the window has room.
    private func nearestPan(from at: OrbitPoint, camera: Camera, card: OrbitSize) -> OrbitPoint? {
        let reach = personReach(camera), gap = reach + 18
        let (width, height) = (state.windowSize.width, state.windowSize.height)
        let low = reach + OverlayKit.margin + 1
        let (mx, my) = cardMargins(card)
        // Where the person may be for each side's card to lie inside the window: x and y ranges.
        let across = Self.range(max(low, mx + card.width / 2), min(width - low, width - mx - card.width / 2))
        let along = Self.range(max(low, my + card.height / 2), min(height - low, height - my - card.height / 2))
        let ranges: [(ClosedRange<Double>?, ClosedRange<Double>?)] = [
            (Self.range(low, width - mx - card.width - gap), along), (Self.range(mx + card.width + gap, width - low), along),
            (across, Self.range(low, height - my - card.height - gap)), (across, Self.range(my + card.height + gap, height - low)),
        ]
        var best: OrbitPoint?
        for case let (xs?, ys?) in ranges {
            let target = OrbitPoint(x: min(max(at.x, xs.lowerBound), xs.upperBound), y: min(max(at.y, ys.lowerBound), ys.upperBound))
            let move = target - at
            var moved = camera
            moved.translation = moved.translation + move
            guard hasRoom(at: target, camera: moved, card: card) else { continue }
            if best.map({ move.distance(to: .zero) < $0.distance(to: .zero) }) ?? true { best = move }
        }
        return best
    }

    /// The margins a card of `card` keeps from the window's sides (less in a window too small for the whole one).
    private func cardMargins(_ card: OrbitSize) -> (x: Double, y: Double) {
        (min(OverlayKit.margin, (state.windowSize.width - card.width) / 2), min(OverlayKit.margin, (state.windowSize.height - card.height) / 2))
    }

    private static func range(_ low: Double, _ high: Double) -> ClosedRange<Double>? {
        low <= high ? low...high : nil
    }
}
