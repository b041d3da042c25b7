import Foundation
import OrbitGeometry
import OrbitLayout

/// A run of consecutive slots of one ring whose nodes may be visible.
struct CandidateRun: Hashable, Sendable {
    var ring: Int
    var slots: Range<Int>
}

extension VisibilityIndex {
    /// The slot runs that can hold a node whose screen centre lies in `rect`, in draw order
    /// (ring index, then angle). A superset of the answer; `isInside` decides. `cover` gives a ring's annulus
    /// cover for its inputs: by default computed afresh, `RingScene` passes its `AnnulusCoverCache`.
    ///
    /// - Complexity: O(log rings + rings met · log n).
    func candidateRuns(
        in rect: OrbitRect, offsets: [Double], camera: Camera,
        cover: (_ ring: Int, _ inputs: AnnulusCover.Inputs) -> AnnulusCover = { AnnulusCover($1) }
    ) -> [CandidateRun] {
        let screenCenter = camera.screen(center)
        let scale = camera.scale
        let reach = rect.distances(from: screenCenter)
        var runs: [CandidateRun] = []
        for ring in rings(meetingRadii: reach.near / scale, reach.far / scale) {
            let band = rings[ring]
            let turn = ring < offsets.count ? offsets[ring] : 0
            let inputs = AnnulusCover.Inputs(center: screenCenter, inner: band.inner * scale, outer: band.outer * scale, rect: rect)
            var ranges: [Range<Int>] = []
            for interval in cover(ring, inputs).intervals {
                let start = AngleMath.normalized(interval.start - turn)
                ranges += band.slots(from: start, to: start + (interval.end - interval.start))
            }
            for range in Self.merged(ranges) { runs.append(CandidateRun(ring: ring, slots: range)) }
        }
        return runs
    }

    /// Non-empty `ranges` sorted and with overlaps joined.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Calls `body` with every `stride`-th candidate of `runs` (counting across runs, from the first) and its
    /// screen centre, in draw order.
    ///
    /// - Complexity: O(candidates / stride) position computations, no trigonometry beyond one turn per ring.
    func forEachCandidate(
        of runs: [CandidateRun], stride: Int = 1, offsets: [Double], camera: Camera,
        _ body: (_ node: Int, _ screenPosition: OrbitPoint) -> Void
    ) {
        var position = 0
        var turn = RingTurn(ring: -1, offsets: [])
        for run in runs {
            if turn.ring != run.ring { turn = RingTurn(ring: run.ring, offsets: offsets) }
            let nodes = rings[run.ring].nodes
            let spokes = rings[run.ring].spokes
            var slot = run.slots.lowerBound + (stride - position % stride) % stride
            position += run.slots.count
            while slot < run.slots.upperBound {
                body(Int(nodes[slot]), camera.screen(spokes[slot].position(around: center, turn: turn)))
                slot += stride
            }
        }
    }

    /// Calls `body` with every node whose screen centre lies in `rect` and that centre, in draw order (ring,
    /// then angle).
    ///
    /// - Complexity: O(log rings + rings met · log n + candidates); candidates ≈ visible nodes when
    ///   the ring bands are thin next to the rectangle.
    package func forEachNode(
        centeredIn rect: OrbitRect, offsets: [Double], camera: Camera, _ body: (_ node: Int, _ screenPosition: OrbitPoint) -> Void
    ) {
        forEachCandidate(of: candidateRuns(in: rect, offsets: offsets, camera: camera), offsets: offsets, camera: camera) { node, at in
            if rect.contains(at) { body(node, at) }
        }
    }

    /// The nodes whose screen centre lies in `rect`, in draw order. See `forEachNode(centeredIn:offsets:camera:_:)`.
    package func nodes(centeredIn rect: OrbitRect, offsets: [Double], camera: Camera) -> [Int] {
        var result: [Int] = []
        forEachNode(centeredIn: rect, offsets: offsets, camera: camera) { node, _ in result.append(node) }
        return result
    }

    /// The rectangle a node's centre must lie in for its avatar's bounding box to meet `viewport` grown by `margin`.
    package func centerRect(for viewport: OrbitRect, margin: Double, camera: Camera) -> OrbitRect {
        viewport.grown(by: margin + avatarRadius * camera.scale)
    }

    /// The topmost node (last in draw order) whose avatar disc contains the screen point `point`.
    ///
    /// - Complexity: O(log rings + rings at that radius · log n + nodes within one avatar of the point).
    package func hitTest(_ point: OrbitPoint, offsets: [Double], camera: Camera) -> Int? {
        let screenCenter = camera.screen(center)
        let dx = point.x - screenCenter.x
        let dy = point.y - screenCenter.y
        let distance = (dx * dx + dy * dy).squareRoot() / camera.scale
        let direction = AngleMath.of(dx: dx, dy: dy)
        let reach = avatarRadius * camera.scale
        let halfWidth = distance > avatarRadius
            ? asin(min(1, avatarRadius / distance)) + AnnulusCover.padding : AngleMath.fullTurn
        var hit: Int?
        for ring in rings(meetingRadii: distance - avatarRadius, distance + avatarRadius) {
            let offset = ring < offsets.count ? offsets[ring] : 0
            let turn = RingTurn(ring: ring, offsets: offsets)
            let start = AngleMath.normalized(direction - offset - halfWidth)
            let ranges = Self.merged(rings[ring].slots(from: start, to: start + min(2 * halfWidth, AngleMath.fullTurn)))
            let nodes = rings[ring].nodes
            for range in ranges {
                for slot in range {
                    let node = Int(nodes[slot])
                    if camera.screen(worldPosition(of: node, turn: turn)).distance(to: point) <= reach { hit = node }
                }
            }
        }
        return hit
    }
}
