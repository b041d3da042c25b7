import OrbitGeometry
import OrbitLayout
import OrbitScene

/// Short messages for actions whose effect is not obvious ("3 blocked people shown; 30 people (was 27)", "2 arrived; …"): shown for
/// `toastDuration`, fading out over its last `toastFade` seconds on the session's clock, and never over the
/// selected person or the card.
extension OrbitSession {
    /// The message while it lasts: at the bottom centre, else the first of the bottom corners, the top corners
    /// and the top centre that keeps clear of `person` (the selected one, as drawn) and of `card`, preferring one
    /// clear of what `index` holds ("You", the HUD, the search field, labels, the legend, panels); none when
    /// every spot would cover the person or the card.
    mutating func toastPanel(_ kit: OverlayKit, avoiding person: DrawnPerson?, card: OrbitRect?, index: CollisionIndex) -> OverlayLayer? {
        guard let toast = state.toast else { return nil }
        let age = state.clock - toast.start
        guard age >= 0, age <= configuration.toastDuration else {
            state.toast = nil
            return nil
        }
        let (_, size) = kit.fitted([toast.text])
        let (width, height) = (state.windowSize.width, state.windowSize.height)
        let bottom = height - size.height - 12
        let spots = [
            OrbitPoint(x: (width - size.width) / 2, y: bottom), OrbitPoint(x: 0, y: bottom), OrbitPoint(x: width, y: bottom),
            OrbitPoint(x: 0, y: 0), OrbitPoint(x: width, y: 0), OrbitPoint(x: (width - size.width) / 2, y: 0),
        ]
        let allowed = spots.map { kit.linesPanel(.toast, [toast.text], topLeft: $0) }.filter { layer in
            !(person.map { layer.frame.gap(to: $0.position) < $0.radius } ?? false) && !(card?.meets(layer.frame) ?? false)
        }
        let clear = allowed.filter { !index.collides($0.frame, with: [.viewer, .chrome, .labels, .panels]) }
        for var layer in (clear + allowed).prefix(1) {
            let fade = configuration.toastFade > 0 ? (configuration.toastDuration - age) / configuration.toastFade : 1
            let alpha = max(0, min(1, fade))
            for index in layer.commands.indices { layer.commands[index].alpha *= alpha }
            return layer
        }
        return nil
    }
}
