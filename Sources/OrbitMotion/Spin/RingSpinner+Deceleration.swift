import Foundation

extension RingSpinner {
    /// How a flung ring slows down: like a scroll view, it loses a fixed share of its speed every
    /// millisecond (UIScrollView's normal rate, 0.998, by default), and once that would slow it by less
    /// than `minimum` rad/s² it slows by `minimum` instead, so it comes to rest in finite time with no
    /// jump in speed or deceleration.
    ///
    /// Released at `v`, the ring decays exponentially with rate `k = −1000·ln(ratePerMillisecond)`
    /// per second down to `v_s = minimum / k`, then decelerates at `minimum` to rest:
    /// `distance = (v − v_s/2)/k` and `duration = (ln(v/v_s) + 1)/k` for `v > v_s` (below it,
    /// `v²/(2·minimum)` and `v/minimum`). With the defaults a fling at the 4 rad/s clamp travels 1.91 rad
    /// (109°) and rests after 1.72 s, one at 1 rad/s travels 0.41 rad (24°) in 1.02 s, and the first
    /// 60 fps frame moves at 98.3% of the release speed.
    package struct Deceleration: Sendable, Hashable, Codable {
        /// The share of its speed the ring keeps each millisecond, in (0, 1]; 1 leaves only `minimum`.
        package var ratePerMillisecond: Double
        /// The least deceleration, rad/s² (> 0, or the ring does not coast).
        package var minimum: Double

        /// A deceleration keeping `ratePerMillisecond` of the speed each millisecond, at least `minimum` rad/s².
        package init(ratePerMillisecond: Double, minimum: Double) {
            self.ratePerMillisecond = ratePerMillisecond
            self.minimum = minimum
        }

        /// UIScrollView's normal deceleration (0.998 per ms) with a 0.7 rad/s² floor: the default.
        package static let scrollView = Deceleration(ratePerMillisecond: 0.998, minimum: 0.7)
        /// For people who ask for reduced motion: 0.99 per ms (UIScrollView's fast rate) with a
        /// 3.5 rad/s² floor, about a fifth of the default's travel (22° at 4 rad/s, resting in 0.34 s).
        package static let reducedMotion = Deceleration(ratePerMillisecond: 0.99, minimum: 3.5)

        /// The exponential rate k, per second (0 for a rate outside (0, 1)).
        var decay: Double {
            ratePerMillisecond > 0 && ratePerMillisecond < 1 ? -1000 * log(ratePerMillisecond) : 0
        }

        /// The speed (rad/s) below which the floor takes over: `minimum / k` (infinite without decay).
        var floorSpeed: Double { decay > 0 ? minimum / decay : .infinity }

        /// Whether a release can coast at all: the floor must be positive and finite.
        var isValid: Bool { minimum > 0 && minimum.isFinite && decay.isFinite }

        /// Seconds from a release at `velocity` (rad/s, either sign) to rest.
        package func duration(releaseVelocity velocity: Double) -> Double {
            guard isValid, velocity.isFinite else { return 0 }
            let speed = abs(velocity), floor = floorSpeed
            guard speed > floor else { return speed / minimum }
            return log(speed / floor) / decay + floor / minimum
        }

        /// The signed angle (radians) the ring travels from the release to rest.
        package func distance(releaseVelocity velocity: Double) -> Double {
            travel(after: .infinity, releaseVelocity: velocity)
        }

        /// The signed angle travelled `elapsed` seconds after a release at `velocity` (0 before it,
        /// the whole distance from `duration` on).
        package func travel(after elapsed: Double, releaseVelocity velocity: Double) -> Double {
            guard isValid, velocity.isFinite, elapsed > 0 else { return 0 }
            let speed = abs(velocity), floor = floorSpeed
            var travelled = 0.0, remaining = elapsed, current = speed
            if speed > floor {
                let decaying = min(remaining, log(speed / floor) / decay)
                travelled = -speed * expm1(-decay * decaying) / decay
                current = speed * exp(-decay * decaying)
                remaining -= decaying
            }
            let braking = min(remaining, current / minimum)
            travelled += current * braking - minimum * braking * braking / 2
            return velocity < 0 ? -travelled : travelled
        }

        /// The signed angular velocity `elapsed` seconds after a release at `velocity` (0 from
        /// `duration` on).
        package func velocity(after elapsed: Double, releaseVelocity velocity: Double) -> Double {
            guard isValid, velocity.isFinite, elapsed >= 0 else { return 0 }
            let speed = abs(velocity), floor = floorSpeed
            var current = speed, remaining = elapsed
            if speed > floor {
                let decaying = min(remaining, log(speed / floor) / decay)
                current = speed * exp(-decay * decaying)
                remaining -= decaying
            }
            let slowed = max(current - minimum * remaining, 0)
            return velocity < 0 ? -slowed : slowed
        }
    }
}
