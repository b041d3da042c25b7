extension PixelBuffer {
    /// This buffer masked to the largest centred circle, with an antialiased edge: each pixel's alpha
    /// is multiplied by how much of it lies inside the circle (one pixel of soft edge).
    ///
    /// - Complexity: O(width × height).
    public func roundCropped() -> PixelBuffer {
        var out = self
        let radius = Double(min(width, height)) / 2
        let cx = Double(width) / 2
        let cy = Double(height) / 2
        for y in 0..<height {
            let dy = Double(y) + 0.5 - cy
            for x in 0..<width {
                let dx = Double(x) + 0.5 - cx
                let coverage = max(0, min(1, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
                let offset = (y * width + x) * 4 + 3
                out.rgba[offset] = Self.byte(Double(rgba[offset]) * coverage)
            }
        }
        return out
    }
}
