import GRDB
public import Hark
public import HarkAssistant
public import HarkLanguage

/// Vocabulary in ``HarkDatabase``: per user, app and kind, the values in the order the app gave
/// (``VocabularyRecord``).
///
/// Apps in other processes (an app's own command line) register through it too, so the
/// assistant sees a list created there at its next turn.
public struct SQLiteVocabularyStore: VocabularyStore {
    public let database: HarkDatabase

    public init(database: HarkDatabase) {
        self.database = database
    }

    public func setVocabulary(_ values: [SpeakableString], of kind: String, app: String, user: String) async throws {
        try await database.write { db in
            try VocabularyRecord(user: user, app: app, kind: kind, values: values).upsert(db)
        }
    }

    public func vocabulary(user: String) async throws -> Vocabulary {
        let records = try await database.read { db in
            try VocabularyRecord.filter { $0.user == user }.order { [$0.app, $0.kind] }.fetchAll(db)
        }
        var vocabulary = Vocabulary()
        for record in records {
            vocabulary.register(record.values, kind: record.kind, app: record.app)
        }
        return vocabulary
    }
}
