extension RingSpinner {
    /// How a released ring coasts to rest.
    package enum Coast: Sendable, Hashable {
        /// Slows like a scroll view (`Deceleration`), leaving the finger at the release velocity.
        case decay(Deceleration)
        /// The original: `D = v·T` along `CubicBezier.orbitFling` over 0.7 s, which sets off at 3.155 ×
        /// the release speed (the curve's start slope). Kept as a baseline for comparison.
        case original

        /// The original's coast duration, seconds.
        static let originalDuration = 0.7
    }

    /// How a ring spins: velocity estimation, when a release coasts, and how.
    package struct Configuration: Sendable, Hashable {
        /// Velocity estimation, including the clamp (default ±4 rad/s).
        package var velocityTracking = VelocityTracker.Configuration()
        /// Releases at or below this speed (rad/s) do not coast. Default 10°/s.
        package var inertiaThreshold: Double = 10 * .pi / 180
        /// How a release coasts. Default `.decay(.scrollView)`.
        package var coast: Coast = .decay(.scrollView)

        /// The defaults listed on each property.
        package init() {}

        /// The original's behaviour: velocity from the two newest samples, the original coast.
        package static var original: Configuration {
            var configuration = Configuration()
            configuration.velocityTracking.estimator = .lastTwoSamples
            configuration.coast = .original
            return configuration
        }

        /// The default with the short coast of `Deceleration.reducedMotion`, for people who ask the
        /// system to reduce motion.
        package static var reducedMotion: Configuration {
            var configuration = Configuration()
            configuration.coast = .decay(.reducedMotion)
            return configuration
        }
    }
}
