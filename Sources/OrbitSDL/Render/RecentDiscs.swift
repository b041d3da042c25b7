import OrbitScene

/// The discs (side and colour) looked up since a frame began, at most `limit`, each with what was found for
/// it: a far zoom draws thousands of dots a frame in a few sizes and colours, and comparing these few costs
/// less than hashing a key for each dot.
struct RecentDiscs<Value> {
    static var limit: Int { 16 }

    private var entries: [(side: Int, color: RGBAColor, value: Value)] = []

    /// What was remembered for a disc `side` pixels across in `color`, if it was.
    /// - Complexity: O(`limit`).
    func value(side: Int, color: RGBAColor) -> Value? {
        for entry in entries where entry.side == side && entry.color == color { return entry.value }
        return nil
    }

    /// Remembers `value` for the disc, while fewer than `limit` are remembered.
    mutating func remember(_ value: Value, side: Int, color: RGBAColor) {
        if entries.count < Self.limit { entries.append((side, color, value)) }
    }

    /// Forgets those whose value `isGone` says is gone.
    mutating func forget(where isGone: (Value) -> Bool) {
        entries.removeAll { isGone($0.value) }
    }

    /// Forgets every disc (a new frame).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
