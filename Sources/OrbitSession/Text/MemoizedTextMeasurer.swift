import OrbitGeometry

/// A `TextMeasuring` that asks its base measurer once per text, font size and box, and answers again from
/// memory: a front end's measurer shapes text with real fonts (tens of microseconds a call), and the session
/// measures every ring's label each time it places them, hundreds of rings in a crowd.
///
/// Sizes are remembered up to `capacity` distinct questions; past it, memory starts afresh (label texts
/// change with counts, so old ones are rarely asked again). Copies share one memory.
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
        var sizes: [Question: Size] = [:]
        var asked = 0
    }

    /// Distinct questions remembered before memory starts afresh. Default 4096.
    let capacity: Int
    let base: any TextMeasuring
    let memory = Memory()

    init(_ base: any TextMeasuring, capacity: Int = 4096) {
        self.base = base
        self.capacity = max(1, capacity)
    }

    func size(of text: String, fontSize: Double) -> Size {
        answer(Question(text: text, fontSize: fontSize, maxWidth: nil, maxLines: 1)) { base.size(of: text, fontSize: fontSize) }
    }

    func size(of text: String, fontSize: Double, maxWidth: Double, maxLines: Int) -> Size {
        answer(Question(text: text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)) {
            base.size(of: text, fontSize: fontSize, maxWidth: maxWidth, maxLines: maxLines)
        }
    }

    private func answer(_ question: Question, measure: () -> Size) -> Size {
        if let known = memory.sizes[question] { return known }
        memory.asked += 1
        let size = measure()
        if memory.sizes.count >= capacity { memory.sizes.removeAll(keepingCapacity: true) }
        memory.sizes[question] = size
        return size
    }
}
