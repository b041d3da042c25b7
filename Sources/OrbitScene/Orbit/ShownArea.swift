import OrbitGeometry
import OrbitLayout

/// Where a person's centre must lie to be drawn in a frame: inside the visible rectangle of centres, and far
/// enough from every rectangle the front end keeps clear that their drawing does not reach into it.
struct ShownArea {
    /// The centres of people whose bounding box meets the viewport.
    let visible: OrbitRect
    /// The kept-clear rectangles grown by a person's drawn extent (their corners square: a person near a
    /// corner may be left out though their disc would just miss it).
    private let keptClear: [OrbitRect]

    init(visible: OrbitRect, keptClear: [OrbitRect], extent: Double) {
        self.visible = visible
        self.keptClear = keptClear.map { $0.grown(by: extent) }
    }

    func contains(_ center: OrbitPoint) -> Bool { visible.contains(center) && !isKeptClear(center) }

    /// Whether a person centred at `center` would reach into a kept-clear rectangle.
    func isKeptClear(_ center: OrbitPoint) -> Bool { keptClear.contains { $0.contains(center) } }
}
