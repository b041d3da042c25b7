extension PixelBuffer {
    /// The centred square of this buffer, area-averaged (box filter) down to `side` × `side` pixels.
    ///
    /// Each output pixel is the coverage-weighted mean of the source pixels under it, so downscaling
    /// by any factor, integer or not, neither aliases nor drops detail the way nearest-neighbour does.
    /// Colours are averaged weighted by alpha, so transparent pixels do not darken edges. When `side`
    /// is not smaller than the square, the square is returned unscaled (the GPU scales up).
    ///
    /// - Complexity: O(source square pixels + side²).
    public func squareDownscaled(toSide side: Int) -> PixelBuffer {
        let square = min(width, height)
        let left = (width - square) / 2
        let top = (height - square) / 2
        let target = max(1, min(side, square))
        guard square > 0 else { return self }
        let ratio = Double(square) / Double(target)
        // Per output column (and row, the same spans): the source span it covers and the edge weights.
        let spans = (0..<target).map { BoxSpan(output: $0, ratio: ratio, limit: square) }
        var out = [UInt8](repeating: 0, count: target * target * 4)
        var row = [Double](repeating: 0, count: target * 4)  // alpha-weighted R, G, B and alpha sums
        for (oy, ySpan) in spans.enumerated() {
            for index in row.indices { row[index] = 0 }
            for sy in ySpan.first...ySpan.last {
                let wy = ySpan.weight(of: sy)
                let base = ((top + sy) * width + left) * 4
                for (ox, xSpan) in spans.enumerated() {
                    for sx in xSpan.first...xSpan.last {
                        let w = wy * xSpan.weight(of: sx)
                        let offset = base + sx * 4
                        let alpha = Double(rgba[offset + 3]) * w
                        row[ox * 4] += Double(rgba[offset]) * alpha
                        row[ox * 4 + 1] += Double(rgba[offset + 1]) * alpha
                        row[ox * 4 + 2] += Double(rgba[offset + 2]) * alpha
                        row[ox * 4 + 3] += alpha
                    }
                }
            }
            let area = ratio * ratio
            for ox in 0..<target {
                let alphaSum = row[ox * 4 + 3]
                let offset = (oy * target + ox) * 4
                if alphaSum > 0 {
                    out[offset] = Self.byte(row[ox * 4] / alphaSum)
                    out[offset + 1] = Self.byte(row[ox * 4 + 1] / alphaSum)
                    out[offset + 2] = Self.byte(row[ox * 4 + 2] / alphaSum)
                }
                out[offset + 3] = Self.byte(alphaSum / area)
            }
        }
        return PixelBuffer(width: target, height: target, rgba: out)!
    }

    /// `value` rounded and clamped to a byte.
    static func byte(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}

/// The source pixels one output pixel of a box filter covers: `[start, end)` in source pixels, with
/// the partly covered first and last pixels weighted by how much of them lies inside.
private struct BoxSpan {
    let start: Double
    let end: Double
    let first: Int
    let last: Int

    init(output: Int, ratio: Double, limit: Int) {
        start = Double(output) * ratio
        end = min(Double(limit), Double(output + 1) * ratio)
        first = Int(start)
        last = min(limit - 1, Int((end - 1e-9).rounded(.down)))
    }

    func weight(of pixel: Int) -> Double {
        min(end, Double(pixel + 1)) - max(start, Double(pixel))
    }
}
