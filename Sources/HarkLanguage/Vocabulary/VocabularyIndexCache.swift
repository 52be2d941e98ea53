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
    ///
    /// Values that are a known index's values with more after them — a name added to an app's
    /// long list — extend that index (``VocabularyIndex/appending(_:cache:)``). The shorter one
    /// stays: another user's list may still be the shorter one.
    func index(of values: [SpeakableString], language: String) -> VocabularyIndex {
        let key = Key(language: language, values: values)
        let (known, earlier) = entries.withLock { table -> (VocabularyIndex?, (key: Key, index: VocabularyIndex)?) in
            if let known = table.indexes[key] { return (known, nil) }
            return (nil, Self.earlier(of: key, in: table.indexes))
        }
        if let known { return known }
        let index =
            earlier.map { $0.index.appending(values[$0.key.values.count...], cache: terms) }
            ?? VocabularyIndex(values: values, language: language, cache: terms)
        entries.withLock { table in
            if table.values + values.count > capacity { table = ([:], 0) }
            if values.count <= capacity, table.indexes.updateValue(index, forKey: key) == nil {
                table.values += values.count
            }
        }
        return index
    }

    /// The largest known index of the same language whose values begin `key`'s, when it holds
    /// at least half of them (else building anew costs about the same).
    private static func earlier(of key: Key, in indexes: [Key: VocabularyIndex]) -> (key: Key, index: VocabularyIndex)? {
        var best: (key: Key, index: VocabularyIndex)?
        for (known, index) in indexes
        where known.language == key.language && known.values.count < key.values.count
            && known.values.count * 2 >= key.values.count && known.values.count > (best?.key.values.count ?? 0)
            && known.values.last == key.values[known.values.count - 1] && key.values.starts(with: known.values)
        {
            best = (known, index)
        }
        return best
    }

    /// How many indexes the table holds.
    var count: Int {
        entries.withLock { $0.indexes.count }
    }
}
