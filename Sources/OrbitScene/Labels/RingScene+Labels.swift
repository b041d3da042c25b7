import Foundation
import OrbitLayout

/// Where a ring's label goes on screen.
public struct RingLabelSpot: Hashable, Sendable {
    /// The ring the label names.
    public var ring: Int
    /// The label's centre, screen points.
    public var position: Point
    /// Whether the label overlaps someone (only when no free spot was found along the visible part of the
    /// ring: then the spot that overlaps the fewest is taken).
    public var coversSomeone: Bool
}

extension RingScene {
    /// Spots for the labels of `rings` (a layout's rings) in the view of the last frame, each a `size`
    /// rectangle (screen points: labels keep their size at any zoom) centred on the ring's middle circle,
    /// wholly inside `viewport`, clear of every person as drawn (avatar or dot, whatever their ring) and of the labels
    /// already placed, and clear of the viewer's node, preferring the point nearest 12 o'clock (only that point
    /// for a ring thinner on screen than a label). Rings are taken from the centre out; a ring
    /// whose label cannot go anywhere clear of other labels (rings thinner on screen than a label) gets none,
    /// and a crowded ring with no spot clear of people gets the one that covers the fewest.
    ///
    /// - Complexity: O(rings met · (log n + s) + k log k) for k people near the labels' circles and s ≤ 720
    ///   sampled spots per ring.
    public func ringLabelSpots(for rings: [RingInfo], size: Size, in viewport: Rect) -> [RingLabelSpot] {
        ringLabelSpots(for: rings, in: viewport) { _ in size }
    }

    /// Spots as `ringLabelSpots(for:size:in:)` finds them, each ring's label of its own `size(ring index)`.
    public func ringLabelSpots(for rings: [RingInfo], in viewport: Rect, size: (Int) -> Size) -> [RingLabelSpot] {
        let camera = lastCamera
        let screenCenter = camera.screen(index.center)
        let sizes = Dictionary(rings.map { ($0.index, size($0.index)) }, uniquingKeysWith: { first, _ in first })
        let largest = Size(width: sizes.values.map(\.width).max() ?? 0, height: sizes.values.map(\.height).max() ?? 0)
        let detailRadius = 2 * index.avatarRadius * camera.scale >= style.minimumAvatarDiameter
            ? index.avatarRadius * camera.scale
            : max(index.avatarRadius * camera.scale, style.minimumDotDiameter / 2)
        let reach = (largest.width * largest.width + largest.height * largest.height).squareRoot() / 2 + detailRadius
        // The viewer's own node at the centre, halo included (see `buildInterface`).
        let viewerRadius = Self.viewerHaloScale * index.avatarRadius * camera.scale
        let runs = index.candidateRuns(in: viewport.grown(by: reach), offsets: lastOffsets, camera: camera)
        var people: [Int: [(angle: Double, position: Point)]] = [:]
        for run in runs {
            index.forEachCandidate(of: [run], offsets: lastOffsets, camera: camera) { _, at in
                people[run.ring, default: []].append((AngleMath.of(dx: at.x - screenCenter.x, dy: at.y - screenCenter.y), at))
            }
        }
        // Each ring's people by angle, and the radii their centres span on screen.
        var members: [(ring: Int, people: [(angle: Double, position: Point)], near: Double, far: Double)] = []
        for (ring, list) in people {
            let radii = list.map { $0.position.distance(to: screenCenter) }
            members.append((ring, list.sorted { $0.angle < $1.angle }, radii.min() ?? 0, radii.max() ?? 0))
        }
        var placed: [Rect] = []
        var spots: [RingLabelSpot] = []
        for info in rings.sorted(by: { $0.index < $1.index }) {
            let radius = (info.innerRadius + info.outerRadius) / 2 * camera.scale
            let size = sizes[info.index] ?? largest
            let halfW = size.width / 2, halfH = size.height / 2
            let allowed = Rect(x: viewport.minX + halfW, y: viewport.minY + halfH,
                               width: viewport.width - size.width, height: viewport.height - size.height)
            guard radius.isFinite, radius > 0, allowed.width >= 0, allowed.height >= 0,
                  size.width.isFinite, size.height.isFinite else { continue }
            // Rings whose people a label on this circle can touch, each with the angular window to search.
            let nearby = members.compactMap { ring -> (people: [(angle: Double, position: Point)], window: Double)? in
                guard ring.near - reach <= radius + reach, ring.far + reach >= radius - reach else { return nil }
                return (ring.people, min(Double.pi, Double.pi / 2 * reach / max(ring.near, 1e-9)))
            }
            var best: (spot: Point, covered: Int)?
            // A ring thinner on screen than a label only tries the spot nearest 12 o'clock, so the labels of
            // a far zoom stack in one tidy column (every few rings) instead of scattering.
            let thin = (info.outerRadius - info.innerRadius) * camera.scale < size.height
            for angle in Self.samples(radius: radius, around: screenCenter, in: allowed).prefix(thin ? 1 : .max) {
                let spot = Point(center: screenCenter, radius: radius, angle: angle)
                let chip = Rect(x: spot.x - halfW, y: spot.y - halfH, width: size.width, height: size.height)
                if placed.contains(where: { $0.overlaps(chip) }) { continue }
                var covered = chip.distance(to: screenCenter) < viewerRadius ? 1 : 0
                for ring in nearby {
                    covered += Self.count(ring.people, near: angle, window: ring.window) { chip.distance(to: $0.position) < detailRadius }
                }
                if best == nil || covered < best!.covered { best = (spot, covered) }
                if covered == 0 { break }
            }
            guard let best else { continue }
            placed.append(Rect(x: best.spot.x - halfW, y: best.spot.y - halfH, width: size.width, height: size.height))
            spots.append(RingLabelSpot(ring: info.index, position: best.spot, coversSomeone: best.covered > 0))
        }
        return spots
    }

    /// Directions along the circle of `radius` about `center` whose point lies in `rect`, about every 6
    /// screen points (at most 720), nearest to 12 o'clock (direction π) first.
    static func samples(radius: Double, around center: Point, in rect: Rect) -> [Double] {
        let cover = AnnulusCover(center: center, inner: radius, outer: radius, rect: rect)
        let step = max(6 / radius, AngleMath.fullTurn / 720)
        var angles: [Double] = []
        for interval in cover.intervals {
            var angle = interval.start
            while angle <= interval.end {
                let point = Point(center: center, radius: radius, angle: angle)
                if rect.contains(point) { angles.append(AngleMath.normalized(angle)) }
                angle += step
            }
        }
        return angles.sorted { AngleMath.distance($0, .pi) < AngleMath.distance($1, .pi) }
    }

    /// How many of `members` (sorted by angle) within `window` radians of `angle` satisfy `covers`.
    static func count(_ members: [(angle: Double, position: Point)], near angle: Double, window: Double,
                      covers: ((angle: Double, position: Point)) -> Bool) -> Int {
        guard !members.isEmpty else { return 0 }
        if window >= .pi { return members.filter(covers).count }
        var total = 0
        for (low, high) in [(angle - window, angle + window), (angle - window + AngleMath.fullTurn, angle + window + AngleMath.fullTurn),
                            (angle - window - AngleMath.fullTurn, angle + window - AngleMath.fullTurn)] {
            let first = members.partitioningIndex { $0.angle >= low }
            var i = first
            while i < members.count, members[i].angle <= high {
                if covers(members[i]) { total += 1 }
                i += 1
            }
        }
        return total
    }
}

extension Rect {
    /// Whether the two rectangles share more than an edge.
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
