import OrbitGeometry
import OrbitLayout
import OrbitScene

/// Two fingers: a pinch zooms about the fingers' centre (`SessionInput.pinch`), a twist turns the ring under
/// them (every ring in bearing placement). Either ends the press of the first finger without a click.
extension OrbitSession {
    /// A second finger landed: the first finger's press ends without a click (the pinch or twist takes over).
    mutating func endPressForTwoFingers() {
        guard let press = interaction.press else { return }
        interaction.pointerCancelled(at: state.hover.point ?? press.origin, time: state.clock)
    }

    /// Two fingers turned by `radians` (positive: clockwise) about `point`: the ring under it turns with them.
    mutating func twist(by radians: Double, about point: OrbitPoint) {
        guard radians.isFinite, point.x.isFinite, point.y.isFinite else { return }
        endPressForTwoFingers()
        guard let ring = interaction.ring(at: point) else { return }
        interaction.turn(ring: ring, by: max(-.pi, min(.pi, radians)), time: state.clock)
    }
}
