extension Array {
    /// Keeps only the `count` smallest elements under the strict order `isLess` (in no particular order).
    /// The order should be total (no ties) for a deterministic answer.
    ///
    /// - Complexity: O(n) on average (quickselect with a middle pivot), against O(n log n) for sorting.
    mutating func keepSmallest(_ count: Int, by isLess: (Element, Element) -> Bool) {
        guard count < self.count else { return }
        guard count > 0 else { return removeAll() }
        var low = 0
        var high = self.count - 1
        while low < high {
            let pivot = self[(low + high) / 2]
            var i = low
            var j = high
            while i <= j {
                while isLess(self[i], pivot) { i += 1 }
                while isLess(pivot, self[j]) { j -= 1 }
                if i <= j {
                    swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            // Now [low, j] ≤ pivot ≤ [i, high]; continue in the side holding position `count - 1`.
            if count - 1 <= j { high = j } else if count - 1 >= i { low = i } else { break }
        }
        removeLast(self.count - count)
    }
}
