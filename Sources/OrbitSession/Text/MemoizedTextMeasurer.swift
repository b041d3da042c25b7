import OrbitGeometry
import OrbitScene

/// A `TextMeasuring` that asks its base measurer once per text, font size and box, and answers again from
/// memory: a front end's measurer shapes text with real fonts (tens of microseconds a call), and the session
/// measures every ring's label each time it places them, hundreds of rings in a crowd.
///
/// Sizes are remembered up to `capacity` distinct questions in an `LRUCache`; past it, the question asked
/// longest ago is forgotten (label texts change with counts, so old ones are rarely asked again). Copies share
/// one memory.
///
/// - Complexity: O(1) amortized per question answered from memory, plus the text's hashing.
struct MemoizedTextMeasurer: TextMeasuring {
    struct Question: Hashable {
        var text: String
        var fontSize: Double
        /// The wrapping box, `nil` for one line.
        var maxWidth: Double?
        var maxLines: Int
    }

    /// The sizes known so far, shared by copies.
    final class Memory {
        var sizes: LRUCache<Question, OrbitSize>
        var asked = 0

        init(capacity: Int) { sizes = LRUCache(costLimit: capacity) }
    }

    /// Distinct questions remembered before memory starts afresh. Default 4096.
    let capacity: Int
    let base: any TextMeasuring
    let memory: Memory

    init(_ base: any TextMeasuring, capacity: Int = 4096) {
        self.base = base
        self.capacity = max(1, capacity)
        memory = Memory(capacity: self.capacity)
    }

    func size(of text: String, fontSize: Double) -> OrbitSize {
        answer(Question(text: text, fontSize: fontSize, maxWidth: nil, maxLines: 1)) { base.size(of: text, fontSize: fontSize) }
    }

    func size(of text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> OrbitSize {
        answer(Question(text: text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)) {
            base.size(of: text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        }
    }

    private func answer(_ question: Question, measure: () -> OrbitSize) -> OrbitSize {
        if let known = memory.sizes.value(for: question) { return known }
        memory.asked += 1
        let size = measure()
        memory.sizes.insert(size, for: question, cost: 1)
        return size
    }
}
