import OrbitScene

extension PixelBuffer {
    /// Saturation of inactive people's avatars: the original app's 0.5, half-way to gray (the scene's
    /// `PresentedValue.inactiveSaturation`).
    public static let inactiveSaturation = PresentedValue.inactiveSaturation

    /// This buffer with its saturation scaled by `saturation` (0 gray, 1 unchanged): each colour is
    /// moved towards its luma (Rec. 601 weights) by `1 − saturation`. Alpha is kept.
    ///
    /// - Complexity: O(width × height).
    public func desaturated(to saturation: Double) -> PixelBuffer {
        var out = self
        for offset in stride(from: 0, to: rgba.count, by: 4) {
            let r = Double(rgba[offset])
            let g = Double(rgba[offset + 1])
            let b = Double(rgba[offset + 2])
            let luma = 0.299 * r + 0.587 * g + 0.114 * b
            out.rgba[offset] = Self.byte(luma + (r - luma) * saturation)
            out.rgba[offset + 1] = Self.byte(luma + (g - luma) * saturation)
            out.rgba[offset + 2] = Self.byte(luma + (b - luma) * saturation)
        }
        return out
    }
}
