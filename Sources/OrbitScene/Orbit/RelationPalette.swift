import OrbitLayout

extension Color {
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
    /// The colour of the disc under the avatar (shared with the SVG output): friend #34C759, following #0A84FF,
    /// follower #FF9F0A, blocked #FF3B30, none #8E8E93.
    public var color: Color {
        switch self {
        case .friend: Color(hex: 0x34C759)
        case .following: Color(hex: 0x0A84FF)
        case .follower: Color(hex: 0xFF9F0A)
        case .blocked: Color(hex: 0xFF3B30)
        case .none: Color(hex: 0x8E8E93)
        }
    }
}
