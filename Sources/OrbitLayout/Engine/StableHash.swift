import OrbitGeometry

/// A hash that is the same in every process and on every platform (unlike Swift's `Hasher`,
/// which is seeded randomly per process): 64-bit FNV-1a.
enum StableHash {
    static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// FNV-1a of `bytes`, continuing from `hash`.
    static func fnv1a(_ bytes: some Sequence<UInt8>, from hash: UInt64 = offsetBasis) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }

    /// The hash of the 8 little-endian bytes of `seed`: the common start of every person's stream.
    static func prefix(seed: UInt64) -> UInt64 {
        fnv1a((0..<8).map { UInt8(truncatingIfNeeded: seed >> (8 * $0)) })
    }

    /// The random stream of one person: seeded with FNV-1a over the 8 little-endian bytes of the
    /// layout seed (`prefix(seed:)`) followed by the UTF-8 bytes of `id`, so it depends on nothing else.
    static func generator(prefix: UInt64, id: String) -> SeededGenerator {
        var id = id
        // The contiguous UTF-8 buffer is the same bytes as `id.utf8`, read without per-byte indexing.
        return SeededGenerator(seed: id.withUTF8 { fnv1a($0, from: prefix) })
    }
}
