/// Literal text a sentence cannot match without: at least one of `fragments` must be in the
/// user's normalized text (hassil's prefilter, in conjunctive normal form).
struct RequiredClause: Sendable, Hashable {
    /// Normalized words (or, in Japanese, pieces of text), any one of which suffices.
    var fragments: [[UInt8]]
    /// Whether every fragment stands as a whole word in the template, so it can be looked up
    /// among the input's words; otherwise it can only be searched for inside the text.
    var areWholeWords: Bool

    /// The clauses an alternative requires: one fragment from any branch, when every branch
    /// requires something (hassil's rule); nothing otherwise.
    static func merging(branches: [[RequiredClause]]) -> [RequiredClause] {
        guard !branches.isEmpty, branches.allSatisfy({ !$0.isEmpty }) else { return [] }
        var fragments: [[UInt8]] = []
        var areWholeWords = true
        for clauses in branches {
            let whole = clauses.filter(\.areWholeWords)
            let pool = whole.isEmpty ? clauses : whole
            guard let smallest = pool.min(by: { $0.fragments.count < $1.fragments.count }) else { continue }
            areWholeWords = areWholeWords && smallest.areWholeWords
            for fragment in smallest.fragments where !fragments.contains(fragment) {
                fragments.append(fragment)
            }
        }
        return [RequiredClause(fragments: fragments, areWholeWords: areWholeWords)]
    }
}
