extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsInSecondPartition`, for a collection already partitioned
    /// by it (all `false` then all `true`); `endIndex` if none does.
    ///
    /// - Complexity: O(log n) predicate calls.
    func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let mid = index(low, offsetBy: half)
            if belongsInSecondPartition(self[mid]) {
                count = half
            } else {
                low = index(after: mid)
                count -= half + 1
            }
        }
        return low
    }
}
