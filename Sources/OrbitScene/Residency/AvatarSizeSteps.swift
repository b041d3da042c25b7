/// The sides, in pixels, that avatar textures are decoded at: a few steps ×1.5 apart, so one texture serves
/// every on-screen diameter up to its side (sharp) and zooming re-decodes only when a step is crossed.
public struct AvatarSizeSteps: Hashable, Sendable {
    /// Ascending, distinct, positive.
    public let sides: [Int]

    /// 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512 pixels.
    public static let standard = AvatarSizeSteps(sides: [16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512])!

    /// `nil` unless `sides` is non-empty, positive and strictly ascending.
    public init?(sides: [Int]) {
        guard let first = sides.first, first > 0, zip(sides, sides.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        self.sides = sides
    }

    /// The smallest step at least `diameter` pixels across (the largest step when none is).
    /// - Complexity: O(log steps).
    package func side(for diameter: Double) -> Int {
        let index = sides.partitioningIndex { Double($0) >= diameter }
        return index < sides.count ? sides[index] : sides[sides.count - 1]
    }

    /// The next smaller step than `side` (the smallest step for the smallest).
    package func step(below side: Int) -> Int {
        sides.last { $0 < side } ?? sides[0]
    }

    /// Bytes of an RGBA texture `side` pixels square.
    package static func bytes(side: Int) -> Int { side * side * 4 }
}
