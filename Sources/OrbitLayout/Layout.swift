/// A scene the layout cannot work with at all (as opposed to an invalid *person*, which is rejected).
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidAvatarRadius(Double)
    case invalidSpacing(Double)
    case emptyViewport(Size)
    case invalidViewer(GeoCoordinate)
    case invalidMaxRings(Int)
    case invalidBands(String)

    public var description: String {
        switch self {
        case .invalidAvatarRadius(let r): "avatarRadius must be a finite number > 0, got \(r)"
        case .invalidSpacing(let s): "spacing must be a finite number ≥ 0, got \(s)"
        case .emptyViewport(let v): "viewport must have finite width and height > 0, got \(v.width)×\(v.height)"
        case .invalidViewer(let g): "viewer must have latitude in [-90, 90] and longitude in [-180, 180], got (\(g.latitude), \(g.longitude))"
        case .invalidMaxRings(let n): "maxRings must be ≥ 1, got \(n)"
        case .invalidBands(let why): "rings.bandsMeters: \(why)"
        }
    }
}

/// The result of a layout together with what changed relative to the previous result.
public struct LayoutOutcome: Hashable, Sendable {
    public var result: LayoutResult
    public var change: LayoutChange

    public init(result: LayoutResult, change: LayoutChange) {
        self.result = result
        self.change = change
    }
}

/// Entry point of the layout engine.
public enum OrbitLayouter {
    /// Lays out `request.people` on rings around the viewer.
    ///
    /// With `previous`, people still placed in the same ring keep their exact spot, leavers free
    /// their space and newcomers go into free space.
    public static func place(_ request: LayoutRequest, previous: LayoutResult? = nil) throws(LayoutError) -> LayoutOutcome {
        // Scaffold: replaced by the real engine.
        let result = LayoutResult(
            center: Point(x: request.viewport.width / 2, y: request.viewport.height / 2),
            avatarRadius: request.avatarRadius, spacing: request.spacing, rings: [], nodes: [],
            unplaced: request.people.map { PersonIssue(id: $0.id, reason: "not implemented") }, rejected: [])
        return LayoutOutcome(result: result, change: LayoutChange())
    }
}
