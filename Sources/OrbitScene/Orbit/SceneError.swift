import OrbitGeometry
import OrbitLayout

/// Input a `RingScene` refuses; `description` is the message for people, naming what and where (an id, a ring,
/// a property and its value), e.g. `offsets[2] must be finite, got nan`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
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
        /// The layout's centre is not finite.
        case invalidCenter(OrbitPoint)
        /// The layout's avatar radius is not a finite number > 0.
        case invalidAvatarRadius(Double)
        /// A `SceneStyle` count property (`property`, e.g. `maxDots`) is below its `minimum` (the initialiser
        /// clamps, the properties cannot).
        case styleCountTooSmall(property: String, value: Int, minimum: Int)
        /// A `SceneStyle` length property (`property`, e.g. `rimWidth`) is not a finite number ≥ 0.
        case invalidStyleLength(property: String, value: Double)
        /// The style's zoom limits are not finite with 0 < `minScale` ≤ `maxScale`.
        case invalidZoomLimits(ZoomLimits)
        /// The node `id` cannot be placed in the scene.
        case invalidNode(id: String, problem: NodeProblem)
        /// The id is already in the scene.
        case duplicateID(String)
        /// A ring offset is not finite.
        case invalidOffset(ring: Int, value: Double)
        /// The viewport is not finite or has a negative side.
        case invalidViewport(OrbitRect)
        /// The camera's scale is not finite and positive, or its translation is not finite.
        case invalidCamera(Camera)

        /// Why a node cannot be placed in the scene.
        package enum NodeProblem: Hashable, Sendable, CustomStringConvertible {
            /// Its ring is negative.
            case negativeRing(Int)
            /// Its ring is not one of the layout's `ringCount` rings.
            case ringOutOfRange(ring: Int, ringCount: Int)
            /// Its angle is not finite.
            case nonFiniteAngle(Double)
            /// Its radius is not finite and ≥ 0.
            case invalidRadius(Double)
            /// A change lists it as inserted or moved, but the result does not place it.
            case notPlaced

            package var description: String {
                switch self {
                case .negativeRing(let ring): "ring must be ≥ 0, got \(ring)"
                case .ringOutOfRange(let ring, let ringCount): "ring must be one of the layout's \(ringCount) rings, got \(ring)"
                case .nonFiniteAngle(let angle): "angle must be finite, got \(angle)"
                case .invalidRadius(let radius): "radius must be finite and ≥ 0, got \(radius)"
                case .notPlaced: "listed in the change but not placed in the result"
                }
            }
        }

        /// What is wrong and where, e.g. `offsets[2] must be finite, got nan`.
        package var description: String {
            switch self {
            case .invalidCenter(let c): "layout: center must be finite, got (\(c.x), \(c.y))"
            case .invalidAvatarRadius(let r): "layout: avatarRadius must be a finite number > 0, got \(r)"
            case .styleCountTooSmall(let name, let value, let minimum): "style: \(name) must be ≥ \(minimum), got \(value)"
            case .invalidStyleLength(let name, let value): "style: \(name) must be a finite number ≥ 0, got \(value)"
            case .invalidZoomLimits(let z): "style: zoomLimits must be finite with 0 < minScale ≤ maxScale, got \(z.minScale)…\(z.maxScale)"
            case .invalidNode(let id, let problem): "node '\(MessageText.value(id))': \(problem)"
            case .duplicateID(let id): "node '\(MessageText.value(id))' appears more than once"
            case .invalidOffset(let ring, let value): "offsets[\(ring)] must be finite, got \(value)"
            case .invalidViewport(let v): "viewport must be finite with width, height ≥ 0, got (\(v.minX), \(v.minY), \(v.width)×\(v.height))"
            case .invalidCamera(let c): "camera scale must be finite and > 0 and translation finite, got scale \(c.scale) at (\(c.translation.x), \(c.translation.y))"
            }
        }

    }

    /// Why a node cannot be placed in the scene.
    package typealias NodeProblem = Problem.NodeProblem

    // The problems as errors, so `throw .duplicateID(id)` reads as before.
    package static func invalidCenter(_ value0: OrbitPoint) -> SceneError { SceneError(.invalidCenter(value0)) }
    package static func invalidAvatarRadius(_ value0: Double) -> SceneError { SceneError(.invalidAvatarRadius(value0)) }
    package static func styleCountTooSmall(property: String, value: Int, minimum: Int) -> SceneError { SceneError(.styleCountTooSmall(property: property, value: value, minimum: minimum)) }
    package static func invalidStyleLength(property: String, value: Double) -> SceneError { SceneError(.invalidStyleLength(property: property, value: value)) }
    package static func invalidZoomLimits(_ value0: ZoomLimits) -> SceneError { SceneError(.invalidZoomLimits(value0)) }
    package static func invalidNode(id: String, problem: NodeProblem) -> SceneError { SceneError(.invalidNode(id: id, problem: problem)) }
    package static func duplicateID(_ value0: String) -> SceneError { SceneError(.duplicateID(value0)) }
    package static func invalidOffset(ring: Int, value: Double) -> SceneError { SceneError(.invalidOffset(ring: ring, value: value)) }
    package static func invalidViewport(_ value0: OrbitRect) -> SceneError { SceneError(.invalidViewport(value0)) }
    package static func invalidCamera(_ value0: Camera) -> SceneError { SceneError(.invalidCamera(value0)) }
}
