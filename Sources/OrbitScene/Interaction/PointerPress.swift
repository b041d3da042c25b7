import OrbitGeometry
import OrbitLayout

/// One press of the pointer, from down to up: which ring it grabbed and whether it stayed a click.
///
/// A press is a click until the pointer strays more than the click slop from where it went down; from then
/// on it is a drag for good (coming back does not make it a click again).
package struct PointerPress: Hashable, Sendable {
    /// Where the pointer went down, screen points.
    package let origin: OrbitPoint
    /// The ring the press turns, or `nil` when there is none.
    package let ring: Int?
    /// The farthest the pointer has been from `origin`, screen points.
    package private(set) var reach: Double = 0
    /// Whether the press caught its ring while it coasted: it stops the ring and is never a click (people slid
    /// under the pointer, so whoever is there was not aimed at).
    package internal(set) var caughtCoast = false
    /// The camera's translation when the press went down on empty space of a zoomed-in view: the press pans.
    package internal(set) var panStart: OrbitPoint?

    /// A press that went down at `origin` on `ring` (or on no ring).
    package init(origin: OrbitPoint, ring: Int?) {
        self.origin = origin
        self.ring = ring
    }

    /// Records that the pointer is at `point`.
    package mutating func track(_ point: OrbitPoint) {
        let distance = point.distance(to: origin)
        if distance.isFinite { reach = max(reach, distance) }
    }

    /// Whether the press never strayed more than `slop` screen points from its origin.
    package func isClick(slop: Double) -> Bool { reach <= slop }
}
