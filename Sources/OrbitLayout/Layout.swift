import OrbitGeometry

/// A scene the layout cannot work with at all (as opposed to an invalid *person*, which is rejected);
/// `description` names the field and the value, e.g. `avatarRadius must be a number > 0 …, got -2`.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as data Orbit's own front ends and tests switch on.
    package var problem: Problem

    /// The error of `problem`.
    package init(_ problem: Problem) {
        self.problem = problem
    }

    /// What is wrong and where, naming the field, id or value.
    public var description: String { problem.description }

    /// What is wrong: one case per problem, carrying what and where.
    package enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The avatar radius is not a number in (0, 1e9].
        case invalidAvatarRadius(Double)
        /// The spacing is not a number in [0, 1e9].
        case invalidSpacing(Double)
        /// A viewport side is not a number in [1e-6, 1e9] (`LayoutRequest.minimumViewportSide`, `maximumLength`).
        case emptyViewport(OrbitSize)
        /// The viewer's latitude is outside ±90° or its longitude outside ±180°.
        case invalidViewer(GeoCoordinate)
        /// `maxRings` is less than 1.
        case invalidMaxRings(Int)
        /// The distance bands (`rings.bandsMeters`) are empty, not finite, not positive or not strictly ascending.
        case invalidBands(BandsProblem)

        /// What is wrong with the distance bands.
        package enum BandsProblem: Hashable, Sendable, CustomStringConvertible {
            /// No band is listed.
            case empty
            /// Band `index` is not a finite number > 0.
            case notPositive(index: Int, value: Double)
            /// Band `index` is not greater than the one before it.
            case notAscending(index: Int, value: Double, previous: Double)

            package var description: String {
                switch self {
                case .empty: "must list at least one distance"
                case .notPositive(let i, let value): "[\(i)] must be a finite number > 0, got \(value)"
                case .notAscending(let i, let value, let previous):
                    "[\(i)] must be greater than [\(i - 1)] (strictly ascending), got \(value) after \(previous)"
                }
            }
        }

        /// What is wrong, naming the field and the value, e.g. `avatarRadius must be a number > 0 …, got -2`.
        package var description: String {
            switch self {
            case .invalidAvatarRadius(let r): "avatarRadius must be a number > 0 and ≤ 1e9, got \(r)"
            case .invalidSpacing(let s): "spacing must be a number ≥ 0 and ≤ 1e9, got \(s)"
            case .emptyViewport(let v): "viewport must have width and height ≥ 1e-6 and ≤ 1e9, got \(v.width)×\(v.height)"
            case .invalidViewer(let g): "viewer must have latitude in [-90, 90] and longitude in [-180, 180], got (\(g.latitude), \(g.longitude))"
            case .invalidMaxRings(let n): "maxRings must be ≥ 1, got \(n)"
            case .invalidBands(let problem): "rings.bandsMeters: \(problem)"
            }
        }

    }

    /// What is wrong with the distance bands.
    package typealias BandsProblem = Problem.BandsProblem

    // The problems as errors, so `throw .invalidSpacing(s)` reads as before.
    package static func invalidAvatarRadius(_ value0: Double) -> LayoutError { LayoutError(.invalidAvatarRadius(value0)) }
    package static func invalidSpacing(_ value0: Double) -> LayoutError { LayoutError(.invalidSpacing(value0)) }
    package static func emptyViewport(_ value0: OrbitSize) -> LayoutError { LayoutError(.emptyViewport(value0)) }
    package static func invalidViewer(_ value0: GeoCoordinate) -> LayoutError { LayoutError(.invalidViewer(value0)) }
    package static func invalidMaxRings(_ value0: Int) -> LayoutError { LayoutError(.invalidMaxRings(value0)) }
    package static func invalidBands(_ value0: BandsProblem) -> LayoutError { LayoutError(.invalidBands(value0)) }
}

/// The result of a layout together with what changed relative to the previous result.
public struct LayoutOutcome: Hashable, Sendable {
    /// The new layout.
    public var result: LayoutResult
    /// Who was inserted, removed or moved relative to the previous result (everyone is inserted without one).
    public var change: LayoutChange

    /// An outcome of `result` and its `change`.
    package init(result: LayoutResult, change: LayoutChange) {
        self.result = result
        self.change = change
    }
}

/// Entry point of the layout engine.
public enum OrbitLayouter {
    /// Lays out `request.people` on rings around the viewer.
    ///
    /// People are taken in (distance, id) order. Each goes to the ring of their distance band (see
    /// `RingPlan`), never to a ring inside that of someone nearer; when a ring has no free spot left,
    /// the farthest people spill to the next ring (rings are added as needed). With `maxRings`,
    /// people beyond the last allowed ring are reported `unplaced` with reason `capacity`. Spots come
    /// from the exact free space of the ring (see `RingOccupancy`): uniformly at random in mode
    /// `random`, nearest to the real bearing in mode `bearing`; every random choice for a person
    /// comes from a stream seeded by FNV-1a of (`seed`, id), so the same input gives the same result.
    ///
    /// With `previous`, people still placed in the same ring keep their exact spot (their spots are
    /// reserved before anyone is placed), leavers free their space and newcomers go into free space.
    /// Only when a nearer person needs room in a full ring does the farthest person holding a spot
    /// there give it up (the nearer person takes it) and spill outward.
    ///
    /// Invalid people are never dropped: they are listed in `rejected` with a reason (see
    /// `LayoutRequest.screenPeople`). Every input id appears exactly once across `nodes`, `unplaced`
    /// and `rejected` (duplicates: the first occurrence counts, later ones are rejected).
    /// Nodes and `unplaced` come in (distance, id) order, `rejected` in input order.
    ///
    /// - Throws: `LayoutError` when the scene itself is unusable: avatar radius not in (0, 1e9],
    ///   spacing not in [0, 1e9], viewport side not in (0, 1e9] (NaN fails every check), viewer latitude outside
    ///   ±90 or longitude outside ±180, `maxRings` < 1, bands empty, not finite, not positive or
    ///   not strictly ascending.
    /// - Complexity: O(n log n) for n people (the sort); placing one person does not depend on n.
    public static func place(_ request: LayoutRequest, previous: LayoutResult? = nil) throws(LayoutError) -> LayoutOutcome {
        try request.validateScene()
        let plan = RingPlan(
            viewport: request.viewport, avatarRadius: request.avatarRadius, spacing: request.spacing,
            bandsMeters: request.bandsMeters)
        let (accepted, rejected) = request.screenPeople()
        let sorted = DistanceOrder.sorted(accepted)
        let reservations = Reservations(previous: previous, plan: plan, maxRings: request.maxRings, sorted: sorted)
        let output = LayoutEngine(request: request, plan: plan, reservations: reservations).run(sorted)

        let ringCount = min(max(plan.bandsMeters.count, output.ringCounts.count), request.maxRings ?? .max)
        let rings = (0..<ringCount).map { index in
            let annulus = plan.annulus(ring: index)
            return RingInfo(
                index: index, innerRadius: annulus.innerRadius, outerRadius: annulus.outerRadius,
                maxDistanceMeters: plan.maxDistanceMeters(ring: index),
                count: index < output.ringCounts.count ? output.ringCounts[index] : 0)
        }
        let result = LayoutResult(
            center: plan.center, avatarRadius: plan.avatarRadius, spacing: plan.spacing, rings: rings,
            nodes: output.nodes, unplaced: output.unplaced, rejected: rejected)
        return LayoutOutcome(result: result, change: LayoutChange(from: previous, to: result))
    }
}
