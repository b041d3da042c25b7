/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing curve: the Bézier from (0, 0) through the control points
/// (x1, y1) and (x2, y2) to (1, 1), read as a function from time fraction x to progress y.
///
/// As in CSS, `x1` and `x2` must lie in [0, 1] (so the curve is a function of x); `y1` and `y2` may be
/// anything finite (overshoot and anticipation). Values are solved from x by Newton's method from a
/// sample-table guess with a bisection fallback (see `value(at:)`), to within 1e-6 in y.
public struct CubicBezier: Sendable {
    /// The first control point's time fraction, in [0, 1].
    package let x1: Double
    /// The first control point's progress (may lie outside [0, 1]).
    package let y1: Double
    /// The second control point's time fraction, in [0, 1].
    package let x2: Double
    /// The second control point's progress (may lie outside [0, 1]).
    package let y2: Double

    /// Polynomial coefficients: `x(t) = ((ax·t + bx)·t + cx)·t`, likewise for y.
    let ax, bx, cx: Double
    let ay, by, cy: Double
    /// `x(t)` at `t = i / sampleIntervals`, for the first Newton guess (an array, not `InlineArray`, which
    /// needs the Swift 6.2 runtime: macOS 26, iOS 26).
    let xSamples: [Double]
    static let sampleIntervals = 10

    /// A curve through the control points (x1, y1) and (x2, y2).
    /// - Throws: `CubicBezier.InvalidControlPoint` when a coordinate is not finite or `x1`/`x2` is
    ///   outside [0, 1] — the cases CSS rejects as an invalid `cubic-bezier()`.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(InvalidControlPoint) {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw InvalidControlPoint(coordinate: name, value: value, problem: .notFinite)
        }
        for (name, value) in [("x1", x1), ("x2", x2)] where !(0...1).contains(value) {
            throw InvalidControlPoint(coordinate: name, value: value, problem: .outsideUnitInterval)
        }
        self.init(validX1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// A curve whose control points are known to be valid (the named curves).
    init(validX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        var samples = [Double](repeating: 0, count: Self.sampleIntervals + 1)
        for i in 0...Self.sampleIntervals {
            let t = Double(i) / Double(Self.sampleIntervals)
            samples[i] = ((ax * t + bx) * t + cx) * t
        }
        xSamples = samples
    }

    /// Why a control point cannot make a CSS timing curve; `description` is the message naming the coordinate,
    /// its value and the problem (`cubic-bezier x1 = 1.5 is outside [0, 1]`).
    public struct InvalidControlPoint: Error, Hashable, Sendable, CustomStringConvertible {
        /// `x1`, `y1`, `x2` or `y2`.
        package var coordinate: String
        /// The value given.
        package var value: Double
        /// What is wrong with it.
        package var problem: Problem

        /// The `problem` of `coordinate` = `value`.
        package init(coordinate: String, value: Double, problem: Problem) {
            self.coordinate = coordinate
            self.value = value
            self.problem = problem
        }

        /// What CSS rejects in a control point.
        package enum Problem: Hashable, Sendable {
            /// The coordinate is not a finite number.
            case notFinite
            /// `x1` or `x2` is outside [0, 1].
            case outsideUnitInterval
        }

        public var description: String {
            let reason = switch problem {
            case .notFinite: "is not a finite number"
            case .outsideUnitInterval: "is outside [0, 1]"
            }
            return "cubic-bezier \(coordinate) = \(value) \(reason)"
        }
    }
}

extension CubicBezier {
    /// CSS `linear`: progress equals the time fraction.
    public static let linear = CubicBezier(validX1: 0, y1: 0, x2: 1, y2: 1)
    /// CSS `ease`: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    public static let ease = CubicBezier(validX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    /// CSS `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
    public static let easeIn = CubicBezier(validX1: 0.42, y1: 0, x2: 1, y2: 1)
    /// CSS `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
    public static let easeOut = CubicBezier(validX1: 0, y1: 0, x2: 0.58, y2: 1)
    /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
    public static let easeInOut = CubicBezier(validX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// The original fling curve, `cubic-bezier(0.29, 0.915, 0.53, 1)` (58/200, 183/200, 106/200, 1):
    /// it starts at 0.915 / 0.29 ≈ 3.155 times its mean speed and ends at rest.
    package static let orbitFling = CubicBezier(validX1: 0.29, y1: 0.915, x2: 0.53, y2: 1)

    /// The CSS keyword curves by name (`linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`).
    package static let named: [String: CubicBezier] = [
        "linear": .linear, "ease": .ease, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut,
    ]
}

extension CubicBezier: Equatable, Hashable {
    public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }
}

extension CubicBezier: CustomStringConvertible {
    public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}
