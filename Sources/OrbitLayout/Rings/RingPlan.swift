import OrbitGeometry

/// Which distance band each person belongs to and where each ring lies on screen.
///
/// Geometry, with `R` the avatar radius, `s` the spacing and `h = min(width, height)/2` of the viewport:
/// - the hole for the viewer's own avatar (a disc of radius `R` at the centre) has radius
///   `max(R + s, 0.15·h)`; ring 0 starts there;
/// - every ring is `max(2R, 0.25·h)` thick, so at least one avatar fits across it;
/// - neighbouring rings are `s` apart, so `spacing` holds between avatars of different rings too.
///
/// Ring `k`'s radii depend only on `k`, the viewport, `R` and `s` — never on how many rings exist — so
/// adding rings (spill) never moves the ones already there.
package struct RingPlan: Hashable, Sendable {
    /// Upper distances of the default bands, in metres: 250 m, 1 km, 5 km and 25 km. Beyond the last
    /// band people go to an unbounded ring.
    package static let defaultBandsMeters: [Double] = [250, 1_000, 5_000, 25_000]

    /// The centre of every ring: the middle of the viewport.
    package let center: OrbitPoint
    /// The avatar radius `R`.
    package let avatarRadius: Double
    /// The spacing `s`, the minimum gap between avatar edges.
    package let spacing: Double
    /// Upper distance of each band in metres, strictly ascending.
    package let bandsMeters: [Double]
    /// Inner radius of ring 0.
    package let holeRadius: Double
    /// Outer minus inner radius of every ring.
    package let ringWidth: Double

    /// A plan for a validated scene (see `OrbitLayouter.place` for what is rejected).
    package init(viewport: OrbitSize, avatarRadius: Double, spacing: Double, bandsMeters: [Double]? = nil) {
        let half = min(viewport.width, viewport.height) / 2
        center = OrbitPoint(x: viewport.width / 2, y: viewport.height / 2)
        self.avatarRadius = avatarRadius
        self.spacing = spacing
        self.bandsMeters = bandsMeters ?? Self.defaultBandsMeters
        holeRadius = max(avatarRadius + spacing, 0.15 * half)
        ringWidth = max(2 * avatarRadius, 0.25 * half)
    }

    /// The annulus of ring `index` (0 is innermost).
    package func annulus(ring index: Int) -> Annulus {
        let inner = holeRadius + Double(index) * (ringWidth + spacing)
        return Annulus(center: center, innerRadius: inner, outerRadius: inner + ringWidth)
    }

    /// The band (and so the preferred ring) of a person `meters` away: the first band whose upper
    /// distance is at least `meters`, or `bandsMeters.count` (the unbounded band) beyond the last.
    /// - Complexity: O(log bands).
    package func band(forDistance meters: Double) -> Int {
        var low = 0, high = bandsMeters.count
        while low < high {
            let mid = (low + high) / 2
            if bandsMeters[mid] >= meters { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The largest distance a person on ring `index` can have: its band's upper distance, or `nil`
    /// for the unbounded band and the spill rings beyond it. (A ring only ever holds people of its own
    /// band or nearer ones spilled outward.)
    package func maxDistanceMeters(ring index: Int) -> Double? {
        index < bandsMeters.count ? bandsMeters[index] : nil
    }
}
