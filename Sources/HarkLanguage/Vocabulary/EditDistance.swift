/// How many single-character edits turn one word into another, and how many a word of some
/// length may need and still count as a misspelling.
///
/// The distance is the optimal string alignment distance: insertions, deletions, substitutions
/// and swaps of two neighbouring characters each cost one ("grocry" → "grocery" is 1, "mlik" →
/// "milk" is 1). It compares Unicode scalars of normalized text, so it works alike for Latin,
/// kana and Arabic letters.
enum EditDistance {
    /// Longer texts are not compared: a misspelling of a 60-letter phrase is not worth the work.
    static let maximumLength = 64

    /// The distance between `a` and `b`, or `nil` when it is larger than `limit` (or either text
    /// is longer than ``maximumLength``).
    static func distance(_ a: String, _ b: String, limit: Int) -> Int? {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    /// The distance between two texts given as their Unicode scalars (see
    /// ``distance(_:_:limit:)``). Texts whose lengths alone differ by more than `limit` cost
    /// nothing; the others take three rows of working memory on the stack.
    static func distance(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar], limit: Int) -> Int? {
        guard left.count <= maximumLength, right.count <= maximumLength, limit >= 0 else { return nil }
        guard abs(left.count - right.count) <= limit else { return nil }
        if left.isEmpty || right.isEmpty {
            let distance = max(left.count, right.count)
            return distance <= limit ? distance : nil
        }
        let width = right.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            guard var beforePrevious = rows.baseAddress else { return nil }
            var previous = beforePrevious + width
            var current = previous + width
            for j in 0..<width {
                beforePrevious[j] = 0
                previous[j] = j
            }
            for i in 1...left.count {
                current[0] = i
                var rowMinimum = i
                for j in 1...right.count {
                    let cost = left[i - 1] == right[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                        value = min(value, beforePrevious[j - 2] + 1)
                    }
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return nil }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            let distance = previous[right.count]
            return distance <= limit ? distance : nil
        }
    }

    /// How many edits a word of `length` characters may differ by and still be the same word
    /// misspelled: none for very short words, then more as words get longer. Japanese characters
    /// carry more per character (a kanji is a word), so they get fewer.
    static func allowedEdits(length: Int, language: String) -> Int {
        if language == "ja" {
            switch length {
            case ..<3: return 0
            case ..<7: return 1
            default: return 2
            }
        }
        switch length {
        case ..<4: return 0
        case ..<8: return 1
        case ..<13: return 2
        default: return length / 5
        }
    }
}
