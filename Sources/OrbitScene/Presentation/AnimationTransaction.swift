import OrbitMotion

/// How the changes committed together animate, after Core Animation's `CATransaction`: by default over
/// 0.25 s with ease-in-out; `disablesAnimations` (or a zero duration) makes them take effect at once.
public struct AnimationTransaction: Hashable, Sendable {
    /// Default: 0.25 s.
    public static let defaultDuration = 0.25

    /// Seconds; negative or NaN counts as 0 (no animation).
    public var duration: Double
    /// Default: ease-in-out.
    public var curve: CubicBezier
    /// Changes jump to their model values (exits remove their node at once). Default: `false`.
    public var disablesAnimations: Bool

    /// A transaction of `duration` seconds along `curve`; by default 0.25 s, ease-in-out, animated.
    public init(duration: Double = AnimationTransaction.defaultDuration, curve: CubicBezier = .easeInOut, disablesAnimations: Bool = false) {
        self.duration = duration > 0 ? duration : 0
        self.curve = curve
        self.disablesAnimations = disablesAnimations
    }

    /// A transaction whose changes take effect at once.
    public static let immediate = AnimationTransaction(disablesAnimations: true)

    /// Whether its changes animate at all.
    public var animates: Bool { !disablesAnimations && duration > 0 }
}
