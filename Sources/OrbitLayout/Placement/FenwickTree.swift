/// Prefix sums over non-negative weights with point updates (a binary indexed tree), used to pick
/// an index with probability proportional to its weight.
struct FenwickTree: Sendable {
    private var tree: [Double]
    /// Sum of all weights.
    private(set) var total: Double

    init(weights: [Double]) {
        tree = [0] + weights
        total = weights.reduce(0, +)
        for i in 1..<tree.count {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }

    /// Adds `delta` to the weight at `index`.
    /// - Complexity: O(log n).
    mutating func add(_ delta: Double, at index: Int) {
        total += delta
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The index whose cumulative range contains `prefix`: the smallest `i` with
    /// `weight[0] + … + weight[i] > prefix`, clamped to the last index.
    /// - Complexity: O(log n).
    func index(forPrefix prefix: Double) -> Int {
        var position = 0, rest = prefix
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= rest {
                position = next
                rest -= tree[next]
            }
            step /= 2
        }
        return min(position, tree.count - 2)
    }
}
