extension CubicBezier {
    /// The exact slope dy/dx as x → 0⁺: the speed at which the curve leaves its start, relative to
    /// its mean speed.
    ///
    /// `y1 / x1` when `x1 > 0`. With `x1 = 0` the first control point sits above the start, so the
    /// curve leaves vertically (±infinity) unless `y1 = 0` too, in which case the second control point
    /// decides the same way (`y2 / x2`, or ±infinity when `x2 = 0`); with both control points at the
    /// origin the curve is `y = x` near the start and the slope is 1.
    package var startSlope: Double {
        Self.leavingSlope(firstDX: x1, firstDY: y1, secondDX: x2, secondDY: y2)
    }

    /// The exact slope dy/dx as x → 1⁻, the mirror image of `startSlope`: `(1 − y2) / (1 − x2)` when
    /// `x2 < 1`, otherwise decided by (x1, y1) as seen from the end, and 1 when both control points
    /// sit on the end point.
    package var endSlope: Double {
        Self.leavingSlope(firstDX: 1 - x2, firstDY: 1 - y2, secondDX: 1 - x1, secondDY: 1 - y1)
    }

    /// The slope CSS uses to continue the curve for x < 0: through P0 and P1 when `x1 > 0`, else
    /// through P0 and P2 when `x2 > 0`, else flat (CSS Easing Functions Level 1, §2.2).
    package var startTangentSlope: Double {
        if x1 > 0 { return y1 / x1 }
        if x2 > 0 { return y2 / x2 }
        return 0
    }

    /// The slope CSS uses to continue the curve for x > 1: through P2 and P3 when `x2 < 1`, else
    /// through P1 and P3 when `x1 < 1`, else flat.
    package var endTangentSlope: Double {
        if x2 < 1 { return (y2 - 1) / (x2 - 1) }
        if x1 < 1 { return (y1 - 1) / (x1 - 1) }
        return 0
    }

    /// The slope at an end point, given the offsets of the nearer and farther control point from it
    /// (x offsets ≥ 0, measured into the curve).
    private static func leavingSlope(firstDX: Double, firstDY: Double, secondDX: Double, secondDY: Double) -> Double {
        if firstDX > 0 { return firstDY / firstDX }
        if firstDY != 0 { return firstDY > 0 ? .infinity : -.infinity }
        if secondDX > 0 { return secondDY / secondDX }
        if secondDY != 0 { return secondDY > 0 ? .infinity : -.infinity }
        return 1
    }
}
