extension RingSpinner {
    /// How far a fling coasts for a release velocity v over a duration T.
    public enum DistanceRule: String, Sendable, Hashable, Codable {
        /// D = v·T / s, where s is the curve's start slope (x1/y1 for the default curve): the ring
        /// leaves the release at exactly the release velocity. Falls back to `.original` when the
        /// curve's start slope is 0, negative or infinite (no distance could match the velocity).
        case velocityContinuous
        /// D = v·T, the original: with the default curve the ring jumps to 3.155 × the release speed.
        case original
    }

    /// How a ring spins: velocity estimation, when and how far it coasts, and along which curve.
    public struct Configuration: Sendable, Hashable {
        /// Velocity estimation, including the clamp (default ±4 rad/s).
        public var velocityTracking = VelocityTracker.Configuration()
        /// Releases at or below this speed (rad/s) do not coast. Default 10°/s.
        public var inertiaThreshold: Double = 10 * .pi / 180
        /// How long a fling coasts, in seconds. Default 0.7.
        public var inertiaDuration: Double = 0.7
        /// The coast's timing curve. Default `CubicBezier.orbitFling`.
        public var timingCurve: CubicBezier = .orbitFling
        /// Default `.velocityContinuous`.
        public var distanceRule: DistanceRule = .velocityContinuous

        /// The defaults listed on each property.
        public init() {}

        /// The original's behaviour: velocity from the two newest samples, D = v·T.
        public static var original: Configuration {
            var configuration = Configuration()
            configuration.velocityTracking.estimator = .lastTwoSamples
            configuration.distanceRule = .original
            return configuration
        }

        /// The coast distance for a release at `velocity` rad/s.
        public func coastDistance(releaseVelocity velocity: Double) -> Double {
            let travel = velocity * inertiaDuration
            let startSlope = timingCurve.startSlope
            switch distanceRule {
            case .velocityContinuous where startSlope.isFinite && startSlope > 0:
                return travel / startSlope
            case .velocityContinuous, .original:
                return travel
            }
        }
    }
}
