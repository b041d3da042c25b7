/// The ids seen so far, answering "is this one new?" exactly as `Set<String>.insert` would (ids
/// that are equal as Swift strings, that is canonically equivalent, are the same id), but cheaper
/// for the usual all-ASCII ids.
///
/// Two ASCII strings are equal exactly when their bytes are, so ASCII ids live in an open-addressing
/// table keyed by a hash of their bytes. A non-ASCII id can equal a differently encoded one (even an
/// ASCII one: U+212A KELVIN SIGN is "K"), so from the first non-ASCII id on, every id so far and
/// every later one goes into a `Set<String>`.
///
/// The hash is the standard library's `Hasher` (SipHash, seeded per process), not a fixed unkeyed hash:
/// ids crafted so that a fixed hash's low bits collide (262,144 such ids took `place` 63 s against 5 s
/// for random ones with FNV-1a) cost what random ids cost. Only membership depends on the hash, so the
/// per-process seed never changes a layout.
struct DistinctIDs {
    private struct Entry {
        var hash: UInt64
        var id: String
    }

    /// Per slot: 0 when empty, else 1 + the position of its entry in `entries`.
    private var slots: [UInt32]
    private var entries: [Entry] = []
    /// Once a non-ASCII id has come, all ids seen.
    private var fallback: Set<String>?
    /// Slots visited by `insert` so far (the work a hostile input could inflate).
    private(set) var probes = 0

    /// Room for `capacity` ids before the table grows.
    init(capacity: Int) {
        slots = Array(repeating: 0, count: Self.slotCount(for: capacity))
        entries.reserveCapacity(capacity)
    }

    /// Adds `id`; returns whether it was not there yet.
    /// - Complexity: O(length of `id`) expected; the first non-ASCII id also moves the n ids seen
    ///   so far into the fallback set, O(n) once.
    mutating func insert(_ id: String) -> Bool {
        if fallback != nil { return fallback!.insert(id).inserted }
        var bytes = id
        let (hash, isASCII) = bytes.withUTF8 { buffer in
            (Self.hash(buffer), buffer.allSatisfy { $0 < 0x80 })
        }
        guard isASCII else {
            let all = Set(entries.lazy.map(\.id))
            slots = []
            entries = []
            fallback = all
            return fallback!.insert(id).inserted
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            probes += 1
            let entry = entries[Int(slots[slot]) - 1]
            if entry.hash == hash && entry.id == id { return false }
            slot = (slot + 1) & mask
        }
        entries.append(Entry(hash: hash, id: id))
        slots[slot] = UInt32(entries.count)
        if 2 * entries.count > slots.count { rehash() }
        return true
    }

    /// The keyed hash of an id's bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// A power of two at least twice `count` (and at least 8), so that probe runs stay short.
    private static func slotCount(for count: Int) -> Int {
        var slots = 8
        while slots < 2 * count + 1 { slots *= 2 }
        return slots
    }

    /// Spreads the entries over twice the slots.
    private mutating func rehash() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        let mask = slots.count - 1
        for (position, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(position + 1)
        }
    }
}
