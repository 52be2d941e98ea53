import Hark
import Synchronization

/// Vocabulary indexes (``VocabularyIndex``) kept across recognitions, as
/// ``VocabularyTermCache`` keeps prepared phrases: an index depends only on the values and the
/// language, so one process-wide table serves every user and every vocabulary snapshot, and
/// values registered a moment ago are different values, indexed when first looked up.
///
/// The table is bounded by the values its indexes hold: when full, it is emptied and starts again.
final class VocabularyIndexCache: Sendable {
    static let shared = VocabularyIndexCache()

    private struct Key: Hashable, Sendable {
        var language: String
        var values: [SpeakableString]
    }

    /// How many values the indexes may hold together.
    let capacity: Int
    private let terms: VocabularyTermCache
    private let entries = Mutex<(indexes: [Key: VocabularyIndex], values: Int)>(([:], 0))

    init(capacity: Int = 262_144, terms: VocabularyTermCache = .shared) {
        self.capacity = capacity
        self.terms = terms
    }

    /// The index of `values` in `language`; one not yet known is built outside the lock.
    func index(of values: [SpeakableString], language: String) -> VocabularyIndex {
        let key = Key(language: language, values: values)
        if let known = entries.withLock({ $0.indexes[key] }) { return known }
        let index = VocabularyIndex(values: values, language: language, cache: terms)
        entries.withLock { table in
            if table.values + values.count > capacity { table = ([:], 0) }
            if values.count <= capacity, table.indexes.updateValue(index, forKey: key) == nil {
                table.values += values.count
            }
        }
        return index
    }

    /// How many indexes the table holds.
    var count: Int {
        entries.withLock { $0.indexes.count }
    }
}
