import Foundation
import OrbitGeometry
import OrbitMotion

/// An eased move of the camera from one view to another on an injected clock.
///
/// The scale changes geometrically (each step of time zooms by the same factor, as a pinch does) and the
/// world point under the screen point `focus` travels in a straight line, so a zoom about a point keeps that
/// point still all the way.
package struct CameraMotion: Hashable, Sendable {
    /// The camera when the move starts.
    package var from: Camera
    /// The camera when it ends.
    package var to: Camera
    /// The screen point whose world point moves in a straight line (for a zoom: the point zoomed about).
    package var focus: OrbitPoint
    /// When the move runs and along which curve.
    package var tween: Tween

    /// A move from `from` to `to` about `focus`, timed by `tween`.
    package init(from: Camera, to: Camera, focus: OrbitPoint, tween: Tween) {
        self.from = from
        self.to = to
        self.focus = focus
        self.tween = tween
    }

    /// The camera at `time`: `from` before the start, exactly `to` from the end on.
    package func camera(at time: Double) -> Camera {
        if tween.isFinished(at: time) { return to }
        if time <= tween.startTime { return from }
        let progress = tween.progress(at: time)
        let scale = from.scale * pow(to.scale / from.scale, progress)
        let start = from.world(focus), end = to.world(focus)
        let world = start + (end - start) * progress
        return Camera(scale: scale, translation: focus - world * scale)
    }

    /// Whether the move is over at `time`.
    package func isFinished(at time: Double) -> Bool { tween.isFinished(at: time) }
}
