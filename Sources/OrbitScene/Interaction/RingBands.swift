import OrbitLayout

/// The rings' bands (inner and outer radius about the layout centre, in world points), to find the ring
/// under a pointer by its distance from the centre.
package struct RingBands: Hashable, Sendable {
    /// Bands by ring index.
    package private(set) var bands: [ClosedRange<Double>]

    /// The bands of `rings` (a layout's `rings`), by ring index; a band with a non-finite or inverted
    /// extent is left out of the search.
    package init(_ rings: [RingInfo]) {
        let count = (rings.map(\.index).max() ?? -1) + 1
        var bands = Array(repeating: Double.infinity...Double.infinity, count: max(0, count))
        for ring in rings where ring.index >= 0 && ring.innerRadius.isFinite && ring.outerRadius.isFinite
            && ring.innerRadius <= ring.outerRadius {
            bands[ring.index] = ring.innerRadius...ring.outerRadius
        }
        self.bands = bands
    }

    /// The number of rings.
    package var count: Int { bands.count }

    /// The ring whose band holds `radius`, else the ring whose band is nearest to it (ties: the inner one);
    /// `nil` when there is no usable band or `radius` is not finite.
    ///
    /// - Complexity: O(rings).
    package func ring(atRadius radius: Double) -> Int? {
        guard radius.isFinite else { return nil }
        var best: (ring: Int, gap: Double)?
        for (ring, band) in bands.enumerated() where band.lowerBound.isFinite {
            let gap = max(band.lowerBound - radius, 0, radius - band.upperBound)
            if best == nil || gap < best!.gap { best = (ring, gap) }
        }
        return best?.ring
    }
}
