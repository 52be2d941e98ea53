import Synchronization

/// Vocabulary values prepared for comparison (``VocabularyTerm``), kept across recognitions:
/// preparing a value costs microseconds, a user may have thousands of values, and they change
/// far less often than requests come. A prepared phrase depends only on its text and language,
/// so one process-wide table serves every user and every vocabulary snapshot.
///
/// The table is bounded: when full, it is emptied and starts again.
final class VocabularyTermCache: Sendable {
    static let shared = VocabularyTermCache()

    private struct Key: Hashable, Sendable {
        var language: String
        var text: String
    }

    let capacity: Int
    private let entries = Mutex<[Key: VocabularyTerm]>([:])

    init(capacity: Int = 65_536) {
        self.capacity = capacity
    }

    /// The prepared phrase of each text, in order; those not yet known are prepared outside the
    /// lock, so that a large vocabulary seen for the first time holds up no other request.
    func phrases(_ texts: [String], language: String) -> [VocabularyTerm] {
        var found = entries.withLock { table in
            texts.map { table[Key(language: language, text: $0)] }
        }
        var prepared: [Key: VocabularyTerm] = [:]
        for (index, text) in texts.enumerated() where found[index] == nil {
            let phrase = VocabularyTerm(text, language: language)
            found[index] = phrase
            prepared[Key(language: language, text: text)] = phrase
        }
        if !prepared.isEmpty {
            entries.withLock { table in
                if table.count + prepared.count > capacity { table.removeAll(keepingCapacity: true) }
                if prepared.count <= capacity { table.merge(prepared) { _, new in new } }
            }
        }
        return found.map { $0 ?? VocabularyTerm("", language: language) }
    }

    /// How many prepared phrases the table holds.
    var count: Int {
        entries.withLock { $0.count }
    }
}
