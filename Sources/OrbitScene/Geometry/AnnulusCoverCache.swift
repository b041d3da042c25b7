import OrbitGeometry
import OrbitLayout

extension AnnulusCover {
    /// What a cover is computed from; two inputs match when every coordinate has the same bits, so a cover
    /// reused for matching inputs is exactly the one computing afresh would give.
    struct Inputs: Sendable {
        var center: OrbitPoint
        var inner: Double
        var outer: Double
        var rect: OrbitRect

        func matches(_ other: Inputs) -> Bool {
            func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
            return same(center.x, other.center.x) && same(center.y, other.center.y) && same(inner, other.inner)
                && same(outer, other.outer) && same(rect.minX, other.rect.minX) && same(rect.minY, other.rect.minY)
                && same(rect.maxX, other.rect.maxX) && same(rect.maxY, other.rect.maxY)
        }
    }

    init(_ inputs: Inputs) {
        self.init(center: inputs.center, inner: inputs.inner, outer: inputs.outer, rect: inputs.rect)
    }
}

/// The last annulus cover computed for each ring.
///
/// A ring's cover depends on its band, the screen centre and the query rectangle, not on the ring's turn, so
/// while the camera and viewport stay put (a drag or fling) every frame reuses the covers and only shifts
/// them by each ring's turn; a changed input recomputes that ring's cover.
struct AnnulusCoverCache: Sendable {
    private var entries: [(inputs: AnnulusCover.Inputs, cover: AnnulusCover)?] = []

    /// Ring `ring`'s cover for `inputs`, reused when they match the ring's last inputs.
    ///
    /// - Complexity: O(1) (amortized; the table grows to the highest ring asked for).
    mutating func cover(ring: Int, _ inputs: AnnulusCover.Inputs) -> AnnulusCover {
        if ring >= entries.count { entries += repeatElement(nil, count: ring + 1 - entries.count) }
        if let entry = entries[ring], entry.inputs.matches(inputs) { return entry.cover }
        let cover = AnnulusCover(inputs)
        entries[ring] = (inputs, cover)
        return cover
    }
}
