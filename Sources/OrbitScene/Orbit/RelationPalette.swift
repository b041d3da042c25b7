import OrbitLayout

extension RGBAColor {
    /// A colour from `0xRRGGBB`, opaque unless `alpha` says otherwise.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    /// `#RRGGBB` (alpha left out), as SVG and CSS write it.
    public var hexString: String {
        "#" + [r, g, b].map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}

extension Relation {
    /// The colour of the disc under the avatar (`rgb`, shared with the SVG output).
    package var color: RGBAColor { RGBAColor(hex: rgb) }
}
