/// The orders in which a permutation's parts can come, as hassil tries them.
enum Permutations {
    /// The most parts a permutation may have: 6 parts are already 720 orders.
    static let maximumParts = 6

    /// Every order of `count` parts, as index lists, the first part first in the earliest orders.
    static func orders(of count: Int) -> [[Int]] {
        guard count > 0 else { return [[]] }
        var result: [[Int]] = []
        func extend(_ prefix: [Int], _ rest: [Int]) {
            if rest.isEmpty {
                result.append(prefix)
                return
            }
            for (position, index) in rest.enumerated() {
                var remaining = rest
                remaining.remove(at: position)
                extend(prefix + [index], remaining)
            }
        }
        extend([], Array(0..<count))
        return result
    }
}
