import CSDL2

/// What of a frame still shows only its background: the frame's first commands are the ring guides — circles
/// around one centre, each band apart from the others —, and a band drawn where nothing was drawn yet can be
/// filled with its colour already blended over the background, opaque, which SDL's software renderer fills
/// many times faster than it blends.
///
/// Records, around the first stroke's centre, the rings of pixels drawn so far; anything else drawn closes it.
struct BackgroundAnnuli {
    private var center: SDL_FPoint?
    private var drawn: [(inner: Double, outer: Double)] = []
    private var isOpen = true

    /// Starts a frame: only the background shows.
    mutating func reset() {
        center = nil
        drawn.removeAll(keepingCapacity: true)
        isOpen = true
    }

    /// Whether the ring of pixels between `inner` and `outer` around `center` shows only the background; records
    /// it as drawn either way.
    ///
    /// - Complexity: O(rings recorded this frame).
    mutating func claim(center: SDL_FPoint, inner: Double, outer: Double) -> Bool {
        guard isOpen else { return false }
        let first = self.center ?? center
        self.center = first
        guard first.x == center.x, first.y == center.y else {
            isOpen = false
            return false
        }
        let clear = !drawn.contains { $0.inner < outer && inner < $0.outer }
        drawn.append((inner, outer))
        return clear
    }

    /// Something other than a ring was drawn: from now on nothing is known to show only the background.
    mutating func close() {
        isOpen = false
    }
}
