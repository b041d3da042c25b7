import OrbitScene

extension PixelBuffer {
    /// This buffer masked to the largest centred circle, with an antialiased edge: each pixel's alpha
    /// is multiplied by how much of it lies inside the circle (one pixel of soft edge). With a `radius` (pixels),
    /// the circle has that radius instead, and with a `hole` of a positive radius, the mask is the ring between
    /// the hole and the circle, both edges soft; `ringOpacity` then scales the ring's alpha, and a `disc` of a
    /// positive radius inside the hole is kept too, at full alpha (a rim with an outer ring around it).
    ///
    /// - Complexity: O(width × height).
    public func roundCropped(radius: Double? = nil, hole: Double = 0, ringOpacity: Double = 1, disc: Double = 0) -> PixelBuffer {
        var out = self
        let radius = radius ?? Double(min(width, height)) / 2
        let cx = Double(width) / 2
        let cy = Double(height) / 2
        for y in 0..<height {
            let dy = Double(y) + 0.5 - cy
            for x in 0..<width {
                let dx = Double(x) + 0.5 - cx
                let distance = (dx * dx + dy * dy).squareRoot()
                let outside = hole > 0 ? max(0, min(1, distance - hole + 0.5)) : 1
                let ring = max(0, min(1, radius - distance + 0.5)) * outside
                let coverage = hole > 0 ? max(ring * ringOpacity, max(0, min(1, disc - distance + 0.5))) : ring
                let offset = (y * width + x) * 4 + 3
                out.rgba[offset] = Self.byte(Double(rgba[offset]) * coverage)
            }
        }
        return out
    }
}

extension PixelBuffer {
    /// An antialiased disc `side` pixels across in `color` (alpha included): the pixels of `DiscTextures`' exact
    /// discs and of `DirectPixels`' stamps alike.
    static func disc(side: Int, color: RGBAColor) -> PixelBuffer {
        PixelBuffer(width: side, height: side, filledWith: (color.r, color.g, color.b, color.a)).roundCropped()
    }
}
