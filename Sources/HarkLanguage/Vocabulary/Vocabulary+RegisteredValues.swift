import Hark
import Synchronization

extension Vocabulary {
    /// The values one app registered under one kind, shared by the copies of a vocabulary, with
    /// their index in each language once looked up: a snapshot reused across requests finds its
    /// index at once, and a new registration is a new instance, indexed when first looked up.
    final class RegisteredValues: Sendable, Hashable {
        let values: [SpeakableString]
        private let indexes = Mutex<[String: VocabularyIndex]>([:])

        init(_ values: [SpeakableString]) {
            self.values = values
        }

        /// The index of the values in `language`, from `cache` the first time.
        func index(language: String, cache: VocabularyIndexCache) -> VocabularyIndex {
            if let known = indexes.withLock({ $0[language] }) { return known }
            let index = cache.index(of: values, language: language)
            indexes.withLock { $0[language] = index }
            return index
        }

        static func == (lhs: RegisteredValues, rhs: RegisteredValues) -> Bool {
            lhs === rhs || lhs.values == rhs.values
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(values)
        }
    }
}
