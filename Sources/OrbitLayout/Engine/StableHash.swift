/// A hash that is the same in every process and on every platform (unlike Swift's `Hasher`,
/// which is seeded randomly per process): 64-bit FNV-1a.
enum StableHash {
    private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// FNV-1a over the 8 little-endian bytes of `seed` followed by the UTF-8 bytes of `text`.
    static func fnv1a(seed: UInt64, _ text: String) -> UInt64 {
        var hash = offsetBasis
        for shift in stride(from: 0, to: 64, by: 8) {
            hash = (hash ^ ((seed >> UInt64(shift)) & 0xFF)) &* prime
        }
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return hash
    }

    /// The random stream of one person: depends only on the layout seed and the person's id.
    static func generator(seed: UInt64, id: String) -> SeededGenerator {
        SeededGenerator(seed: fnv1a(seed: seed, id))
    }
}
